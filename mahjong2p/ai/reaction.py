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

The calls the level does not weigh are priced only when asked for (the review shows them
beside the level's own), by the hand they leave; the level never takes one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from mahjong2p.ai.assess import Assessment, assess, rank_discards
from mahjong2p.ai.calls import hand_after_call
from mahjong2p.ai.choice import Option
from mahjong2p.ai.efficiency import Shape, discard_shanten
from mahjong2p.ai.levels import Level
from mahjong2p.ai.outlook import Outlook
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.shape import shanten_of

# The calls weighed by the discard they leave (an open kong leaves none).
STEP_CALLS = frozenset({ActionKind.CHI, ActionKind.PON})
# An eager caller (a habit of the lower levels, :mod:`.habits`) takes a call that looks
# nearly as good as passing over passing: this much above it.
EAGER_EDGE = 1.001
# How much an open kong on an open hand is worth over passing: a small edge, never a step.
OPEN_KONG_EDGE = 1.05


class Standing(NamedTuple):
    """The hand as it stands before the call (``now``: passing is worth it), as ``level``
    weighs it; ``ruled_out``: price the calls the level does not weigh too."""

    counts: list[int]
    melds: tuple[Meld, ...]
    outlook: Outlook
    level: Level
    now: Assessment
    ruled_out: bool


def reaction_options(
    legal: Sequence[Action],
    discard: int | None,
    counts: list[int],
    melds: tuple[Meld, ...],
    outlook: Outlook,
    level: Level,
    ruled_out: bool = False,
) -> list[Option]:
    """Passing, worth the hand as it stands, and every call on the opponent's ``discard``
    that is worth strictly more (for an eager caller, nearly as much); with ``ruled_out``,
    after them every other call, priced by the hand it leaves and not weighed. Without a
    ``discard`` (a chance to rob a kong, taken as a win) passing is all there is to price."""
    now = assess(counts, melds, outlook, level)
    options = [Option(now.utility, a, now.chance) for a in legal if a.kind is ActionKind.PASS]
    if discard is None:
        return options
    standing = Standing(counts, melds, outlook, level, now, ruled_out)
    others = []
    for action in legal:
        if action.kind in STEP_CALLS:
            option = _call(action, discard, standing)
        elif action.kind is ActionKind.OPEN_KONG:
            option = _open_kong(action, discard, standing)
        else:
            continue
        if option is not None:
            (options if option.weighed else others).append(option)
    return options + others


def _call(action: Action, discard: int, standing: Standing) -> Option | None:
    """The call with its best discard: weighed when it gains a step (for an eager caller,
    when it does not step back) and is worth more than passing (for an eager caller,
    nearly as much); else priced with ``ruled_out`` (``None`` without)."""
    level, now, ruled_out = standing.level, standing.now, standing.ruled_out
    after, new_melds = hand_after_call(action, discard, standing.counts, standing.melds)
    needed = now.shanten + (1 if level.call_eagerness else 0)
    gains = min(discard_shanten(after, Shape.of(new_melds)).values()) < needed
    if not gains and not ruled_out:
        return None
    best = rank_discards(after, new_melds, standing.outlook, level)[0]
    utility, chance, passing = best.assessment.utility, best.assessment.chance, now.utility
    if gains and level.call_eagerness and utility >= passing * (1 - level.call_eagerness):
        return Option(max(utility, passing) * EAGER_EDGE, action, chance)
    if gains and utility > passing:
        return Option(utility, action, chance)
    return Option(best.utility, action, chance, weighed=False) if ruled_out else None


def _open_kong(action: Action, discard: int, standing: Standing) -> Option | None:
    """An open kong is taken only on an already open hand and when the three tiles were a
    set anyway (the hand is as close to ready with the kong as without it); else priced
    with ``ruled_out`` by the hand it leaves, with its replacement draw."""
    open_hand = any(m.kind.is_open for m in standing.melds)
    if not open_hand and not standing.ruled_out:
        return None
    after, new_melds = hand_after_call(action, discard, standing.counts, standing.melds)
    keeps = open_hand and shanten_of(after, new_melds) <= standing.now.shanten
    if not keeps and not standing.ruled_out:
        return None
    found = assess(after, new_melds, standing.outlook, standing.level, kong=True)
    if keeps:
        return Option(standing.now.utility * OPEN_KONG_EDGE, action, found.chance)
    return Option(found.utility, action, found.chance, weighed=False)
