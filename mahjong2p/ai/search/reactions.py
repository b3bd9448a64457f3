"""The search of a reaction (issue 40 item 3): passing on the opponent's discard against
each 吃 and 碰 of it, played out in the same sampled worlds, in the rule set's currency.

A call is played out only when it brings the hand a step closer by shape and leaves wins
that are wins (the rule set's ``open_wins``: in the 72-tile game an open hand must keep
its 8 fan in sight); its own discard is the racer's. Passing is always played out: the
searcher then draws first. An open hand passed that gate when it called, so its wins
count.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from mahjong2p.ai.calls import hand_after_call
from mahjong2p.ai.search.rollout import SHAPES
from mahjong2p.ai.search.search import (
    Start,
    better_than,
    price_starts,
    seeded,
    start_after_call,
)
from mahjong2p.ai.search.terms import SearchTerms
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.shape.melded import melds_are_green
from mahjong2p.rules.tiles import counts_of, kind_of
from mahjong2p.rules.view import PlayerView

SEARCHED_CALLS = (ActionKind.CHI, ActionKind.PON)


@dataclass(frozen=True, slots=True)
class Reaction:
    """One reaction the search plays out: the ``action`` (``None``: pass) and its start."""

    action: Action | None
    start: Start


def reaction_starts(
    view: PlayerView,
    legal: Sequence[Action],
    terms: SearchTerms,
    weighed: Sequence[Action | None],
) -> list[Reaction]:
    """Passing and the calls of ``legal`` worth playing out; ``weighed`` (the model's own
    options, ``None`` for passing) are played out whatever their step. Empty when there
    is nothing to weigh against passing."""
    discard = view.last_discard
    if discard is None:
        return []
    melds = tuple(view.melds[view.seat])
    counts = counts_of(kind_of(t) for t in view.concealed)
    green = melds_are_green(melds)
    now = SHAPES[bytes(counts), len(melds), green][0]
    found = [Reaction(None, Start(tuple(counts), len(melds), green, None))]
    for action in legal:
        if action.kind not in SEARCHED_CALLS:
            continue
        after, new_melds = hand_after_call(action, discard, counts, melds)
        start = start_after_call(after, new_melds)
        gains = SHAPES[bytes(start.counts), start.melds, start.green][0] < now
        if not gains and action not in weighed:
            continue
        gate = terms.open_wins
        if gate is not None and not gate(view, list(start.counts), new_melds):
            continue
        found.append(Reaction(action, start))
    return found if len(found) > 1 else []


def searched_reaction(
    view: PlayerView,
    reactions: Sequence[Reaction],
    seed: int,
    worlds: int,
    terms: SearchTerms,
    for_points: bool = False,
    model: Action | None = None,
) -> Action | None:
    """The reaction of ``reactions`` with the best mean over the same ``worlds`` sampled
    worlds (``None``: pass, or nothing to search); ``for_points``: the searcher is the
    arcade's human seat. The ``model``'s own pick (``None``: passing) is left only for
    one that beats it by the rule set's ``breadth.confidence`` standard errors, as at a
    turn."""
    if len(reactions) < 2:
        return None
    starts = [r.start for r in reactions]
    priced = price_starts(view, starts, worlds, seeded(seed, view), terms, for_points)
    best = max(range(len(priced)), key=lambda i: priced[i].mean)  # the first of equals
    actions = [r.action for r in reactions]
    confidence = terms.breadth.confidence
    if confidence and model in actions and actions[best] != model:
        kept = actions.index(model)
        if better_than(priced[best], priced[kept], confidence) == -math.inf:
            return model
    return actions[best]


def worth_waiting(
    view: PlayerView, seed: int, worlds: int, terms: SearchTerms, for_points: bool = False
) -> bool:
    """Whether passing a win off the opponent's discard (点和) is worth more than taking it,
    over sampled worlds: the ready hand stays as it is and draws first, for a 自摸 that may
    pay more (the 72-tile game's three times) or a later 点和 (no furiten), against a
    typical 点和 now."""
    melds = tuple(view.melds[view.seat])
    counts = counts_of(kind_of(t) for t in view.concealed)
    start = Start(tuple(counts), len(melds), melds_are_green(melds), None)
    priced = price_starts(view, [start], worlds, seeded(seed, view), terms, for_points)
    return priced[0].mean > terms.wins.payments(for_points).get((0, False), 0.0)
