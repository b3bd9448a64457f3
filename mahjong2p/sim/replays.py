"""``sim --replays DIR``: every simulated hand kept as a file in the game's replay format
(issue 27 §3), named as the game names its own, so that ``review`` reads them and the
game's replay list shows them when they are put in its ``replays`` folder.

A stage hand keeps the rigged-deal kind its stage rolled (the replay re-deals it); a
room's hand keeps its room (rate, 起和, cap, multipliers — the rule set is rebuilt from
them), with the beans a simulated player has none of: the room's entry and the CPU's
purse as it sits down, and what the hand's settlement asks at the room's rate. Files are
written as each hand ends (by whichever worker plays it); the folder is checked before
the first hand, so an unwritable one stops the run with one line.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

from mahjong2p.progression.beans.settle import cpu_purse
from mahjong2p.progression.deal import roll_rig
from mahjong2p.progression.levels import Stage
from mahjong2p.progression.rooms import BeanRules, Room
from mahjong2p.replay.record import replay_of, replay_to_json
from mahjong2p.replay.recorder import ROOM_STAGE
from mahjong2p.replay.room import RoomHand
from mahjong2p.rules.hand import Hand
from mahjong2p.sim.room_flow import hand_flow, hand_result
from mahjong2p.store.plain_files import probe_folder
from mahjong2p.store.replays import file_name
from mahjong2p.store.saves import write_atomically


class ReplayFolderError(ValueError):
    """The folder cannot take the replays; the message is one line."""


@dataclass(frozen=True)
class SimRoom:
    """The room a ``--room`` run plays, for its hands' replays."""

    rules: BeanRules
    room: Room


@dataclass(frozen=True)
class ReplayWriter:
    folder: Path
    played_at: str
    stage: Stage | None = None
    room: SimRoom | None = None

    @classmethod
    def into(cls, folder: Path, stage: Stage | None, room: SimRoom | None) -> ReplayWriter:
        """A writer for ``folder`` (made if missing), checked by writing a probe file."""
        try:
            probe_folder(folder, f".sim-probe-{os.getpid()}")
        except (OSError, ValueError) as exc:
            reason = getattr(exc, "strerror", None) or exc
            raise ReplayFolderError(f"--replays: {folder}: {reason}") from None
        return cls(folder, time.strftime("%Y-%m-%d %H:%M:%S"), stage, room)

    def write(self, hand: Hand) -> None:
        """Keep one ended hand (:class:`ReplayFolderError` if it cannot be written)."""
        if self.room is not None:
            replay = replay_of(hand, ROOM_STAGE, self.played_at, None, self._room_hand(hand))
        elif self.stage is not None:
            rig = roll_rig(self.stage, hand.seed, hand.hand_number)
            replay = replay_of(hand, self.stage.number, self.played_at, rig)
        else:
            replay = replay_of(hand, 1, self.played_at)
        path = self.folder / file_name(replay)
        try:
            write_atomically(path, json.dumps(replay_to_json(replay), separators=(",", ":")))
        except OSError as exc:
            raise ReplayFolderError(f"--replays: {path}: {exc.strerror or exc}") from None

    def _room_hand(self, hand: Hand) -> RoomHand:
        assert self.room is not None
        rules, room = self.room.rules, self.room.room
        return RoomHand.at(
            rules,
            room,
            (room.entry_min, cpu_purse(rules, room)),
            hand_flow(rules, room, hand_result(hand)),
        )
