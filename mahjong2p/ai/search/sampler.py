"""A yardstick, never a level (issue 40): a determinised Monte Carlo player, the plainest
strong player a program can be. At its own turn it samples worlds from its own view (the
opponent's hand and the wall, from the tiles it has not seen) and plays out every discard
that keeps its fastest shanten in the same worlds with the search's racing policy, taking
the one with the best mean in the rule set's currency. On the opponent's discard it plays
out passing against every 吃 and 碰 that brings it a step closer and keeps its wins real
(:mod:`.reactions`). It takes every win, never declares, never kongs.

Both choices were measured (docs/research/ai-rounds.md, "The yardstick"): played out over
every discard it lost to the priced 72-tile model (the noise of a dozen candidates picks
the lucky bad one), and without calls it only tied it.

Its budget is a number of playouts a decision, never a time, so the same seed plays the
same game on any machine; it was fixed as the count whose mean decision takes 40 ms of CPU
on a quiet machine (1,000: 36.5 ms, 1,200: 42.3 ms, 25 pairs each against master-v2).
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong2p.ai.decisions import WIN_KINDS
from mahjong2p.ai.search.reactions import reaction_starts, searched_reaction
from mahjong2p.ai.search.search import price, seeded
from mahjong2p.ai.search.terms import SearchTerms
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.shape.forms import shanten_after_discards
from mahjong2p.rules.shape.melded import melds_are_green
from mahjong2p.rules.tiles import counts_of, kind_of
from mahjong2p.rules.view import PlayerView
from mahjong2p.seat import Seat

# Playouts a decision, shared by its options (the module docstring says how it was fixed).
SAMPLER_PLAYOUTS = 1100
MIN_WORLDS = 4


class Sampler:
    """The yardstick player with ``playouts`` a decision and the rule set's ``search``
    terms; ``fastest_only`` and ``calls`` off give the variants it was measured against."""

    def __init__(
        self,
        seed: int,
        search: SearchTerms,
        playouts: int = SAMPLER_PLAYOUTS,
        fastest_only: bool = True,
        calls: bool = True,
    ) -> None:
        self._seed = seed
        self.search = search
        self.playouts = playouts
        self.fastest_only = fastest_only
        self.calls = calls

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        for action in legal:
            if action.kind in WIN_KINDS:
                return action
        discards = _plain_discards(legal)
        if not discards:
            passing = [a for a in legal if a.kind is ActionKind.PASS]
            if self.calls and passing:
                starts = reaction_starts(view, legal, self.search, [None])
                worlds = max(MIN_WORLDS, self.playouts // max(1, len(starts)))
                points = view.seat == Seat.HUMAN
                called = searched_reaction(view, starts, self._seed, worlds, self.search, points)
                return called or passing[0]
            return passing[0] if passing else legal[0]
        kinds = list(discards)
        if self.fastest_only:
            kinds = _fastest(view, kinds)
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


def _fastest(view: PlayerView, kinds: list[int]) -> list[int]:
    """The kinds whose discard keeps the hand's fastest shanten."""
    counts = counts_of(kind_of(t) for t in view.concealed)
    melds = view.melds[view.seat]
    after = shanten_after_discards(counts, kinds, len(melds), melds_are_green(melds))
    best = min(after)
    return [k for k, s in zip(kinds, after, strict=True) if s == best]
