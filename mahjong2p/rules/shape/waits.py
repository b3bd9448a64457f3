"""Waits by shape: the kinds whose one more copy completes a 13-equivalent hand (A6).

Only a hand with shanten 0 has waits, so the shanten call (a few lookups) answers most
queries. In a ready hand each form that is itself ready gives its waits directly: the
standard form from per-suit "which positions complete this suit" tables, the other forms
from the counts.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong2p.rules.shape.forms import (
    closed_forms_apply,
    extras_of,
    loose_green_from,
    seven_pairs_from,
    shanten,
    thirteen_orphans_from,
)
from mahjong2p.rules.shape.memo import BoundedMemo
from mahjong2p.rules.shape.suits import SUITS, is_complete
from mahjong2p.rules.tiles import GREEN_KINDS, TERMINALS_AND_HONOURS

ORPHANS = tuple(sorted(TERMINALS_AND_HONOURS))
GREENS = tuple(sorted(GREEN_KINDS))


def shape_waits(counts: Sequence[int], meld_count: int = 0, melds_green: bool = True) -> list[int]:
    """Kinds that complete the hand, sorted; kinds already held four times included."""
    return list(_WAITS[bytes(counts), meld_count, melds_green])


class _WaitsTable(BoundedMemo[tuple[bytes, int, bool], tuple[int, ...]]):
    """(counts, meld count, melds green?) → the hand's waits by shape, memoised: within a
    turn the engine asks it of the same hands again (which discards leave a hand ready
    for 报听, then whether the discarded hand is ready), and the CPU asks it too."""

    def __missing__(self, key: tuple[bytes, int, bool]) -> tuple[int, ...]:
        return self.remember(key, tuple(_waits_of_shape(*key)))


def _waits_of_shape(key: bytes, meld_count: int, melds_green: bool) -> list[int]:
    """:func:`shape_waits`, computed."""
    counts = list(key)
    if shanten(counts, meld_count, melds_green) != 0:
        return []
    waits = set(_standard_waits(key))
    extras = extras_of(counts)
    if closed_forms_apply(meld_count, extras.count):
        if seven_pairs_from(extras) == 0:
            waits.update(_seven_pairs_waits(counts))
        if thirteen_orphans_from(extras) == 0:
            waits.update(_thirteen_orphans_waits(counts))
    if melds_green and loose_green_from(extras) == 0:
        waits.update(GREENS)
    return sorted(waits)


# Recent hands only: the repeats come within a turn or two.
_WAITS = _WaitsTable(1 << 12)


def _standard_waits(key: bytes) -> list[int]:
    """The winning tile lands in one suit: that suit must complete, the rest already be
    complete, and exactly one suit of the finished hand must hold the pair."""
    parts = [(offset, table, key[offset : offset + table.spec.size]) for offset, table in SUITS]
    records = [table.record(part) for _, table, part in parts]
    waits: list[int] = []
    for i, (offset, table, part) in enumerate(parts):
        others = records[:i] + records[i + 1 :]
        pair_suits = sum(r.count % 3 == 2 for r in others) + ((records[i].count + 1) % 3 == 2)
        if pair_suits == 1 and all(is_complete(r) for r in others):
            waits.extend(offset + pos for pos in table.completers(part))
    return waits


def _seven_pairs_waits(counts: Sequence[int]) -> list[int]:
    """Six pairs and a single: the single's kind (a triplet's fourth makes two pairs)."""
    return [kind for kind, n in enumerate(counts) if n % 2]


def _thirteen_orphans_waits(counts: Sequence[int]) -> list[int]:
    """The missing orphan, or all thirteen when every one is there once."""
    return [kind for kind in ORPHANS if not counts[kind]] or list(ORPHANS)
