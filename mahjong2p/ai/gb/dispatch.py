"""The hook between the two rule sets' CPUs: one agent per level that plays the arcade
with :class:`~mahjong2p.ai.cpu_agent.CpuAgent` and the 72-tile game with
:class:`~mahjong2p.ai.gb.agent.GbCpuAgent`, told apart by the tile set of the view.

Each has its own RNG from the same seed, so an arcade game draws exactly the random
numbers it drew before the 72-tile CPU existed (same seed → same game).
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong2p.ai.cpu_agent import CpuAgent
from mahjong2p.ai.gb.agent import GbCpuAgent
from mahjong2p.ai.gb.levels import GB_LEVELS
from mahjong2p.ai.levels import Level
from mahjong2p.rules.actions import Action
from mahjong2p.rules.tileset import GB_TILES, TileSet
from mahjong2p.rules.view import PlayerView


class LevelAgent:
    """The CPU at ``level`` for whichever rule set the view is of."""

    def __init__(self, level: Level, seed: int) -> None:
        self.arcade = CpuAgent(level, seed)
        self.gb = GbCpuAgent(GB_LEVELS[level.name], seed)

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        agent = self.gb if view.tile_set is GB_TILES else self.arcade
        return agent.choose(view, legal)


def search_rollouts(level: Level, tiles: TileSet) -> int:
    """The playouts a decision of ``level`` may search with in the rule set of ``tiles``
    (0: it decides by its priced model alone there), by the same rule that picks its
    agent."""
    return GB_LEVELS[level.name].search_rollouts if tiles is GB_TILES else level.search_rollouts
