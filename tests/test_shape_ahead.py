"""Issue 26 §3: the per-suit shape tables computed ahead (``rules/shape/suit_data.py``,
made by ``scripts/make_shape_tables.py``) agree with the lazy computation they replace,
stay small, and are only decoded when a suit is first needed."""

from __future__ import annotations

import subprocess
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong2p.rules.shape import ahead
from mahjong2p.rules.shape.suits import HONOURS, RECORDS, SUITED, SuitTable

TABLES = ((SUITED, 9), (HONOURS, 7))


def _shipped_record(table: SuitTable, key: bytes) -> tuple[tuple[int, ...], int] | None:
    records, lookups = ahead.shipped()
    index = lookups[table.ahead].get(key)
    return None if index is None else records[index]


def _computed(table: SuitTable, key: bytes) -> tuple[tuple[int, ...], int]:
    record = RECORDS.items[table.computed_record_id(key)]
    return record.vector, record.count


def test_a_sample_of_every_size_agrees_with_the_lazy_computation() -> None:
    for table, size in TABLES:
        every = ahead.keys(size)
        step = 1 if size == 7 else 29  # all 51,005 honour suits; every 29th of 548,090
        for key in every[::step]:
            assert _shipped_record(table, key) == _computed(table, key), key.hex()


@settings(max_examples=400, deadline=None)
@given(st.lists(st.integers(0, 6), min_size=9, max_size=9), st.booleans())
def test_any_suit_gives_the_lazy_answer(counts: list[int], honours: bool) -> None:
    """Shipped where it is small enough, computed where it is not: the same record, and
    the table's entry (record and extras) is what the lazy tables gave."""
    table, size = TABLES[honours]
    key = bytes(counts[:size])
    shipped = _shipped_record(table, key)
    if sum(key) <= ahead.MAX_TILES and max(key) <= ahead.MAX_COPIES:
        assert shipped == _computed(table, key)
    else:
        assert shipped is None
    rid, extras, greens = table[key]
    assert (RECORDS.items[rid].vector, RECORDS.items[rid].count) == _computed(table, key)
    plain, green = table.spec.extras(key)
    assert (extras, greens) == (plain, green)


def test_the_shipped_form_round_trips_and_is_small() -> None:
    records, arrays = ahead.decode(ahead.encode([((1,) * 10, 2)], [[0] * 5**9, [0] * 5**7]))
    assert records == [((1,) * 10, 2)] and [len(a) for a in arrays] == [5**9, 5**7]
    shipped, _ = ahead.shipped()
    assert len(shipped) == len(set(shipped)) < ahead.MISSING
    assert sum(5**size * 2 for size in ahead.SUIT_SIZES) < 4_100_000  # bytes, decoded


def test_importing_the_engine_does_not_decode_them() -> None:
    code = (
        "import sys\n"
        "from mahjong2p.rules.hand import Hand\n"
        "from mahjong2p.rules import shape\n"
        "assert 'mahjong2p.rules.shape.suit_data' not in sys.modules\n"
        "shape.shanten([1] * 13 + [0] * 21)\n"
        "assert 'mahjong2p.rules.shape.suit_data' in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
