"""Each rule set's CPU, by the rule set's id: which model plays each named policy (the
levels, 托管's expert, the baselines), the model that prices the review, and the terms
its search and its 72-tile model read.

Everything is made from the rule set value the table plays: a room's rule set is rebuilt
from its data (its own 起和 and payments), so nothing may compare rule sets by identity or
read the engine's default constant. This is the one module of the AI that tells the rule
sets apart (DESIGN.md: nothing picks a model by asking which tile set a view holds); a test
keeps every other module of ``ai/`` and ``review/`` from doing so.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache, partial

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.cpu_agent import CpuAgent
from mahjong2p.ai.gb.agent import GbCpuAgent
from mahjong2p.ai.gb.levels import ARCADE_MODEL_PLAYS, GB_LEVELS
from mahjong2p.ai.gb.plan import MinimumInSight
from mahjong2p.ai.gb.terms import GbTerms
from mahjong2p.ai.greedy_agent import GreedyAgent
from mahjong2p.ai.levels import EXPERT, LEVELS, PLAYER_LEVELS
from mahjong2p.ai.prices.arcade import arcade_expert
from mahjong2p.ai.prices.evaluator import Evaluator
from mahjong2p.ai.prices.gb import gb_expert
from mahjong2p.ai.random_agent import RandomAgent
from mahjong2p.ai.search.sampler import SAMPLER_PLAYOUTS, Sampler
from mahjong2p.ai.search.search import ARCADE_WINS, typical_bean_wins
from mahjong2p.ai.search.terms import WIDE, SearchTerms
from mahjong2p.ai.search.worlds import ARCADE_SWAPS, SHORT_SUIT_SWAPS
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.ruleset import RuleSet

# The levels every rule set has (the CPU's, then the player models); the baselines first,
# and the yardstick last (a policy for measurement only, never a level: issue 40).
BASELINES: dict[str, Callable[[int], Agent]] = {"random": RandomAgent, "greedy": GreedyAgent}
LEVEL_NAMES = (*LEVELS, *PLAYER_LEVELS)
YARDSTICK = "sampler"
POLICIES = (*BASELINES, *LEVEL_NAMES, YARDSTICK)
# Rule sets a process keeps the AI of: the two games and the five rooms' rebuilt ones.
KEPT_RULE_SETS = 16


@dataclass(frozen=True, slots=True)
class Model:
    """One policy in one rule set: how to make it (from its RNG seed) and how many
    playouts a decision of it may search (0: it decides by its priced model alone, in a
    fraction of a millisecond, and needs no thinking process)."""

    make: Callable[[int], Agent]
    search_rollouts: int = 0


@dataclass(frozen=True, slots=True)
class RulesAi:
    """The AI of one rule set: its ``models`` by policy name, its ``search`` terms, and
    ``pricer``, the model that prices every option of a decision for the review."""

    rules: RuleSet
    search: SearchTerms
    models: Mapping[str, Model]
    pricer: Callable[[], Evaluator]

    def agent(self, policy: str, seed: int) -> Agent:
        """A fresh agent of the named policy with its own RNG seed."""
        return self.model(policy).make(seed)

    def model(self, policy: str) -> Model:
        try:
            return self.models[policy]
        except KeyError:
            names = ", ".join(self.models)
            raise ValueError(f"unknown policy {policy!r} (one of {names})") from None


def _arcade(rules: RuleSet) -> RulesAi:
    search = SearchTerms(ARCADE_WINS, ARCADE_SWAPS)
    levels = {**LEVELS, **PLAYER_LEVELS}
    models = {
        name: Model(partial(CpuAgent, level, search=search), level.search_rollouts)
        for name, level in levels.items()
    }
    return RulesAi(rules, search, _with_baselines(models, search), partial(arcade_expert, search))


def _beans(rules: RuleSet) -> RulesAi:
    settlement = rules.settlement
    if settlement is None:
        raise ValueError(f"the {rules.id} rule set has no settlement in beans")
    terms = GbTerms(rules.min_fan, settlement.self_draw, settlement.discard)
    wins = typical_bean_wins(settlement.self_draw, settlement.discard)
    # Every concealed hand of this tile set reaches 8 fan (混一色 and 门前清, or 清一色),
    # an open one may not; the guard keeps the search from dealing in where it overrode
    # the model (docs/research/ai-rounds.md, "Second round").
    open_wins = MinimumInSight(rules.min_fan)
    search = SearchTerms(wins, SHORT_SUIT_SWAPS, WIDE, True, True, open_wins)
    models = {
        name: Model(partial(GbCpuAgent, level, terms=terms, search=search), level.search_rollouts)
        for name, level in GB_LEVELS.items()
    }
    for name in ARCADE_MODEL_PLAYS:
        level = LEVELS[name]
        models[name] = Model(partial(CpuAgent, level, search=search), level.search_rollouts)
    pricer = partial(gb_expert, terms, search, GB_LEVELS[EXPERT.name])
    return RulesAi(rules, search, _with_baselines(models, search), pricer)


def _with_baselines(models: Mapping[str, Model], search: SearchTerms) -> dict[str, Model]:
    """The levels' ``models`` with the baselines before them and the yardstick after."""
    baselines = {name: Model(make) for name, make in BASELINES.items()}
    yardstick = Model(partial(Sampler, search=search), SAMPLER_PLAYOUTS)
    return {**baselines, **models, YARDSTICK: yardstick}


REGISTRY: dict[str, Callable[[RuleSet], RulesAi]] = {ARCADE.id: _arcade, GB.id: _beans}


@lru_cache(maxsize=KEPT_RULE_SETS)
def ai_for(rules: RuleSet) -> RulesAi:
    """The AI of ``rules`` (the table's own rule set value, a room's included)."""
    try:
        build = REGISTRY[rules.id]
    except KeyError:
        raise ValueError(f"no CPU plays the {rules.id} rule set") from None
    return build(rules)
