"""The arcade's review model: the expert (``levels.EXPERT``, the model of a strong human
for the human's seat) pricing every option in expected points, by its own
:meth:`~mahjong2p.ai.cpu_agent.CpuAgent.price_options` — a chance times the points of the
win, less the deal-in risk."""

from __future__ import annotations

from mahjong2p.ai.assess import POINTS_SCALE
from mahjong2p.ai.cpu_agent import CpuAgent
from mahjong2p.ai.levels import EXPERT
from mahjong2p.ai.prices.model import UNUSED_SEED, ModelPricer
from mahjong2p.ai.search.terms import SearchTerms
from mahjong2p.rules.events import Won


def arcade_expert(search: SearchTerms) -> ModelPricer:
    """A fresh expert for one reviewed hand (it remembers what passed a 报听)."""
    return ModelPricer(CpuAgent(EXPERT, UNUSED_SEED, search), "points", POINTS_SCALE, points)


def points(won: Won) -> float:
    """The arcade's currency: the win's points (only the human's seat scores)."""
    return float(won.score.points)
