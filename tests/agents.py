"""Small test agents."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from mahjong2p.ai.cpu_agent import CpuAgent
from mahjong2p.ai.gb.agent import GbCpuAgent
from mahjong2p.ai.gb.levels import GbLevel
from mahjong2p.ai.gb.terms import GbTerms
from mahjong2p.ai.levels import Level
from mahjong2p.ai.registry import ai_for
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.tileset import ARCADE_TILES
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


# The AI's terms of each rule set, as the registry gives them to every CPU it makes.
ARCADE_AI = ai_for(ARCADE)
GB_AI = ai_for(GB)
assert GB.settlement is not None
GB_TERMS = GbTerms(GB.min_fan, GB.settlement.self_draw, GB.settlement.discard)


def arcade_cpu(level: Level, seed: int) -> CpuAgent:
    """The arcade model at ``level`` (a test's own variant of a level included)."""
    return CpuAgent(level, seed, ARCADE_AI.search)


def gb_cpu(level: GbLevel, seed: int) -> GbCpuAgent:
    """The 72-tile model at ``level``, on the 72-tile game's own terms."""
    return GbCpuAgent(level, seed, GB_TERMS, GB_AI.search)


def arcade_view(seat: int, **known: Any) -> PlayerView:
    """An arcade seat's view with the fields a position test sets."""
    return PlayerView(seat, tile_set=ARCADE_TILES, **known)
