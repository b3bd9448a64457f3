"""Calls on the opponent's discard (吃, 碰, 明杠) as every model sees them: the meld each
makes and the hand it leaves — both CPUs weigh a call by that hand, so they share one
account of it."""

from __future__ import annotations

from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.tiles import kind_of

CALL_MELDS = {
    ActionKind.CHI: MeldKind.CHI,
    ActionKind.PON: MeldKind.PON,
    ActionKind.OPEN_KONG: MeldKind.KONG,
}


def hand_after_call(
    action: Action, discard: int, counts: list[int], melds: tuple[Meld, ...]
) -> tuple[list[int], tuple[Meld, ...]]:
    """The concealed counts and the melds after calling the physical tile ``discard`` with
    ``action`` (before the call's own discard, or a kong's replacement draw)."""
    after = list(counts)
    for tile in action.tiles:
        after[kind_of(tile)] -= 1
    meld = Meld(CALL_MELDS[action.kind], tuple(sorted((*action.tiles, discard))), discard)
    return after, (*melds, meld)
