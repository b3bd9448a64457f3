"""Shape tests that several fans share (three suits, runs, straights, outside hands)."""

from __future__ import annotations

from collections.abc import Collection

from mahjong2p.rules.tiles import TERMINALS_AND_HONOURS


def in_all_three_suits(firsts: Collection[int]) -> bool:
    """Some number starts a set in every suit: 三色同顺 on sequences, 三色同刻 on triplets."""
    present = set(firsts)
    return any(n in present and n + 9 in present and n + 18 in present for n in range(9))


def longest_suited_run(triplets: Collection[int]) -> int:
    """The most triplets of one suit with consecutive numbers (三连刻 / 四连刻)."""
    present = {k for k in triplets if k < 27}
    best = 0
    for k in present:
        if k % 9 == 0 or k - 1 not in present:
            run = 1
            while (k + run) % 9 and k + run in present:
                run += 1
            best = max(best, run)
    return best


def has_pure_straight(sequences: Collection[int]) -> bool:
    """123, 456 and 789 of one suit (一气通贯)."""
    present = set(sequences)
    return any(b in present and b + 3 in present and b + 6 in present for b in (0, 9, 18))


def every_group_outside(sequences: Collection[int], triplets: Collection[int], pair: int) -> bool:
    """Every set and the pair hold a terminal or honour (混全带幺 / 纯全带幺)."""
    return (
        pair in TERMINALS_AND_HONOURS
        and all(k in TERMINALS_AND_HONOURS for k in triplets)
        and all(s % 9 in (0, 6) for s in sequences)
    )


def count_among(kinds: Collection[int], group: Collection[int]) -> int:
    """How many of ``kinds`` (triplets, say) are in ``group`` (winds, dragons)."""
    return sum(1 for k in kinds if k in group)
