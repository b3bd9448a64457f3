"""#24 item 8: a damaged rooms.toml stops the game before its window opens, with one line
naming the file (exit 2), like the stage files — not later, when 欢乐豆场 is chosen."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong2p.cli import play
from mahjong2p.paths import levels_dir
from mahjong2p.progression import rooms


def test_a_damaged_rooms_toml_stops_the_start_before_the_window(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    shipped = (levels_dir() / rooms.ROOMS_FILE).read_text("utf-8")
    (tmp_path / rooms.ROOMS_FILE).write_text(shipped.replace("rate = 50", "rate = -50", 1), "utf-8")
    monkeypatch.setattr(rooms, "levels_dir", lambda: tmp_path)
    opened: list[bool] = []
    monkeypatch.setattr("mahjong2p.app.shell.run_game", lambda: opened.append(True) or 0)
    assert play.start_game() == 2
    assert opened == []  # no window
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and rooms.ROOMS_FILE in lines[0]


def test_the_shipped_rooms_toml_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[bool] = []
    monkeypatch.setattr("mahjong2p.app.shell.run_game", lambda: opened.append(True) or 0)
    assert play.start_game() == 0 and opened == [True]
