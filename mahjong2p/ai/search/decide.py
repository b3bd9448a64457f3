"""When and how hard the CPU searches.

The priced model (today's master) ranks the options first. Against a declared (报听)
opponent it decides alone: its defence was tuned on many hands against a locked hand,
while the playouts' policy never folds, so a far hand's fold looked no better than a
push. Otherwise the search decides among the discards the model ranks near its best
(the rule set's :class:`~.terms.Breadth`). In the arcade (``NARROW``) the few close to it,
so a clear decision costs nothing, and another discard is taken only when it beats the
best in the same worlds by a standard error: there the model is right more often than a
few dozen noisy playouts. In the 72-tile game (``WIDE``) the model's six best, and the
playouts' mean decides: there the search measured stronger than the 72-tile model. The
playouts a decision may spend grow as the wall shortens (the playouts are shorter then
and the decision nearer the end).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from mahjong2p.ai.choice import Option
from mahjong2p.ai.danger import wait_chances
from mahjong2p.ai.search.search import better_than, leaders_apart, merged, price, seeded
from mahjong2p.ai.search.terms import Breadth, SearchTerms
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.tiles import kind_of
from mahjong2p.rules.view import PlayerView

# The wall's share of the budget: this fraction of it with WALL_LONG live tiles or more,
# WALL_END_SHARE with WALL_SHORT or fewer, in between linearly.
WALL_LONG = 40
WALL_SHORT = 8
WALL_START_SHARE = 0.6
WALL_END_SHARE = 1.4
MIN_WORLDS = 8
# A world's sampling costs about two playouts (profiled: 190 µs against 93 µs a playout
# with its set-up, in the 72-tile game).
WORLD_COST = 2
# A first round that leaves the two best discards within this many standard errors of
# each other gets the decision's extra playouts.
CLOSE_CALL = 1.0


def wall_share(live: int) -> float:
    """The share of a decision's budget it may spend with ``live`` tiles left to draw:
    less early, where a playout is long and one discard matters less, more late."""
    span = min(1.0, max(0.0, (WALL_LONG - live) / (WALL_LONG - WALL_SHORT)))
    return WALL_START_SHARE + (WALL_END_SHARE - WALL_START_SHARE) * span


def worlds_for(rollouts: int, live: int, candidates: int) -> int:
    """Worlds a decision with ``candidates`` options may sample under a budget of
    ``rollouts`` playouts (:func:`worlds_within`), more as the wall shortens."""
    return worlds_within(math.floor(rollouts * wall_share(live)), candidates)


def worlds_within(work: int, options: int) -> int:
    """Worlds a decision with ``options`` to play out may sample within ``work`` playouts'
    worth, a world's sampling counted as :data:`WORLD_COST` playouts: with few options the
    worlds, not the playouts, are the cost, so a budget in playouts alone made a two-way
    decision many times dearer than a six-way one."""
    return max(MIN_WORLDS, work // (options + WORLD_COST))


def searched(
    view: PlayerView,
    options: Sequence[Option],
    seed: int,
    rollouts: int,
    terms: SearchTerms,
    passed: frozenset[int] = frozenset(),
    for_points: bool = False,
    breadth: Breadth | None = None,
    danger: Sequence[float] | None = None,
    extra: int = 0,
) -> Action | None:
    """The discard the search prefers to the model's best, or ``None`` to keep the
    model's pick (the opponent has declared, the best is not a discard, nothing else is
    close, or no candidate beats it with confidence): what every searching model calls at
    its own turn. The rule set's ``terms`` say how it is run there: its breadth (unless a
    ``breadth`` is given), whether an open hand is searched, and whether a discard more
    dangerous by its wait shapes (``danger`` per kind, read from the view when the terms
    guard and none is given) than the model's best is weighed: the search decides the
    race, not the defence. ``extra`` playouts are spent on a second round of worlds when
    the first leaves the two best means within :data:`CLOSE_CALL` standard errors in the
    second half of the hand (where a playout is short and a discard decides more): the
    budget goes where it can change the decision, and the long early playouts keep the
    slowest decisions within their bound."""
    if view.declared_ready[view.opponent]:
        return None
    if terms.concealed_only and any(m.kind.is_open for m in view.melds[view.seat]):
        return None
    if danger is None and terms.danger_guard:
        danger = wait_chances(view, view.unseen_counts(), set())
    breadth = breadth or terms.breadth
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
    rng = seeded(seed, view)
    priced = price(view, kinds, worlds, rng, terms, passed, for_points)
    if extra and wall_share(view.live_count) >= 1 and leaders_apart(priced) < CLOSE_CALL:
        more = worlds_for(extra, view.live_count, len(kinds))
        priced = merged(priced, price(view, kinds, more, rng, terms, passed, for_points))
    margins = [better_than(p, priced[0], breadth.confidence) for p in priced[1:]]
    top = max(margins)
    if top == -math.inf:
        return None
    return close[1 + margins.index(top)].action
