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
from mahjong2p.ai.search.sampler import Sampler
from mahjong2p.ai.search.terms import Swaps
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


def _sampler(
    playouts: int,
    fastest_only: bool = False,
    swaps: Swaps | None = None,
    calls: bool = False,
    guard: float = 0.0,
) -> Maker:
    def make(seed: int, rules: RuleSet) -> Agent:
        search = dataclasses.replace(ai_for(rules).search, rollout_guard=guard)
        if swaps is not None:
            search = dataclasses.replace(search, swaps=swaps)
        return Sampler(seed, search, playouts, fastest_only, calls)

    return make


def _arcade_search(
    rollouts: int, calls: bool = False, guard: float = 0.0, wins: bool = False, extra: int = 0
) -> Maker:
    level = dataclasses.replace(
        LEVELS["master"],
        search_rollouts=rollouts,
        search_calls=calls,
        search_wins=wins,
        search_extra=extra,
    )

    def make(seed: int, rules: RuleSet) -> Agent:
        return CpuAgent(level, seed, dataclasses.replace(ai_for(rules).search, rollout_guard=guard))

    return make


def _arcade_knob(**knobs: float) -> Maker:
    level = dataclasses.replace(LEVELS["master"], **knobs)  # type: ignore[arg-type]
    return lambda seed, rules: CpuAgent(level, seed, ai_for(rules).search)


KNOBS: dict[str, Maker] = {
    "knob:defence0": _arcade_knob(defence_weight=0.0),
    "knob:defence05": _arcade_knob(defence_weight=0.5),
    "knob:read0": _arcade_knob(read_weight=0.0),
    "knob:premium3": _arcade_knob(self_draw_premium=3.0),
    "knob:value-danger0": _arcade_knob(value_danger=0.0),
}


RANDOM_HANDS = Swaps(start=7.0, per_discard=1.0, per_meld=1.0, geometric=True, least=0)
SAMPLERS: dict[str, Maker] = {
    "sampler:1500": _sampler(1500),
    "sampler:fast": _sampler(1500, fastest_only=True),
    "sampler:random": _sampler(1500, swaps=RANDOM_HANDS),
    "sampler:fast-random": _sampler(1500, fastest_only=True, swaps=RANDOM_HANDS),
    "sampler:calls": _sampler(1000, fastest_only=True, calls=True),
    "sampler:calls1200": _sampler(1200, fastest_only=True, calls=True),
    "sampler:calls1400": _sampler(1400, fastest_only=True, calls=True),
    "sampler:fast1000": _sampler(1000, fastest_only=True),
    "sampler:calls-guard": _sampler(1000, fastest_only=True, calls=True, guard=0.04),
}

CANDIDATES: dict[str, Maker] = {
    **SAMPLERS,
    **KNOBS,
    **{f"arcade-search:{n}": _arcade_search(n) for n in (300, 600, 1200)},
    "arcade-search-calls:600": _arcade_search(600, calls=True),
    "arcade-search-guard:600": _arcade_search(600, guard=0.04),
    "arcade-search-calls-guard:600": _arcade_search(600, calls=True, guard=0.04),
    "arcade-search-calls-wins:600": _arcade_search(600, calls=True, wins=True),
    "arcade-search-calls:1800": _arcade_search(1800, calls=True),
    "arcade-search-calls-extra:1200": _arcade_search(1200, calls=True, extra=2400),
    "arcade-search-all:1800": _arcade_search(1800, calls=True, guard=0.04, wins=True),
    **{f"{MODEL}:{name}": _arcade_model(name) for name in (*LEVELS, *PLAYER_LEVELS)},
    **{f"{VIEW}:{name}": _arcade_view(name) for name in (*LEVELS, *PLAYER_LEVELS)},
}
NAMES = (*POLICIES, *CANDIDATES)


def make_candidate(name: str, seed: int, rules: RuleSet) -> Agent:
    """The named policy or candidate model for ``rules``, with its own RNG seed."""
    maker = CANDIDATES.get(name)
    return maker(seed, rules) if maker is not None else make_agent(name, seed, rules)
