"""The save file: ``save.json`` in the user data folder (``MAHJONG2P_DATA_DIR`` overrides).

Written atomically — a temporary file in the same folder, flushed and fsynced, then
``os.replace`` — so a crash mid-write leaves the previous save whole (and the next start
removes the temporary file a kill left). Loading never raises and never lets the game
overwrite the player's file: a damaged, unreadable, oversized or non-regular file is moved
aside as ``save.json.<why>-<time>`` (``damaged``, ``unreadable``, ``unusable``), a file from
a newer schema version as ``save.json.v<N>-<time>``; the game starts clean — or with every
part that was still valid, when only some entries were bad — and :class:`Loaded` carries
the notice. A file that cannot be moved aside stays, and the session is not saved.
"""

from __future__ import annotations

import contextlib
import glob
import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from mahjong2p.paths import user_data_dir
from mahjong2p.progression.progress import (
    SCHEMA_VERSION,
    Progress,
    progress_to_json,
    salvage_progress,
)
from mahjong2p.progression.safe_json import DataFileError, clipped, parse_json, read_capped

SAVE_FILE = "save.json"
SAVE_LIMIT = 4 * 1024 * 1024  # bytes; a real save is a few kilobytes (a 200 MB one took 800 MB)
TEMP_SUFFIX = ".tmp"


@dataclass(frozen=True, slots=True)
class Loaded:
    """The progress to start from, and for the player, when something was off, a notice
    (an i18n catalogue key) with a one-line ``message`` naming what it was. ``can_save``
    is false when a file that must not be overwritten could not be moved aside: the game
    then plays without saving rather than destroy it."""

    progress: Progress
    message: str | None = None
    can_save: bool = True
    notice: str | None = None


def save_path(folder: Path | None = None) -> Path:
    return (user_data_dir() if folder is None else folder) / SAVE_FILE


def load_progress(folder: Path | None = None) -> Loaded:
    """The saved progress, or as much of it as is valid, or a clean start; whatever was
    off, the file is set aside untouched (or, if it cannot be moved, saving is off) and the
    player is told."""
    path = save_path(folder)
    remove_leftover_temps(path)
    try:
        raw = read_capped(path, SAVE_LIMIT)
    except FileNotFoundError:
        return Loaded(Progress())
    except OSError as exc:  # permission denied, an I/O error: never overwrite it blind
        return _set_aside(path, "unreadable", f"could not be read ({exc.strerror or exc})")
    except DataFileError as exc:  # a FIFO, a folder, 200 MB
        return _set_aside(path, "unusable", f"could not be used ({exc})")
    try:
        data = parse_json(raw)
    except DataFileError as exc:
        return _set_aside(path, "damaged", f"was damaged ({exc})")
    version = data.get("schema_version") if isinstance(data, dict) else None
    if isinstance(version, int) and not isinstance(version, bool) and version > SCHEMA_VERSION:
        what = f"is from a newer version of the game (schema {version})"
        return _set_aside(path, f"v{version}", what, notice="hardening.save_newer")
    try:
        salvaged = salvage_progress(data)
    except Exception as exc:  # SaveDataError, or anything a damaged file found: start clean
        return _set_aside(path, "damaged", f"was damaged ({_first_line(exc)})")
    if not salvaged.dropped:
        return Loaded(salvaged.progress)
    more = f"; {len(salvaged.dropped) - 1} more" if len(salvaged.dropped) > 1 else ""
    what = f"had parts that could not be used ({salvaged.dropped[0]}{more}); they were left out"
    return _set_aside(path, "damaged", what, salvaged.progress, notice="hardening.save_partly_kept")


def _first_line(exc: Exception) -> str:
    return clipped(str(exc).splitlines()[0]) if str(exc) else type(exc).__name__


def _set_aside(
    path: Path,
    tag: str,
    what: str,
    progress: Progress | None = None,
    notice: str = "notice.save_damaged",
) -> Loaded:
    """Set the file aside untouched and go on with ``progress`` (default: a clean start);
    if it cannot be moved, leave it where it is and do not save this session, so it is
    never overwritten."""
    start = Progress() if progress is None else progress
    try:
        kept = _move_aside(path, tag)
    except OSError as exc:
        message = f"{path.name} {what}; it could not be set aside ({exc.strerror}), so "
        return Loaded(
            start,
            message + "this session will not be saved",
            can_save=False,
            notice="hardening.save_not_saved",
        )
    going_on = "starting clean" if progress is None else "the rest is kept"
    return Loaded(start, f"{path.name} {what}; kept as {kept.name}; {going_on}", notice=notice)


def remove_leftover_temps(path: Path) -> None:
    """Remove the temporary files a killed :func:`write_atomically` left beside ``path``
    (``save.json.*.tmp``): nothing else ever removes them, and each holds a whole save."""
    with contextlib.suppress(OSError):
        for temp in path.parent.glob(f"{glob.escape(path.name)}.*{TEMP_SUFFIX}"):
            with contextlib.suppress(OSError):
                if temp.is_file():
                    temp.unlink()


def save_progress(progress: Progress, folder: Path | None = None) -> str | None:
    """Write the progress; ``None`` on success, else a one-line message (disk full …)."""
    path = save_path(folder)
    text = json.dumps(progress_to_json(progress), ensure_ascii=False, indent=1)
    try:
        write_atomically(path, text)
    except OSError as exc:
        return f"the game could not be saved to {path} ({exc.strerror or exc})"
    return None


def write_atomically(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that a reader sees the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f"{path.name}.", suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows (POSIX); best effort."""
    with contextlib.suppress(OSError, AttributeError):
        handle = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)


def _move_aside(path: Path, tag: str) -> Path:
    """Rename ``path`` to a free ``<name>.<tag>-<time>`` beside it; its bytes are untouched."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{tag}-{stamp}")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{path.name}.{tag}-{stamp}-{number}")
    os.replace(path, target)
    return target
