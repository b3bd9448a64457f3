"""The random-legal baseline: any legal action, uniformly, from its own seeded RNG."""

from __future__ import annotations

import random
from collections.abc import Sequence

from mahjong2p.rules.actions import Action
from mahjong2p.rules.view import PlayerView


class RandomAgent:
    """Picks uniformly among the legal actions; the weakest possible opponent, and the
    fastest way for property tests to reach every corner of the state machine."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        del view
        return self._rng.choice(list(legal))
