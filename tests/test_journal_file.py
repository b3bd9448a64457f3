"""The hand's one file (mahjong2p/store/journal.py) through its own interface: what
a reader accepts from lines that are foreign, damaged, repeated or out of order wherever
they sit; that a line is written at once and fsynced in the background; that a cleared
journal lets go of its file; that a re-saved snapshot keeps its keys and marks. Each test
here kills mutants the game-level tests (tests/test_hand_journal.py) left alive
(docs/mutation.md)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from hand_step import choose

from mahjong2p.ai.decider import Decider
from mahjong2p.codec.decider_json import BY_KEY
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.hand import Hand
from mahjong2p.store.journal import (
    ACTIONS,
    SYNCER,
    HandFile,
    Journal,
    journal_at,
    journal_key,
    legacy_lines,
    read_lines,
)

KEY = "7/2"
D1, D2, D3, D4 = (Action(ActionKind.DISCARD, 0, tile=t) for t in (5, 9, 14, 30))
WAIT_BOUND_S = 20  # a hang guard for the fsync thread (it fsyncs a few bytes), not a speed limit
PROC_FDS = Path("/proc/self/fd")


def _line(key: str, n: int, action: Action, **extra: object) -> bytes:
    return json.dumps({**extra, "key": key, "n": n, "action": action.to_json()}).encode()


def _file(*lines: bytes) -> HandFile:
    return HandFile({}, read_lines(b"\n".join(lines) + b"\n"))


def _wait_for_the_syncer() -> None:
    waiter = threading.Thread(target=SYNCER.wait, daemon=True)
    waiter.start()
    waiter.join(WAIT_BOUND_S)
    assert not waiter.is_alive(), "the background fsync never finished the lines written"


def _open_on(path: Path) -> list[str]:
    """The descriptors this process holds on ``path`` (deleted or not)."""
    found = []
    for fd in os.listdir(PROC_FDS):
        try:
            target = os.readlink(PROC_FDS / fd)
        except OSError:
            continue
        if target.removesuffix(" (deleted)") == str(path):
            found.append(fd)
    return found


needs_proc = pytest.mark.skipif(not PROC_FDS.is_dir(), reason="counts descriptors in /proc")


# the reader ----------------------------------------------------------------------------------
def test_another_hand_s_line_in_the_middle_is_not_applied() -> None:
    found = _file(_line(KEY, 0, D1), _line("8/2", 1, D4), _line(KEY, 1, D2), _line(KEY, 2, D3))
    assert found.actions_after(KEY, 0) == [D1, D2, D3]
    assert found.actions_after("8/2", 1) == [D4]


def test_a_foreign_line_first_does_not_end_the_reading() -> None:
    found = _file(_line("8/2", 0, D4), _line(KEY, 0, D1), _line(KEY, 1, D2))
    assert found.actions_after(KEY, 0) == [D1, D2]


def test_a_damaged_line_in_the_middle_ends_the_reading() -> None:
    for damaged in (b'{"key": "7/2", "n": 1, "act', b"not json", b'{"key": 7, "n": 1}'):
        found = _file(_line(KEY, 0, D1), damaged, _line(KEY, 1, D2), _line(KEY, 2, D3))
        assert found.actions_after(KEY, 0) == [D1]
        assert len(found.lines) == 1


@pytest.mark.parametrize(
    "bad", [{"key": 7, "n": 1}, {"key": KEY, "n": "1"}, {"key": KEY, "n": True}, {"key": KEY}]
)
def test_a_line_whose_key_or_place_is_not_right_ends_the_reading(bad: dict[str, object]) -> None:
    damaged = json.dumps({**bad, "action": D2.to_json()}).encode()
    found = _file(_line(KEY, 0, D1), damaged, _line(KEY, 1, D3))
    assert found.actions_after(KEY, 0) == [D1]


def test_a_gap_in_the_middle_ends_the_reading() -> None:
    found = _file(_line(KEY, 0, D1), _line(KEY, 2, D3), _line(KEY, 1, D2), _line(KEY, 3, D4))
    assert found.actions_after(KEY, 0) == [D1]


def test_lines_the_snapshot_holds_or_repeats_are_not_applied_again() -> None:
    found = _file(
        _line(KEY, 0, D1),
        _line(KEY, 1, D2),
        _line(KEY, 1, D4),
        _line(KEY, 0, D4),
        _line(KEY, 2, D3),
    )
    assert found.actions_after(KEY, 0) == [D1, D2, D3]
    assert found.actions_after(KEY, 1) == [D2, D3]
    assert found.actions_after(KEY, 2) == [D3]
    assert found.actions_after(KEY, 3) == []


def test_a_line_s_other_keys_are_kept_apart_from_its_own() -> None:
    (line,) = read_lines(_line(KEY, 4, D2, by="auto", later=[1]))
    assert (line.key, line.n, line.action) == (KEY, 4, D2)
    assert dict(line.extra) == {"by": "auto", "later": [1]}


def test_the_deciders_come_from_the_snapshot_then_this_hand_s_lines() -> None:
    snapshot = {BY_KEY: {"1": "takeover", "3": "wizard", "x": "auto", "5": "player", "6": "auto"}}
    lines = read_lines(
        b"\n".join(
            [
                _line(KEY, 6, D1, by="timeout"),
                _line("8/2", 7, D2, by="auto"),
                _line(KEY, 8, D3, by="nobody"),
                _line(KEY, 9, D4),
            ]
        )
    )
    found = HandFile(snapshot, lines).deciders(KEY)
    assert found == {1: Decider.TAKEOVER, 6: Decider.TIMEOUT}
    assert HandFile(["not", "a", "table"], lines).deciders(KEY) == {6: Decider.TIMEOUT}


def test_catching_up_stops_at_the_first_action_the_engine_refuses() -> None:
    played = Hand(11)
    first = choose(played)
    played.apply(first)
    second = choose(played)
    refused = Action(ActionKind.DISCARD, 1 - first.seat, tile=999)
    key = journal_key(played)
    lines = [_line(key, 0, first), _line(key, 1, refused), _line(key, 2, second)]
    resumed = Hand(11)
    _file(*lines).catch_up(resumed)
    assert resumed.actions == [first]
    fresh = Hand(11)
    _file(_line(key, 0, first), _line(key, 1, second)).catch_up(fresh)
    assert fresh.actions == [first, second]


def test_a_legacy_journal_is_read_and_a_missing_one_is_none(tmp_path: Path) -> None:
    path = tmp_path / "old.journal"
    assert legacy_lines(path) is None
    path.write_bytes(_line(KEY, 0, D1) + b"\n" + _line(KEY, 1, D2) + b"\n")
    found = legacy_lines(path)
    assert found is not None and found.actions_after(KEY, 0) == [D1, D2]


# writing -------------------------------------------------------------------------------------
def test_a_line_is_in_the_file_at_once_and_fsynced_in_the_background(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The line is written before the fsync runs (a kill cannot lose it), and SYNCER.wait()
    returns only once the fsync of that very file is done (a power cut cannot either)."""
    _wait_for_the_syncer()  # nothing of an earlier test pending
    path = tmp_path / "hand.json"
    journal = Journal(path)
    journal.start({"hand": KEY}, [D1])  # its atomic write fsyncs on this thread, unheld
    release = threading.Event()
    synced: list[int] = []
    real_fsync = os.fsync

    def held_fsync(fd: int) -> None:
        if threading.current_thread() is threading.main_thread():
            real_fsync(fd)
            return
        release.wait(WAIT_BOUND_S)
        synced.append(os.fstat(fd).st_ino)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", held_fsync)
    journal.append(KEY, 1, D2)
    assert journal.read().actions_after(KEY, 1) == [D2]  # written, not yet fsynced
    waiter = threading.Thread(target=SYNCER.wait, daemon=True)
    waiter.start()
    waiter.join(0.5)
    assert waiter.is_alive(), "SYNCER.wait() returned while a line was not fsynced yet"
    assert synced == []
    release.set()
    _wait_for_the_syncer()
    assert synced == [path.stat().st_ino]
    journal.close()


@needs_proc
def test_the_background_fsync_closes_the_descriptors_it_took(tmp_path: Path) -> None:
    path = tmp_path / "hand.json"
    journal = Journal(path)
    journal.start({"hand": KEY}, [])
    for n, action in enumerate((D1, D2, D3, D4)):
        journal.append(KEY, n, action)
    _wait_for_the_syncer()
    assert len(_open_on(path)) == 1  # the journal's own, kept for the next line
    journal.close()
    assert _open_on(path) == []


def test_a_process_that_wrote_a_line_can_still_exit(tmp_path: Path) -> None:
    """The fsync thread never keeps the game from quitting."""
    script = (
        "import sys; from pathlib import Path\n"
        "from mahjong2p.store.journal import Journal\n"
        "from mahjong2p.rules.actions import Action, ActionKind\n"
        "j = Journal(Path(sys.argv[1])); j.start({}, [])\n"
        "j.append('1/0', 0, Action(ActionKind.DISCARD, 0, tile=5))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "hand.json")], timeout=WAIT_BOUND_S
    )
    assert done.returncode == 0


@needs_proc
def test_after_clear_the_file_is_let_go_and_a_new_hand_s_lines_reach_its_file(
    tmp_path: Path,
) -> None:
    path = tmp_path / "hand.json"
    journal = Journal(path)
    journal.start({"hand": KEY}, [])
    journal.append(KEY, 0, D1)
    journal.clear()
    _wait_for_the_syncer()
    assert not path.exists() and _open_on(path) == []
    journal.clear()  # clearing twice, or a journal never written, is no error
    path.write_text('{"hand": "7/3"}\n')  # the next hand's snapshot, by another writer
    journal.append("7/3", 0, D2)
    assert journal.read().actions_after("7/3", 0) == [D2]
    journal.close()


def test_after_clear_an_action_with_no_file_is_refused_not_written_nowhere(
    tmp_path: Path,
) -> None:
    journal = Journal(tmp_path / "hand.json")
    journal.start({"hand": KEY}, [])
    journal.append(KEY, 0, D1)
    journal.clear()
    with pytest.raises(FileNotFoundError):
        journal.append(KEY, 1, D2)


@pytest.fixture
def played() -> Iterator[Hand]:
    hand = Hand(5)
    for _ in range(3):
        hand.apply(choose(hand))
    yield hand


def test_a_gone_file_is_saved_again_with_its_keys_actions_and_marks(
    tmp_path: Path, played: Hand
) -> None:
    path = tmp_path / "hand.json"
    journal = Journal(path)
    journal.start({"hand": "x", BY_KEY: {"0": "auto"}, ACTIONS: ["ignored"]}, played.actions[:1])
    journal.append(journal_key(played), 1, played.actions[1], {BY_KEY: "takeover"})
    journal.close()  # let go (the menu opened); a resume reads the file back
    assert journal.read().actions_after(journal_key(played), 1) == played.actions[1:2]
    path.unlink()
    said = journal.record(played, {BY_KEY: "timeout"})
    assert said == "hand.json was gone; the hand was saved again"
    again = journal.read()
    assert again.snapshot["hand"] == "x"
    assert again.snapshot[ACTIONS] == [a.to_json() for a in played.actions]
    assert again.snapshot[BY_KEY] == {"0": "auto", "1": "takeover", "2": "timeout"}
    journal.close()


def test_a_gone_file_read_from_disk_is_saved_again_with_the_snapshot_s_keys(
    tmp_path: Path, played: Hand
) -> None:
    path = tmp_path / "hand.json"
    Journal(path).start({"hand": "x"}, played.actions[:2])
    journal = Journal(path)  # a later start: the snapshot comes from the file
    assert journal.read().snapshot == {
        "hand": "x",
        ACTIONS: [a.to_json() for a in played.actions[:2]],
    }
    path.unlink()
    assert journal.record(played) is not None
    assert journal.read().snapshot == {"hand": "x", ACTIONS: [a.to_json() for a in played.actions]}
    journal.close()


def test_record_adds_the_hand_s_last_action_as_its_line(tmp_path: Path, played: Hand) -> None:
    journal = Journal(tmp_path / "hand.json")
    journal.start({}, played.actions[:2])
    assert journal.record(played, {BY_KEY: "auto"}) is None
    found = journal.read()
    assert found.actions_after(journal_key(played), 2) == played.actions[2:]
    assert found.deciders(journal_key(played)) == {2: Decider.AUTO}
    journal.close()


def test_without_a_snapshot_a_gone_file_is_the_caller_s_error(tmp_path: Path, played: Hand) -> None:
    with pytest.raises(FileNotFoundError):
        Journal(tmp_path / "hand.json").record(played)


def test_the_one_journal_of_a_path(tmp_path: Path) -> None:
    assert journal_at(tmp_path / "a") is journal_at(tmp_path / "a")
    assert journal_at(tmp_path / "a") is not journal_at(tmp_path / "b")


def test_a_closed_journal_never_writes_its_file_again(tmp_path: Path, played: Hand) -> None:
    """Closed (the file is being set aside, or the hand is over): an action after that is
    the caller's error, never a snapshot written again over what was set aside."""
    path = tmp_path / "hand.json"
    journal = Journal(path)
    journal.start({"hand": "x"}, played.actions[:2])
    journal.close()
    path.unlink()
    with pytest.raises(FileNotFoundError):
        journal.record(played)
    assert not path.exists()


def test_a_line_s_keys_other_than_the_mark_are_written_and_read_back(
    tmp_path: Path, played: Hand
) -> None:
    """A key this version adds to a line (not the mark) is no format break: written, read
    back, and saved again without a mark when the file must be written anew."""
    path = tmp_path / "hand.json"
    journal = Journal(path)
    journal.start({"hand": "x"}, played.actions[:1])
    journal.append(journal_key(played), 1, played.actions[1], {"later": 1})
    (line,) = journal.read().lines
    assert dict(line.extra) == {"later": 1}
    journal.close()
    journal.read()
    path.unlink()
    assert journal.record(played, {"later": 2}) is not None
    assert BY_KEY not in journal.read().snapshot
    journal.close()


def test_a_new_hand_s_file_carries_no_mark_of_the_hand_before(tmp_path: Path, played: Hand) -> None:
    path = tmp_path / "hand.json"
    journal = Journal(path)
    journal.start({"hand": "before"}, played.actions[:1])
    journal.append(journal_key(played), 1, played.actions[1], {BY_KEY: "takeover"})
    following = Hand(5, hand_number=1)
    journal.start({"hand": "next"}, [])
    following.apply(choose(following))
    following.apply(choose(following))
    journal.close()
    journal.read()  # a resume of the next hand, whose file is then gone
    path.unlink()
    assert journal.record(following) is not None
    again = journal.read()
    assert BY_KEY not in again.snapshot
    assert again.snapshot[ACTIONS] == [a.to_json() for a in following.actions]
    journal.close()
