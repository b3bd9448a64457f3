"""The functions that make the CPU player and the 托管 helper for the human's seat.

Every CPU in the game is built here from the registry of the hand's rule set
(:mod:`mahjong2p.ai.registry`), so the table and the attract mode play the same opponent
the stage or room data names, and ``sim`` measures it. 托管 plays for the human, so it is
the ``expert`` player model (maximises the seat's expected points or beans) whatever the
CPU's difficulty.
"""

from __future__ import annotations

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.registry import ai_for
from mahjong2p.play.thinking import Thinker
from mahjong2p.rules.ruleset import RuleSet

DIFFICULTIES = ("easy", "normal", "hard", "master")
HELPER_POLICY = "expert"


def cpu_agent(difficulty: str, seed: int, rules: RuleSet) -> Agent:
    """An agent for ``difficulty`` (one of :data:`DIFFICULTIES`) in ``rules``, seeded for
    replays; a level that searches there starts thinking when its turn is known, in a
    process of its own (:mod:`.thinking`), off the main loop."""
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty {difficulty!r} (one of {', '.join(DIFFICULTIES)})")
    return Thinker(ai_for(rules).agent(difficulty, seed), ahead=searches(difficulty, rules))


def searches(difficulty: str, rules: RuleSet) -> bool:
    """The level plays its close discards out in ``rules``: tens of milliseconds a
    decision, worth a worker process (the others take a fraction of one)."""
    return ai_for(rules).model(difficulty).search_rollouts > 0


def helper_agent(seed: int, rules: RuleSet) -> Agent:
    """The 托管 helper for the human's seat in ``rules``, seeded for replays."""
    return ai_for(rules).agent(HELPER_POLICY, seed)
