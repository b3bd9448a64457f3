"""Own kongs (暗杠, 加杠) as every model sees them: which actions they are, and the hand one
leaves — the arcade's and the 72-tile CPU's options and the review's pricers all price a
kong by that hand, so they share one account of it."""

from __future__ import annotations

from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.tiles import kind_of

KONGS = frozenset({ActionKind.CONCEALED_KONG, ActionKind.ADDED_KONG})


def hand_after_kong(
    action: Action, counts: list[int], melds: tuple[Meld, ...]
) -> tuple[list[int], tuple[Meld, ...]]:
    """The concealed counts and melds after a concealed or added kong (before its
    replacement draw)."""
    after = list(counts)
    if action.kind is ActionKind.CONCEALED_KONG:
        after[kind_of(action.tiles[0])] -= len(action.tiles)
        meld = Meld(MeldKind.CONCEALED_KONG, tuple(sorted(action.tiles)))
        return after, (*melds, meld)
    assert action.tile is not None
    kind = kind_of(action.tile)
    after[kind] -= 1
    upgraded = tuple(
        Meld(MeldKind.ADDED_KONG, tuple(sorted((*m.tiles, action.tile))), m.called)
        if m.kind is MeldKind.PON and m.first_kind == kind
        else m
        for m in melds
    )
    return after, upgraded
