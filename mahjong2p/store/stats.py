"""``stats.json`` in the player's data folder: read (a damaged file is moved aside and the
statistics start afresh, with a one-line message — never a crash; the temporary file of a
killed write is removed) and written atomically.
The file is bounded: the arcade's four stages' totals and the last hands."""

from __future__ import annotations

import json
import logging
from pathlib import Path

from mahjong2p.codec.safe_json import load_json_file
from mahjong2p.stats.record import Stats, stats_from_json, stats_to_json
from mahjong2p.store.saves import _move_aside, remove_leftover_temps, write_atomically

log = logging.getLogger(__name__)

FILE = "stats.json"
LIMIT = 1024 * 1024  # bytes: 200 hands are some tens of kilobytes


def load_stats(folder: Path) -> tuple[Stats, str | None]:
    """The statistics in ``folder`` (fresh ones if there are none) and a message when the
    file was damaged and set aside."""
    path = folder / FILE
    remove_leftover_temps(path)  # a write killed mid-way leaves its temporary file
    if not path.exists():
        return Stats(), None
    try:
        return stats_from_json(load_json_file(path, LIMIT)), None
    except (OSError, ValueError) as exc:  # DataFileError and StatsError among them
        log.warning("statistics file set aside: %s", exc)
        try:
            kept = _move_aside(path, "damaged")
        except OSError as move_error:
            return Stats(), f"{FILE}: {exc}; it could not be set aside ({move_error.strerror})"
        return Stats(), f"{FILE}: {exc}; kept as {kept.name}; starting afresh"


def save_stats(folder: Path, stats: Stats) -> str | None:
    """Write the statistics; ``None`` on success, else a one-line message."""
    try:
        write_atomically(folder / FILE, json.dumps(stats_to_json(stats), separators=(",", ":")))
    except OSError as exc:
        log.warning("statistics not saved: %s", exc)
        return f"{FILE}: {exc.strerror or exc}"
    return None
