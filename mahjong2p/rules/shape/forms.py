"""Shanten and wins over the four winning forms of RULES.md A6, by shape.

*By shape* means the tiles a hand needs are not checked against the four copies that
exist: ``1111m123456789p`` is ready (shanten 0) on a fifth ``1m``. Whether a wait is live
is :func:`mahjong2p.rules.shape.melded.waits_of`'s business.

The concealed tiles come as a 34-long list of counts. Their number ``n`` (3k+1 or 3k+2)
says how many sets the standard form still needs (k); ``meld_count`` only decides whether
the concealed-only forms (seven pairs, thirteen orphans) can apply, and ``melds_green``
whether loose all-green can.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong2p.rules.shape.suits import (
    COMBINED,
    HONOURS,
    MAX_SETS,
    RECORDS,
    SUITED,
    Extras,
    combine,
)
from mahjong2p.rules.tiles import NUM_KINDS

CLOSED_HAND_TILES = 13


def closed_forms_apply(meld_count: int, concealed: int) -> bool:
    """Seven pairs and thirteen orphans are concealed forms of 13 or 14 tiles (A6.2, A6.3)."""
    return meld_count == 0 and concealed >= CLOSED_HAND_TILES


def _analyse(counts: Sequence[int]) -> tuple[int, int]:
    """(standard-form shanten, packed extras) of a hand: the hot path.

    Slices of one ``bytes`` are the cheapest suit keys Python offers; the four suits are
    spelled out rather than looped over because this runs for every shanten call.
    """
    key = bytes(counts)
    if len(key) != NUM_KINDS:
        raise ValueError(f"counts must be a list of {NUM_KINDS} ints, not {len(key)} long")
    man, man_extras, _ = SUITED[key[0:9]]
    pin, pin_extras, _ = SUITED[key[9:18]]
    sou, sou_extras, sou_greens = SUITED[key[18:27]]
    hon, hon_extras, hon_greens = HONOURS[key[27:34]]
    standard = _STANDARD[COMBINED[COMBINED[man, pin], sou], hon]
    return standard, man_extras + pin_extras + sou_extras + sou_greens + hon_extras + hon_greens


class _StandardTable(dict[tuple[int, int], int]):
    """(record id of 万筒条, record id of 字) → standard-form shanten (memoised)."""

    def __missing__(self, pair: tuple[int, int]) -> int:
        vector, count = combine(RECORDS.items[pair[0]], RECORDS.items[pair[1]])
        sets, rest = divmod(count, 3)
        if rest == 0 or sets > MAX_SETS:
            raise ValueError(f"a hand of {count} concealed tiles: expected 3k+1 or 3k+2, ≤ 14")
        value = self[pair] = vector[2 * sets + 1] - 1
        return value


class _BestTable(dict[tuple[int, int, int, bool], int]):
    """(standard shanten, packed extras, meld count, melds green?) → shanten, all forms.

    The other forms depend only on the extras, so their result is memoised with them and
    a shanten call never evaluates a form it has seen the answer for.
    """

    def __missing__(self, key: tuple[int, int, int, bool]) -> int:
        standard, packed, meld_count, melds_green = key
        extras = Extras.unpack(packed)
        results = [standard]
        if closed_forms_apply(meld_count, extras.count):
            results += (seven_pairs_from(extras), thirteen_orphans_from(extras))
        if melds_green:
            results.append(loose_green_from(extras))
        value = self[key] = min(results)
        return value


_STANDARD = _StandardTable()
_BEST = _BestTable()


def seven_pairs_from(extras: Extras) -> int:
    return 6 - extras.pairs


def thirteen_orphans_from(extras: Extras) -> int:
    return 13 - extras.orphan_kinds - (extras.orphan_pairs > 0)


def loose_green_from(extras: Extras) -> int:
    """Each non-green tile costs one exchange; a 14-equivalent hand discards one for free."""
    return extras.count - extras.greens - (extras.count % 3 == 2)


def shanten(counts: Sequence[int], meld_count: int = 0, melds_green: bool = True) -> int:
    """Tiles from ready, over the forms that can apply: -1 complete, 0 ready, 1 one away …

    ``meld_count`` is the number of melds beside ``counts``; ``melds_green`` whether all
    of them are green tiles (true when there are none).
    """
    standard, extras = _analyse(counts)
    return _BEST[standard, extras, meld_count, melds_green]


def standard_shanten(counts: Sequence[int]) -> int:
    """Shanten for sets and a pair alone (A6.1); the concealed count sets how many sets."""
    return _analyse(counts)[0]


def extras_of(counts: Sequence[int]) -> Extras:
    """What the forms other than the standard one need to know about the hand."""
    return Extras.unpack(_analyse(counts)[1])


def seven_pairs_shanten(counts: Sequence[int]) -> int:
    """Shanten for seven pairs (A6.2) of 13 or 14 concealed tiles; a quad is two pairs."""
    return seven_pairs_from(extras_of(counts))


def thirteen_orphans_shanten(counts: Sequence[int]) -> int:
    """Shanten for 国士无双 (A6.3) of 13 or 14 concealed tiles."""
    return thirteen_orphans_from(extras_of(counts))


def loose_green_shanten(counts: Sequence[int]) -> int:
    """Shanten for loose all-green (A6.4), assuming the melds (if any) are green."""
    return loose_green_from(extras_of(counts))


def is_winning(counts: Sequence[int], meld_count: int = 0, melds_green: bool = True) -> bool:
    """A 14-equivalent hand is complete in some form: shanten -1, a few lookups away."""
    return shanten(counts, meld_count, melds_green) == -1
