"""#24 item 6: one copy of the game per data folder. The first holds an OS lock on the
folder while it runs (released by the OS when the process dies: a crash leaves no stale
lock); a second copy says in one line that the game is already running, writes nothing —
not the log, not a save — and exits."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong2p import startup
from mahjong2p.store import lock

HOLDER = """
import sys, time
from filelock import FileLock
lock = FileLock(sys.argv[1], timeout=0)
lock.acquire()
print("held", flush=True)
time.sleep(120)
"""


def _files(folder: Path) -> dict[str, tuple[int, bytes]]:
    return {
        str(p.relative_to(folder)): (p.stat().st_mtime_ns, p.read_bytes())
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


@pytest.fixture
def held(tmp_path: Path) -> subprocess.Popen[str]:
    """Another process holding the data folder's lock, as a running game does."""
    (tmp_path / "save.json").write_text('{"schema_version": 1}')
    (tmp_path / "beans.json").write_text("{}")
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(tmp_path / lock.LOCK_FILE)],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
    yield holder
    holder.kill()
    holder.wait()


def test_a_second_copy_says_so_in_one_line_writes_nothing_and_exits(
    tmp_path: Path, held: subprocess.Popen[str]
) -> None:
    before = _files(tmp_path)
    env = {**os.environ, "MAHJONG2P_DATA_DIR": str(tmp_path), "SDL_VIDEODRIVER": "dummy"}
    second = subprocess.run(
        [sys.executable, "-m", "mahjong2p"], env=env, capture_output=True, text=True, timeout=60
    )
    assert second.returncode == startup.ALREADY_RUNNING_STATUS
    lines = second.stderr.strip().splitlines()
    assert len(lines) == 1 and "already running" in lines[0] and str(tmp_path) in lines[0]
    assert _files(tmp_path) == before  # no log, no save touched
    assert not (tmp_path / "logs").exists()


def test_the_lock_of_a_killed_copy_is_free_at_once(
    tmp_path: Path, held: subprocess.Popen[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MAHJONG2P_DATA_DIR", str(tmp_path))
    with lock.data_folder_lock() as ours:
        assert not ours
    held.send_signal(signal.SIGKILL)
    held.wait()
    with lock.data_folder_lock() as ours:
        assert ours
    started: list[bool] = []
    assert startup.run_guarded(lambda: started.append(True) or 0) == 0
    assert started == [True]


def test_the_game_holds_the_lock_while_it_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MAHJONG2P_DATA_DIR", str(tmp_path))

    def game() -> int:
        probe = subprocess.run(
            [
                sys.executable,
                "-c",
                HOLDER.replace("time.sleep(120)", ""),
                str(tmp_path / lock.LOCK_FILE),
            ],
            capture_output=True,
            text=True,
            timeout=60,
        )
        return 0 if probe.returncode != 0 else 5  # the probe could not take it

    assert startup.run_guarded(game) == 0
