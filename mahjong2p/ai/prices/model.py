"""The review's evaluator over a model's own pricing: the options the model gives for a
view (its ``price_options``, the numbers it plays by), named as the review names them and
put in the rule set's currency.

It adds nothing to the model's estimates: each option is the model's, the options it rules
out are kept below its own choice, and a win on offer is worth what the engine scores."""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from mahjong2p.ai.choice import Option
from mahjong2p.ai.prices.labels import option_label
from mahjong2p.ai.prices.priced import Priced
from mahjong2p.rules.actions import Action
from mahjong2p.rules.events import Won
from mahjong2p.rules.view import PlayerView

UNUSED_SEED = 0  # a model's RNG breaks ties and makes mistakes; pricing does neither

# How far below the model's own choice an option it rules out is kept (in the currency):
# above the review's tolerance for "the same price" (grades.EQUAL), so choosing it is
# never counted as agreeing, and far below anything graded worse than 可.
RULED_OUT = 0.02


class PricingModel(Protocol):
    """A CPU model's pricing face (both CPUs have one)."""

    def price_options(
        self, view: PlayerView, legal: Sequence[Action], ruled_out: bool = False
    ) -> list[Option]: ...


class ModelPricer:
    """Prices every option of a decision by ``model``: its utilities times ``per_utility``
    are values in ``currency``; ``won`` is a win's worth in it. One per reviewed hand:
    the model may remember things within the hand, as the CPU does."""

    def __init__(
        self,
        model: PricingModel,
        currency: str,
        per_utility: float,
        won: Callable[[Won], float],
    ) -> None:
        self.model = model
        self.currency = currency
        self.per_utility = per_utility
        self.won = won

    def win_value(self, won: Won) -> float:
        return self.won(won)

    def price(
        self, view: PlayerView, legal: Sequence[Action], wins: Mapping[str, float]
    ) -> list[Priced]:
        """Every option of ``legal`` once per label, best first; ``wins``: the value of
        each win on offer, by label."""
        # The model takes a win without looking at the table: it prices the rest then as
        # a copy, so that what it remembers for later decisions is what the CPU would. The
        # copy shares the view, which what the model remembers refers to.
        model = copy.deepcopy(self.model, {id(view): view}) if wins else self.model
        by_label: dict[str, Option] = {}
        for option in model.price_options(view, legal, ruled_out=True):
            by_label.setdefault(option_label(option.action), option)
        found: dict[str, Priced] = {}
        for action in legal:
            label = option_label(action)
            option = by_label.get(label)
            if option is not None and label not in found:
                value = option.utility * self.per_utility
                chance, deal_in, weighed = option.win_chance, option.deal_in, option.weighed
                found[label] = Priced(label, action, value, chance, deal_in, weighed)
        return win_options(legal, wins, capped(list(found.values())))


def capped(priced: list[Priced], ceiling: float | None = None) -> list[Priced]:
    """``priced`` best first, each option the model does not weigh kept at least
    :data:`RULED_OUT` below the best one it weighs (or below ``ceiling``)."""
    weighed = [p.value for p in priced if p.weighed]
    top = ceiling if ceiling is not None else max(weighed, default=None)
    if top is not None:
        limit = top - RULED_OUT
        priced = [
            p if p.weighed or p.value <= limit else dataclasses.replace(p, value=limit)
            for p in priced
        ]
    return sorted(priced, key=_by_value)


def win_options(
    legal: Sequence[Action], wins: Mapping[str, float], priced: list[Priced]
) -> list[Priced]:
    """With a win on offer the model takes it: the wins at their value, every other
    option ruled out below them."""
    if not wins:
        return sorted(priced, key=_by_value)
    offered = {option_label(a): a for a in legal}
    won = [Priced(label, offered[label], value, 1.0, 0.0) for label, value in wins.items()]
    others = [dataclasses.replace(p, weighed=False) for p in priced if p.label not in wins]
    return sorted(won + capped(others, max(wins.values())), key=_by_value)


def _by_value(priced: Priced) -> float:
    return -priced.value
