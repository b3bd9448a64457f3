"""The legal actions of the seat to act, computed from a hand's state (RULES.md A4, A5, A8,
B4); 报听 only where the rule set has it, and a win only where its scoring allows it.

Kept apart from :mod:`mahjong2p.rules.hand` so that the question "what may be done now" is
answered in one place that reads the state and never changes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.features.legal import choice_actions, item_actions
from mahjong2p.rules.melds import MeldKind
from mahjong2p.rules.phase import Phase, PhaseKind
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.seat import SeatState
from mahjong2p.rules.shape import is_ready, shanten_after_discards
from mahjong2p.rules.tiles import COPIES, FLOWER_BASE, NUM_FLOWERS, NUM_KINDS, is_honour

if TYPE_CHECKING:
    from mahjong2p.rules.hand import Hand


def legal_actions(hand: Hand) -> list[Action]:
    phase = hand.phase
    if phase.kind is PhaseKind.TURN:
        return _turn_actions(hand, phase)
    if phase.kind is PhaseKind.REACTION:
        assert phase.tile is not None
        return reaction_actions(hand, phase.seat, phase.tile)
    if phase.kind is PhaseKind.ROB_KONG:
        return [Action(ActionKind.ROB_KONG, phase.seat), Action(ActionKind.PASS, phase.seat)]
    if phase.kind is PhaseKind.HAITEI:
        picked = hand.haitei_picked
        return [
            Action(ActionKind.HAITEI_PICK, phase.seat, tile=slot)
            for slot in range(len(hand.wall.dead))
            if slot not in picked
        ]
    if phase.kind is PhaseKind.CHOICE:
        return choice_actions(hand, phase)
    return []


def _turn_actions(hand: Hand, phase: Phase) -> list[Action]:
    seat_no = phase.seat
    seat = hand.seats[seat_no]
    # One shanten answers both the win (-1) and the 报听 gate (> 0: no discard leaves
    # the hand ready), as two calls on the same hand did; a hand known to be one tile
    # away or more needs no search for either.
    shanten = None if phase.after_call else seat.shanten_unless_far()
    actions: list[Action] = []
    if shanten == -1:
        win_tile = seat.drawn if seat.drawn is not None else seat.concealed[-1]
        if hand.rules.scoring.allows(hand, seat_no, WinBy.TSUMO, win_tile):
            actions.append(Action(ActionKind.TSUMO, seat_no))
    if seat.declared_ready:
        assert seat.drawn is not None
        actions.append(_DISCARDS[seat_no][seat.drawn])
        return actions
    actions.extend(map(_DISCARDS[seat_no].__getitem__, seat.concealed))
    if hand.rules.bao_ting and (seat.shanten_unless_far() if shanten is None else shanten) <= 0:
        actions.extend(_ready_discards(seat, seat_no))
    if hand.wall.live_count > 0 and not phase.after_call:
        actions.extend(_own_kongs(seat, seat_no))
    actions.extend(item_actions(hand, seat_no))
    return actions


def _ready_discards(seat: SeatState, seat_no: int) -> list[Action]:
    """报听 discards: each discard that leaves the hand ready (A8 meaning: a live wait).

    Only a discard that leaves shanten 0 can leave a wait, so one batch shanten over the
    kinds held picks the few whose waits are looked for.
    """
    key, meld_count, green = seat.shape()
    kinds = [kind for kind, n in enumerate(key) if n]
    after = shanten_after_discards(key, kinds, meld_count, green)
    good_kinds: set[int] = set()
    counts = list(key)
    for kind, left in zip(kinds, after, strict=True):
        if left == 0:
            counts[kind] -= 1
            if is_ready(counts, seat.melds):
                good_kinds.add(kind)
            counts[kind] += 1
    ready = _READY_DISCARDS[seat_no]
    return [ready[t] for t in seat.concealed if t // COPIES in good_kinds]


def _own_kongs(seat: SeatState, seat_no: int) -> list[Action]:
    key = seat.shape()[0]
    actions = []
    if COPIES in key:  # the bytes hold a 4: some kind is held four times (rare)
        actions = [
            Action(ActionKind.CONCEALED_KONG, seat_no, tiles=tuple(seat.tiles_of_kind(kind)))
            for kind, n in enumerate(key)
            if n == COPIES
        ]
    for meld in seat.melds:
        if meld.kind is MeldKind.PON:
            actions.extend(
                Action(ActionKind.ADDED_KONG, seat_no, tile=t)
                for t in seat.tiles_of_kind(meld.first_kind)
            )
    return actions


def reaction_actions(hand: Hand, seat_no: int, tile: int) -> list[Action]:
    """What ``seat_no`` may do with the opponent's discard ``tile``; PASS is always there.

    The discard completes the hand exactly when its kind is one of the hand's waits by
    shape, which the seat's last discard (报听 bookkeeping) has usually just looked up.
    """
    seat = hand.seats[seat_no]
    actions: list[Action] = []
    if seat.wins_with(tile) and hand.rules.scoring.allows(hand, seat_no, WinBy.RON, tile):
        actions.append(Action(ActionKind.RON, seat_no))
    if hand.wall.live_count > 0 and not seat.declared_ready:
        actions.extend(_calls(seat, seat_no, tile // COPIES))
    actions.append(_PASSES[seat_no])
    return actions


# Every discard and PASS as one record per (seat, tile), built once: a turn offers one
# discard per concealed tile, and actions are values, so the same record serves every turn.
_TILE_IDS = range((FLOWER_BASE + NUM_FLOWERS) * COPIES)
_DISCARDS = tuple(
    tuple(Action(ActionKind.DISCARD, seat, tile=t) for t in _TILE_IDS) for seat in (0, 1)
)
_READY_DISCARDS = tuple(
    tuple(Action(ActionKind.DISCARD, seat, tile=t, declare_ready=True) for t in _TILE_IDS)
    for seat in (0, 1)
)
_PASSES = (Action(ActionKind.PASS, 0), Action(ActionKind.PASS, 1))


def _calls(seat: SeatState, seat_no: int, kind: int) -> list[Action]:
    """吃, 碰 and 明杠 of a discard of ``kind``; the seat's counts say which are possible
    before any tiles are looked for (after most discards, none)."""
    key = seat.shape()[0]
    actions = []
    if key[kind] >= 2:
        same = seat.tiles_of_kind(kind)
        actions.append(Action(ActionKind.PON, seat_no, tiles=tuple(same[:2])))
        if len(same) == 3:
            actions.append(Action(ActionKind.OPEN_KONG, seat_no, tiles=tuple(same)))
    for first, second in _CHI_PARTNERS[kind]:
        if key[first] and key[second]:
            tiles = (seat.tiles_of_kind(first)[0], seat.tiles_of_kind(second)[0])
            actions.append(Action(ActionKind.CHI, seat_no, tiles=tiles))
    return actions


def _chi_partners(kind: int) -> tuple[tuple[int, int], ...]:
    """The two other kinds of each sequence a discard of ``kind`` can complete: as its
    low, middle or high tile, in that order (none for an honour)."""
    if is_honour(kind):
        return ()
    position = kind % 9
    return tuple(
        tuple(k for k in (low, low + 1, low + 2) if k != kind)  # type: ignore[misc]
        for low in (kind - 2, kind - 1, kind)
        if position - (kind - low) >= 0 and position - (kind - low) + 2 <= 8
    )


_CHI_PARTNERS = tuple(_chi_partners(kind) for kind in range(NUM_KINDS))
