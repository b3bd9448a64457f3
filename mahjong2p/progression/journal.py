"""The hand in progress, action by action: an append-only journal beside a whole-file
snapshot (``bean_table.json`` for the 欢乐豆 table, ``save.json`` for the arcade's run).

Rewriting the whole snapshot after every action costs an atomic write each time (a
temporary file, fsync, rename, fsync of the folder: p99 about 6 ms); appending one short
line and fsyncing it costs well under half that, so every action is on disk before the
next frame and a kill at any moment resumes at the last action. The snapshot is written
when a hand is dealt and when the window closes or the menu opens; the journal is emptied
whenever a snapshot holds all it said.

Each line names its hand (``key``: the engine's seed and hand number) and the action's
place in it (``n``), so a line left over from another hand, or one the snapshot already
holds, is never applied; a torn last line (a kill mid-append) ends the reading. The file is
read through the guarded reader (capped, never a FIFO).
"""

from __future__ import annotations

import contextlib
import json
import os
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


class Journal:
    """The append-only action log at ``path``."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def append(self, key: str, n: int, action: Action) -> None:
        """Add the ``n``-th action of hand ``key`` and make it durable (OSError as usual)."""
        line = json.dumps({"key": key, "n": n, "action": action.to_json()}, separators=(",", ":"))
        flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0)
        handle = os.open(self.path, flags, 0o644)
        try:
            os.write(handle, (line + "\n").encode("utf-8"))
            os.fsync(handle)
        finally:
            os.close(handle)

    def clear(self) -> None:
        """The snapshot holds everything (or the hand is over): nothing to add."""
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


def _entry(line: bytes) -> tuple[str, int, Action] | None:
    try:
        data = parse_json(line)
        key, n = data["key"], data["n"]
        if not isinstance(key, str) or type(n) is not int:
            return None
        return key, n, Action.from_json(data["action"])
    except (DataFileError, AttributeError, KeyError, TypeError, ValueError):
        return None
