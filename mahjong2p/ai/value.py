"""What a hand is worth, in fan or in points: scored exactly once it is ready, guessed
before.

A ready hand's waits are few, so each live wait is scored with the real scoring module
and the results are averaged over the live copies; a hand that is not ready falls back on
:func:`~mahjong2p.ai.patterns.pattern_fan`. The fan (the CPU's value weight) scores a win
on a discard, the common case; the points (the human's objective, :func:`hand_points`)
average a self-draw and a discard win and count the 报听 the hand will declare, because
points grow as ``f × (f + 1) × 50``: one more fan on a good hand is worth far more than on
a cheap one. The scores are memoised (the same ready hands come back turn after turn);
the guess reads memoised summaries of each suit and of the melds
(:mod:`~mahjong2p.ai.hand_features`), as a decision's options share all but one suit.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from mahjong2p.ai.hand_features import MELD_PROFILES
from mahjong2p.ai.patterns import pattern_fan
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.scoring import WinBy, WinSituation, score_win
from mahjong2p.rules.scoring.points import FAN_CAP, YAKUMAN_UNIT
from mahjong2p.rules.tiles import kinds_from_counts

CACHE_SIZE = 1 << 14
# Wins by self-draw, as a share of all wins, that a ready hand's points assume (two-player
# play with a defending opponent: about half).
SELF_DRAW_SHARE = 0.5
# Fans a concealed hand that is not ready yet can count on at the end, beyond the 门清 the
# pattern guess holds already: 门清报听 (the player declares) and half a 门清自摸.
CLOSED_EXTRA_FAN = 1.5


def hand_fan(
    counts: list[int],
    melds: tuple[Meld, ...],
    waits: Sequence[int],
    unseen: Sequence[int],
    flowers: tuple[int, ...],
) -> float:
    """Expected fan of a 13-equivalent hand; ``waits`` are its live waits when ready."""
    if not waits:
        return pattern_fan(counts, melds, flowers)
    key = bytes(counts)
    total = sum(unseen[w] * _scored_fan(key, melds, w, flowers) for w in waits)
    return total / sum(unseen[w] for w in waits)


@lru_cache(maxsize=CACHE_SIZE)
def _scored_fan(key: bytes, melds: tuple[Meld, ...], wait: int, flowers: tuple[int, ...]) -> int:
    """Total fan (capped like the points) of the hand ``key`` won on ``wait``."""
    counts = list(key)
    counts[wait] += 1
    situation = WinSituation(win_by=WinBy.RON, flower_indicators=flowers)
    result = score_win(kinds_from_counts(counts), melds, wait, situation)
    return min(result.total_fan, FAN_CAP) if result.win else 0


def hand_points(
    counts: list[int],
    melds: tuple[Meld, ...],
    waits: Sequence[int],
    unseen: Sequence[int],
    flowers: tuple[int, ...],
    declared: bool,
) -> float:
    """Expected points of a win of a 13-equivalent hand; ``waits`` are its live waits when
    ready, ``declared`` whether it is (or will be) declared 报听."""
    if not waits:
        closed = MELD_PROFILES.profile(melds).closed
        return points_of_fan(pattern_fan(counts, melds, flowers) + CLOSED_EXTRA_FAN * closed)
    key = bytes(counts)
    total = sum(unseen[w] * _wait_points(key, melds, w, flowers, declared) for w in waits)
    return total / sum(unseen[w] for w in waits)


def points_of_fan(fan: float) -> float:
    """``f × (f + 1) × 50`` for a fractional fan (an expectation), capped like a 役满."""
    return min(fan * (fan + 1) * 50, YAKUMAN_UNIT)


@lru_cache(maxsize=CACHE_SIZE)
def _wait_points(
    key: bytes, melds: tuple[Meld, ...], wait: int, flowers: tuple[int, ...], declared: bool
) -> float:
    """Points of the hand ``key`` won on ``wait``, self-draw and discard wins averaged."""
    counts = list(key)
    counts[wait] += 1
    kinds = kinds_from_counts(counts)
    paid = [
        score_win(
            kinds,
            melds,
            wait,
            WinSituation(win_by=by, declared_ready=declared, flower_indicators=flowers),
        ).points
        for by in (WinBy.TSUMO, WinBy.RON)
    ]
    return SELF_DRAW_SHARE * paid[0] + (1 - SELF_DRAW_SHARE) * paid[1]
