"""Which draws lower a hand's shanten: :func:`useful_draws`, the AI's hottest question
(every discard it weighs asks it of the hand that discard leaves).

The standard form is answered per suit without trying the draws. A draw lowers a suit's
need for ``m`` sets and ``p`` pairs by at most one and never raises it, so a draw lowers
the hand's standard shanten exactly when it lowers the need of one of the suit's *tight*
slots — the (m, p) splits of the hand's sets and pair, between this suit and the other
three, that reach the hand's shanten. Which slots are tight depends only on two record
ids (the suit's and the other three suits'), which positions lower which slot only on
the suit's counts: two small memo tables (:class:`_TightSlots`, :class:`_Improvers`)
that the same hands hit turn after turn, where a table keyed by the suit beside the rest
of the hand would miss often.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from mahjong2p.rules.shape.forms import (
    BEST,
    STANDARD,
    closed_forms_apply,
    loose_green_from,
    seven_pairs_from,
    split_steps,
    thirteen_orphans_from,
)
from mahjong2p.rules.shape.memo import BoundedMemo
from mahjong2p.rules.shape.suits import (
    COMBINED,
    HONOURS,
    MAX_SETS,
    PAIR_LIMIT,
    RECORDS,
    SPLITS,
    SUIT_LIMIT,
    SUITED,
    Extras,
    SuitTable,
    changed,
)
from mahjong2p.rules.tiles import GREEN_KINDS, NUM_KINDS, TERMINALS_AND_HONOURS

SUIT_OFFSETS = (0, 9, 18, 27)
HONOUR_OFFSET = 27


def useful_draws(counts: Sequence[int], meld_count: int = 0, melds_green: bool = True) -> list[int]:
    """The kinds whose one more copy lowers the shanten of the 13-equivalent hand
    ``counts``, in kind order; for a ready hand, its waits by shape.

    Only kinds that can work with the tiles are tried: those within two steps of a held
    tile of their suit (the standard form, seven pairs), the orphans while 国士无双 is among
    the fastest forms, the green tiles while loose 绿一色 is. The other forms move at most
    one step a draw, so each improves only when it is level with the hand's shanten and
    the drawn kind helps it: held an odd number of times (seven pairs), a missing orphan or
    the first orphan pair (国士无双), a green tile (loose 绿一色). The answers are exactly
    those of trying :func:`~.forms.shanten` on every kind.
    """
    key = bytes(counts)
    if len(key) != NUM_KINDS:
        raise ValueError(f"counts must be a list of {NUM_KINDS} ints, not {len(key)} long")
    parts = (key[0:9], key[9:18], key[18:27], key[27:34])
    man, man_extras, _ = SUITED[parts[0]]
    pin, pin_extras, _ = SUITED[parts[1]]
    sou, sou_extras, sou_greens = SUITED[parts[2]]
    hon, hon_extras, hon_greens = HONOURS[parts[3]]
    extras = man_extras + pin_extras + sou_extras + sou_greens + hon_extras + hon_greens
    man_pin, sou_hon = COMBINED[man, pin], COMBINED[sou, hon]
    standard = STANDARD[COMBINED[man_pin, sou], hon]
    now = BEST[standard, extras, meld_count, melds_green]
    count, pairs, orphans, greens, orphan_pair = _other_forms(extras)
    closed = closed_forms_apply(meld_count, count + 1)
    by_pairs = closed and pairs == now
    by_orphans = meld_count == 0 and orphans <= now
    by_greens = melds_green and greens <= now
    if by_orphans or by_greens:
        orphans_improve = closed and orphans == now
        flags = (by_pairs, by_orphans, by_greens, orphans_improve, orphan_pair)
        return _draws_of_every_form(key, now, *flags)
    rests = (
        COMBINED[pin, sou_hon],
        COMBINED[man, sou_hon],
        COMBINED[man_pin, hon],
        COMBINED[man_pin, sou],
    )
    # Another form ahead of the standard one: no single draw brings the standard form
    # below it (it would have to fall two steps).
    standard_can_improve = standard == now
    found: list[int] = []
    for record, rest, part, improvers, kinds in zip(
        (man, pin, sou, hon), rests, parts, _IMPROVERS, _MASK_KINDS, strict=True
    ):
        masks = improvers[part]
        mask = masks[ODD_SLOT] if by_pairs else 0
        if standard_can_improve:
            for slot in _TIGHT[record, rest]:
                mask |= masks[slot]
        found += kinds[mask]
    return found


def _draws_of_every_form(
    key: bytes,
    now: int,
    by_pairs: bool,
    by_orphans: bool,
    by_greens: bool,
    orphans_improve: bool,
    orphan_pair: bool,
) -> list[int]:
    """:func:`useful_draws` while 国士无双 or loose 绿一色 is among the fastest forms (rare):
    each candidate kind is tried, the standard form by two lookups."""
    suits, _, _ = split_steps(key, 1)
    found = []
    for offset, (steps, rest, _), extra in zip(SUIT_OFFSETS, suits, _FORM_POSITIONS, strict=True):
        orphan_positions, green_positions = extra
        near = _NEAR[offset == HONOUR_OFFSET][key[offset : offset + 9]]
        wanted = {*near, *(orphan_positions * by_orphans), *(green_positions * by_greens)}
        for pos in sorted(wanted):
            kind, held = offset + pos, key[offset + pos]
            if (
                STANDARD[steps[pos][0], rest] < now  # type: ignore[index]
                or (by_pairs and held % 2)
                or (by_greens and kind in GREEN_KINDS)
                or (
                    orphans_improve
                    and kind in TERMINALS_AND_HONOURS
                    and (held == 0 or (held == 1 and not orphan_pair))
                )
            ):
                found.append(kind)
    return found


@lru_cache(maxsize=SUIT_LIMIT)
def _other_forms(packed: int) -> tuple[int, int, int, int, bool]:
    """From packed extras: (tile count, shanten of seven pairs, of 国士无双, of loose
    绿一色, whether an orphan pair is there)."""
    extras = Extras.unpack(packed)
    return (
        extras.count,
        seven_pairs_from(extras),
        thirteen_orphans_from(extras),
        loose_green_from(extras),
        extras.orphan_pairs > 0,
    )


class _NearTable(BoundedMemo[bytes, tuple[int, ...]]):
    """A suit's counts → the positions a drawn tile can work with: within two steps of a
    held tile (``sequences``), or a held position itself (honours)."""

    def __init__(self, sequences: bool) -> None:
        super().__init__(SUIT_LIMIT)
        self.reach = 2 if sequences else 0

    def __missing__(self, key: bytes) -> tuple[int, ...]:
        size, reach = len(key), self.reach
        found = {
            pos
            for held, n in enumerate(key)
            if n
            for pos in range(max(0, held - reach), min(size, held + reach + 1))
        }
        return self.remember(key, tuple(sorted(found)))


_NEAR = (_NearTable(sequences=True), _NearTable(sequences=False))
# Where in an :class:`_Improvers` entry the positions held an odd number of times are.
ODD_SLOT = 2 * (MAX_SETS + 1)


class _Improvers(BoundedMemo[bytes, tuple[int, ...]]):
    """A suit's counts → per slot of its needed-tiles vector, the positions (a bitmask)
    whose one more copy lowers that slot's need, among the positions a drawn tile can
    work with (:data:`_NEAR`); then (at :data:`ODD_SLOT`) the positions held an odd number
    of times, which seven pairs wants."""

    def __init__(self, table: SuitTable, near: _NearTable) -> None:
        super().__init__(SUIT_LIMIT)
        self.table = table
        self.near = near

    def __missing__(self, key: bytes) -> tuple[int, ...]:
        record = self.table[key][0]
        masks = [0] * ODD_SLOT
        for pos in self.near[key]:
            for slot in _LOWERED[record, self.table.record_id(changed(key, (pos,), 1))]:
                masks[slot] |= 1 << pos
        odd = sum(1 << pos for pos, n in enumerate(key) if n % 2)
        return self.remember(key, (*masks, odd))


class _LoweredSlots(BoundedMemo[tuple[int, int], tuple[int, ...]]):
    """(record id before a draw, record id after it) → the slots whose need it lowered."""

    def __missing__(self, pair: tuple[int, int]) -> tuple[int, ...]:
        before, after = RECORDS.items[pair[0]].vector, RECORDS.items[pair[1]].vector
        lowered = tuple(slot for slot, need in enumerate(after) if need < before[slot])
        return self.remember(pair, lowered)


_LOWERED = _LoweredSlots(PAIR_LIMIT)


class _TightSlots(BoundedMemo[tuple[int, int], tuple[int, ...]]):
    """(record id of one suit, record id of the other three) of a 13-equivalent hand →
    the slots of the suit's vector on a split that reaches the hand's standard shanten."""

    def __missing__(self, pair: tuple[int, int]) -> tuple[int, ...]:
        part, rest = RECORDS.items[pair[0]], RECORDS.items[pair[1]]
        sets, extra = divmod(part.count + rest.count, 3)
        if extra != 1 or sets > MAX_SETS:
            raise ValueError(f"a hand of {part.count + rest.count} concealed tiles: expected 3k+1")
        splits = SPLITS[2 * sets + 1]
        needs = [part.vector[i] + rest.vector[j] for i, j in splits]
        fewest = min(needs)
        tight = tuple(i for (i, _), need in zip(splits, needs, strict=True) if need == fewest)
        return self.remember(pair, tight)


_SUITED_IMPROVERS = _Improvers(SUITED, _NEAR[0])  # 万, 筒 and 条 share it, as they share SUITED
_IMPROVERS = (*(_SUITED_IMPROVERS,) * 3, _Improvers(HONOURS, _NEAR[1]))
_TIGHT = _TightSlots(PAIR_LIMIT)
# Per suit, per bitmask of positions: the kinds at those positions, in order.
_MASK_KINDS = tuple(
    tuple(tuple(offset + pos for pos in range(9) if mask >> pos & 1) for mask in range(1 << 9))
    for offset in SUIT_OFFSETS
)
# Per suit: (positions of its orphans, positions of its green tiles).
_FORM_POSITIONS = tuple(
    tuple(
        tuple(k - offset for k in range(offset, min(offset + 9, NUM_KINDS)) if k in kinds)
        for kinds in (TERMINALS_AND_HONOURS, GREEN_KINDS)
    )
    for offset in SUIT_OFFSETS
)
