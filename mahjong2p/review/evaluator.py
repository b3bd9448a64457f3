"""The seam between the review and the model that prices: one evaluator per reviewed
hand (it may remember things within the hand, as the CPU does), built for the hand's rule
set by :data:`REVIEWER` — the pricing model the registry names for that rule set.

To review with another model, change the registry's pricer of that rule set (or hand the
walk another ``reviewer``); the walk, the grades and the summary do not change.
"""

from __future__ import annotations

from collections.abc import Callable

from mahjong2p.ai.prices.evaluator import Evaluator
from mahjong2p.ai.registry import ai_for
from mahjong2p.rules.ruleset import RuleSet


def expert_evaluator(rules: RuleSet) -> Evaluator:
    """The expert model of the hand's rule set (the model of a strong human player)."""
    return ai_for(rules).pricer()


REVIEWER: Callable[[RuleSet], Evaluator] = expert_evaluator
