"""Replay files in the user data folder: ``replays/`` beside the save file, one small
JSON file per finished hand, the newest :data:`KEEP` kept.

Writing goes through the save module's atomic writer; reading never raises: a file that
cannot be read, parsed or replayed is skipped and counted, so the list shows the rest
and a one-line message.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from pathlib import Path

from mahjong2p.progression.saves import write_atomically
from mahjong2p.replay.record import Replay, ReplayError, replay_from_json, replay_to_json
from mahjong2p.rules.actions import IllegalActionError

log = logging.getLogger(__name__)

FOLDER = "replays"
KEEP = 50


@dataclass(frozen=True)
class Stored:
    path: Path
    replay: Replay


def replay_folder(data_folder: Path) -> Path:
    return data_folder / FOLDER


def file_name(replay: Replay) -> str:
    """Sortable by time: ``20260101-120000-s<seed>-h<hand>.json``."""
    stamp = "".join(c for c in replay.played_at if c.isdigit())[:14] or "0"
    stamp = f"{stamp[:8]}-{stamp[8:]}" if len(stamp) == 14 else stamp
    return f"{stamp}-s{replay.seed}-h{replay.hand_number}.json"


def save_replay(folder: Path, replay: Replay) -> str | None:
    """Write one replay and drop the oldest beyond :data:`KEEP`; a message on failure."""
    path = folder / file_name(replay)
    try:
        write_atomically(path, json.dumps(replay_to_json(replay), separators=(",", ":")))
        for old in sorted(folder.glob("*.json"))[:-KEEP]:
            old.unlink()
    except OSError as exc:
        log.warning("replay not saved: %s", exc)
        return f"{path}: {exc.strerror or exc}"
    return None


def load_replays(folder: Path) -> tuple[list[Stored], list[str]]:
    """The usable replays, newest first, and the names of the files that were skipped."""
    found: list[Stored] = []
    skipped: list[str] = []
    paths = sorted(folder.glob("*.json"), reverse=True) if folder.is_dir() else []
    for path in paths[:KEEP]:
        try:
            replay = replay_from_json(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError, ReplayError) as exc:
            log.warning("replay %s skipped: %s", path.name, exc)
            skipped.append(path.name)
            continue
        found.append(Stored(path, replay))
    return found, skipped


def check(replay: Replay) -> bool:
    """Do the actions replay? (The list checks a replay only when it is opened.)"""
    try:
        replay.play()
    except (IllegalActionError, ValueError, IndexError) as exc:
        log.warning("replay does not play: %s", exc)
        return False
    return True
