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

from collections.abc import Iterable, Sequence

from mahjong2p.rules.shape.memo import BoundedMemo
from mahjong2p.rules.shape.suits import (
    COMBINED,
    HONOURS,
    MAX_SETS,
    PAIR_LIMIT,
    RECORDS,
    SUIT_LIMIT,
    SUITED,
    Extras,
    SuitTable,
    changed,
    combined_need,
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
    standard = STANDARD[COMBINED[COMBINED[man, pin], sou], hon]
    return standard, man_extras + pin_extras + sou_extras + sou_greens + hon_extras + hon_greens


class _StandardTable(BoundedMemo[tuple[int, int], int]):
    """(record id of 万筒条, record id of 字) → standard-form shanten (memoised)."""

    def __missing__(self, pair: tuple[int, int]) -> int:
        suited, honours = RECORDS.items[pair[0]], RECORDS.items[pair[1]]
        count = suited.count + honours.count
        sets, rest = divmod(count, 3)
        if rest == 0 or sets > MAX_SETS:
            raise ValueError(f"a hand of {count} concealed tiles: expected 3k+1 or 3k+2, ≤ 14")
        return self.remember(pair, combined_need(suited, honours, 2 * sets + 1) - 1)


class _BestTable(BoundedMemo[tuple[int, int, int, bool], int]):
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
        return self.remember(key, min(results))


STANDARD = _StandardTable(PAIR_LIMIT)
BEST = _BestTable(PAIR_LIMIT)


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
    return BEST[standard, extras, meld_count, melds_green]


def shanten_after_draws(
    counts: Sequence[int], kinds: Iterable[int], meld_count: int = 0, melds_green: bool = True
) -> list[int]:
    """``shanten`` of ``counts`` with one more copy of each of ``kinds`` in turn, in order.

    The same answers as one :func:`shanten` call per kind, for the AI's hottest loop (which
    draws help a hand): the four suit records are looked up once, and each kind re-keys
    only its own suit and combines it with the other three, already combined.
    """
    return _shanten_after(counts, kinds, 1, meld_count, melds_green)


def shanten_after_discards(
    counts: Sequence[int], kinds: Iterable[int], meld_count: int = 0, melds_green: bool = True
) -> list[int]:
    """``shanten`` of ``counts`` with one copy of each of ``kinds`` (all held) taken out in
    turn: :func:`shanten_after_draws` for discards, with the same reuse of the suits."""
    return _shanten_after(counts, kinds, -1, meld_count, melds_green)


class _StepTable(BoundedMemo[tuple[bytes, int], tuple[tuple[int, int] | None, ...]]):
    """(a suit's counts, ±1) → per position, (record id, packed extras) of the counts with
    ``delta`` added there (``None`` where that would go below zero), memoised.

    The extras include the suit's green tiles only when ``greens`` is set (条 and 字):
    万 and 筒 share 条's table but have no green tiles.
    """

    def __init__(self, table: SuitTable, greens: bool) -> None:
        super().__init__(SUIT_LIMIT)
        self.table = table
        self.greens = greens

    def __missing__(self, pair: tuple[bytes, int]) -> tuple[tuple[int, int] | None, ...]:
        key, delta = pair
        steps: list[tuple[int, int] | None] = []
        for pos, n in enumerate(key):
            if n + delta < 0:
                steps.append(None)
                continue
            rid, extras, greens = self.table[changed(key, (pos,), delta)]
            steps.append((rid, extras + greens if self.greens else extras))
        return self.remember(pair, tuple(steps))


# By flavour: 万 and 筒 (0), 条 (1), 字 (2).
STEPS = (
    _StepTable(SUITED, greens=False),
    _StepTable(SUITED, greens=True),
    _StepTable(HONOURS, greens=True),
)


# Per suit in kind order: (changed records per position, the other three suits combined,
# the extras of the other three suits).
SuitSteps = tuple[tuple[tuple[tuple[int, int] | None, ...], int, int], ...]


def split_steps(key: bytes, delta: int) -> tuple[SuitSteps, int, int]:
    """Each suit's records with ``delta`` added at each position, beside the other three
    suits taken together; and the hand's own standard shanten and packed extras.

    Combining records is associative and commutative and records are interned by value,
    so a changed suit paired with the other three in ``STANDARD`` stands for the same
    tiles as in :func:`_analyse`, with the same result.
    """
    if len(key) != NUM_KINDS:
        raise ValueError(f"counts must be a list of {NUM_KINDS} ints, not {len(key)} long")
    man_key, pin_key, sou_key, hon_key = key[0:9], key[9:18], key[18:27], key[27:34]
    man, man_extras, _ = SUITED[man_key]
    pin, pin_extras, _ = SUITED[pin_key]
    sou, sou_extras, sou_greens = SUITED[sou_key]
    hon, hon_extras, hon_greens = HONOURS[hon_key]
    sou_extras += sou_greens
    hon_extras += hon_greens
    extras = man_extras + pin_extras + sou_extras + hon_extras
    man_pin = COMBINED[man, pin]
    suited = COMBINED[man_pin, sou]
    suits = (
        (STEPS[0][man_key, delta], COMBINED[COMBINED[pin, sou], hon], extras - man_extras),
        (STEPS[0][pin_key, delta], COMBINED[COMBINED[man, sou], hon], extras - pin_extras),
        (STEPS[1][sou_key, delta], COMBINED[man_pin, hon], extras - sou_extras),
        (STEPS[2][hon_key, delta], suited, extras - hon_extras),
    )
    return suits, STANDARD[suited, hon], extras


def _shanten_after(
    counts: Sequence[int], kinds: Iterable[int], delta: int, meld_count: int, melds_green: bool
) -> list[int]:
    """Shanten with ``delta`` added to each of ``kinds`` in turn: each suit's changed
    records come from a memo (:class:`_StepTable`), and the answers are exactly those of
    :func:`shanten` (see :func:`split_steps`)."""
    suits, _, _ = split_steps(bytes(counts), delta)
    best = BEST
    standard_of = STANDARD
    results = []
    for kind in kinds:
        steps, rest, rest_extras = suits[kind // 9]
        step = steps[kind % 9]
        if step is None:
            raise ValueError(f"no copy of kind {kind} to take out")
        results.append(
            best[standard_of[step[0], rest], rest_extras + step[1], meld_count, melds_green]
        )
    return results


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
