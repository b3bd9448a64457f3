"""Which rooms a player may sit down in, and why not; whether they may stay at a table.

RULES.md B6: a player sits down with ``entry_min`` to ``entry_max`` beans, stays while they
keep ``entry_min`` (winning past ``entry_max`` at the table does not force them out), and
below it must move down.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from mahjong2p.progression.rooms import BeanRules, Room


class Barrier(Enum):
    """Why a room is closed to a player."""

    BELOW_ENTRY = "below_entry"  # "需要 5,000 欢乐豆"
    ABOVE_LIMIT = "above_limit"  # "欢乐豆超过上限, 请去更高的场"


@dataclass(frozen=True, slots=True)
class Access:
    """One room as the room select shows it: open, or closed with the reason; ``needed``
    is the entry the player lacks (``BELOW_ENTRY``) or the limit they exceed."""

    room: Room
    barrier: Barrier | None

    @property
    def open(self) -> bool:
        return self.barrier is None

    @property
    def needed(self) -> int:
        return self.room.entry_max if self.barrier is Barrier.ABOVE_LIMIT else self.room.entry_min


class SeatAfterHand(Enum):
    """What becomes of the player's seat in the room after a hand: kept, a lower room's, or
    none (broke) — not the chair at the table, which is :class:`~mahjong2p.seat.Seat`."""

    STAY = "stay"
    MOVE_DOWN = "move_down"  # below this room's entry, another room still admits them
    BROKE = "broke"  # below every entry: only 破产补助 helps


def room_access(rules: BeanRules, beans: int) -> tuple[Access, ...]:
    """Every room, lowest first, open or closed for a player holding ``beans``."""
    return tuple(Access(room, _barrier(room, beans)) for room in rules.rooms)


def _barrier(room: Room, beans: int) -> Barrier | None:
    if beans < room.entry_min:
        return Barrier.BELOW_ENTRY
    if beans > room.entry_max:
        return Barrier.ABOVE_LIMIT
    return None


def open_rooms(rules: BeanRules, beans: int) -> tuple[Room, ...]:
    return tuple(a.room for a in room_access(rules, beans) if a.open)


def is_broke(rules: BeanRules, beans: int) -> bool:
    """Below the lowest entry: no room admits the player."""
    return beans < rules.lowest_entry


def seat_after_hand(rules: BeanRules, room: Room, beans: int) -> SeatAfterHand:
    if beans >= room.entry_min:
        return SeatAfterHand.STAY
    return SeatAfterHand.BROKE if is_broke(rules, beans) else SeatAfterHand.MOVE_DOWN


def room_to_move_to(rules: BeanRules, beans: int) -> Room | None:
    """The highest room that admits ``beans`` (where a player who must move down goes)."""
    rooms = open_rooms(rules, beans)
    return rooms[-1] if rooms else None
