"""The one function that makes a CPU player (and the 托管 helper for the human's seat).

Every CPU in the game is built here from the AI's difficulty levels (``mahjong2p.ai``), so
the table, the attract mode and 托管 all play the same opponent the stage data names.
"""

from __future__ import annotations

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.policies import make_agent

DIFFICULTIES = ("easy", "normal", "hard", "master")


def cpu_agent(difficulty: str, seed: int) -> Agent:
    """An agent for ``difficulty`` (one of :data:`DIFFICULTIES`), seeded for replays."""
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty {difficulty!r} (one of {', '.join(DIFFICULTIES)})")
    return make_agent(difficulty, seed)
