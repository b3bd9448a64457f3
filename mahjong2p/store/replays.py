"""Replay files in the user data folder: ``replays/`` beside the save file, one small
JSON file per finished hand, the newest :data:`KEEP` kept.

Writing goes through the save module's atomic writer; reading never raises: a file that
cannot be read, parsed or replayed is skipped, counted and set aside, so the list shows the
rest and a one-line message. Only files named as the game names them are listed, set aside
or rotated away: anything else in the folder is the player's.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
from dataclasses import dataclass
from pathlib import Path

from mahjong2p.codec.safe_json import clipped, load_json_file
from mahjong2p.replay.record import Replay, replay_from_json, replay_to_json
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.store.saves import TEMP_SUFFIX, write_atomically

log = logging.getLogger(__name__)

FOLDER = "replays"
KEEP = 50
REPLAY_LIMIT = 512 * 1024  # bytes; a replay is a few kilobytes
OWN_NAME = re.compile(r"(\d{8}-\d{6}|\d{1,14})-s-?\d+-h\d+(-[a-z]+)?\.json")  # see file_name
DAMAGED_SUFFIX = ".damaged"


@dataclass(frozen=True)
class Stored:
    path: Path
    replay: Replay


def replay_folder(data_folder: Path) -> Path:
    return data_folder / FOLDER


def file_name(replay: Replay) -> str:
    """Sortable by time: ``20260101-120000-s<seed>-h<hand>.json``, with the rule set's
    name before ``.json`` for any but the arcade's (``-gb``), so hands of the two modes
    never share a name."""
    stamp = "".join(c for c in replay.played_at if c.isdigit())[:14] or "0"
    stamp = f"{stamp[:8]}-{stamp[8:]}" if len(stamp) == 14 else stamp
    mode = "" if replay.rules.id == ARCADE.id else f"-{replay.rules.id}"
    return f"{stamp}-s{replay.seed}-h{replay.hand_number}{mode}.json"


def _ours(folder: Path) -> list[Path]:
    """The replay files the game wrote (named by :func:`file_name`), oldest first: a file
    the player put in the folder is neither listed, set aside nor rotated away."""
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.glob("*.json") if OWN_NAME.fullmatch(p.name))


def save_replay(folder: Path, replay: Replay) -> str | None:
    """Write one replay and drop the oldest beyond :data:`KEEP`; a message on failure."""
    path = folder / file_name(replay)
    try:
        write_atomically(path, json.dumps(replay_to_json(replay), separators=(",", ":")))
        for old in _ours(folder)[:-KEEP]:
            old.unlink()
    except OSError as exc:
        log.warning("replay not saved: %s", exc)
        return f"{clipped(str(path))}: {exc.strerror or exc}"
    for temp in folder.glob(f"*.json.*{TEMP_SUFFIX}"):  # left by a write that was killed
        with contextlib.suppress(OSError):
            temp.unlink()
    return None


def load_replays(folder: Path) -> tuple[list[Stored], list[str]]:
    """The usable replays, newest first, and the names of the files that were skipped; a
    skipped file is set aside (``<name>.damaged``), so the list does not trip on it again."""
    found: list[Stored] = []
    skipped: list[str] = []
    for path in reversed(_ours(folder)[-KEEP:]):
        try:
            replay = replay_from_json(load_json_file(path, REPLAY_LIMIT))
        except (OSError, ValueError) as exc:  # DataFileError and ReplayError among them
            log.warning("replay %s skipped: %s", path.name, exc)
            skipped.append(path.name)
            set_aside(path)
            continue
        found.append(Stored(path, replay))
    return found, skipped


def set_aside(path: Path) -> None:
    """Rename a replay file that cannot be used to ``<name>.damaged`` (best effort: a file
    that cannot be renamed is only skipped)."""
    try:
        os.replace(path, path.with_name(path.name + DAMAGED_SUFFIX))
    except OSError as exc:
        log.warning("replay %s not set aside: %s", path.name, exc)


def check(replay: Replay) -> bool:
    """Do the actions replay? (The list checks a replay only when it is opened.)"""
    try:
        replay.play()
    except Exception as exc:  # the engine is not built to take damaged actions politely
        log.warning("replay does not play: %s", exc)
        return False
    return True
