"""Which keys the sidebar names: only those that do something at this moment — never
"Enter 出牌" when there is nothing to discard (the CPU's turn, a call, a stage feature's
choice, a replay, the title's attract mode)."""

from __future__ import annotations

from enum import Enum


class Moment(Enum):
    """The table's moment; the value is the catalogue key of its key hints."""

    TURN = "keys.turn"  # the player discards
    CALL = "keys.call"  # the action bar asks (吃 / 碰 / 杠 / 和 / 过)
    CHOICE = "keys.choice"  # a stage feature's overlay asks
    WAIT = "keys.wait"  # nothing to decide: the CPU's turn, an animation
    REPLAY = "keys.replay"  # a 牌谱 plays back
    ATTRACT = "keys.attract"  # the title's demo hand
