"""Picking among scored options the way a level plays: the best, ties broken by chance, and
now and then (the level's mistake rate) any plausible option instead."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from mahjong2p.ai.levels import Level
from mahjong2p.rules.actions import Action

TIE = 1e-12


class Option(NamedTuple):
    """A legal action and what the level thinks of it: ``utility``, what it maximises (the
    options are ranked by it); ``win_chance``, the hand's chance to win after it;
    ``deal_in``, the chance the tile it gives away loses the hand on the spot (0 for an
    option that gives none away); ``weighed``: the level weighs it when it plays (an option
    it rules out before weighing is priced by the same estimates, for the review, and is
    never picked).

    A named tuple, like :class:`~mahjong2p.ai.assess.Assessment`: every decision builds
    one per option, and a tuple is cheaper to build than a frozen dataclass.
    """

    utility: float
    action: Action
    win_chance: float = 0.0
    deal_in: float = 0.0
    weighed: bool = True


def pick(options: Sequence[Option], level: Level, rng: random.Random) -> Action:
    """The best option; a plausible one (within the level's mistake floor of the best)
    with the level's mistake rate."""
    best = max(o.utility for o in options)
    if rng.random() < level.mistake_rate:
        floor = best - (1 - level.mistake_floor) * abs(best)
        return rng.choice([o for o in options if o.utility >= floor]).action
    return rng.choice([o for o in options if o.utility >= best - TIE]).action
