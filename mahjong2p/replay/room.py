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
from typing import Annotated

from mahjong2p.codec.fields import MAX_AMOUNT
from mahjong2p.codec.marks import Bounds, Check, Entries, MaxLength, Stored
from mahjong2p.progression.beans.ruleset import gb_ruleset
from mahjong2p.progression.rooms import BeanRules, Room
from mahjong2p.rules.ruleset import RuleSet

ROOM_ID = re.compile(r"[a-z0-9_]{1,32}")  # as the room data spells its ids
MAX_FAN = 1000  # far above any 起和, cap or multiplier a room could set
Fan = Annotated[int, Bounds(1, MAX_FAN)]
Beans = Annotated[int, Bounds(0, MAX_AMOUNT)]


@dataclass(frozen=True, slots=True)
class RoomHand:
    """``room``: the room's id (its name is ``beans.room.<id>`` in the text catalogue);
    ``beans_before``: the player's and the CPU's beans as the hand was dealt;
    ``beans_moved``: what the hand moved for the player (+ won, − paid, 0 for 荒牌)."""

    room: Annotated[
        str,
        Stored(key="id"),
        MaxLength(32),
        Check(ROOM_ID.fullmatch, "must be a room id (a-z, 0-9, _)"),
    ]
    rate: Annotated[int, Bounds(1, MAX_AMOUNT)]
    min_fan: Annotated[int, Bounds(0, MAX_FAN)]
    fan_cap: Fan
    self_draw: Fan
    discard: Fan
    beans_before: Annotated[
        tuple[Beans, Beans], Entries(f"must be two bean amounts (0-{MAX_AMOUNT:,})")
    ]
    beans_moved: Annotated[int, Bounds(-MAX_AMOUNT, MAX_AMOUNT)]
    # the player left the hand by 逃跑 (the replay stops there); written only then
    escaped: Annotated[bool, Stored(since=True, omit_default=True)] = False

    @classmethod
    def at(
        cls,
        rules: BeanRules,
        room: Room,
        beans_before: tuple[int, int],
        beans_moved: int,
        escaped: bool = False,
    ) -> RoomHand:
        """The table of a hand played in ``room`` under today's ``rules``: what the replay
        must keep of them, since the room data may change before it is watched."""
        settlement = rules.settlement
        return cls(
            room.id,
            room.rate,
            rules.min_fan,
            rules.fan_cap,
            settlement.self_draw,
            settlement.discard,
            beans_before,
            beans_moved,
            escaped,
        )

    @property
    def rules(self) -> RuleSet:
        """The engine's rule set the hand was played with."""
        return gb_ruleset(self.min_fan, self.self_draw, self.discard)
