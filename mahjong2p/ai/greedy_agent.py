"""The greedy-shanten baseline: fastest way to a ready hand, no value, no defence."""

from __future__ import annotations

import random
from collections.abc import Sequence

from mahjong2p.ai.decisions import WIN_KINDS
from mahjong2p.ai.efficiency import Shape, discard_shanten
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.tiles import counts_of, kind_of
from mahjong2p.rules.view import PlayerView

CALL_KINDS = {ActionKind.CHI: MeldKind.CHI, ActionKind.PON: MeldKind.PON}


class GreedyAgent:
    """Always wins when it can, declares 报听 whenever it may, discards the tile that leaves
    the lowest shanten (ties at random) and calls only when the call lowers its shanten.

    The yardstick the real CPU must beat: it plays fast but ignores effective tiles, value
    and danger.
    """

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        for action in legal:
            if action.kind in WIN_KINDS:
                return action
        discards = [a for a in legal if a.kind is ActionKind.DISCARD]
        if discards:
            return self._best_discard(view, discards)
        calls = [a for a in legal if a.kind in CALL_KINDS]
        better = [a for a in calls if self._call_shanten(view, a) < self._shanten(view)]
        if better:
            return self._rng.choice(better)
        if any(a.kind is ActionKind.HAITEI_PICK for a in legal):
            return self._rng.choice(list(legal))
        return next(a for a in legal if a.kind is ActionKind.PASS)

    def _shanten(self, view: PlayerView) -> int:
        counts = counts_of(kind_of(t) for t in view.concealed)
        return Shape.of(view.melds[view.seat]).shanten(counts)

    def _call_shanten(self, view: PlayerView, call: Action) -> int:
        """Shanten after the call and the best discard that follows it."""
        assert view.last_discard is not None, "a call is always on a discard"
        counts = counts_of(kind_of(t) for t in view.concealed)
        for tile in call.tiles:
            counts[kind_of(tile)] -= 1
        tiles = tuple(sorted((*call.tiles, view.last_discard)))
        meld = Meld(CALL_KINDS[call.kind], tiles, view.last_discard)
        return min(discard_shanten(counts, Shape.of([*view.melds[view.seat], meld])).values())

    def _best_discard(self, view: PlayerView, discards: list[Action]) -> Action:
        counts = counts_of(kind_of(t) for t in view.concealed)
        scored = discard_shanten(counts, Shape.of(view.melds[view.seat]))
        best = min(scored[kind_of(a.tile)] for a in discards if a.tile is not None)
        choices = [a for a in discards if a.tile is not None and scored[kind_of(a.tile)] == best]
        ready = [a for a in choices if a.declare_ready]
        return self._rng.choice(ready or choices)
