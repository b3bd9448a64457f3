"""The 72-tile game's review model: the level the registry gives it, pricing every option
in beans (before the room's rate) on the terms of the rule set it reviews, by its own
:meth:`~mahjong2p.ai.gb.agent.GbCpuAgent.price_options`."""

from __future__ import annotations

from functools import partial

from mahjong2p.ai.gb.agent import GbCpuAgent
from mahjong2p.ai.gb.levels import GbLevel
from mahjong2p.ai.gb.terms import GbTerms
from mahjong2p.ai.prices.model import UNUSED_SEED, ModelPricer
from mahjong2p.ai.search.terms import SearchTerms
from mahjong2p.rules.events import Won
from mahjong2p.rules.scoring import WinBy

BEANS_PER_UTILITY = 1.0  # the 72-tile model's utilities are beans already


def gb_expert(terms: GbTerms, search: SearchTerms, level: GbLevel) -> ModelPricer:
    """A fresh model for one reviewed hand."""
    agent = GbCpuAgent(level, UNUSED_SEED, terms, search)
    return ModelPricer(agent, "beans", BEANS_PER_UTILITY, partial(beans, terms))


def beans(terms: GbTerms, won: Won) -> float:
    """The win's points × the rule set's settlement (自摸 or 点和), before the room's rate."""
    rate = terms.self_draw if won.win_by is WinBy.TSUMO else terms.discard
    return float(won.score.points * rate)
