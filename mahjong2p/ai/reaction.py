"""The opponent's discard: 吃 or 碰 when the call is worth more than passing.

A call is weighed by the hand its best discard leaves (calls give up the concealed forms,
门清 and, through the value estimate, what the hand was heading for), against the hand as
it stands before the next draw. The danger of that discard decides which tile goes, not
whether to call: passing has a discard to make next turn too.

Calls that do not bring the hand closer to ready are not weighed at all: in this game they
only give shape away (and a draw). The lower levels' eager callers (``call_eagerness``, a
habit of :mod:`.habits`) weigh them anyway and take one that looks nearly as good as
passing. The open kong (明杠) is the one exception, and only on a hand that is
open already: in two-player play passing draws just the same, so the kong gains no step,
but with 门清 gone it costs nothing either and adds a 花牌 indicator and a 杠上开花 chance.
On a concealed hand it would throw 门清 away for that, so the CPU passes.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong2p.ai.assess import assess, rank_discards
from mahjong2p.ai.choice import Option
from mahjong2p.ai.efficiency import Shape, discard_shanten
from mahjong2p.ai.levels import Level
from mahjong2p.ai.outlook import Outlook
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.shape import shanten_of
from mahjong2p.rules.tiles import kind_of

CALLS = {ActionKind.CHI: MeldKind.CHI, ActionKind.PON: MeldKind.PON}
# An eager caller (a habit of the lower levels, :mod:`.habits`) takes a call that looks
# nearly as good as passing over passing: this much above it.
EAGER_EDGE = 1.001
# How much an open kong on an open hand is worth over passing: a small edge, never a step.
OPEN_KONG_EDGE = 1.05


def reaction_options(
    legal: Sequence[Action],
    discard: int,
    counts: list[int],
    melds: tuple[Meld, ...],
    outlook: Outlook,
    level: Level,
) -> list[Option]:
    """Passing, worth the hand as it stands, and every call on the opponent's ``discard``
    that is worth strictly more (for an eager caller, nearly as much)."""
    now = assess(counts, melds, outlook, level)
    passing = now.utility
    options = [Option(passing, a) for a in legal if a.kind is ActionKind.PASS]
    for action in legal:
        if action.kind in CALLS:
            utility = _call_utility(action, discard, counts, melds, outlook, level, now.shanten)
            if utility is None:
                continue
            if level.call_eagerness and utility >= passing * (1 - level.call_eagerness):
                options.append(Option(max(utility, passing) * EAGER_EDGE, action))
            elif utility > passing:
                options.append(Option(utility, action))
        elif action.kind is ActionKind.OPEN_KONG and _kong_keeps_shape(
            action, discard, counts, melds, now.shanten
        ):
            options.append(Option(passing * OPEN_KONG_EDGE, action))
    return options


def _kong_keeps_shape(
    action: Action, discard: int, counts: list[int], melds: tuple[Meld, ...], shanten_now: int
) -> bool:
    """An open kong is taken only on an already open hand and when the three tiles were a
    set anyway (the hand is as close to ready with the kong as without it)."""
    if not any(m.kind.is_open for m in melds):
        return False
    after = list(counts)
    after[kind_of(discard)] -= len(action.tiles)
    kong = Meld(MeldKind.KONG, tuple(sorted((*action.tiles, discard))), discard)
    return shanten_of(after, (*melds, kong)) <= shanten_now


def _call_utility(
    action: Action,
    discard: int,
    counts: list[int],
    melds: tuple[Meld, ...],
    outlook: Outlook,
    level: Level,
    shanten_now: int,
) -> float | None:
    """The call's worth with its best discard, or ``None`` when it gains no step (for an
    eager caller, when it steps back)."""
    after = list(counts)
    for tile in action.tiles:
        after[kind_of(tile)] -= 1
    meld = Meld(CALLS[action.kind], tuple(sorted((*action.tiles, discard))), discard)
    new_melds = (*melds, meld)
    needed = shanten_now + (1 if level.call_eagerness else 0)
    if min(discard_shanten(after, Shape.of(new_melds)).values()) >= needed:
        return None
    return rank_discards(after, new_melds, outlook, level)[0].assessment.utility
