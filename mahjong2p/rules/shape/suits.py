"""Per-suit shape tables: the memoised core of shanten, wins and waits.

Sets never cross suits, so the standard form splits by suit: the fewest tiles to add for
``m`` sets (and maybe the pair) in a whole hand is the best split of ``m`` over the four
suits of per-suit minima (the "needed tiles" method of tomohxx). Each suit's tiles are keyed
by ``bytes`` of their counts, built and hashed in C, and each distinct per-suit *record*
(needed-tiles vector, tile count) is interned to a small int, so combining suits is one
dict lookup on a pair of ints. Records are few (hundreds after millions of random hands),
so the interned records are kept for good; the tables keyed by suit counts are memo
caches filled lazily on first use and bounded (:class:`~.memo.BoundedMemo`), so memory
stays flat however long a simulation runs.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass
from typing import NamedTuple

from mahjong2p.rules.shape.ahead import SPLIT, AheadIds, shipped
from mahjong2p.rules.shape.memo import BoundedMemo
from mahjong2p.rules.tiles import GREEN_KINDS, TERMINALS_AND_HONOURS

MAX_SETS = 4
# Entries kept per memo table: the shapes one sitting keeps meeting (a miss is a few
# lookups, since suits are built from their groups), and small enough that a long session
# does not keep a whole simulation's tables. A quarter of the sizes a long simulation
# would like: docs/memory.md weighs the two (issue 43).
SUIT_LIMIT = 1 << 12
PAIR_LIMIT = 1 << 13

# A needed-tiles vector: entry ``2 * m + p`` is the fewest tiles to add so that the tiles
# hold ``m`` sets and ``p`` pairs (p is 0 or 1), m = 0 … MAX_SETS.
Vector = tuple[int, ...]
_SLOTS = tuple((m, p) for m in range(MAX_SETS + 1) for p in (0, 1))
_EMPTY: Vector = tuple(3 * m + 2 * p for m, p in _SLOTS)


class Record(NamedTuple):
    """What the standard form needs to know about some tiles: needs, and how many tiles."""

    vector: Vector
    count: int


class _Records:
    """Interns records to small ints, so suit combinations are keyed by pairs of ints."""

    def __init__(self) -> None:
        self._ids: dict[Record, int] = {}
        self.items: list[Record] = []

    def intern(self, record: Record) -> int:
        rid = self._ids.get(record)
        if rid is None:
            rid = self._ids[record] = len(self.items)
            self.items.append(record)
        return rid


RECORDS = _Records()


@functools.lru_cache(maxsize=SUIT_LIMIT)
def needed_vector(group: bytes, sequences: bool) -> Vector:
    """The needed-tiles vector of a group of one suit's counts, empty ends stripped
    (``sequences`` is False for honours).

    Recursion on the group's lowest tile: it is either left unused or put in a block (a
    part of a set or of the pair) together with higher tiles; a block of ``n`` tiles toward
    a set still needs ``3 - n``, toward the pair ``2 - n``. What is left is stripped again
    before it is looked up: needs do not depend on where in a suit the tiles lie (see
    :class:`_GroupRecords`), so 45 and 78 share one entry. Copies beyond four are not
    ruled out: shanten is by shape.
    """
    if not group:
        return _EMPTY
    best = list(needed_vector(changed(group, (0,), -1).strip(b"\0"), sequences))
    for block, missing, is_set in _blocks_from(group, sequences):
        rest = changed(group, block, -1).strip(b"\0")
        _relax(best, needed_vector(rest, sequences), missing, is_set)
    return tuple(best)


def _blocks_from(group: bytes, sequences: bool) -> Iterator[tuple[tuple[int, ...], int, bool]]:
    """Blocks holding a group's first tile: (positions, tiles missing, toward a set?)."""
    for size in range(1, min(group[0], 3) + 1):
        yield (0,) * size, 3 - size, True
        if size < 3:
            yield (0,) * size, 2 - size, False
    if sequences:
        for steps in ((1,), (2,), (1, 2)):
            if steps[-1] < len(group) and all(group[s] for s in steps):
                yield (0, *steps), 2 - len(steps), True


def changed(key: bytes, positions: tuple[int, ...], delta: int) -> bytes:
    """``key`` with ``delta`` added at each of ``positions`` (a position may repeat)."""
    counts = bytearray(key)
    for pos in positions:
        counts[pos] += delta
    return bytes(counts)


def _relax(best: list[int], rest: Vector, missing: int, is_set: bool) -> None:
    """Improve ``best`` with "this block plus the best use of the rest"."""
    for slot, rest_slot in _SHIFTS[is_set]:
        needed = rest[rest_slot] + missing
        if needed < best[slot]:
            best[slot] = needed


# (slot, slot of the rest) for a block toward the pair (False) or toward a set (True).
_SHIFTS = {
    is_set: tuple(
        (i, _SLOTS.index((m - is_set, p - (not is_set))))
        for i, (m, p) in enumerate(_SLOTS)
        if m >= is_set and p >= (not is_set)
    )
    for is_set in (False, True)
}


# For each slot of a combined vector, the slot pairs (i, j) of the two parts adding up to it.
SPLITS = tuple(
    tuple(
        (i, j)
        for i, (m1, p1) in enumerate(_SLOTS)
        for j, (m2, p2) in enumerate(_SLOTS)
        if (m1 + m2, p1 + p2) == slot
    )
    for slot in _SLOTS
)


def combine(a: Record, b: Record) -> Record:
    """The record of two disjoint groups of tiles (two suits) taken together."""
    av, bv = a.vector, b.vector
    vector = tuple([min([av[i] + bv[j] for i, j in splits]) for splits in SPLITS])
    return Record(vector, a.count + b.count)


def combined_need(a: Record, b: Record, slot: int) -> int:
    """One slot of :func:`combine`'s vector, for a caller that wants no other."""
    av, bv = a.vector, b.vector
    return min([av[i] + bv[j] for i, j in SPLITS[slot]])


def is_complete(record: Record) -> bool:
    """The tiles split exactly into sets, plus one pair if their count is 2 mod 3."""
    sets, rest = divmod(record.count, 3)
    return rest != 1 and sets <= MAX_SETS and record.vector[2 * sets + rest // 2] == 0


_FIELD_BITS = 5  # room for 31: every field of a hand of at most 14 tiles fits
_FIELD_MASK = (1 << _FIELD_BITS) - 1


class Extras(NamedTuple):
    """What the other three winning forms need, summed over suits (packed in one int)."""

    count: int
    pairs: int  # sum of n // 2: four of a kind is two pairs (A6.2)
    orphan_kinds: int  # terminal and honour kinds present
    orphan_pairs: int  # terminal and honour kinds present twice or more
    greens: int  # green tiles

    @classmethod
    def unpack(cls, packed: int) -> Extras:
        return cls(*[(packed >> shift) & _FIELD_MASK for shift in _SHIFTS_OF_FIELDS])

    def pack(self) -> int:
        """Fields in 5-bit slots, so the extras of suits add up as plain ints."""
        return sum([value << shift for value, shift in zip(self, _SHIFTS_OF_FIELDS, strict=True)])


_SHIFTS_OF_FIELDS = tuple(_FIELD_BITS * i for i in range(len(Extras._fields)))


@dataclass(frozen=True)
class SuitSpec:
    """What the positions of a suit mean: sequences allowed, orphans, green tiles."""

    size: int
    sequences: bool
    orphans: tuple[int, ...]
    greens: tuple[int, ...]

    @classmethod
    def at(cls, offset: int, size: int) -> SuitSpec:
        """The spec of the suit whose kinds are ``offset`` … ``offset + size - 1``."""
        kinds = range(offset, offset + size)
        return cls(
            size,
            size == 9,
            tuple(k - offset for k in kinds if k in TERMINALS_AND_HONOURS),
            tuple(k - offset for k in kinds if k in GREEN_KINDS),
        )

    def extras(self, key: bytes) -> tuple[int, int]:
        """Packed extras of these tiles, and apart from them their green tiles, packed."""
        orphans = [key[i] for i in self.orphans]
        plain = Extras(
            count=sum(key),
            pairs=sum([n // 2 for n in key]),
            orphan_kinds=len(orphans) - orphans.count(0),
            orphan_pairs=sum([n >= 2 for n in orphans]),
            greens=0,
        )
        greens = Extras(0, 0, 0, 0, greens=sum([key[i] for i in self.greens]))
        return plain.pack(), greens.pack()


class SuitTable(BoundedMemo[bytes, tuple[int, int, int]]):
    """A suit's counts (``bytes``) → (record id, packed extras, packed green tiles).

    The green tiles come apart because 万, 筒 and 条 share one table (their needs are the
    same) while only 条 has green tiles: the caller adds them for 条 alone. ``ahead``: which
    of the tables computed ahead (:mod:`.ahead`) holds this suit size's records.
    """

    def __init__(self, spec: SuitSpec, ahead: int) -> None:
        super().__init__(SUIT_LIMIT)
        self.spec = spec
        self.ahead = ahead
        self._completers = _Completers(self)
        self._groups = _GroupRecords(spec.sequences)
        self._halves = (_HalfExtras(spec, 0), _HalfExtras(spec, SPLIT))
        # Tiles this far apart never share a block: two empty positions between suited
        # tiles (a block spans at most three positions), one between honours.
        self._gap = b"\0\0" if spec.sequences else b"\0"

    def __missing__(self, key: bytes) -> tuple[int, int, int]:
        low, high = self._halves[0][key[:SPLIT]], self._halves[1][key[SPLIT:]]
        return self.remember(key, (self.record_id(key), low[0] + high[0], low[1] + high[1]))

    def record_id(self, key: bytes) -> int:
        """The record id of a suit's counts, without storing them (asked of the
        neighbours of every new suit): the shipped one (:mod:`.ahead`) where there is one,
        else :meth:`computed_record_id`."""
        known = self.get(key)
        if known is not None:
            return known[0]
        ids, lookups = _shipped_ids()
        index = lookups[self.ahead].get(key)
        return self.computed_record_id(key) if index is None else ids[index]

    def computed_record_id(self, key: bytes) -> int:
        """The record id computed: that of the suit's groups taken together, so a new
        suit is a few lookups, not a search (groups are short and come back often)."""
        found = None
        for group in key.split(self._gap):
            group = group.strip(b"\0")
            if group:
                rid = self._groups[group]
                found = rid if found is None else COMBINED[found, rid]
        return self._groups[b""] if found is None else found

    def record(self, key: bytes) -> Record:
        return RECORDS.items[self[key][0]]

    def completers(self, key: bytes) -> tuple[int, ...]:
        """Positions whose one more copy makes this suit's tiles complete (memoised)."""
        return self._completers[key]


class _HalfExtras(BoundedMemo[bytes, tuple[int, int]]):
    """The positions of a suit from ``start`` on → their share of :meth:`SuitSpec.extras`.
    Every extra is a sum over positions and packing is linear, so a suit's extras are its
    two halves' added: two small tables instead of a computation for every new suit."""

    def __init__(self, spec: SuitSpec, start: int) -> None:
        super().__init__(SUIT_LIMIT)
        self.spec = spec
        self.start = start

    def __missing__(self, part: bytes) -> tuple[int, int]:
        padded = bytes(self.start) + part + bytes(self.spec.size - self.start - len(part))
        return self.remember(part, self.spec.extras(padded))


@functools.cache
def _shipped_ids() -> tuple[list[int], tuple[AheadIds, AheadIds]]:
    """The records computed ahead interned here (shipped index → record id), and the
    lookups of the shipped indices; decoded on the first new suit."""
    records, lookups = shipped()
    return [RECORDS.intern(Record(vector, count)) for vector, count in records], lookups


class _GroupRecords(BoundedMemo[bytes, int]):
    """A *group* of a suit — tiles with no gap between them that would keep two of them
    out of one block, empty ends stripped — → its record id. A suit's needs do not depend
    on where in the suit its tiles lie, only on how they are spaced, so one group stands
    for the same tiles anywhere in any suit."""

    def __init__(self, sequences: bool) -> None:
        super().__init__(SUIT_LIMIT)
        self.sequences = sequences

    def __missing__(self, group: bytes) -> int:
        record = Record(needed_vector(group, self.sequences), sum(group))
        return self.remember(group, RECORDS.intern(record))


class _Completers(BoundedMemo[bytes, tuple[int, ...]]):
    """A suit's counts → the positions whose one more copy completes them."""

    def __init__(self, table: SuitTable) -> None:
        super().__init__(SUIT_LIMIT)
        self.table = table

    def __missing__(self, key: bytes) -> tuple[int, ...]:
        size = self.table.spec.size
        found = (is_complete(self.table.record(changed(key, (pos,), 1))) for pos in range(size))
        return self.remember(key, tuple(pos for pos, complete in enumerate(found) if complete))


class CombinedTable(BoundedMemo[tuple[int, int], int]):
    """(record id, record id) → the record id of both together, filled on first use."""

    def __missing__(self, pair: tuple[int, int]) -> int:
        combined = combine(RECORDS.items[pair[0]], RECORDS.items[pair[1]])
        return self.remember(pair, RECORDS.intern(combined))


SUITED = SuitTable(SuitSpec.at(18, 9), ahead=0)  # 条's spec: the only suit with green tiles
HONOURS = SuitTable(SuitSpec.at(27, 7), ahead=1)
COMBINED = CombinedTable(PAIR_LIMIT)

# (offset, table) of the four suits in kind order: 万 筒 条 字.
SUITS = ((0, SUITED), (9, SUITED), (18, SUITED), (27, HONOURS))
