"""The one interface every player of a seat implements: the CPU, the UI and test agents."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from mahjong2p.rules.actions import Action
from mahjong2p.rules.view import PlayerView


class Agent(Protocol):
    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """Pick one of ``legal`` (never empty) knowing only ``view``."""
        ...
