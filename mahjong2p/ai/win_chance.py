"""How likely a hand is to win the hand, and the opponent to win it anyway: the numbers
that make speed, value and danger comparable.

Both are logistic models fitted to self-play (``python -m mahjong2p.sim.calibrate``:
4,000 hands of competent plain play, seed 21; docs/ai.md). A hand's chance rises with its
live effective tiles and the tiles left in the wall, and falls sharply when the opponent
has declared 报听: the hand is a race, and a ready opponent is half-way to winning it. For a
1-shanten hand the lookahead (the live waits a useful draw leads to) predicts far better
than the effective tiles themselves, so it has its own model.
"""

from __future__ import annotations

import math
from functools import lru_cache

# Per shanten 0, 1, 2, 3, 4+: intercept and the weights of ln(1 + live effective tiles),
# ln(1 + live wall tiles) and the chance that the opponent is ready (1 after a 报听).
BY_SHANTEN = (
    (-1.981, 2.268, -0.4, -0.639),
    (-6.101, 0.786, 1.142, -0.626),
    (-8.148, 0.514, 1.725, -0.725),
    (-11.143, 0.399, 2.508, -0.857),
    (-9.755, 0.227, 2.212, -1.148),
)
# Each shanten beyond the last row costs this much more (too rare to fit).
BEYOND = -1.0
# 1-shanten with lookahead: intercept, ln(1 + live effective tiles), ln(1 + live waits a
# useful draw leads to), ln(1 + live wall tiles), opponent ready.
LOOKAHEAD = (-6.933, 0.144, 1.704, 1.01, -0.631)
# The opponent's chance to win once they have declared 报听: intercept, ln(1 + live wall).
OPPONENT_FINISH = (-2.109, 0.746)


def _logistic(x: float) -> float:
    return 1 / (1 + math.exp(-x))


@lru_cache(maxsize=1 << 12, typed=True)
def win_chance(
    shanten: int,
    live: float,
    live_wall: int,
    threat: float,
    next_live: float | None = None,
) -> float:
    """Chance that a 13-equivalent hand ``shanten`` away, with ``live`` effective tiles
    (and ``next_live`` live waits one useful draw later, when looked at), wins the hand.

    Memoised (a pure function of a few small numbers): the options of one decision share
    the wall and the threat, and the hands weighed only for their safety share the typical
    effective tiles too."""
    wall = math.log1p(live_wall)
    if shanten == 1 and next_live is not None:
        a, b, e, c, d = LOOKAHEAD
        return _logistic(
            a + b * math.log1p(live) + e * math.log1p(next_live) + c * wall + d * threat
        )
    row = min(shanten, len(BY_SHANTEN) - 1)
    a, b, c, d = BY_SHANTEN[row]
    beyond = BEYOND * (shanten - row)
    return _logistic(a + b * math.log1p(live) + c * wall + d * threat + beyond)


def opponent_finish(live_wall: int, threat: float) -> float:
    """Chance that a ready opponent wins the hand even if this discard does not deal in."""
    a, c = OPPONENT_FINISH
    return threat * _logistic(a + c * math.log1p(live_wall))
