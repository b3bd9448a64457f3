"""The one function that makes a CPU player (and the 托管 helper for the human's seat).

Every CPU in the game is built here, so switching to the real AI (``mahjong2p.ai``'s
difficulty levels) is a change to this file only.
"""

from __future__ import annotations

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.greedy_agent import GreedyAgent

DIFFICULTIES = ("easy", "normal", "hard", "master")


def cpu_agent(difficulty: str, seed: int) -> Agent:
    """An agent for ``difficulty`` (one of :data:`DIFFICULTIES`), seeded for replays.

    Until the real CPU lands every level plays the greedy-shanten baseline.
    """
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty {difficulty!r} (one of {', '.join(DIFFICULTIES)})")
    return GreedyAgent(seed)
