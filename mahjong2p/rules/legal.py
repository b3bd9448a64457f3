"""The legal actions of the seat to act, computed from a hand's state (RULES.md A4, A5, A8,
B4); 报听 only where the rule set has it, and a win only where its scoring allows it.

Kept apart from :mod:`mahjong2p.rules.hand` so that the question "what may be done now" is
answered in one place that reads the state and never changes it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.features.legal import choice_actions, item_actions
from mahjong2p.rules.melds import MeldKind
from mahjong2p.rules.phase import Phase, PhaseKind
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.seat import SeatState
from mahjong2p.rules.shape import is_ready, is_winning_hand, shanten_of
from mahjong2p.rules.tiles import is_honour, kind_of

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
    counts = seat.counts()  # counted once for the win, the 报听 and the kong questions
    actions: list[Action] = []
    if not phase.after_call and is_winning_hand(counts, seat.melds):
        win_tile = seat.drawn if seat.drawn is not None else seat.concealed[-1]
        if hand.rules.scoring.allows(hand, seat_no, WinBy.TSUMO, win_tile):
            actions.append(Action(ActionKind.TSUMO, seat_no))
    if seat.declared_ready:
        assert seat.drawn is not None
        actions.append(discard_action(seat_no, seat.drawn))
        return actions
    actions.extend([discard_action(seat_no, t) for t in seat.concealed])
    if hand.rules.bao_ting:
        actions.extend(_ready_discards(seat, seat_no, counts))
    if hand.wall.live_count > 0 and not phase.after_call:
        actions.extend(_own_kongs(seat, seat_no, counts))
    actions.extend(item_actions(hand, seat_no))
    return actions


def _ready_discards(seat: SeatState, seat_no: int, counts: list[int]) -> list[Action]:
    """报听 discards: each discard that leaves the hand ready (A8 meaning: a live wait).

    The shanten gate skips the per-discard wait search on the many turns when no discard
    can leave the hand ready. ``counts`` (the seat's) are changed and put back.
    """
    if shanten_of(counts, seat.melds) > 0:
        return []
    good_kinds: set[int] = set()
    for kind in {kind_of(t) for t in seat.concealed}:
        counts[kind] -= 1
        if is_ready(counts, seat.melds):
            good_kinds.add(kind)
        counts[kind] += 1
    return [discard_action(seat_no, t, True) for t in seat.concealed if kind_of(t) in good_kinds]


def _own_kongs(seat: SeatState, seat_no: int, counts: list[int]) -> list[Action]:
    actions = [
        Action(ActionKind.CONCEALED_KONG, seat_no, tiles=tuple(seat.tiles_of_kind(kind)))
        for kind, n in enumerate(counts)
        if n == 4
    ]
    for meld in seat.melds:
        if meld.kind is MeldKind.PON:
            actions.extend(
                Action(ActionKind.ADDED_KONG, seat_no, tile=t)
                for t in seat.tiles_of_kind(meld.first_kind)
            )
    return actions


def reaction_actions(hand: Hand, seat_no: int, tile: int) -> list[Action]:
    """What ``seat_no`` may do with the opponent's discard ``tile``; PASS is always there."""
    seat = hand.seats[seat_no]
    kind = kind_of(tile)
    counts = seat.counts()  # counted once for the win and the calls
    counts[kind] += 1
    wins = is_winning_hand(counts, seat.melds)
    counts[kind] -= 1
    actions: list[Action] = []
    if wins and hand.rules.scoring.allows(hand, seat_no, WinBy.RON, tile):
        actions.append(Action(ActionKind.RON, seat_no))
    if hand.wall.live_count > 0 and not seat.declared_ready:
        actions.extend(_calls(seat, seat_no, kind, counts))
    actions.append(pass_action(seat_no))
    return actions


@lru_cache(maxsize=1024)
def discard_action(seat_no: int, tile: int, declare_ready: bool = False) -> Action:
    """The discard of ``tile``, built once: a turn offers one per concealed tile and actions
    are values, so the same record serves every turn (at most 2 × 168 × 2 exist)."""
    return Action(ActionKind.DISCARD, seat_no, tile=tile, declare_ready=declare_ready)


@lru_cache(maxsize=2)
def pass_action(seat_no: int) -> Action:
    """PASS, built once per seat (offered after nearly every discard)."""
    return Action(ActionKind.PASS, seat_no)


def _calls(seat: SeatState, seat_no: int, kind: int, counts: list[int]) -> list[Action]:
    """吃, 碰 and 明杠 of a discard of ``kind``; ``counts`` (the seat's) say which are
    possible before any tiles are looked for (after most discards, none)."""
    actions = []
    if counts[kind] >= 2:
        same = seat.tiles_of_kind(kind)
        actions.append(Action(ActionKind.PON, seat_no, tiles=tuple(same[:2])))
        if len(same) == 3:
            actions.append(Action(ActionKind.OPEN_KONG, seat_no, tiles=tuple(same)))
    if not is_honour(kind):
        actions.extend(_chis(seat, seat_no, kind, counts))
    return actions


def _chis(seat: SeatState, seat_no: int, kind: int, counts: list[int]) -> list[Action]:
    """Every sequence the discard can complete: as its low, middle or high tile."""
    position = kind % 9
    actions = []
    for low in (kind - 2, kind - 1, kind):
        if not (position - (kind - low) >= 0 and position - (kind - low) + 2 <= 8):
            continue
        others = [k for k in (low, low + 1, low + 2) if k != kind]
        if all(counts[k] for k in others):
            tiles = [seat.tiles_of_kind(k) for k in others]
            actions.append(Action(ActionKind.CHI, seat_no, tiles=(tiles[0][0], tiles[1][0])))
    return actions
