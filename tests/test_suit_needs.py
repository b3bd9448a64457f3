"""A suit's needed-tiles vector (the core of shanten) against a plain search of the whole
suit: the memoised recursion strips the empty ends of what is left at every step, so
groups share entries wherever they lie in a suit; the answers must be those of searching
the suit in place."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from mahjong2p.rules.shape.suits import MAX_SETS, needed_vector

SLOTS = [(m, p) for m in range(MAX_SETS + 1) for p in (0, 1)]


def needs_in_place(counts: list[int], sequences: bool) -> list[int]:
    """Fewest tiles to add for m sets and p pairs, per slot, by trying every block that
    holds the lowest tile left (or leaving it unused), positions kept as they are."""
    if not any(counts):
        return [3 * m + 2 * p for m, p in SLOTS]
    low = next(pos for pos, n in enumerate(counts) if n)
    options: list[tuple[list[int], int, bool | None]] = []  # (taken, missing, toward a set?)
    for size in range(1, min(counts[low], 3) + 1):
        options.append(([low] * size, 3 - size, True))
        if size < 3:
            options.append(([low] * size, 2 - size, False))
    if sequences:
        for steps in ((1,), (2,), (1, 2)):
            if low + steps[-1] < len(counts) and all(counts[low + s] for s in steps):
                options.append(([low, *(low + s for s in steps)], 2 - len(steps), True))
    unused = list(counts)
    unused[low] -= 1
    best = needs_in_place(unused, sequences)
    for taken, missing, is_set in options:
        rest = list(counts)
        for pos in taken:
            rest[pos] -= 1
        below = needs_in_place(rest, sequences)
        for slot, (m, p) in enumerate(SLOTS):
            if is_set and m >= 1:
                best[slot] = min(best[slot], below[SLOTS.index((m - 1, p))] + missing)
            if not is_set and p == 1:
                best[slot] = min(best[slot], below[SLOTS.index((m, 0))] + missing)
    return best


def suits(size: int) -> st.SearchStrategy[list[int]]:
    """A suit's counts, at most eight tiles (the plain search is exponential)."""
    return st.lists(st.integers(0, 4), min_size=size, max_size=size).filter(
        lambda counts: sum(counts) <= 8
    )


@given(suits(9))
def test_suited_needs_match_a_search_in_place(counts: list[int]) -> None:
    group = bytes(counts).strip(b"\0")
    assert list(needed_vector(group, True)) == needs_in_place(counts, True)


@given(suits(7))
def test_honour_needs_match_a_search_in_place(counts: list[int]) -> None:
    group = bytes(counts).strip(b"\0")
    assert list(needed_vector(group, False)) == needs_in_place(counts, False)


def test_a_group_needs_the_same_wherever_it_lies() -> None:
    """45 and 78, 1 and 9: edge or middle, the same tiles to add (and one memo entry)."""
    assert needed_vector(b"\x01\x01", True) == tuple(
        needs_in_place([0, 0, 0, 1, 1, 0, 0, 0, 0], True)
    )
    assert needs_in_place([0, 0, 0, 1, 1, 0, 0, 0, 0], True) == needs_in_place(
        [0, 0, 0, 0, 0, 0, 1, 1, 0], True
    )
    assert needs_in_place([1, 0, 0, 0, 0, 0, 0, 0, 0], True) == needs_in_place(
        [0, 0, 0, 0, 0, 0, 0, 0, 1], True
    )
