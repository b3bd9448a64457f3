"""The policies a seat can be given by name (``sim --seat0 POLICY``): the two baselines,
the CPU at each level, and ``expert``, the model of a strong human for the human's seat —
each made for the rule set it plays (:mod:`.registry`)."""

from __future__ import annotations

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.registry import POLICIES, ai_for
from mahjong2p.rules.ruleset import RuleSet

__all__ = ["POLICIES", "make_agent"]


def make_agent(policy: str, seed: int, rules: RuleSet) -> Agent:
    """A fresh agent of the named policy for ``rules``, with its own RNG seed."""
    return ai_for(rules).agent(policy, seed)
