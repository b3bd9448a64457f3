"""Keeping the replay of every hand the player finishes (called as the results appear)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

from mahjong2p.progression.deal import RigKind
from mahjong2p.replay.record import Replay, replay_of
from mahjong2p.replay.room import RoomHand
from mahjong2p.replay.store import replay_folder, save_replay
from mahjong2p.rules.hand import Hand

if TYPE_CHECKING:
    from mahjong2p.app.context import AppContext

ROOM_STAGE = 1  # the format's stage, unused by a 欢乐豆 hand


def replay_now(
    hand: Hand, stage: int, rig: RigKind | None = None, room: RoomHand | None = None
) -> Replay:
    return replay_of(hand, stage, time.strftime("%Y-%m-%d %H:%M:%S"), rig, room)


def keep_replay(ctx: AppContext, hand: Hand, stage: int, rig: RigKind | None = None) -> None:
    """Save the hand's replay (played in ``stage``) in the player's data folder (nothing
    for a memory-only profile); a failure is logged by the store and never stops the game."""
    folder = ctx.profile.folder
    if folder is not None and ctx.profile.can_save:
        save_replay(replay_folder(folder), replay_now(hand, stage, rig))


def keep_room_replay(data_folder: Path | None, hand: Hand, room: RoomHand) -> Replay:
    """Save a 欢乐豆 hand's replay in ``data_folder`` (``None``: a memory-only wallet, not
    kept); like :func:`keep_replay`, a failure is logged and never stops the game. The
    replay is returned either way: the results screen can watch the hand at once."""
    replay = replay_now(hand, ROOM_STAGE, room=room)
    if data_folder is not None:
        save_replay(replay_folder(data_folder), replay)
    return replay
