"""Models measured for a level without playing one (issue 39 §5): which model should play
each 72-tile level is chosen by measurement, and these are the other candidates.

- ``arcade-model:LEVEL``: the arcade model at LEVEL given the correct 72-tile view and
  the 72-tile search's terms (a candidate the registry may pick for a level);
- ``arcade-view:LEVEL``: the arcade model at LEVEL on an arcade view, as the table played
  every 72-tile hand before the rule set reached the agents — measured only, never
  shipped: it counts 筒 and 条 tiles this game does not have;
- ``sampler:…``, ``arcade-search…``, ``knob:…``: the yardstick's variants and the levers
  tried on 高级场's master (issue 40), each named where docs/research/ai-rounds.md gives
  its figures.

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
    rollouts: int,
    calls: bool = False,
    guard: float = 0.0,
    wins: bool = False,
    extra: int = 0,
    confidence: float = 0.0,
) -> Maker:
    level = dataclasses.replace(
        LEVELS["master"],
        search_rollouts=rollouts,
        search_calls=calls,
        search_wins=wins,
        search_extra=extra,
    )

    def make(seed: int, rules: RuleSet) -> Agent:
        terms = ai_for(rules).search
        breadth = dataclasses.replace(terms.breadth, confidence=confidence)
        return CpuAgent(
            level, seed, dataclasses.replace(terms, rollout_guard=guard, breadth=breadth)
        )

    return make


def _arcade_knob(**knobs: float) -> Maker:
    level = dataclasses.replace(LEVELS["master"], **knobs)  # type: ignore[arg-type]
    return lambda seed, rules: CpuAgent(level, seed, ai_for(rules).search)


# The yardstick's variants (issue 40 item 1): every discard played out, no calls, hands
# sampled nearly at random, and its 1,000-playout form before its budget was fixed.
RANDOM_HANDS = Swaps(start=7.0, per_discard=1.0, per_meld=1.0, geometric=True, least=0)
SAMPLERS: dict[str, Maker] = {
    "sampler:every-discard": _sampler(1500),
    "sampler:no-calls": _sampler(1500, fastest_only=True),
    "sampler:random-hands": _sampler(1500, fastest_only=True, swaps=RANDOM_HANDS),
    "sampler:calls-1000": _sampler(1000, fastest_only=True, calls=True),
}
# 高级场's master with the search on top (issue 40 items 2-4): its turns and reactions at
# 1,200 playouts' worth; "sure" leaves the model's pick only for a standard error better;
# then with the 点和-or-自摸 search, the defending rollout, and both with extra playouts on
# close late decisions. Measured, none beat the arcade model (docs/research/ai-rounds.md).
SEARCHES: dict[str, Maker] = {
    "arcade-search-calls:1200": _arcade_search(1200, calls=True),
    "arcade-search-sure:1200": _arcade_search(1200, calls=True, confidence=1.0),
    "arcade-search-sure-wins:1200": _arcade_search(1200, calls=True, wins=True, confidence=1.0),
    "arcade-search-sure-guard:1200": _arcade_search(1200, calls=True, guard=0.04, confidence=1.0),
    "arcade-search-sure-all:1200": _arcade_search(
        1200, calls=True, guard=0.04, wins=True, extra=1200, confidence=1.0
    ),
}
# The arcade master's knobs read in this game's currency (a deal-in costs 13 points, the
# opponent's 自摸 39), and its lower levels' habits: each one change from master.
KNOBS: dict[str, Maker] = {
    "knob:no-defence": _arcade_knob(defence_weight=0.0),
    "knob:premium3": _arcade_knob(self_draw_premium=3.0),
    "knob:value-danger0": _arcade_knob(value_danger=0.0),
    "knob:eager-calls": _arcade_knob(call_eagerness=0.1),
    "knob:honour-pairs": _arcade_knob(honour_pair_keep=0.15),
    "knob:own-value": _arcade_knob(value_weight=0.25),
    "knob:no-lookahead": _arcade_knob(lookahead=False),
    "knob:own-discards": _arcade_knob(own_discard_wait=1.0),
}

CANDIDATES: dict[str, Maker] = {
    **SAMPLERS,
    **SEARCHES,
    **KNOBS,
    **{f"{MODEL}:{name}": _arcade_model(name) for name in (*LEVELS, *PLAYER_LEVELS)},
    **{f"{VIEW}:{name}": _arcade_view(name) for name in (*LEVELS, *PLAYER_LEVELS)},
}
NAMES = (*POLICIES, *CANDIDATES)


def make_candidate(name: str, seed: int, rules: RuleSet) -> Agent:
    """The named policy or candidate model for ``rules``, with its own RNG seed."""
    maker = CANDIDATES.get(name)
    return maker(seed, rules) if maker is not None else make_agent(name, seed, rules)
