"""Models measured for a level without playing one (issue 39 §5): which model should play
each 72-tile level is chosen by measurement, and these are the other candidates.

- ``arcade-model:LEVEL``: the arcade model at LEVEL given the correct 72-tile view and
  the 72-tile search's terms (a candidate the registry may pick for a level);
- ``arcade-view:LEVEL``: the arcade model at LEVEL on an arcade view, as the table played
  every 72-tile hand before the rule set reached the agents — measured only, never
  shipped: it counts 筒 and 条 tiles this game does not have.

Any other name is a policy of the registry (:func:`~mahjong2p.ai.policies.make_agent`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.cpu_agent import CpuAgent
from mahjong2p.ai.levels import LEVELS, PLAYER_LEVELS
from mahjong2p.ai.policies import POLICIES, make_agent
from mahjong2p.ai.registry import ai_for
from mahjong2p.rules.actions import Action
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.rules.view import PlayerView

MODEL, VIEW = "arcade-model", "arcade-view"
Maker = Callable[[int, RuleSet], Agent]


class ArcadeViewed:
    """An agent handed the arcade's tile set in place of its table's, as the old table's
    views were built: its unseen counts include tiles that do not exist there."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        return self.agent.choose(dataclasses.replace(view, tile_set=ARCADE.tiles), legal)


def _arcade_model(name: str) -> Maker:
    level = {**LEVELS, **PLAYER_LEVELS}[name]
    return lambda seed, rules: CpuAgent(level, seed, ai_for(rules).search)


def _arcade_view(name: str) -> Maker:
    level = {**LEVELS, **PLAYER_LEVELS}[name]
    return lambda seed, rules: ArcadeViewed(CpuAgent(level, seed, ai_for(ARCADE).search))


CANDIDATES: dict[str, Maker] = {
    **{f"{MODEL}:{name}": _arcade_model(name) for name in (*LEVELS, *PLAYER_LEVELS)},
    **{f"{VIEW}:{name}": _arcade_view(name) for name in (*LEVELS, *PLAYER_LEVELS)},
}
NAMES = (*POLICIES, *CANDIDATES)


def make_candidate(name: str, seed: int, rules: RuleSet) -> Agent:
    """The named policy or candidate model for ``rules``, with its own RNG seed."""
    maker = CANDIDATES.get(name)
    return maker(seed, rules) if maker is not None else make_agent(name, seed, rules)
