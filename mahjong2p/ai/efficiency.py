"""Hand efficiency on count lists: shanten per discard, effective tiles (受入), and what a
useful draw leads to.

Every function works on the caller's 34-long list of counts: one count changed in place
and put back, or one batch call (:func:`~mahjong2p.rules.shape.useful_draws`,
:func:`~mahjong2p.rules.shape.shanten_after_discards`) that looks the unchanged suits up
once, so a decision costs list edits and lookups, never a rebuilt hand. What depends on
the hand alone (which draws help it, which waits each discard leaves) is memoised by the
hand's counts: the same hands come back turn after turn. Only the counting against the
copies the CPU has not seen (``unseen``), which changes with every tile shown, is done
afresh.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import compress

from mahjong2p.rules.melds import Meld
from mahjong2p.rules.shape import (
    melds_are_green,
    shanten,
    shanten_after_discards,
    shape_waits,
    useful_draws,
)
from mahjong2p.rules.tiles import NUM_KINDS

CACHE_SIZE = 1 << 12
KINDS = range(NUM_KINDS)


def _neighbours(kind: int) -> tuple[int, ...]:
    """Kinds a draw of ``kind`` can work with in the standard form: itself and, for suited
    tiles, the same suit within two steps (a symmetric relation)."""
    if kind >= 27:
        return (kind,)
    low = kind - kind % 9
    return tuple(range(max(low, kind - 2), min(low + 8, kind + 2) + 1))


NEIGHBOURS = tuple(_neighbours(kind) for kind in range(NUM_KINDS))


@dataclass(frozen=True, slots=True)
class Shape:
    """What the shape functions need besides the concealed counts: how many melds there are
    and whether they are all green (loose 绿一色 is still possible)."""

    meld_count: int
    green: bool

    @classmethod
    def of(cls, melds: Sequence[Meld]) -> Shape:
        return _shape_of(tuple(melds))

    def shanten(self, counts: list[int]) -> int:
        return shanten(counts, self.meld_count, self.green)


@lru_cache(maxsize=CACHE_SIZE)
def _shape_of(melds: tuple[Meld, ...]) -> Shape:
    """:meth:`Shape.of`, memoised: every option of a decision asks it of the same melds."""
    return Shape(len(melds), melds_are_green(melds))


def each_discard(counts: list[int]) -> Iterator[int]:
    """Each held kind, with one copy of it taken out of ``counts`` while the caller looks
    (and put back before the next)."""
    for kind, n in enumerate(counts):
        if n:
            counts[kind] -= 1
            yield kind
            counts[kind] += 1


def discard_shanten(counts: list[int], shape: Shape) -> dict[int, int]:
    """Shanten after discarding one tile of each held kind (a 14-equivalent hand)."""
    return dict(_discard_shanten(bytes(counts), shape.meld_count, shape.green))


@lru_cache(maxsize=CACHE_SIZE)
def _discard_shanten(key: bytes, meld_count: int, green: bool) -> tuple[tuple[int, int], ...]:
    """(kind, shanten after discarding it) per held kind of the 14-equivalent hand ``key``,
    memoised: a call's hand is asked again by its turn, a lookahead's by the next draw."""
    held = list(compress(KINDS, key))
    return tuple(zip(held, shanten_after_discards(key, held, meld_count, green), strict=True))


def effective_tiles(counts: list[int], shape: Shape, unseen: list[int]) -> tuple[int, list[int]]:
    """(live copies, kinds) of the draws that lower the shanten of a 13-equivalent hand;
    for a ready hand these are its live waits."""
    kinds = [k for k in _useful_draws(bytes(counts), shape.meld_count, shape.green) if unseen[k]]
    return sum(map(unseen.__getitem__, kinds)), kinds


@lru_cache(maxsize=CACHE_SIZE)
def _useful_draws(key: bytes, meld_count: int, green: bool) -> tuple[int, ...]:
    """Kinds whose draw lowers the shanten of the 13-equivalent hand ``key`` (keyed by
    plain values: hashing them is cheaper than hashing a :class:`Shape`)."""
    return tuple(useful_draws(key, meld_count, green))


def expected_ready_waits(
    counts: list[int], shape: Shape, unseen: list[int], useful: list[int]
) -> float:
    """One draw of lookahead for a 1-shanten hand: over its useful draws (weighted by their
    live copies), the mean number of live waits the best discard then leaves."""
    total = weight = 0.0
    meld_count, green = shape.meld_count, shape.green
    live_of = unseen.__getitem__
    for kind in useful:
        copies = unseen[kind]
        counts[kind] += 1
        ready = _ready_discards(bytes(counts), meld_count, green)
        counts[kind] -= 1
        # The drawn copy is no longer unseen: one live tile fewer for a wait on its kind.
        best = max([sum(map(live_of, waits)) - (kind in waits) for waits in ready], default=0)
        total += copies * best
        weight += copies
    return total / weight if weight else 0.0


@lru_cache(maxsize=CACHE_SIZE)
def _ready_discards(key: bytes, meld_count: int, green: bool) -> tuple[tuple[int, ...], ...]:
    """The distinct waits of the discards that leave the 14-equivalent hand ``key`` ready.

    One batch call (:func:`_discard_shanten`, which the decision after this draw asks
    too) finds the discards that leave it ready: only those can have waits, so only
    their waits are asked for."""
    counts = list(key)
    found: dict[tuple[int, ...], None] = {}
    for kind, after in _discard_shanten(key, meld_count, green):
        if after == 0:
            counts[kind] -= 1
            waits = tuple(shape_waits(counts, meld_count, green))
            counts[kind] += 1
            if waits:
                found[waits] = None
    return tuple(found)
