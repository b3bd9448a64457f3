"""A yardstick, never a level (issue 40): a determinised Monte Carlo player, the plainest
strong player a program can be. At its own turn it samples worlds from its own view (the
opponent's hand and the wall, from the tiles it has not seen) and plays every discard out
in the same worlds with the search's racing policy, taking the one with the best mean in
the rule set's currency; it takes every win, and passes on every call (a concealed hand
of the 72-tile game always reaches 起和, so its playout wins are real ones).

Its budget is a number of playouts a decision, never a time, so the same seed plays the
same game on any machine; it was fixed by the CPU time of a mean decision (docs/ai.md,
"The search").
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong2p.ai.decisions import WIN_KINDS
from mahjong2p.ai.search.search import price, seeded
from mahjong2p.ai.search.terms import SearchTerms
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.tiles import kind_of
from mahjong2p.rules.view import PlayerView
from mahjong2p.seat import Seat

# Playouts a decision, shared by its discards (its cost: docs/research/ai-rounds.md, "The
# yardstick").
SAMPLER_PLAYOUTS = 900
MIN_WORLDS = 4


class Sampler:
    """The yardstick player with ``playouts`` a decision and the rule set's ``search``
    terms."""

    def __init__(self, seed: int, search: SearchTerms, playouts: int = SAMPLER_PLAYOUTS) -> None:
        self._seed = seed
        self.search = search
        self.playouts = playouts

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        for action in legal:
            if action.kind in WIN_KINDS:
                return action
        discards = _plain_discards(legal)
        if not discards:
            passing = [a for a in legal if a.kind is ActionKind.PASS]
            return passing[0] if passing else legal[0]
        kinds = list(discards)
        if len(kinds) == 1:
            return discards[kinds[0]]
        worlds = max(MIN_WORLDS, self.playouts // len(kinds))
        rng = seeded(self._seed, view)
        for_points = view.seat == Seat.HUMAN
        priced = price(view, kinds, worlds, rng, self.search, frozenset(), for_points)
        best = max(priced, key=lambda p: p.mean)  # the first of equals: the lowest kind
        return discards[best.kind]


def _plain_discards(legal: Sequence[Action]) -> dict[int, Action]:
    """One discard per kind, without 报听 (the yardstick never declares)."""
    found: dict[int, Action] = {}
    for action in legal:
        plain = action.kind is ActionKind.DISCARD and not action.declare_ready
        if plain and action.tile is not None:
            found.setdefault(kind_of(action.tile), action)
    return found
