"""``score_win``: every reading of a winning hand scored, the one that pays most kept.

RULES.md A6: "a hand that has several readings is scored with the reading that scores
highest". A reading here is a decomposition together with one place of the winning tile
(the place decides 平和, 三暗刻 and 四暗刻), so every such pair is scored.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from mahjong2p.rules.decompose import HAND_SIZE, Form, readings
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.scoring.award import FanTable, Hit
from mahjong2p.rules.scoring.context import HandFacts, WinContext, win_contexts
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.points import FAN_CAP, YAKUMAN_UNIT, fan_points, yakuman_multiplier
from mahjong2p.rules.scoring.registry import FANS, YAKUMAN
from mahjong2p.rules.scoring.result import FanAward, ScoreResult, YakumanAward
from mahjong2p.rules.scoring.situation import WinSituation
from mahjong2p.rules.scoring.spec import FanSpec
from mahjong2p.rules.shape import shanten_of
from mahjong2p.rules.tiles import counts_of

# On equal points and fan, the simpler form is shown (standard first).
FORM_PREFERENCE = {
    Form.STANDARD: 3,
    Form.SEVEN_PAIRS: 2,
    Form.THIRTEEN_ORPHANS: 1,
    Form.LOOSE_GREEN: 0,
}
FAN_TABLE = FanTable(FANS)
YAKUMAN_TABLE = FanTable(YAKUMAN)

# points, a 役满 pattern (at 10,000 a named 13-tier 役满 such as 四暗刻 ties with a capped
# 累计役满 fan list: show the named 役满), total fan, the uncapped sum (a capped hand shows
# its biggest reading), a real fan rather than the 推倒胡 fallback (平和 and 推倒胡 both pay
# 1 fan: show the one that names something), form
Rank = tuple[int, int, int, int, int, int]


def score_win(
    concealed: Sequence[int],
    melds: Sequence[Meld],
    win_tile: int,
    situation: WinSituation | None = None,
) -> ScoreResult:
    """Score a win: ``concealed`` are kinds including the winning tile ``win_tile``.

    Returns ``win=False`` with a reason when the tiles are not a winning hand. Raises
    ValueError when the call itself is wrong (not 14 tiles counting each meld as three, or
    the winning tile not among the concealed tiles): the engine never does that.
    """
    situation = situation or WinSituation()
    if len(concealed) + 3 * len(melds) != HAND_SIZE:
        raise ValueError(f"a win needs 14 tiles counting melds as three, not {len(concealed)}")
    counts = counts_of(concealed)
    if not counts[win_tile]:
        raise ValueError(f"the winning tile {win_tile} is not among the concealed tiles")
    found = readings(counts, melds)
    if not found:
        return ScoreResult(win=False, reason=not_a_win_reason(counts, melds))
    hand = HandFacts.of(concealed, counts, melds, win_tile, situation)
    contexts = [ctx for reading in found for ctx in win_contexts(reading, hand)]
    yakuman_hand = YAKUMAN_TABLE.hand_hits(contexts[0])
    # A hand-wide 役满 (天和, 绿一色 …) makes every reading a 役满: no fans to ask then.
    fan_hand = [] if yakuman_hand else FAN_TABLE.hand_hits(contexts[0])
    best = max(
        (_score(ctx, yakuman_hand, fan_hand) for ctx in contexts),
        key=lambda scored: scored[0],
    )
    return _result(*best)


def not_a_win_reason(counts: Sequence[int], melds: Sequence[Meld]) -> str:
    """How far the hand is from a win, for the player (shanten over the four forms)."""
    away = shanten_of(counts, melds)
    if away == 0:
        return "not a winning hand: ready, one tile from a win"
    return f"not a winning hand: {away} tile{'s' if away > 1 else ''} from ready"


def score_example(example: Example) -> ScoreResult:
    """Score an :class:`Example` hand (the encyclopedia's and the tests' hands)."""
    hand = example.hand()
    return score_win(hand.concealed, hand.melds, hand.win_tile, hand.situation)


def _score(
    ctx: WinContext, yakuman_hand: list[Hit], fan_hand: list[Hit]
) -> tuple[Rank, Form, list[Hit], bool]:
    """One reading's rank, form and awards; 役满 exclude every other fan."""
    preference = FORM_PREFERENCE[ctx.form]
    hits = YAKUMAN_TABLE.awards(ctx, yakuman_hand)
    if hits:
        top = max(entry.spec.value for entry, _ in hits)
        tiers = sum(entry.spec.value for entry, _ in hits)
        points = yakuman_multiplier(top) * YAKUMAN_UNIT
        return (points, 1, top, tiers, 1, preference), ctx.form, hits, True
    hits = FAN_TABLE.awards(ctx, fan_hand)
    raw = sum(entry.spec.value * n for entry, n in hits)
    named = int(not any(entry.fallback for entry, _ in hits))
    rank = (fan_points(raw), 0, min(raw, FAN_CAP), raw, named, preference)
    return rank, ctx.form, hits, False


def _result(rank: Rank, form: Form, hits: list[Hit], is_yakuman: bool) -> ScoreResult:
    points, _, total, *_ = rank
    if is_yakuman:
        return ScoreResult(
            win=True,
            form=form.value,
            yakuman=tuple(_yakuman_award(e.spec) for e, _ in YAKUMAN_TABLE.in_order(hits)),
            yakuman_multiplier=yakuman_multiplier(total),
            total_fan=total,
            points=points,
        )
    return ScoreResult(
        win=True,
        form=form.value,
        fans=tuple(_fan_award(e.spec, n) for e, n in FAN_TABLE.in_order(hits)),
        total_fan=total,
        points=points,
    )


@cache
def _fan_award(spec: FanSpec, times: int) -> FanAward:
    """Awards are immutable, so one object per (fan, count) serves every result."""
    return FanAward(spec.id, spec.name, spec.value * times)


@cache
def _yakuman_award(spec: FanSpec) -> YakumanAward:
    return YakumanAward(spec.id, spec.name, spec.value)
