"""Issue 11 item 4: a full disk never turns the game's log into tracebacks or a failed quit."""

from __future__ import annotations

import logging
import os
from pathlib import Path

import pytest

from mahjong2p import startup


@pytest.fixture
def full_disk_log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The log file opens onto /dev/full: every write fails with ENOSPC. (A link to
    /dev/full at the log's path is refused by the opener — tests/test_no_file_hangs.py —
    so the opener itself is given the device.)"""
    if not os.path.exists("/dev/full"):
        pytest.skip("needs /dev/full (Linux)")
    monkeypatch.setenv("MAHJONG2P_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(
        startup, "open_plain_or_set_aside", lambda path: (os.open("/dev/full", os.O_WRONLY), None)
    )
    return tmp_path


def _chatty_game() -> int:
    for number in range(4):
        logging.getLogger("mahjong2p.scenes").info("frame %d", number)
    return 0


def test_a_full_disk_gives_one_line_and_a_clean_quit(
    full_disk_log: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert startup.run_guarded(_chatty_game) == 0
    err = capsys.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err
    assert err.splitlines() == [
        "mahjong2p: the log file cannot be written (No space left on device)"
    ]


def test_closing_a_log_whose_last_flush_fails_does_not_raise(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Portable: the stream's flush fails the way a full disk makes it fail."""
    handler = startup.QuietFileHandler(tmp_path / "x.log", encoding="utf-8")
    handler.emit(logging.makeLogRecord({"msg": "hello"}))
    assert handler.stream is not None

    def no_space() -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(handler.stream, "flush", no_space)
    handler.emit(logging.makeLogRecord({"msg": "again"}))
    handler.close()
    handler.emit(logging.makeLogRecord({"msg": "after"}))
    assert "Logging error" not in capsys.readouterr().err
