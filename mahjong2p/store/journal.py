"""The hand in progress in one file: its snapshot as the first line, then one line for each
action taken since (``bean_table.json`` for the 欢乐豆 table, ``run_hand.json`` for the
arcade's run).

One file, not a snapshot beside a journal: deleting a journal alone used to rewind the hand
to its snapshot, the deal, after the player had seen their draws. Now the file is either
there, and resumes at its last whole line, or gone, and the wallet's open-hand mark
settles the hand (RULES.md B6, the decision of 2026-12-06).

Rewriting the whole file after every action costs an atomic write each time (a temporary
file, fsync, rename, fsync of the folder), and even an fsynced append waits on the disk —
on a busy disk p99 was 16 ms, a dropped frame. So the action's line is written to the file
on the main thread (a ``write`` to the open file: tens of microseconds; from then on a kill
of the process cannot lose it, the kernel holds it) and fsynced by a background thread a
moment later (then a power cut cannot lose it either). The snapshot is written atomically
when a hand is dealt and when the window closes or the menu opens, and holds every action
so far; the settlement itself is written synchronously (fsynced) by its own file's writer.

Each action line names its hand (``key``: the engine's seed and hand number) and the
action's place in it (``n``), so a line of another hand, or one the snapshot already holds,
is never applied; a torn last line (a kill mid-append) ends the reading. A line may carry
more keys than these (``extra``); a reader that does not know one ignores it, so adding a
key is no format break. The file is opened for appending through the one opener that no
file type can hang (:mod:`mahjong2p.store.plain_files`) and read through the guarded reader.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mahjong2p.ai.decider import Decider
from mahjong2p.codec.decider_json import BY_KEY, loose_decider
from mahjong2p.codec.hand_json import key_of
from mahjong2p.codec.safe_json import DataFileError, parse_json, read_capped
from mahjong2p.rules.actions import Action, IllegalActionError
from mahjong2p.rules.hand import Hand
from mahjong2p.store.atomic import _move_aside, write_atomically
from mahjong2p.store.plain_files import NotAPlainFile, open_plain

JOURNAL_LIMIT = 1024 * 1024  # bytes; a 72-tile hand's file is a few kilobytes
ACTIONS = "actions"  # the snapshot's key for the actions it holds


def journal_key(hand: Hand) -> str:
    """The key ``hand``'s lines carry in the journal (:func:`key_of` its seed and number)."""
    return key_of(hand.seed, hand.hand_number)


@dataclass(frozen=True, slots=True)
class Line:
    """One action line: its hand, its place in the hand, the action, and any other keys."""

    key: str
    n: int
    action: Action
    extra: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class HandFile:
    """The file as read: the snapshot (the caller's document, its actions under
    :data:`ACTIONS`) and the whole action lines after it."""

    snapshot: Any
    lines: tuple[Line, ...] = ()

    def actions_after(self, key: str, held: int) -> list[Action]:
        """The actions of hand ``key`` that follow the ``held`` ones the snapshot has, in
        order and without a gap."""
        found: list[Action] = []
        for line in self.lines:
            if line.key != key or line.n < held + len(found):
                continue
            if line.n != held + len(found):
                break
            found.append(line.action)
        return found

    def deciders(self, key: str) -> dict[int, Decider]:
        """Who chose the actions of hand ``key`` that the player did not: the snapshot's
        table, then the lines' marks (a mark this version does not know counts as none)."""
        found: dict[int, Decider] = {}
        held = self.snapshot.get(BY_KEY) if isinstance(self.snapshot, dict) else None
        if isinstance(held, dict):
            for index, value in held.items():
                decider = loose_decider(value)
                if decider is not None and str(index).isdigit():
                    found[int(index)] = decider
        for line in self.lines:
            decider = loose_decider(line.extra.get(BY_KEY))
            if line.key == key and decider is not None:
                found[line.n] = decider
        return found

    def catch_up(self, hand: Hand) -> None:
        """Apply to ``hand`` (replayed from the snapshot) the actions the lines add, up to
        the first one the engine refuses (a file that lies adds nothing more)."""
        for action in self.actions_after(journal_key(hand), len(hand.actions)):
            try:
                hand.apply(action)
            except IllegalActionError:
                return


def read_lines(raw: bytes) -> tuple[Line, ...]:
    """The whole action lines in ``raw``, up to the first torn or damaged one."""
    found: list[Line] = []
    for text in raw.split(b"\n"):
        line = _line(text)
        if line is None:
            break  # a torn or damaged line: nothing after it can be trusted
        found.append(line)
    return tuple(found)


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
    """The hand's one file at ``path``, kept open for appending while a hand is played."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._handle: int | None = None
        self._header: dict[str, Any] | None = None  # the snapshot without its actions
        self._by: dict[str, str] = {}  # the marks of the lines since the snapshot

    def start(self, header: Mapping[str, Any], actions: Sequence[Action]) -> None:
        """Write the hand's snapshot — ``header`` and its ``actions`` so far — as the file's
        only line, atomically (OSError as usual); the next action appends after it."""
        self._close()
        self._header = {k: v for k, v in header.items() if k != ACTIONS}
        self._by = {}
        snapshot = {**self._header, ACTIONS: [a.to_json() for a in actions]}
        write_atomically(self.path, _dumps(snapshot) + "\n")

    def append(
        self, key: str, n: int, action: Action, extra: Mapping[str, Any] | None = None
    ) -> None:
        """Add the ``n``-th action of hand ``key`` (and any ``extra`` keys): written at once
        (a kill of the process cannot lose it), fsynced in the background. The file must be
        there and a regular file: :class:`NotAPlainFile` or FileNotFoundError otherwise
        (OSError as usual)."""
        line = _dumps({**(extra or {}), "key": key, "n": n, "action": action.to_json()})
        if self._handle is None:
            self._handle = open_plain(self.path, create=False)
        os.write(self._handle, (line + "\n").encode("utf-8"))
        SYNCER.sync(self._handle)
        if extra and BY_KEY in extra:
            self._by[str(n)] = extra[BY_KEY]

    def record(self, hand: Hand, extra: Mapping[str, Any] | None = None) -> str | None:
        """Add the action ``hand`` has just taken (see :meth:`append`). When the file is
        gone, or something that is not the hand's file sits at its path (a FIFO would block
        the game for ever), that thing is set aside and the snapshot written again with
        every action: the one line saying so (``None``: the line was simply added)."""
        try:
            self.append(journal_key(hand), len(hand.actions) - 1, hand.actions[-1], extra)
        except (NotAPlainFile, FileNotFoundError) as exc:
            if self._header is None:
                raise
            said = f"{self.path.name} was gone"
            if isinstance(exc, NotAPlainFile):
                said = f"{exc}; kept as {_move_aside(self.path, 'unusable').name}"
            marks = {**self._header.get(BY_KEY, {}), **self._by}
            if extra and BY_KEY in extra:
                marks[str(len(hand.actions) - 1)] = extra[BY_KEY]
            self.start({**self._header, **({BY_KEY: marks} if marks else {})}, hand.actions)
            return f"{said}; the hand was saved again"
        return None

    def read(self, limit: int = JOURNAL_LIMIT) -> HandFile:
        """The file's snapshot and lines (OSError, DataFileError: it cannot be used). The
        snapshot read becomes the one this journal writes again when it must."""
        raw = read_capped(self.path, limit)
        first, _, rest = raw.partition(b"\n")
        snapshot = parse_json(first)
        if isinstance(snapshot, dict):
            self._header = {k: v for k, v in snapshot.items() if k != ACTIONS}
        return HandFile(snapshot, read_lines(rest))

    def clear(self) -> None:
        """The hand is over (settled or left): nothing to resume."""
        self.close()
        with contextlib.suppress(OSError):
            self.path.unlink(missing_ok=True)

    def close(self) -> None:
        """Let go of the file (it is being set aside, or the hand is over)."""
        self._close()
        self._header = None

    def _close(self) -> None:
        if self._handle is not None:
            with contextlib.suppress(OSError):
                os.close(self._handle)
            self._handle = None


_OPEN: dict[Path, Journal] = {}


def journal_at(path: Path) -> Journal:
    """The one :class:`Journal` of ``path`` in this process (it keeps the file open, so
    whoever clears it must be the one who writes it)."""
    return _OPEN.setdefault(path.absolute(), Journal(path))


def legacy_lines(path: Path) -> HandFile | None:
    """The lines of a journal kept beside its snapshot by an older version (``None``: there
    is none, or it cannot be read); the caller removes it once the hand is saved again."""
    try:
        return HandFile(None, read_lines(read_capped(path, JOURNAL_LIMIT)))
    except (OSError, DataFileError):
        return None


def _dumps(document: Mapping[str, Any]) -> str:
    return json.dumps(document, separators=(",", ":"))


def _line(text: bytes) -> Line | None:
    try:
        data = parse_json(text)
        key, n = data["key"], data["n"]
        if not isinstance(key, str) or type(n) is not int:
            return None
        extra = {k: v for k, v in data.items() if k not in ("key", "n", "action")}
        return Line(key, n, Action.from_json(data["action"]), extra)
    except (DataFileError, AttributeError, KeyError, TypeError, ValueError):
        return None
