"""The CPU's own turn: which tile to discard, whether to declare 报听 with it, and whether
a kong (暗杠 / 加杠) is worth more than any discard.

The discards the level does not weigh (a step back while nothing threatens, the 报听 it
would or would not declare) are priced only when asked for (the review shows them beside
the level's own), by the same estimates; the level never picks one."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from mahjong2p.ai.assess import Scored, assess, deal_in_cost, rank_discards
from mahjong2p.ai.choice import Option
from mahjong2p.ai.decisions import unweighed_discards
from mahjong2p.ai.efficiency import Shape, discard_shanten
from mahjong2p.ai.kongs import KONGS, hand_after_kong
from mahjong2p.ai.levels import Level
from mahjong2p.ai.outlook import Outlook
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.tiles import kind_of

NEVER_DECLARES = 99  # live waits no hand has: a level then prices a hand undeclared


def turn_options(
    legal: Sequence[Action],
    counts: list[int],
    melds: tuple[Meld, ...],
    outlook: Outlook,
    level: Level,
    ruled_out: bool = False,
) -> list[Option]:
    """Every discard worth weighing, and every kong on offer, with their utilities; with
    ``ruled_out``, after them every other discard (one per kind and 报听 or not), priced by
    the same estimates and not weighed."""
    plain: dict[int, Action] = {}  # per kind, its first discard without and with 报听
    declaring: dict[int, Action] = {}
    kongs = []
    for action in legal:
        if action.kind is ActionKind.DISCARD and action.tile is not None:
            offered = declaring if action.declare_ready else plain
            offered.setdefault(kind_of(action.tile), action)
        elif action.kind in KONGS:
            kongs.append(action)
    options = [
        _discard(scored, plain, declaring, outlook, level)
        for scored in rank_discards(counts, melds, outlook, level)
        if scored.kind in plain
    ]
    for action in kongs:
        options.append(_kong(action, counts, melds, outlook, level))
    if ruled_out:
        options += _ruled_out(legal, options, counts, melds, outlook, level)
    return options


def _discard(
    scored: Scored,
    plain: dict[int, Action],
    declaring: dict[int, Action],
    outlook: Outlook,
    level: Level,
) -> Option:
    """The discard of ``scored.kind``, declaring 报听 when the wait is good enough and,
    for a level that does not answer a 报听 with its own, the opponent has not declared."""
    found = scored.assessment
    ready = found.shanten == 0 and found.live >= level.ready_min_live
    if outlook.opponent_declared and not level.ready_against_declared:
        ready = False
    kind = scored.kind
    action = declaring[kind] if ready and kind in declaring else plain[kind]
    return Option(scored.utility, action, found.chance, outlook.deal_in[kind])


def _kong(
    action: Action, counts: list[int], melds: tuple[Meld, ...], outlook: Outlook, level: Level
) -> Option:
    """A kong is worth the hand it leaves plus the replacement draw; an added kong may be
    robbed (抢杠) by an opponent waiting on its tile."""
    after, new_melds = hand_after_kong(action, counts, melds)
    found = assess(after, new_melds, outlook, level, kong=True)
    if action.kind is not ActionKind.ADDED_KONG:
        return Option(found.utility, action, found.chance)
    assert action.tile is not None
    cost = deal_in_cost(kind_of(action.tile), found, outlook, level)
    return Option(found.utility - cost, action, found.chance)


def _ruled_out(
    legal: Sequence[Action],
    weighed: list[Option],
    counts: list[int],
    melds: tuple[Meld, ...],
    outlook: Outlook,
    level: Level,
) -> list[Option]:
    """Each discard of ``legal`` (one per kind and 报听 or not) that ``weighed`` lacks."""
    shape = Shape.of(melds)
    by_kind = discard_shanten(counts, shape)
    fastest = min(by_kind.values())
    found = []
    for action in unweighed_discards(legal, weighed):
        kind = kind_of(action.tile or 0)
        retreat = by_kind[kind] - fastest
        found.append(_unweighed(action, kind, counts, melds, outlook, level, retreat, shape))
    return found


def _unweighed(
    action: Action,
    kind: int,
    counts: list[int],
    melds: tuple[Meld, ...],
    outlook: Outlook,
    level: Level,
    retreat: int,
    shape: Shape,
) -> Option:
    """A discard the level does not weigh: a step back (``retreat`` shanten behind the
    fastest), or the 报听 it would (not) declare with it, priced as declared
    (undeclared)."""
    seen = outlook
    if action.declare_ready:
        seen = dataclasses.replace(outlook, declared=True)
    else:
        level = dataclasses.replace(level, ready_min_live=NEVER_DECLARES)
    counts[kind] -= 1
    after = shape.shanten(counts)
    found = assess(counts, melds, seen, level, after, False, retreat, retreat == 0, shape)
    counts[kind] += 1
    cost = deal_in_cost(kind, found, seen, level) if outlook.threatened else 0.0
    return Option(found.utility - cost, action, found.chance, outlook.deal_in[kind], False)
