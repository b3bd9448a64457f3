"""The functions that make the CPU player and the 托管 helper for the human's seat.

Every CPU in the game is built here from the AI's difficulty levels (``mahjong2p.ai``), so
the table and the attract mode play the same opponent the stage data names. 托管 plays for
the human, whose wins alone score in the arcade, so it is the ``expert`` player model
(maximises expected points) whatever the CPU's difficulty.
"""

from __future__ import annotations

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.gb.dispatch import search_rollouts
from mahjong2p.ai.levels import LEVELS
from mahjong2p.ai.policies import make_agent
from mahjong2p.app.thinking import Thinker
from mahjong2p.rules.tileset import TileSet

DIFFICULTIES = ("easy", "normal", "hard", "master")
HELPER_POLICY = "expert"


def cpu_agent(difficulty: str, seed: int, tiles: TileSet) -> Agent:
    """An agent for ``difficulty`` (one of :data:`DIFFICULTIES`), seeded for replays; a
    level that searches in this rule set (``tiles``) starts thinking when its turn is
    known, in a process of its own (:mod:`.thinking`), off the main loop."""
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty {difficulty!r} (one of {', '.join(DIFFICULTIES)})")
    return Thinker(make_agent(difficulty, seed), ahead=searches(difficulty, tiles))


def searches(difficulty: str, tiles: TileSet) -> bool:
    """The level plays its close discards out in the rule set of ``tiles``: tens of
    milliseconds a decision, worth a worker process (the others take a fraction of one;
    master searches in the 72-tile game only, so stage 4 starts none)."""
    return search_rollouts(LEVELS[difficulty], tiles) > 0


def helper_agent(seed: int) -> Agent:
    """The 托管 helper for the human's seat, seeded for replays."""
    return make_agent(HELPER_POLICY, seed)
