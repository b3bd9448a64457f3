"""Writing a data file so that a reader sees the old file or the new one, never a torn one,
and setting a file aside untouched: the save files', the replays' and the hand's writer.

Written atomically — a temporary file in the same folder, flushed and fsynced, then
``os.replace`` (then the folder is fsynced where possible) — so a crash mid-write leaves the
previous file whole, and the next start removes the temporary file a kill left.
"""

from __future__ import annotations

import contextlib
import glob
import os
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"


def remove_leftover_temps(path: Path) -> None:
    """Remove the temporary files a killed :func:`write_atomically` left beside ``path``
    (``save.json.*.tmp``): nothing else ever removes them, and each holds a whole save."""
    with contextlib.suppress(OSError):
        for temp in path.parent.glob(f"{glob.escape(path.name)}.*{TEMP_SUFFIX}"):
            with contextlib.suppress(OSError):
                if temp.is_file():
                    temp.unlink()


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
    """Rename ``path`` (a link itself, never its target) to a free ``<name>.<tag>-<time>``
    beside it; its bytes are untouched."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{tag}-{stamp}")
    number = 1
    while os.path.lexists(target):
        number += 1
        target = path.with_name(f"{path.name}.{tag}-{stamp}-{number}")
    os.replace(path, target)
    return target
