"""The shape memo tables are bounded: memory stays flat however many hands are played, and
evicting entries never changes an answer (issue 11, item 14)."""

from __future__ import annotations

import gc
import random

import pytest

from mahjong2p.rules.shape import shanten, shanten_after_discards, shape_waits, useful_draws
from mahjong2p.rules.shape.memo import BoundedMemo
from mahjong2p.rules.tiles import NUM_KINDS, counts_of

TINY = 8


def shape_tables() -> list[BoundedMemo[object, object]]:
    gc.collect()
    return [table for table in gc.get_objects() if isinstance(table, BoundedMemo)]


def answers(seed: int) -> list[object]:
    """Shanten, waits, useful draws and shanten per discard of a few hundred hands."""
    rng = random.Random(seed)
    found: list[object] = []
    for _ in range(300):
        melds = rng.choice((0, 0, 1, 2))
        counts = counts_of(rng.randrange(NUM_KINDS) for _ in range(13 - 3 * melds))
        found += [shanten(counts, melds), shape_waits(counts, melds), useful_draws(counts, melds)]
        counts[rng.randrange(NUM_KINDS)] += 1
        held = [kind for kind, n in enumerate(counts) if n]
        found.append(shanten_after_discards(counts, held, melds))
    return found


def test_a_full_table_drops_its_oldest_quarter() -> None:
    table: BoundedMemo[int, int] = BoundedMemo(8)
    for key in range(8):
        table.remember(key, key)
    table.remember(8, 8)
    assert list(table) == [2, 3, 4, 5, 6, 7, 8]


def test_every_shape_table_is_bounded() -> None:
    tables = shape_tables()
    assert len(tables) >= 10  # suits, honours, completers, pairs, forms, steps, near…
    answers(1)
    assert all(len(table) <= table.limit for table in tables)


def test_tiny_tables_give_the_same_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    expected = answers(2)
    tables = shape_tables()
    for table in tables:
        monkeypatch.setattr(table, "limit", TINY)
        table.clear()
    assert answers(2) == expected
    assert all(len(table) <= TINY for table in tables)
