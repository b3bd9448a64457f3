"""The legal answers to a stage feature's choice, and the item actions of a turn.

Read-only, like :mod:`mahjong2p.rules.legal`, which asks here for the CHOICE phase and
for the items at the end of the feature seat's turn actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong2p.rules.actions import Action, ActionKind, ChoiceActionKind
from mahjong2p.rules.features.choice import ITEMS, Choice
from mahjong2p.rules.features.supply import TRIPLET, available_counts, triplet_kinds
from mahjong2p.rules.phase import Phase
from mahjong2p.rules.tiles import kind_of

if TYPE_CHECKING:
    from mahjong2p.rules.hand import Hand


def choice_actions(hand: Hand, phase: Phase) -> list[Action]:
    """SELECT each unmarked tile while more may be marked, then the finishing actions
    (CONFIRM, or a PICK_KIND per available kind), and PASS to decline — always there."""
    assert phase.choice is not None
    seat_no, spec, marked = phase.seat, phase.choice.spec, phase.marked
    actions: list[Action] = []
    if spec.marks is None or len(marked) < spec.marks:
        actions.extend(
            Action(ChoiceActionKind.SELECT, seat_no, tile=t)
            for t in hand.seats[seat_no].concealed
            if t not in marked
        )
    complete = len(marked) >= 1 if spec.marks is None else len(marked) == spec.marks
    if complete and spec.by_kind:
        own = {kind_of(t) for t in marked}
        actions.extend(
            Action(ChoiceActionKind.PICK_KIND, seat_no, tile_kind=kind)
            for kind, n in enumerate(available_counts(hand.wall))
            if n and kind not in own
        )
    elif complete:
        actions.append(Action(ChoiceActionKind.CONFIRM, seat_no))
    actions.append(Action(ActionKind.PASS, seat_no))
    return actions


def item_actions(hand: Hand, seat_no: int) -> list[Action]:
    """USE_ITEM for each table item the feature seat still holds and can use now."""
    if seat_no != hand.config.feature_seat or not any(hand.items_left.values()):
        return []  # (no item left: the common case, answered without a look at each)
    return [
        Action(ChoiceActionKind.USE_ITEM, seat_no, item=item)
        for item in ITEMS
        if hand.items_left[item] and _usable(hand, seat_no, item)
    ]


def _usable(hand: Hand, seat_no: int, item: Choice) -> bool:
    if item is Choice.YI_HUA_JIE_MU:
        return len(hand.seats[seat_no].concealed) >= TRIPLET and bool(triplet_kinds(hand.wall))
    return True
