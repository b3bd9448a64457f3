"""Small test agents."""

from __future__ import annotations

import random
from collections.abc import Sequence

from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.view import PlayerView

WIN_KINDS = (ActionKind.TSUMO, ActionKind.RON, ActionKind.ROB_KONG)


class WinHungryRandom:
    """Random, but always takes a win: reaches Won events far more often than pure random."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        del view
        wins = [a for a in legal if a.kind in WIN_KINDS]
        return wins[0] if wins else self._rng.choice(list(legal))
