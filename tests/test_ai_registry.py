"""The registry of each rule set's CPU (mahjong2p/ai/registry.py) by the contract docs/cli.md
gives ``sim --seat0/--seat1``: the policy names, which model plays each in each rule set
(in the 72-tile game the levels easy … master are the arcade model on the 72-tile terms),
which ones need no thinking process, and one line for a policy or rule set it has not."""

from __future__ import annotations

import dataclasses

import pytest

from mahjong2p.ai.cpu_agent import CpuAgent
from mahjong2p.ai.gb.agent import GbCpuAgent
from mahjong2p.ai.greedy_agent import GreedyAgent
from mahjong2p.ai.random_agent import RandomAgent
from mahjong2p.ai.registry import ai_for
from mahjong2p.ai.search.sampler import SAMPLER_PLAYOUTS, Sampler
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.ruleset import RuleSet

RULE_SETS = pytest.mark.parametrize("rules", [ARCADE, GB], ids=["arcade", "gb"])
ARCADE_MODEL_LEVELS = ("easy", "normal", "hard", "master")  # docs/cli.md, issue 39


@RULE_SETS
def test_the_baselines_and_the_yardstick_by_their_documented_names(rules: RuleSet) -> None:
    ai = ai_for(rules)
    assert isinstance(ai.agent("random", 1), RandomAgent)
    assert isinstance(ai.agent("greedy", 1), GreedyAgent)
    sampler = ai.agent("sampler", 1)
    assert isinstance(sampler, Sampler)
    assert (ai.model("random").search_rollouts, ai.model("greedy").search_rollouts) == (0, 0)
    assert ai.model("sampler").search_rollouts == SAMPLER_PLAYOUTS


def test_the_72_tile_game_s_easy_to_master_are_the_arcade_model_on_its_terms() -> None:
    ai = ai_for(GB)
    for name in ARCADE_MODEL_LEVELS:
        agent = ai.agent(name, 1)
        assert type(agent) is CpuAgent, name
        assert agent.search == ai.search, name
    assert isinstance(ai.agent("expert", 1), GbCpuAgent)
    assert all(type(ai_for(ARCADE).agent(n, 1)) is CpuAgent for n in ARCADE_MODEL_LEVELS)


@RULE_SETS
def test_an_unknown_policy_is_one_line_naming_the_known_ones(rules: RuleSet) -> None:
    ai = ai_for(rules)
    with pytest.raises(ValueError) as refused:
        ai.agent("nobody", 1)
    names = ", ".join(ai.models)
    assert str(refused.value) == f"unknown policy 'nobody' (one of {names})"
    assert names.startswith("random, greedy, ") and names.endswith(", sampler")


def test_a_rule_set_no_cpu_plays_is_one_line() -> None:
    with pytest.raises(ValueError, match=r"^no CPU plays the nowhere rule set$"):
        ai_for(dataclasses.replace(ARCADE, id="nowhere"))
    with pytest.raises(ValueError, match=f"^the {GB.id} rule set has no settlement in beans$"):
        ai_for(dataclasses.replace(GB, settlement=None))
