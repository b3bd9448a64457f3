"""The policies a seat can be given by name (``sim --seat0 POLICY``): the two baselines,
the CPU at each level, and ``expert``, the model of a strong human for the human's seat —
each for either rule set."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.gb.dispatch import LevelAgent
from mahjong2p.ai.greedy_agent import GreedyAgent
from mahjong2p.ai.levels import LEVELS, PLAYER_LEVELS
from mahjong2p.ai.random_agent import RandomAgent

POLICIES: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
    **{name: partial(LevelAgent, level) for name, level in {**LEVELS, **PLAYER_LEVELS}.items()},
}


def make_agent(policy: str, seed: int) -> Agent:
    """A fresh agent of the named policy with its own RNG seed."""
    return POLICIES[policy](seed)
