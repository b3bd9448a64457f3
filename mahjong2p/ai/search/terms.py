"""What the search reads of the rule set it plays, given to it as a value (by
:mod:`mahjong2p.ai.registry`): what each way a playout ends is worth, and how far from
ready a sampled opponent's hand is.

The search itself never asks which game it is in: the two rule sets differ here in data.
"""

from __future__ import annotations

from dataclasses import dataclass

Payments = dict[tuple[int | None, bool], float]  # (winner, self-draw) → the seat's result


@dataclass(frozen=True, slots=True)
class Wins:
    """A typical win's worth by how it came (the search decides races, not which of two
    wins is dearer). ``both_score``: both seats' wins count, won and lost (the 72-tile
    game's beans); otherwise only the human's seat's wins score (RULES.md A7), so the CPU's
    result is minus the human's points and its own win ends the hand at 0."""

    self_draw: float
    off_discard: float
    both_score: bool

    def payments(self, for_points: bool) -> Payments:
        """The searching seat's result for each end of a playout (winner 0 is always the
        searcher); ``for_points``: the searcher is the arcade's human seat."""
        draw, discard = self.self_draw, self.off_discard
        if self.both_score:
            return {(0, True): draw, (0, False): discard, (1, True): -draw, (1, False): -discard}
        human = 0 if for_points else 1
        sign = 1.0 if for_points else -1.0
        return {(human, True): sign * draw, (human, False): sign * discard}


@dataclass(frozen=True, slots=True)
class Swaps:
    """How many tiles a sampled opponent's hand is from ready, expected: ``start``, less
    per opponent discard and per meld — by subtraction, or by a factor each when
    ``geometric`` — and at least ``least`` before a 报听."""

    start: float
    per_discard: float
    per_meld: float
    geometric: bool
    least: int

    def expected(self, discards: int, melds: int) -> float:
        if self.geometric:
            return self.start * self.per_discard**discards * self.per_meld**melds
        return self.start - self.per_discard * discards - self.per_meld * melds


@dataclass(frozen=True, slots=True)
class SearchTerms:
    """The rule set's terms of one search: its wins' worth and its opponents' hands."""

    wins: Wins
    swaps: Swaps
