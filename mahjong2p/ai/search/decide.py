"""When and how hard the CPU searches.

The priced model (today's master) ranks the options first. Against a declared (报听)
opponent it decides alone: its defence was tuned on many hands against a locked hand,
while the playouts' policy never folds, so a far hand's fold looked no better than a
push. Otherwise the search decides among the discards the model ranks near its best
(:class:`Breadth`). In the arcade (:data:`NARROW`) the few close to it, so a clear
decision costs nothing, and another discard is taken only when it beats the best in the
same worlds by a standard error: there the model is right more often than a few dozen
noisy playouts. In the 72-tile game (:data:`WIDE`) the model's six best, and
the playouts' mean decides: there the search measured stronger than the model. The
playouts a decision may spend grow as the wall shortens (the playouts are shorter then
and the decision nearer the end).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from mahjong2p.ai.choice import Option
from mahjong2p.ai.search.search import better_than, price, seeded
from mahjong2p.ai.search.terms import SearchTerms
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.tiles import kind_of
from mahjong2p.rules.view import PlayerView


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


# The arcade's: the close discards only, and a clear margin.
NARROW = Breadth(close=0.35, most=4, confidence=1.0)
# The 72-tile game's: the model's six best discards (every one priced at least nothing
# when the best is worth something), and the playouts' mean decides (its caller keeps
# out the discards more dangerous than the model's best; docs/research/ai-rounds.md,
# "Second round").
WIDE = Breadth(close=1.0, most=6, confidence=0.0)
# The wall's share of the budget: this fraction of it with WALL_LONG live tiles or more,
# WALL_END_SHARE with WALL_SHORT or fewer, in between linearly.
WALL_LONG = 40
WALL_SHORT = 8
WALL_START_SHARE = 0.6
WALL_END_SHARE = 1.4
MIN_WORLDS = 8


def worlds_for(rollouts: int, live: int, candidates: int) -> int:
    """Worlds a decision with ``candidates`` discards may sample under a budget of
    ``rollouts`` playouts, more as the wall shortens."""
    span = min(1.0, max(0.0, (WALL_LONG - live) / (WALL_LONG - WALL_SHORT)))
    share = WALL_START_SHARE + (WALL_END_SHARE - WALL_START_SHARE) * span
    return max(MIN_WORLDS, math.floor(rollouts * share / max(1, candidates)))


def searched(
    view: PlayerView,
    options: Sequence[Option],
    seed: int,
    rollouts: int,
    terms: SearchTerms,
    passed: frozenset[int] = frozenset(),
    for_points: bool = False,
    breadth: Breadth = NARROW,
    danger: Sequence[float] | None = None,
) -> Action | None:
    """The discard the search prefers to the model's best, or ``None`` to keep the
    model's pick (the opponent has declared, the best is not a discard, nothing else is
    close, or no candidate beats it with confidence). With ``danger`` (per kind), a
    discard more dangerous than the model's best is not weighed: the search decides the
    race, not the defence."""
    if view.declared_ready[view.opponent]:
        return None
    ranked = sorted(options, key=lambda o: -o.utility)
    if not ranked or ranked[0].action.kind is not ActionKind.DISCARD:
        return None
    best = ranked[0].utility
    floor = best - breadth.close * max(abs(best), 1e-9)
    close = [
        o
        for o in ranked
        if o.action.kind is ActionKind.DISCARD and o.action.tile is not None and o.utility >= floor
    ]
    if danger is not None and close:
        limit = danger[kind_of(close[0].action.tile or 0)]
        close = [o for o in close if danger[kind_of(o.action.tile or 0)] <= limit]
    close = close[: breadth.most]
    if len(close) < 2:
        return None
    kinds = [kind_of(o.action.tile) for o in close if o.action.tile is not None]
    worlds = worlds_for(rollouts, view.live_count, len(kinds))
    priced = price(view, kinds, worlds, seeded(seed, view), terms, passed, for_points)
    margins = [better_than(p, priced[0], breadth.confidence) for p in priced[1:]]
    top = max(margins)
    if top == -math.inf:
        return None
    return close[1 + margins.index(top)].action
