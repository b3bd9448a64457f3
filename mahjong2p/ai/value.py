"""What a hand is worth, in fan: scored exactly once it is ready, guessed before.

A ready hand's waits are few, so each live wait is scored with the real scoring module (as
a win on a discard, the common case) and the fans are averaged over the live copies; a hand
that is not ready falls back on :func:`~mahjong2p.ai.patterns.pattern_fan`. Both are
memoised: the same hands come back turn after turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from mahjong2p.ai.patterns import pattern_fan
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.scoring import WinBy, WinSituation, score_win
from mahjong2p.rules.scoring.points import FAN_CAP
from mahjong2p.rules.tiles import kinds_from_counts

CACHE_SIZE = 1 << 14


def hand_fan(
    counts: list[int],
    melds: tuple[Meld, ...],
    waits: Sequence[int],
    unseen: Sequence[int],
    flowers: tuple[int, ...],
) -> float:
    """Expected fan of a 13-equivalent hand; ``waits`` are its live waits when ready."""
    key = bytes(counts)
    if not waits:
        return _leaning_fan(key, melds, flowers)
    total = sum(unseen[w] * _scored_fan(key, melds, w, flowers) for w in waits)
    return total / sum(unseen[w] for w in waits)


@lru_cache(maxsize=CACHE_SIZE)
def _leaning_fan(key: bytes, melds: tuple[Meld, ...], flowers: tuple[int, ...]) -> float:
    """:func:`pattern_fan` of the hand ``key``, memoised."""
    return pattern_fan(key, melds, flowers)


@lru_cache(maxsize=CACHE_SIZE)
def _scored_fan(key: bytes, melds: tuple[Meld, ...], wait: int, flowers: tuple[int, ...]) -> int:
    """Total fan (capped like the points) of the hand ``key`` won on ``wait``."""
    counts = list(key)
    counts[wait] += 1
    situation = WinSituation(win_by=WinBy.RON, flower_indicators=flowers)
    result = score_win(kinds_from_counts(counts), melds, wait, situation)
    return min(result.total_fan, FAN_CAP) if result.win else 0
