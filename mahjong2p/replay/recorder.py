"""A hand as a replay stamped with the time it was kept (the hands' records are written by
:mod:`mahjong2p.play.hand_records`)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from mahjong2p.progression.deal import RigKind
from mahjong2p.replay.record import Replay, replay_of
from mahjong2p.replay.room import RoomHand
from mahjong2p.rules.hand import Hand

if TYPE_CHECKING:
    pass

ROOM_STAGE = 1  # the format's stage, unused by a 欢乐豆 hand


def replay_now(
    hand: Hand, stage: int, rig: RigKind | None = None, room: RoomHand | None = None
) -> Replay:
    return replay_of(hand, stage, time.strftime("%Y-%m-%d %H:%M:%S"), rig, room)
