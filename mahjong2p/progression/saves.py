"""The save file: ``save.json`` in the user data folder (``MAHJONG2P_DATA_DIR`` overrides).

Written atomically — a temporary file in the same folder, flushed and fsynced, then
``os.replace`` — so a crash mid-write leaves the previous save whole. Loading never raises:
a damaged or hand-broken file is moved aside as ``save.json.damaged-<time>``, a file from a
newer schema version is kept aside untouched as ``save.json.v<N>-<time>``, and in both
cases the game starts clean with the one-line message of :class:`Loaded`.
"""

from __future__ import annotations

import contextlib
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
    SaveDataError,
    progress_from_json,
    progress_to_json,
)

SAVE_FILE = "save.json"


@dataclass(frozen=True, slots=True)
class Loaded:
    """The progress to start from, and a message for the player when something was off.
    ``can_save`` is false when a file that must not be overwritten could not be moved
    aside: the game then plays without saving rather than destroy it."""

    progress: Progress
    message: str | None = None
    can_save: bool = True


def save_path(folder: Path | None = None) -> Path:
    return (user_data_dir() if folder is None else folder) / SAVE_FILE


def load_progress(folder: Path | None = None) -> Loaded:
    """The saved progress, or a clean start (with a message if a file had to be set aside)."""
    path = save_path(folder)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return Loaded(Progress())
    except OSError as exc:
        return Loaded(Progress(), f"{path} could not be read ({exc.strerror}); starting clean")
    try:
        data = json.loads(raw.decode("utf-8"))
    except ValueError as exc:  # not UTF-8, not JSON
        return _start_clean(path, "damaged", f"was damaged ({_first_line(exc)})")
    version = data.get("schema_version") if isinstance(data, dict) else None
    if isinstance(version, int) and not isinstance(version, bool) and version > SCHEMA_VERSION:
        return _start_clean(
            path, f"v{version}", f"is from a newer version of the game (schema {version})"
        )
    try:
        return Loaded(progress_from_json(data))
    except (SaveDataError, TypeError, ValueError) as exc:
        return _start_clean(path, "damaged", f"was damaged ({_first_line(exc)})")


def _first_line(exc: Exception) -> str:
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__


def _start_clean(path: Path, tag: str, what: str) -> Loaded:
    """Set the file aside untouched and start clean; if it cannot be moved, leave it where
    it is and do not save this session, so it is never overwritten."""
    try:
        kept = _set_aside(path, tag)
    except OSError as exc:
        message = f"{path.name} {what}; it could not be set aside ({exc.strerror}), so "
        return Loaded(Progress(), message + "this session will not be saved", can_save=False)
    return Loaded(Progress(), f"{path.name} {what}; kept as {kept.name}; starting clean")


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
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f"{path.name}.", suffix=".tmp")
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


def _set_aside(path: Path, tag: str) -> Path:
    """Rename ``path`` to a free ``<name>.<tag>-<time>`` beside it; its bytes are untouched."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{tag}-{stamp}")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{path.name}.{tag}-{stamp}-{number}")
    os.replace(path, target)
    return target
