"""Start-up robustness (mahjong2p.startup) and the bundle's entry script: a failing start is
logged in the player's data folder and reported in one line and a dialog, never silent."""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from mahjong2p import frozen_entry, startup
from mahjong2p.cli.play import start_game
from mahjong2p.progression.levels import LevelDataError


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MAHJONG2P_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        startup, "show_error_dialog", lambda title, text: shown.append((title, text)) or True
    )
    return shown


def log_text(data_dir: Path) -> str:
    return (data_dir / "logs" / "mahjong2p.log").read_text(encoding="utf-8")


def test_a_normal_run_is_logged_and_leaves_logging_as_it_was(data_dir: Path) -> None:
    before = list(logging.getLogger().handlers)
    assert startup.run_guarded(lambda: 0) == 0
    assert logging.getLogger().handlers == before
    text = log_text(data_dir)
    assert "mahjong2p" in text and "starting" in text and "quit (status 0)" in text


def test_game_warnings_reach_the_log(data_dir: Path) -> None:
    def start() -> int:
        logging.getLogger("mahjong2p.audio.mixer").warning("sound is off: no device")
        return 0

    startup.run_guarded(start)
    assert "WARNING mahjong2p.audio.mixer: sound is off: no device" in log_text(data_dir)


def test_a_startup_error_is_one_line_and_no_dialog_when_headless(
    data_dir: Path, dialogs: list[tuple[str, str]], capsys: pytest.CaptureFixture[str]
) -> None:
    def start() -> int:
        raise startup.StartupError("cannot open the game window: no display", 1)

    assert startup.run_guarded(start) == 1
    assert capsys.readouterr().err == "mahjong2p: cannot open the game window: no display\n"
    assert "cannot start: cannot open the game window: no display" in log_text(data_dir)
    assert dialogs == []  # conftest runs SDL headless: nobody could close a dialog


def test_with_a_screen_the_player_gets_a_dialog_naming_the_log(
    data_dir: Path,
    dialogs: list[tuple[str, str]],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")

    def start() -> int:
        raise KeyError("tile")

    assert startup.run_guarded(start) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err and "KeyError" in err
    assert "Traceback" in log_text(data_dir) and "KeyError: 'tile'" in log_text(data_dir)
    ((title, text),) = dialogs
    assert "mahjong2p" in title
    assert "KeyError" in text and str(data_dir / "logs" / "mahjong2p.log") in text


def test_an_unwritable_data_folder_does_not_stop_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("MAHJONG2P_DATA_DIR", str(blocker))
    with startup.game_log() as path:
        assert path is None
    assert startup.run_guarded(lambda: 0) == 0


def test_dialog_falls_back_until_one_way_works(monkeypatch: pytest.MonkeyPatch) -> None:
    tried: list[str] = []

    def failing(name: str) -> Callable[[str, str], None]:
        def show(title: str, text: str) -> None:
            tried.append(name)
            raise OSError(f"{name} unavailable")

        return show

    monkeypatch.setattr(startup, "_sdl_dialog", failing("sdl"))
    monkeypatch.setattr(startup, "_windows_dialog", failing("windows"))
    monkeypatch.setattr(startup, "_tk_dialog", lambda title, text: tried.append("tk"))
    assert startup.show_error_dialog("t", "m") is True
    assert tried == ["sdl", "windows", "tk"]
    monkeypatch.setattr(startup, "_tk_dialog", failing("tk"))
    assert startup.show_error_dialog("t", "m") is False


@pytest.mark.skipif(sys.platform == "win32", reason="the Windows way exists there")
def test_the_windows_way_declines_elsewhere() -> None:
    with pytest.raises(OSError):
        startup._windows_dialog("t", "m")


@pytest.mark.parametrize(
    ("failure", "status", "line"),
    [
        (pygame.error("no video device"), 1, "mahjong2p: cannot open the game window: no video"),
        (LevelDataError(Path("stage1.toml"), "bet", "must be > 0"), 2, "mahjong2p: stage1.toml"),
    ],
)
def test_start_game_turns_known_failures_into_a_status(
    data_dir: Path,
    dialogs: list[tuple[str, str]],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    failure: Exception,
    status: int,
    line: str,
) -> None:
    import mahjong2p.app.shell as shell

    def run_game() -> int:
        raise failure

    monkeypatch.setattr(shell, "run_game", run_game)
    try:
        assert start_game() == status
    finally:
        pygame.display.quit()
    assert capsys.readouterr().err.startswith(line)
    assert "cannot start" in log_text(data_dir)


def test_window_icon_is_set_and_a_missing_one_is_only_logged(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    try:
        startup.set_window_icon()
        monkeypatch.setattr(startup, "ICON_FILE", ("icons", "missing.png"))
        startup.set_window_icon()
    finally:
        pygame.display.quit()
    assert "window icon not set" in caplog.text


def test_frozen_entry_runs_code_like_the_interpreter(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "argv", ["mahjong2p"])
    code = "import sys; print(__name__, sys.argv)"
    assert frozen_entry.run(["-c", code, "extra"]) == 0
    assert capsys.readouterr().out == "__main__ ['-c', 'extra']\n"


def test_frozen_entry_is_the_mahjong2p_command(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[list[str]] = []
    monkeypatch.setattr(frozen_entry, "main", lambda argv: seen.append(argv) or 0)
    assert frozen_entry.run(["sim", "--hands", "5"]) == 0
    assert frozen_entry.run([]) == 0
    assert seen == [["sim", "--hands", "5"], []]
