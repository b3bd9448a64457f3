"""The greedy-shanten baseline: fastest way to a ready hand, no value, no defence."""

from __future__ import annotations

import random
from collections.abc import Sequence

from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.shape import shanten_of
from mahjong2p.rules.tiles import counts_of, kind_of
from mahjong2p.rules.view import PlayerView

WIN_KINDS = frozenset({ActionKind.TSUMO, ActionKind.RON, ActionKind.ROB_KONG})
CALL_KINDS = {ActionKind.CHI: MeldKind.CHI, ActionKind.PON: MeldKind.PON}


class GreedyAgent:
    """Always wins when it can, declares 报听 whenever it may, discards the tile that leaves
    the lowest shanten (ties at random) and calls only when the call lowers its shanten.

    The yardstick the real CPU must beat: it plays fast but ignores value and danger.
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
        return shanten_of(counts, view.melds[view.seat])

    def _call_shanten(self, view: PlayerView, call: Action) -> int:
        """Shanten after the call and the best discard that follows it."""
        counts = counts_of(kind_of(t) for t in view.concealed)
        for tile in call.tiles:
            counts[kind_of(tile)] -= 1
        melds = [*view.melds[view.seat], Meld(CALL_KINDS[call.kind], (*call.tiles, 0))]
        best = 99
        for kind in {k for k, n in enumerate(counts) if n}:
            counts[kind] -= 1
            best = min(best, shanten_of(counts, melds))
            counts[kind] += 1
        return best

    def _best_discard(self, view: PlayerView, discards: list[Action]) -> Action:
        counts = counts_of(kind_of(t) for t in view.concealed)
        melds = view.melds[view.seat]
        scored: dict[int, int] = {}
        for kind in {kind_of(a.tile) for a in discards if a.tile is not None}:
            counts[kind] -= 1
            scored[kind] = shanten_of(counts, melds)
            counts[kind] += 1
        best = min(scored.values())
        choices = [a for a in discards if a.tile is not None and scored[kind_of(a.tile)] == best]
        ready = [a for a in choices if a.declare_ready]
        return self._rng.choice(ready or choices)
