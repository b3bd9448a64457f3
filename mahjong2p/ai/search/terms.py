"""What the search reads of the rule set it plays, given to it as a value (by
:mod:`mahjong2p.ai.registry`): what each way a playout ends is worth, and how far from
ready a sampled opponent's hand is.

The search itself never asks which game it is in: the two rule sets differ here in data.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from mahjong2p.rules.melds import Meld
from mahjong2p.rules.view import PlayerView

Payments = dict[tuple[int | None, bool], float]  # (winner, self-draw) → the seat's result
# Whether an open hand's shape wins are wins in the rule set (its minimum in sight): the
# seat's view, its 13-equivalent concealed counts and its melds.
OpenWins = Callable[[PlayerView, list[int], tuple[Meld, ...]], bool]


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
class Breadth:
    """Which discards a decision searches and how sure it must be to leave the model's
    best: those priced within ``close`` of the best (a share of it), at most ``most``,
    best first; another is taken when it beats the best by ``confidence`` standard errors
    of the paired difference (at 0: whenever its mean is higher; among several, the one
    that beats it by the most standard errors)."""

    close: float
    most: int
    confidence: float


# The arcade's: the close discards only, and a clear margin (there the model is right
# more often than a few dozen noisy playouts).
NARROW = Breadth(close=0.35, most=4, confidence=1.0)
# The 72-tile game's: the model's six best discards (every one priced at least nothing
# when the best is worth something), and the playouts' mean decides
# (docs/research/ai-rounds.md, "Second round").
WIDE = Breadth(close=1.0, most=6, confidence=0.0)


@dataclass(frozen=True, slots=True)
class SearchTerms:
    """The rule set's terms of one search: its wins' worth, its opponents' hands, and how
    the search is run there: its ``breadth``; ``concealed_only``: only a concealed hand is
    searched (where every shape win reaches the rule set's minimum, so a playout's win is
    a real one); ``danger_guard``: no discard more dangerous by its wait shapes than the
    model's best is weighed (the search decides the race, not the defence);
    ``open_wins``: whether a call leaves a hand whose shape wins are wins (``None``: every
    one is, as in the arcade); ``rollout_guard``: the deal-in chance above which the
    searcher's playouts hold a tile while a safer one keeps the shanten (0: they never
    defend; :class:`~.rollout.Guard`)."""

    wins: Wins
    swaps: Swaps
    breadth: Breadth = NARROW
    concealed_only: bool = False
    danger_guard: bool = False
    open_wins: OpenWins | None = None
    rollout_guard: float = 0.0
