"""What one decision knows about the table, read once from the CPU's own view."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong2p.ai.danger import ReadyWatch, readiness, wait_chances
from mahjong2p.ai.levels import Level
from mahjong2p.ai.win_chance import opponent_finish
from mahjong2p.ai.worth import opponent_worth
from mahjong2p.rules.tiles import NUM_KINDS, kind_of
from mahjong2p.rules.view import PlayerView

NO_WORTH = [1.0] * NUM_KINDS


@dataclass(frozen=True, slots=True)
class Outlook:
    """``unseen``: copies of each kind the CPU has not seen (live wall, dead pool, the
    opponent's hand); ``live_wall``: tiles left to draw; ``threat``: the chance the
    opponent is ready as this level reads it; ``flowers``: the 花牌 indicator kinds;
    ``deal_in``: per kind, the chance that discarding it now loses the hand (all zero for
    a level that does not defend); ``opponent_finish``: the chance the opponent wins even
    without a deal-in; ``worth``: per kind, what a deal-in on it costs relative to a plain
    win (:mod:`.worth`); ``mean_worth``: that worth averaged over the kinds the
    opponent may be waiting on, weighted by their chances (what their win is worth before
    knowing its tile; 1 without a threat); ``declared``: this seat has declared 报听;
    ``opponent_declared``: the opponent has."""

    unseen: list[int]
    live_wall: int
    threat: float
    flowers: tuple[int, ...]
    deal_in: list[float]
    opponent_finish: float
    worth: list[float]
    mean_worth: float
    declared: bool
    opponent_declared: bool

    @classmethod
    def of(cls, view: PlayerView, level: Level, watch: ReadyWatch) -> Outlook:
        unseen = view.unseen_counts()
        threat = readiness(view, level.read_weight)
        deal_in = [0.0] * NUM_KINDS
        worth = NO_WORTH
        mean_worth = 1.0
        if threat and level.defence_weight:
            chances = wait_chances(view, unseen, watch.passed_kinds(view), level.own_discard_wait)
            deal_in = [threat * c for c in chances]
            worth = opponent_worth(view, unseen, level.value_danger)
            mean_worth = _mean_worth(deal_in, worth)
        return cls(
            unseen,
            view.live_count,
            threat,
            tuple(map(kind_of, view.indicators)),
            deal_in,
            opponent_finish(view.live_count, threat),
            worth,
            mean_worth,
            view.declared_ready[view.seat],
            view.declared_ready[view.opponent],
        )

    @property
    def threatened(self) -> bool:
        return any(self.deal_in)


def _mean_worth(deal_in: list[float], worth: list[float]) -> float:
    """The worth of the opponent's win averaged over its likely tiles (1 if none is)."""
    total = sum(deal_in)
    if not total:
        return 1.0
    return sum([chance * w for chance, w in zip(deal_in, worth, strict=True)]) / total
