"""``score_gb``: every reading of a 国标 win scored, the one that scores most kept.

RULES.md B5: the Chinese Official fans of this tile set, their non-repeat rules as
registry data, and the reading that scores most. Which reading is shown on a tie follows
the oracle (``pymahjonggb``) so that the fan list is the same, not only the total: the
divisions are tried in the official enumeration order (sets sorted, a triplet before the
sequence that starts on its kind), the first best is kept, except that a later one of the
same total with 一色三同顺 replaces it, and that a division ties with seven pairs in the
division's favour. 九莲宝灯 and 连七对 are scored as patterns, never divided.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from functools import cache

from mahjong2p.rules.decompose import HAND_SIZE, Reading, seven_pairs, standard_readings
from mahjong2p.rules.gb.scoring.context import (
    GbContext,
    nine_gates_context,
    seven_pairs_context,
    seven_shifted_pairs_context,
    standard_context,
)
from mahjong2p.rules.gb.scoring.forms import GbForm
from mahjong2p.rules.gb.scoring.hand import GbHand
from mahjong2p.rules.gb.scoring.pungs import official_order
from mahjong2p.rules.gb.scoring.registry import FLOWER_TILES, GB_FANS
from mahjong2p.rules.gb.scoring.result import POINTS_CAP, GbFan, GbScore
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.scoring.award import FanTable, Hit
from mahjong2p.rules.scoring.score import not_a_win_reason
from mahjong2p.rules.scoring.spec import FanSpec
from mahjong2p.rules.tiles import COPIES, counts_of

GB_TABLE = FanTable(GB_FANS, tuple(GbForm), GbForm.STANDARD, chained=True)
SUIT_END, HONOUR_BASE = 9, 27
GB_KINDS = frozenset([*range(SUIT_END), *range(HONOUR_BASE, 34)])  # 万 and honours (B1)
NINE_GATES_STANDING = (3, 1, 1, 1, 1, 1, 1, 1, 3)
MAX_FLOWERS = 8


def score_gb(
    concealed: Sequence[int],
    melds: Sequence[Meld],
    win_tile: int,
    situation: GbSituation | None = None,
) -> GbScore:
    """Score a 国标 win: ``concealed`` are kinds including the winning tile ``win_tile``.

    ``win=False`` with a reason when the tiles are not a winning shape. ValueError for a
    call the engine never makes: not 14 tiles counting each meld as three, the winning
    tile not among the concealed tiles, a tile outside the 72-tile set, a fifth copy,
    more than 8 flowers.
    """
    situation = situation or GbSituation()
    counts = _checked_counts(concealed, melds, win_tile, situation)
    hand = GbHand.of(counts, melds, win_tile, situation)
    pairs = not melds and bool(seven_pairs(counts))
    special = _special(counts, hand, pairs) if not melds else None
    if special is not None:
        return _result(special, _score(special, {}))
    best: tuple[GbContext, tuple[list[Hit], int]] | None = None
    if pairs:
        seven = seven_pairs_context(hand)
        best = seven, _score(seven, {})
    hand_hits: dict[Hashable, list[Hit]] = {}
    divisions = standard_readings(counts)
    if len(divisions) > 1:
        divisions.sort(key=_division_order)
    for reading in divisions:
        ctx = standard_context(reading, hand)
        scored = _score(ctx, hand_hits)
        if best is None or _replaces(scored, best[1], pairs):
            best = ctx, scored
    if best is None:
        return GbScore(win=False, reason=not_a_win_reason(counts, melds))
    return _result(*best)


def _checked_counts(
    concealed: Sequence[int], melds: Sequence[Meld], win_tile: int, situation: GbSituation
) -> list[int]:
    if len(concealed) + 3 * len(melds) != HAND_SIZE:
        raise ValueError(f"a win needs 14 tiles counting melds as three, not {len(concealed)}")
    counts = counts_of(concealed)
    if any(counts[SUIT_END:HONOUR_BASE]) or (
        melds and any(t // COPIES not in GB_KINDS for m in melds for t in m.tiles)
    ):
        raise ValueError("the 72-tile set has no 筒 or 条 tiles")
    if not counts[win_tile]:
        raise ValueError(f"the winning tile {win_tile} is not among the concealed tiles")
    if not 0 <= situation.flowers <= MAX_FLOWERS:
        raise ValueError(f"flowers must be 0–8, not {situation.flowers}")
    return counts


def _special(counts: list[int], hand: GbHand, pairs: bool) -> GbContext | None:
    """九莲宝灯 or 连七对, which the rules score as a whole pattern, or ``None``."""
    win = hand.win_tile
    if win >= SUIT_END:
        return None
    standing = counts[:SUIT_END]
    standing[win] -= 1
    if tuple(standing) == NINE_GATES_STANDING:
        return nine_gates_context(hand)
    if pairs:
        run = [k for k in range(9) if counts[k] == 2]
        if len(run) == 7 and run[-1] - run[0] == 6:
            return seven_shifted_pairs_context(hand)
    return None


def _division_order(reading: Reading) -> tuple[tuple[int, int], ...]:
    """The oracle's enumeration order: the sorted sets, a triplet before a sequence."""
    sets = [(official_order(k), 0) for k in reading.triplets]
    sets += [(first, 1) for first in reading.sequences]
    return tuple(sorted(sets))


def _score(ctx: GbContext, hand_hits: dict[Hashable, list[Hit]]) -> tuple[list[Hit], int]:
    """One reading's fans after the exclusions, and their total without flowers."""
    form_hits = hand_hits.get(ctx.form)
    if form_hits is None:
        form_hits = hand_hits[ctx.form] = GB_TABLE.hand_hits(ctx)
    hits = GB_TABLE.awards(ctx, form_hits)
    return hits, sum(entry.spec.value * n for entry, n in hits)


def _replaces(
    scored: tuple[list[Hit], int], best: tuple[list[Hit], int], ties_to_later: bool
) -> bool:
    """Whether a later division replaces the best so far: more fan, or as much with 一色三同顺
    (or when the best so far is seven pairs)."""
    if scored[1] != best[1]:
        return scored[1] > best[1]
    return ties_to_later or any(entry.spec.id == "pure_triple_chow" for entry, _ in scored[0])


def _result(ctx: GbContext, scored: tuple[list[Hit], int]) -> GbScore:
    hits, fan = scored
    fans = [_fan(entry.spec, n) for entry, n in hits]
    flowers = ctx.hand.situation.flowers
    if flowers:
        fans.append(_fan(FLOWER_TILES, flowers))
    total = fan + flowers
    return GbScore(
        win=True,
        form=ctx.form.shown,
        fans=tuple(fans),
        total_fan=total,
        fan_without_flowers=fan,
        points=min(total, POINTS_CAP),
    )


@cache
def _fan(spec: FanSpec[GbContext], count: int) -> GbFan:
    """Fans are immutable, so one object per (fan, count) serves every result."""
    return GbFan(spec.id, spec.name, spec.name_en, spec.value, count)
