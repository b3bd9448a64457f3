"""#35 §3: no file type hangs the game. Every file opened to append to or to create in
place — both hands' files, the log, the probes of the data folder and of ``sim --replays`` —
goes through one opener (``O_NONBLOCK | O_NOFOLLOW``, then ``fstat``): a FIFO, a folder, a
device or a dangling link at its path is set aside with one line, never waited on.

And SIGTERM ends the game within a second even while its main loop is busy, leaving what a
SIGKILL leaves (SDL used to turn it into a quit event that a busy loop never read).
"""

from __future__ import annotations

import logging
import os
import signal
import stat
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from hand_step import HandOnDisk

from mahjong2p import startup
from mahjong2p.sim.replays import ReplayWriter
from mahjong2p.store.hand_files import TABLE_FILE
from mahjong2p.store.plain_files import NotAPlainFile, data_folder_problem, open_plain

KINDS = ["fifo", "folder", "device", "dangling-link"]
HANG_LIMIT_S = 20  # far beyond any open; a hang never returns


def _make(path: Path, kind: str) -> None:
    """Put ``kind`` at ``path`` (replacing a file there)."""
    if path.exists() or path.is_symlink():
        path.unlink()
    if kind == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs here")
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "device":
        if not hasattr(os, "mknod") or os.geteuid() != 0:
            pytest.skip("making a device node needs root")
        os.mknod(path, 0o600 | stat.S_IFCHR, os.makedev(1, 3))  # as /dev/null
    else:
        path.symlink_to(path.with_name("nowhere") / "at-all")


def _within_limit(work: Callable[[], object]) -> object:
    """``work()``'s result; the test fails (instead of hanging) if it does not return."""
    done: list[object] = []
    failed: list[BaseException] = []

    def run() -> None:
        try:
            done.append(work())
        except BaseException as exc:  # handed to the test's own thread
            failed.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(HANG_LIMIT_S)
    if failed:
        raise failed[0]
    assert done, "the open hung"
    return done[0]


def _set_aside(folder: Path, name: str) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.startswith(f"{name}.unusable-")]


@pytest.mark.parametrize("kind", KINDS)
def test_the_opener_refuses_what_is_not_a_regular_file_at_once(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "target"
    _make(path, kind)
    with pytest.raises(NotAPlainFile):
        _within_limit(lambda: open_plain(path))


@pytest.mark.parametrize("mode", ["beans", "arcade"])
@pytest.mark.parametrize("kind", KINDS)
def test_the_hands_file_swapped_mid_hand_is_set_aside_and_written_again(
    tmp_path: Path, mode: str, kind: str
) -> None:
    """The attack: the journal as a FIFO; its first append used to block for ever."""
    table = HandOnDisk(tmp_path, mode)
    table.play(3)
    name = TABLE_FILE if mode == "beans" else "run_hand.json"
    table.keeper.save()  # the menu opened: the file is written whole (and reopened later)
    _make(tmp_path / name, kind)
    _within_limit(lambda: table.play(1))
    assert len(_set_aside(tmp_path, name)) == 1
    assert (tmp_path / name).is_file()
    lines = (tmp_path / name).read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1 and '"actions"' in lines[0]  # a whole snapshot again
    table.play(1)  # and the next action appends to it
    assert len((tmp_path / name).read_text(encoding="utf-8").splitlines()) == 2


@pytest.mark.parametrize("kind", KINDS)
def test_the_data_folders_probe_does_not_hang_the_start(tmp_path: Path, kind: str) -> None:
    _make(tmp_path / ".write-test", kind)
    assert _within_limit(lambda: data_folder_problem(tmp_path)) is None
    assert len(_set_aside(tmp_path, ".write-test")) == 1
    assert not (tmp_path / ".write-test").exists()


@pytest.mark.parametrize("kind", KINDS)
def test_the_sim_replay_folders_probe_does_not_hang(tmp_path: Path, kind: str) -> None:
    _make(tmp_path / f".sim-probe-{os.getpid()}", kind)
    writer = _within_limit(lambda: ReplayWriter.into(tmp_path, None, None))
    assert isinstance(writer, ReplayWriter)
    assert len(_set_aside(tmp_path, f".sim-probe-{os.getpid()}")) == 1


@pytest.mark.parametrize("kind", KINDS)
def test_the_log_file_does_not_hang_the_start(
    tmp_path: Path, kind: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("MAHJONG2P_DATA_DIR", str(tmp_path))
    (tmp_path / startup.LOG_DIR_NAME).mkdir()
    _make(startup.log_path(), kind)

    def game() -> int:
        logging.getLogger("mahjong2p.scenes").warning("a line for the log")
        return 0

    assert _within_limit(lambda: startup.run_guarded(game)) == 0
    assert len(_set_aside(startup.log_path().parent, startup.LOG_FILE_NAME)) == 1
    assert "a line for the log" in startup.log_path().read_text(encoding="utf-8")
    said = [line for line in capsys.readouterr().err.splitlines() if "log file" in line]
    assert len(said) == 1 and "kept as" in said[0]


BUSY_GAME = """
import sys
from mahjong2p.app.pygame_env import prepare
prepare(headless=True)
from mahjong2p.app import shell

def busy(self, *args, **kwargs):
    print("busy", flush=True)
    while True:
        pass

shell.App.frame = busy
shell.run_game()
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX signals")
def test_sigterm_ends_a_busy_game_at_once_as_sigkill_would(tmp_path: Path) -> None:
    env = {**os.environ, "MAHJONG2P_DATA_DIR": str(tmp_path)}
    game = subprocess.Popen(
        [sys.executable, "-c", BUSY_GAME], env=env, stdout=subprocess.PIPE, text=True
    )
    try:
        assert game.stdout is not None and game.stdout.readline().strip() == "busy"
        game.send_signal(signal.SIGTERM)
        status = game.wait(timeout=HANG_LIMIT_S)
    finally:
        game.kill()
        game.wait()
    assert status == -signal.SIGTERM  # ended by the signal itself: nothing ran after it


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_journal_left_beside_a_killed_hand_does_not_hang_the_next_action(
    tmp_path: Path,
) -> None:
    """The issue's attack as it was made: the hand's journal replaced by a FIFO after a
    kill; the resume read it safely, then the first action's append blocked for ever."""
    from mahjong2p.play.bean_table import BeanTable
    from mahjong2p.play.bean_wallet import BeanWallet
    from mahjong2p.progression.rooms import load_rooms

    table = HandOnDisk(tmp_path, "beans")
    table.play(4)
    journal = tmp_path / "bean_table.journal"
    journal.unlink(missing_ok=True)
    os.mkfifo(journal)
    resumed = _within_limit(
        lambda: BeanTable.resume(BeanWallet.open(load_rooms(), tmp_path), tmp_path)
    )
    assert isinstance(resumed, BeanTable) and resumed.hand is not None
    hand = resumed.hand
    assert hand.actions == table.hand.actions

    def next_action() -> None:
        hand.apply(table.actions[len(hand.actions)])
        resumed.acted(hand)

    _within_limit(next_action)
    again = BeanTable.resume(BeanWallet.open(load_rooms(), tmp_path), tmp_path)
    assert again is not None and again.hand is not None and len(again.hand.actions) == 5
