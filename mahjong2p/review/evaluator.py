"""The seam between the review and the model that prices: one evaluator per reviewed
hand (it may remember things within the hand, as the CPU does), built for the hand's rule
set by :data:`REVIEWER`.

To review with another model (the searching master with a larger budget, once it lands),
change the one line that sets :data:`REVIEWER`; the walk, the grades and the summary
do not change.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from mahjong2p.review.arcade_price import ArcadeExpert
from mahjong2p.review.gb_price import GbExpert
from mahjong2p.review.record import Priced
from mahjong2p.rules.actions import Action
from mahjong2p.rules.events import Won
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.rules.view import PlayerView


class Evaluator(Protocol):
    """Prices every legal option of one decision from the seat's own view."""

    currency: str  # "points" or "beans": the unit of every ``value``

    def price(
        self, view: PlayerView, legal: Sequence[Action], wins: Mapping[str, float]
    ) -> list[Priced]:
        """Every option of ``legal`` (one per label), ``wins``: the value of each win on
        offer, by label (the engine's score of it, from the seat's own tiles)."""
        ...

    def win_value(self, won: Won) -> float:
        """A win's worth in the evaluator's currency."""
        ...


def expert_evaluator(rules: RuleSet) -> Evaluator:
    """The expert model of the hand's rule set (the model of a strong human player)."""
    return GbExpert() if rules.settlement is not None else ArcadeExpert()


REVIEWER: Callable[[RuleSet], Evaluator] = expert_evaluator
