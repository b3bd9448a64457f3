"""Seeded random hands, shared by the benchmarks so that every rate is measured on the same
hands in the same run (ours and the ``mahjong`` package's alike)."""

from __future__ import annotations

import random

from mahjong2p.rules.tiles import NUM_TILES, counts_of, kind_of


def random_hands(seed: int, count: int, size: int = 14) -> list[list[int]]:
    """``count`` hands of ``size`` tiles as 34-long count lists, reproducible from ``seed``.

    Each hand is ``size`` tiles of a freshly shuffled set of 136 (drawn with
    ``random.Random.sample``, which is that without shuffling all 136), so no kind
    appears more than four times.
    """
    rng = random.Random(seed)
    tiles = range(NUM_TILES)
    return [counts_of(kind_of(t) for t in rng.sample(tiles, size)) for _ in range(count)]
