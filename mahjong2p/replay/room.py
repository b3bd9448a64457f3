"""What a 欢乐豆 hand's replay keeps of its table (the ``"room"`` object of the format).

The room data (``levels/rooms.toml``) may change between versions, so a replay does not
look its room up: it stores the rate, the 起和 and the multipliers the hand was played
under — the engine's rule set is rebuilt from them, so a win that was legal then is legal
in the replay — and both sides' beans as the hand began (the watched table's HUD shows
them) with what the hand moved for the player (the list shows it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from mahjong2p.progression.beans.ruleset import gb_ruleset
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.store.fields import MAX_AMOUNT, Fields

ROOM_ID = re.compile(r"[a-z0-9_]{1,32}")  # as the room data spells its ids
MAX_FAN = 1000  # far above any 起和, cap or multiplier a room could set


@dataclass(frozen=True, slots=True)
class RoomHand:
    """``room``: the room's id (its name is ``beans.room.<id>`` in the text catalogue);
    ``beans_before``: the player's and the CPU's beans as the hand was dealt;
    ``beans_moved``: what the hand moved for the player (+ won, − paid, 0 for 荒牌)."""

    room: str
    rate: int
    min_fan: int
    fan_cap: int
    self_draw: int
    discard: int
    beans_before: tuple[int, int]
    beans_moved: int
    escaped: bool = False  # the player left the hand by 逃跑 (the replay stops there)

    @property
    def rules(self) -> RuleSet:
        """The engine's rule set the hand was played with."""
        return gb_ruleset(self.min_fan, self.self_draw, self.discard)


def room_to_json(room: RoomHand) -> dict[str, Any]:
    return {
        "id": room.room,
        "rate": room.rate,
        "min_fan": room.min_fan,
        "fan_cap": room.fan_cap,
        "self_draw": room.self_draw,
        "discard": room.discard,
        "beans_before": list(room.beans_before),
        "beans_moved": room.beans_moved,
        **({"escaped": True} if room.escaped else {}),
    }


def room_from_json(table: Fields) -> RoomHand:
    """The ``"room"`` table, every value checked (errors name the key, as the caller's)."""
    room_id = table.text("id", max_length=32)
    if not ROOM_ID.fullmatch(room_id):
        raise table.error("id", "must be a room id (a-z, 0-9, _)")
    before = table.entries("beans_before")
    if len(before) != 2 or not all(_beans(b) for b in before):
        raise table.error("beans_before", f"must be two bean amounts (0-{MAX_AMOUNT:,})")
    room = RoomHand(
        room=room_id,
        rate=table.integer("rate", minimum=1, maximum=MAX_AMOUNT),
        min_fan=table.integer("min_fan", maximum=MAX_FAN),
        fan_cap=table.integer("fan_cap", minimum=1, maximum=MAX_FAN),
        self_draw=table.integer("self_draw", minimum=1, maximum=MAX_FAN),
        discard=table.integer("discard", minimum=1, maximum=MAX_FAN),
        beans_before=(before[0], before[1]),
        beans_moved=table.integer("beans_moved", minimum=-MAX_AMOUNT, maximum=MAX_AMOUNT),
        escaped=table.has("escaped") and table.flag("escaped"),
    )
    table.finish()
    return room


def _beans(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_AMOUNT
