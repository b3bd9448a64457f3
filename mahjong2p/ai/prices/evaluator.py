"""What every model that prices a decision offers the review (one evaluator per reviewed
hand: it may remember things within the hand, as the CPU does)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from mahjong2p.ai.prices.priced import Priced
from mahjong2p.rules.actions import Action
from mahjong2p.rules.events import Won
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
