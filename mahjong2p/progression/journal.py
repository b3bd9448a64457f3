"""The hand in progress, action by action: an append-only journal beside a whole-file
snapshot (``bean_table.json`` for the 欢乐豆 table, ``save.json`` for the arcade's run).

Rewriting the whole snapshot after every action costs an atomic write each time (a
temporary file, fsync, rename, fsync of the folder), and even an fsynced append waits on
the disk — on a busy disk p99 was 16 ms, a dropped frame. So the action's line is written
to the file on the main thread (a ``write`` to the open journal: tens of microseconds; from
then on a kill of the process cannot lose it, the kernel holds it) and fsynced by a
background thread a moment later (then a power cut cannot lose it either). The snapshot is
written when a hand is dealt and when the window closes or the menu opens; the journal is
emptied whenever a snapshot holds all it said. The settlement itself is written
synchronously (fsynced) by its own file's writer, never through the journal.

Each line names its hand (``key``: the engine's seed and hand number) and the action's
place in it (``n``), so a line left over from another hand, or one the snapshot already
holds, is never applied; a torn last line (a kill mid-append) ends the reading. The file is
read through the guarded reader (capped, never a FIFO).
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import threading
from pathlib import Path

from mahjong2p.progression.safe_json import DataFileError, parse_json, read_capped
from mahjong2p.rules.actions import Action, IllegalActionError
from mahjong2p.rules.hand import Hand

JOURNAL_LIMIT = 1024 * 1024  # bytes; a 72-tile hand's journal is a few kilobytes


def key_of(seed: int, hand_number: int) -> str:
    """The hand a journal line belongs to."""
    return f"{seed}/{hand_number}"


def hand_key(hand: Hand) -> str:
    return key_of(hand.seed, hand.hand_number)


def catch_up(journal: Journal, hand: Hand) -> None:
    """Apply to ``hand`` (replayed from its snapshot) the actions the journal adds, up to
    the first one the engine refuses (a journal that lies adds nothing more)."""
    for action in journal.actions_after(hand_key(hand), len(hand.actions)):
        try:
            hand.apply(action)
        except IllegalActionError:
            return


class _Syncer:
    """The one background thread that fsyncs journal lines already written: it takes a
    duplicate of the journal's descriptor, so the writer never waits and may close its own."""

    def __init__(self) -> None:
        self.handles: queue.Queue[int] = queue.Queue()
        self.thread: threading.Thread | None = None

    def sync(self, handle: int) -> None:
        if self.thread is None:
            self.thread = threading.Thread(target=self._run, name="journal-fsync", daemon=True)
            self.thread.start()
        self.handles.put(os.dup(handle))

    def _run(self) -> None:
        while True:
            handle = self.handles.get()
            with contextlib.suppress(OSError):
                os.fsync(handle)
            with contextlib.suppress(OSError):
                os.close(handle)
            self.handles.task_done()

    def wait(self) -> None:
        """Until every line written so far is fsynced (tests, measurements)."""
        self.handles.join()


SYNCER = _Syncer()


class Journal:
    """The append-only action log at ``path``, kept open while a hand is played."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._handle: int | None = None

    def append(self, key: str, n: int, action: Action) -> None:
        """Add the ``n``-th action of hand ``key``: written at once (a kill of the process
        cannot lose it), fsynced in the background (OSError as usual)."""
        line = json.dumps({"key": key, "n": n, "action": action.to_json()}, separators=(",", ":"))
        if self._handle is None:
            flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0)
            self._handle = os.open(self.path, flags, 0o644)
        os.write(self._handle, (line + "\n").encode("utf-8"))
        SYNCER.sync(self._handle)

    def record(self, hand: Hand) -> None:
        """Add the action ``hand`` has just taken (see :meth:`append`)."""
        self.append(hand_key(hand), len(hand.actions) - 1, hand.actions[-1])

    def clear(self) -> None:
        """The snapshot holds everything (or the hand is over): nothing to add."""
        if self._handle is not None:
            with contextlib.suppress(OSError):
                os.close(self._handle)
            self._handle = None
        with contextlib.suppress(OSError):
            self.path.unlink(missing_ok=True)

    def actions_after(self, key: str, held: int) -> list[Action]:
        """The actions of hand ``key`` that follow the ``held`` ones the snapshot has, in
        order and without a gap; whatever cannot be read adds nothing."""
        try:
            raw = read_capped(self.path, JOURNAL_LIMIT)
        except (OSError, DataFileError):
            return []
        found: list[Action] = []
        for line in raw.split(b"\n"):
            entry = _entry(line)
            if entry is None:
                break  # a torn or damaged line: nothing after it can be trusted
            line_key, n, action = entry
            if line_key != key or n < held + len(found):
                continue
            if n != held + len(found):
                break
            found.append(action)
        return found


_OPEN: dict[Path, Journal] = {}


def journal_at(path: Path) -> Journal:
    """The one :class:`Journal` of ``path`` in this process (it keeps the file open, so
    whoever clears it must be the one who writes it)."""
    return _OPEN.setdefault(path.absolute(), Journal(path))


def _entry(line: bytes) -> tuple[str, int, Action] | None:
    try:
        data = parse_json(line)
        key, n = data["key"], data["n"]
        if not isinstance(key, str) or type(n) is not int:
            return None
        return key, n, Action.from_json(data["action"])
    except (DataFileError, AttributeError, KeyError, TypeError, ValueError):
        return None
