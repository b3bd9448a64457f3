"""独听: whether a hand waited on exactly one kind — the condition of the wait fans.

边张, 嵌张 and 单钓将 count only when the winning kind was the hand's only wait (the Chinese
Official rule, as the oracle applies it). A wait here is a kind that completes the shape,
standard or (with no melds) seven pairs, without asking whether a copy is still left.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from mahjong2p.rules.decompose import HONOUR_BASE, suit_splits

SUIT = 9
HONOURS = 7
STANDING_WITHOUT_MELDS = 13


def is_unique_wait(standing: Sequence[int]) -> bool:
    """``standing``: the concealed counts (34 kinds) without the winning tile."""
    return _unique(bytes(standing))


# The standing hands of the last few hands scored: the hits are within a hand (1,024
# entries compute 4 % more than 4,096 over 300 hands of the 72-tile model; docs/memory.md).
@lru_cache(maxsize=1 << 10)
def _unique(standing: bytes) -> bool:
    suit = standing[:SUIT]
    honours = standing[HONOUR_BASE : HONOUR_BASE + HONOURS]
    waits: set[int] = set()
    if _honours_split(honours):
        waits.update(_suit_completions(suit))
    if suit_splits(suit):
        waits.update(HONOUR_BASE + k for k in _honour_completions(honours))
    if sum(standing) == STANDING_WITHOUT_MELDS:
        seven = _seven_pairs_wait(standing)
        if seven is not None:
            waits.add(seven)
    return len(waits) == 1


# One suit's counts, of the last few hands (2,048 entries compute 2.5 % more than 8,192
# over 300 hands of the 72-tile model; docs/memory.md).
@lru_cache(maxsize=1 << 11)
def _suit_completions(key: bytes) -> tuple[int, ...]:
    """The kinds 0–8 whose addition lets this suit split."""
    return _completions(key, suit_splits)


def _honour_completions(key: bytes) -> tuple[int, ...]:
    return _completions(key, _honours_split)


def _completions(key: bytes, splits: Callable[[bytes], bool]) -> tuple[int, ...]:
    """The positions of ``key`` where one more tile makes ``splits`` true."""
    found = []
    counts = bytearray(key)
    for k in range(len(key)):
        counts[k] += 1
        if splits(bytes(counts)):
            found.append(k)
        counts[k] -= 1
    return tuple(found)


def _honours_split(key: bytes) -> bool:
    """Honours form no sequences: each kind is nothing, a pair, a triplet or (five, in a
    wait test) a triplet and the pair; one pair at most, exactly when 3n + 2 tiles."""
    pairs = 0
    for n in key:
        if n in (2, 5):
            pairs += 1
        elif n not in (0, 3):
            return False
    return pairs == (sum(key) % 3 == 2)


def _seven_pairs_wait(standing: bytes) -> int | None:
    """Six pairs (a four is two, a three holds one) and the first odd kind completes."""
    pairs = sum(2 if n == 4 else n in (2, 3) for n in standing)
    if pairs != 6:
        return None
    return next(k for k, n in enumerate(standing) if n in (1, 3))
