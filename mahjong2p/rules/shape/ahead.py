"""The per-suit shape tables computed ahead (issue 26 §3): the record of every suit a hand
can hold, shipped in :mod:`.suit_data` (made by ``scripts/make_shape_tables.py``) so the
lazy tables of :mod:`.suits` (bounded memos, emptied as they fill) seldom compute one.

The 72-tile game puts up to 15 tiles in one suit (万), far more distinct suits than the
memos hold, so it missed them hundreds of times a hand. Shipped: the distinct records
(needed-tiles vector, tile count) and, for each suit of at most :data:`MAX_TILES` tiles
with at most four of a kind, the index of its record — a dense ``uint16`` array over the
suit's counts read as a base-5 number (5⁹ for 万筒条, 5⁷ for 字: about 4 MB in all, no
numpy). Unshipped suits (a fifth copy by shape, more tiles) are :data:`MISSING` and are
computed as before, so every answer is the lazy one: a test checks that. Decoding is
pure (no I/O, as the engine must be) and happens on the first miss, not at start-up.
"""

from __future__ import annotations

import base64
import functools
import itertools
import struct
import zlib
from collections.abc import Sequence

Shipped = tuple[tuple[int, ...], int]  # a record as it is shipped: (vector, tile count)

MAX_TILES = 15  # a 14-tile hand in one suit, plus the one a step adds
MAX_COPIES = 4
BASE = MAX_COPIES + 1
SUIT_SIZES = (9, 7)  # 万筒条 (one table serves the three), 字
MISSING = 0xFFFF
SPLIT = 5  # a key is looked up as two slices: positions 0–4 and the rest
_RECORD = struct.Struct("<10BB")  # a needed-tiles vector (10 slots) and a tile count


def keys(size: int) -> list[bytes]:
    """Every suit of ``size`` kinds the tables ship, in index order (base 5, position 0
    the lowest digit)."""
    found = []
    for digits in itertools.product(range(BASE), repeat=size):
        counts = digits[::-1]
        if sum(counts) <= MAX_TILES:
            found.append(bytes(counts))
    return found


def index_of(key: bytes) -> int:
    """A suit's place in its dense array (the slow way; :class:`AheadIds` looks it up)."""
    return sum(n * BASE**pos for pos, n in enumerate(key))


def encode(records: Sequence[Shipped], ids: Sequence[Sequence[int]]) -> str:
    """The shipped form: zlib-compressed records then both arrays, in base64 text."""
    parts = [struct.pack("<H", len(records))]
    parts += [_RECORD.pack(*vector, count) for vector, count in records]
    for size, table in zip(SUIT_SIZES, ids, strict=True):
        if len(table) != BASE**size:
            raise ValueError(f"a table of {size} kinds has {BASE**size} entries, not {len(table)}")
        parts.append(struct.pack(f"<{len(table)}H", *table))
    return base64.b64encode(zlib.compress(b"".join(parts), 9)).decode("ascii")


def decode(text: str) -> tuple[list[Shipped], list[memoryview]]:
    """The records and one ``uint16`` array per suit size, from :func:`encode`'s text."""
    data = zlib.decompress(base64.b64decode(text))
    (count,) = struct.unpack_from("<H", data)
    offset = 2 + count * _RECORD.size
    records = []
    for pos in range(2, offset, _RECORD.size):
        *vector, tiles = _RECORD.unpack_from(data, pos)
        records.append((tuple(vector), tiles))
    arrays = []
    for size in SUIT_SIZES:
        end = offset + 2 * BASE**size
        arrays.append(memoryview(data[offset:end]).cast("H"))
        offset = end
    if offset != len(data):
        raise ValueError("the shipped shape tables do not have the expected length")
    return records, arrays


class AheadIds:
    """A suit's counts → the shipped record's index, or ``None`` if it was not shipped.

    The base-5 index is two C-level dict lookups on slices (positions 0–4, then the
    rest), so a lookup costs about what the memo's own subscript does."""

    def __init__(self, ids: memoryview, size: int) -> None:
        self._ids = ids
        self._low = _digits(SPLIT, 1)
        self._high = _digits(size - SPLIT, BASE**SPLIT)

    def get(self, key: bytes) -> int | None:
        low, high = self._low.get(key[:SPLIT]), self._high.get(key[SPLIT:])
        if low is None or high is None:
            return None
        found = self._ids[low + high]
        return None if found == MISSING else found


def _digits(size: int, scale: int) -> dict[bytes, int]:
    """Every slice of ``size`` counts (0–4 each) → its base-5 value times ``scale``."""
    return {
        bytes(digits[::-1]): scale * index_of(bytes(digits[::-1]))
        for digits in itertools.product(range(BASE), repeat=size)
    }


@functools.cache
def shipped() -> tuple[list[Shipped], tuple[AheadIds, AheadIds]]:
    """The shipped records and a lookup per suit size, decoded on first use."""
    from mahjong2p.rules.shape import suit_data  # a large constant: only when asked for

    records, arrays = decode(suit_data.DATA)
    suited, honours = (AheadIds(a, size) for a, size in zip(arrays, SUIT_SIZES, strict=True))
    return records, (suited, honours)
