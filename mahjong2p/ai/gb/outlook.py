"""What one 72-tile decision knows, read once from the CPU's own view: the unseen tiles,
the wall, the seat wind and flowers that change what a win scores, and each tile's danger."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong2p.ai.danger import readiness, wait_chances
from mahjong2p.ai.gb.levels import GbLevel
from mahjong2p.ai.gb.terms import GbTerms
from mahjong2p.rules.tiles import EAST, NUM_KINDS, WEST
from mahjong2p.rules.view import PlayerView

# RULES.md B3: the dealer sits 东, the other seat 西; the prevalent wind is 东.
DEALER_WIND, OTHER_WIND = EAST, WEST


def seat_wind(view: PlayerView) -> int:
    """The seat's wind (RULES.md B3): the dealer sits 东, the other player 西."""
    return DEALER_WIND if view.seat == view.dealer else OTHER_WIND


@dataclass(frozen=True, slots=True)
class GbOutlook:
    """``unseen``: copies of each kind not seen; ``live_wall``: tiles left to draw;
    ``threat``: the chance the opponent is ready as the level reads it; ``seat_wind``:
    this seat's; ``flowers``: the flowers it has set aside (1 point each, not 起和);
    ``deal_in``: per kind, the chance discarding it loses the hand (zero without defence);
    ``terms``: the minimum and the payments of the rule set the CPU plays."""

    unseen: list[int]
    live_wall: int
    threat: float
    seat_wind: int
    flowers: int
    deal_in: list[float]
    terms: GbTerms

    @classmethod
    def of(cls, view: PlayerView, level: GbLevel, terms: GbTerms) -> GbOutlook:
        unseen = view.unseen_counts()
        threat = readiness(view, level.read_weight)
        deal_in = [0.0] * NUM_KINDS
        if threat and level.defence_weight:
            deal_in = [threat * c for c in wait_chances(view, unseen, set())]
        return cls(
            unseen,
            view.live_count,
            threat,
            seat_wind(view),
            len(view.flowers[view.seat]),
            deal_in,
            terms,
        )
