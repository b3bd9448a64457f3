"""The OS lock on the player's data folder, held while the game runs, so a second copy
started on the same folder can neither overwrite the first one's beans nor play with a
stale copy of them. ``filelock``: the operating system releases the lock when the process
dies, so a crash never leaves a stale lock."""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from filelock import BaseFileLock, FileLock, Timeout

from mahjong2p.paths import user_data_dir
from mahjong2p.store.atomic import _move_aside

LOCK_FILE = "mahjong2p.lock"

log = logging.getLogger(__name__)


@dataclass
class LockState:
    """Why this process holds no lock on its data folder (``None``: it holds it). Read
    when the profile opens: a game that could not lock its folder plays without saving."""

    problem: str | None = None


LOCK_STATE = LockState()


@contextmanager
def data_folder_lock() -> Iterator[bool]:
    """Hold the OS lock on the data folder while the game runs; yields ``False`` when
    another copy of the game holds it. When the lock cannot be taken for another reason —
    a folder or a dangling link at the lock's path — that thing is set aside and the lock
    tried once more; if it still cannot be taken (or the folder cannot be made: a read-only
    disk), the game plays on without saving (:data:`LOCK_STATE` says why; the title says
    so), since a second copy could not be kept out and the last writer would win."""
    folder = user_data_dir()
    LOCK_STATE.problem = None
    try:
        lock = _take_lock(folder)
    except Timeout:
        yield False
        return
    except OSError as exc:
        log.warning("the data folder %s could not be locked (%s): nothing is saved", folder, exc)
        LOCK_STATE.problem = exc.strerror or str(exc)
        lock = None
    try:
        yield True
    finally:
        LOCK_STATE.problem = None
        if lock is not None:
            lock.release()


def _take_lock(folder: Path) -> BaseFileLock:
    """The folder's lock, taken (Timeout: another copy holds it); a lock path that holds
    something a lock cannot be taken on is set aside once, in one line, and tried again."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / LOCK_FILE
    try:
        return _locked(path)
    except Timeout:
        raise
    except OSError as exc:
        if not os.path.lexists(path):
            raise
        kept = _move_aside(path, "unusable")
        log.warning("the lock %s could not be taken (%s); kept as %s", path, exc, kept.name)
    return _locked(path)


def _locked(path: Path) -> BaseFileLock:
    lock = FileLock(path, timeout=0)
    lock.acquire()
    return lock
