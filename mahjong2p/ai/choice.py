"""Picking among scored options the way a level plays: the best, ties broken by chance, and
now and then (the level's mistake rate) any plausible option instead."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from mahjong2p.ai.levels import Level
from mahjong2p.rules.actions import Action

TIE = 1e-12


@dataclass(frozen=True, slots=True)
class Option:
    """A legal action and what the level thinks it is worth."""

    utility: float
    action: Action


def pick(options: Sequence[Option], level: Level, rng: random.Random) -> Action:
    """The best option; a plausible one (within the level's mistake floor of the best)
    with the level's mistake rate."""
    best = max(o.utility for o in options)
    if rng.random() < level.mistake_rate:
        floor = best - (1 - level.mistake_floor) * abs(best)
        return rng.choice([o for o in options if o.utility >= floor]).action
    return rng.choice([o for o in options if o.utility >= best - TIE]).action
