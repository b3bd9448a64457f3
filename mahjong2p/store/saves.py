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

from dataclasses import dataclass, replace
from pathlib import Path

from mahjong2p.paths import user_data_dir
from mahjong2p.progression.progress import (
    SCHEMA_VERSION,
    Progress,
    Salvaged,
    SaveDataError,
    progress_to_json,
    salvage_progress,
)
from mahjong2p.store import twin_files
from mahjong2p.store.atomic import TEMP_SUFFIX as TEMP_SUFFIX  # shared: see atomic.py
from mahjong2p.store.atomic import _move_aside as _move_aside
from mahjong2p.store.atomic import remove_leftover_temps
from mahjong2p.store.atomic import write_atomically as write_atomically

SAVE_FILE = "save.json"
SAVE_LIMIT = 4 * 1024 * 1024  # bytes; a real save is a few kilobytes (a 200 MB one took 800 MB)


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
    sequence: int = 0  # the save number on disk; the next save writes the one after


def save_path(folder: Path | None = None) -> Path:
    return (user_data_dir() if folder is None else folder) / SAVE_FILE


def load_progress(folder: Path | None = None) -> Loaded:
    """The newest valid copy of the progress (``save.json`` or ``save.json.copy``), or as
    much of one as is valid, or a clean start; whatever copy was off is set aside untouched
    (or, if it cannot be moved, saving is off) and the player is told."""
    path = save_path(folder)
    remove_leftover_temps(path)
    copies = [
        twin_files.read_copy(p, SAVE_LIMIT, SCHEMA_VERSION, _salvaged)
        for p in (path, twin_files.copy_path(path))
    ]
    whole = twin_files.newest([c for c in copies if c.value is not None and not c.value.dropped])
    if whole is not None and whole.value is not None:
        partly = [c for c in copies if c.value is not None and c.value.dropped]
        bad = [replace(c, value=None, tag="damaged", what="had parts missing") for c in partly]
        notes, can_save = twin_files.set_aside([c for c in copies if c.value is None] + bad)
        if not notes:
            return Loaded(whole.value.progress, sequence=whole.sequence)
        notes.append(f"the progress was restored from {whole.path.name} (save {whole.sequence})")
        return Loaded(
            whole.value.progress, "; ".join(notes), can_save, "saves.restored", whole.sequence
        )
    partial = twin_files.newest(copies)
    if partial is not None and partial.value is not None:  # the old single-file salvage
        salvaged = partial.value
        more = f"; {len(salvaged.dropped) - 1} more" if len(salvaged.dropped) > 1 else ""
        what = f"had parts that could not be used ({salvaged.dropped[0]}{more}); they were left out"
        marked = replace(partial, value=None, tag="damaged", what=what)
        others = [c for c in copies if c is not partial]
        notes, can_save = twin_files.set_aside([marked, *others])
        notice = "hardening.save_partly_kept" if can_save else "hardening.save_not_saved"
        return Loaded(salvaged.progress, "; ".join([*notes, "the rest is kept"]), can_save, notice)
    if all(c.missing for c in copies):
        return Loaded(Progress())
    notes, can_save = twin_files.set_aside(copies)
    newer = any(c.tag.startswith("v") for c in copies)
    notice = "hardening.save_newer" if newer else "notice.save_damaged"
    if not can_save:
        notes.append("this session will not be saved")
        notice = "hardening.save_not_saved"
    return Loaded(Progress(), "; ".join([*notes, "starting clean"]), can_save, notice)


def _salvaged(data: object) -> Salvaged:
    try:
        return salvage_progress(data)
    except SaveDataError:
        raise
    except Exception as exc:  # anything a damaged file found: that copy cannot be used
        raise SaveDataError(f"{type(exc).__name__}: {exc}") from None


def save_progress(progress: Progress, folder: Path | None = None, sequence: int = 0) -> str | None:
    """Write the progress to both copies as save number ``sequence``; ``None`` on success,
    else a one-line message (disk full …)."""
    path = save_path(folder)
    try:
        twin_files.write_both(path, progress_to_json(progress), sequence)
    except OSError as exc:
        return f"the game could not be saved to {path} ({exc.strerror or exc})"
    return None
