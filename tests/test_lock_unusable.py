"""#35 §2: a lock that cannot be taken stops the saving. A folder or a dangling link at the
lock's path used to be logged and ignored — the game ran and saved unlocked, so two copies
could run on one folder and the last writer's wallet won. Now the thing at the lock's path
is set aside and the lock taken; if it still cannot be taken, the game plays without saving
and the title says so, as for an unwritable folder."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from mahjong2p.app.shell import open_profile
from mahjong2p.store import lock

PROBE = """
import sys
from filelock import FileLock, Timeout
try:
    FileLock(sys.argv[1], timeout=0).acquire()
except Timeout:
    sys.exit(7)
"""


def _held_by_us(path: Path) -> bool:
    """Another process fails to take the lock at ``path``."""
    probe = subprocess.run([sys.executable, "-c", PROBE, str(path)], timeout=60)
    return probe.returncode == 7


@pytest.mark.parametrize("kind", ["folder", "dangling-link"])
def test_a_bad_lock_path_is_set_aside_and_the_lock_taken(
    tmp_path: Path, kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MAHJONG2P_DATA_DIR", str(tmp_path))
    path = tmp_path / lock.LOCK_FILE
    path.mkdir() if kind == "folder" else path.symlink_to(tmp_path / "gone" / "lock")
    with lock.data_folder_lock() as ours:
        assert ours and lock.LOCK_STATE.problem is None
        assert _held_by_us(path)
        profile = open_profile()
        assert profile.can_save
    assert len([p for p in tmp_path.iterdir() if p.name.startswith(f"{path.name}.unusable-")]) == 1


def test_a_lock_that_still_cannot_be_taken_plays_without_saving_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MAHJONG2P_DATA_DIR", str(tmp_path))
    (tmp_path / lock.LOCK_FILE).mkdir()

    def refuse(*_: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(lock, "_move_aside", refuse)  # the bad lock path stays
    with lock.data_folder_lock() as ours:
        assert ours and lock.LOCK_STATE.problem is not None
        profile = open_profile()
        assert not profile.can_save
        assert profile.notice == "saves_gaps.lock_unusable"
        assert profile.notice_detail == str(tmp_path)
    before = sorted(p.name for p in tmp_path.iterdir())
    profile.store(profile.progress)  # nothing is written
    assert sorted(p.name for p in tmp_path.iterdir()) == before
