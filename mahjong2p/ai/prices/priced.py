"""One option of a decision as a model prices it: the record the CPU's pricers give and the
review grades."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong2p.rules.actions import Action


@dataclass(frozen=True, slots=True)
class Priced:
    """One option as the model prices it: ``value`` in the rule set's currency (expected
    points in the arcade, beans in the 72-tile game, net of the deal-in risk) is what the
    options are ranked by; ``win_chance`` the chance the hand then wins; ``deal_in`` the
    chance the discard it makes loses the hand on the spot. ``weighed``: the model weighs
    it when it plays (an option it rules out first is priced by the same estimates, never
    above its own choice)."""

    label: str
    action: Action
    value: float
    win_chance: float
    deal_in: float
    weighed: bool = True
