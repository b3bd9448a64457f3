"""What every evaluator does the same way with its prices: wins first, ruled-out options
below the model's own choice, best first."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

from mahjong2p.ai.prices.labels import option_label
from mahjong2p.ai.prices.priced import Priced
from mahjong2p.rules.actions import Action

# How far below the model's own choice an option it rules out is kept (in the currency):
# above the review's tolerance for "the same price" (grades.EQUAL), so choosing it is
# never counted as agreeing, and far below anything graded worse than 可.
RULED_OUT = 0.02


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
