"""Keeping the replay of every hand the player finishes (called as the results appear)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from mahjong2p.progression.deal import RigKind
from mahjong2p.replay.record import Replay, replay_of
from mahjong2p.replay.store import replay_folder, save_replay
from mahjong2p.rules.hand import Hand

if TYPE_CHECKING:
    from mahjong2p.app.context import AppContext


def replay_now(hand: Hand, stage: int, rig: RigKind | None = None) -> Replay:
    return replay_of(hand, stage, time.strftime("%Y-%m-%d %H:%M:%S"), rig)


def keep_replay(ctx: AppContext, hand: Hand, stage: int, rig: RigKind | None = None) -> None:
    """Save the hand's replay (played in ``stage``) in the player's data folder (nothing
    for a memory-only profile); a failure is logged by the store and never stops the game."""
    folder = ctx.profile.folder
    if folder is not None and ctx.profile.can_save:
        save_replay(replay_folder(folder), replay_now(hand, stage, rig))
