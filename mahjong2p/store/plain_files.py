"""The one way the game opens a file to append to or to create in place: the hand journals,
the log file and the probes that check a folder can be written.

A plain ``open(path, "a")`` follows whatever sits at the path: a FIFO there blocks the
open until some reader appears — for ever, with the window frozen and SIGTERM unread — a
link sends the bytes somewhere else, a device swallows them. So the open here never
blocks (``O_NONBLOCK``: a FIFO without a reader is refused at once), never follows a link
in the last step (``O_NOFOLLOW``), and the file it got is checked with ``fstat`` to be a
regular file before a byte is written. A platform without a flag just goes without it;
the ``fstat`` check is everywhere. Atomic writes (a temporary file renamed over the
target) replace whatever was at the path and need none of this.

A refused path is set aside (:func:`open_plain_or_set_aside`) as ``<name>.unusable-<time>``,
untouched, and the open tried once more on a fresh regular file.
"""

from __future__ import annotations

import logging
import os
import stat
from pathlib import Path

from mahjong2p.store.atomic import _move_aside

log = logging.getLogger(__name__)

FLAGS = (
    os.O_WRONLY
    | os.O_CREAT
    | os.O_APPEND
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_BINARY", 0)
    | getattr(os, "O_CLOEXEC", 0)
)


class NotAPlainFile(OSError):
    """Something other than a regular file sits at the path (a FIFO, a folder, a device,
    a link); the message says which, in one line."""


def kind_of(path: Path) -> str | None:
    """What sits at ``path`` if it is not a regular file (``None``: a regular file or
    nothing at all)."""
    try:
        mode = os.lstat(path).st_mode
    except OSError:
        return None
    if stat.S_ISLNK(mode):
        return "a link" if path.exists() else "a link to nothing"
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def open_plain(path: Path, create: bool = True) -> int:
    """A descriptor open for appending to the regular file ``path`` (made if missing and
    ``create``); :class:`NotAPlainFile` for anything else there, OSError as usual (no such
    file, disk full …)."""
    try:
        handle = os.open(path, FLAGS if create else FLAGS & ~os.O_CREAT, 0o644)
    except OSError as exc:
        kind = kind_of(path)
        if kind is not None:
            raise NotAPlainFile(f"{path.name} is {kind}, not a regular file") from exc
        raise
    try:
        if not stat.S_ISREG(os.fstat(handle).st_mode):
            kind = kind_of(path) or "not a regular file"
            raise NotAPlainFile(f"{path.name} is {kind}, not a regular file")
    except BaseException:
        os.close(handle)
        raise
    return handle


def open_plain_or_set_aside(path: Path) -> tuple[int, str | None]:
    """:func:`open_plain`, and when the path holds no regular file, that thing set aside
    and the open tried once more: the descriptor and the one line saying what was set
    aside (``None``: nothing was). OSError (:class:`NotAPlainFile` among them) when it
    still cannot be opened."""
    try:
        return open_plain(path), None
    except NotAPlainFile as refused:
        kept = _move_aside(path, "unusable")
        return open_plain(path), f"{refused}; kept as {kept.name}"


def probe_folder(folder: Path, probe_name: str) -> None:
    """Make ``folder`` if missing and create and remove the file ``probe_name`` in it, to
    learn before any real write whether the folder takes files (OSError: it does not). A
    FIFO or anything else left at the probe's path is set aside (one line in the log)."""
    folder.mkdir(parents=True, exist_ok=True)
    probe = folder / probe_name
    handle, refused = open_plain_or_set_aside(probe)
    os.close(handle)
    if refused:
        log.warning("%s", refused)
    probe.unlink()


def data_folder_problem(folder: Path) -> str | None:
    """Why the game cannot save into ``folder`` (``None``: it can): the folder is made if
    missing and a probe file written and removed, so the player hears about it at the
    start, once, and not from each failed save; whatever sits at the probe's path (a
    FIFO would block the start for ever) is set aside."""
    try:
        probe_folder(folder, ".write-test")
    except OSError as exc:
        return exc.strerror or str(exc)
    return None
