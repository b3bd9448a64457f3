"""A first run that explains itself (issue 16 item 2): no screen to show the window on ends
at once with one line and exit status 2 (it used to run invisibly until killed); a data
folder the game cannot write is named on the title at the start, the game plays on
without saving and says it once; the log says where the data folder is."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from mahjong2p.app.shell import App, open_profile
from mahjong2p.paths import DATA_DIR_ENV
from mahjong2p.scenes.title import TitleScene
from mahjong2p.startup import run_guarded

needs_x11_linux = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="DISPLAY and WAYLAND_DISPLAY are X11/Wayland's"
)


def start_game(env: dict[str, str], data: Path) -> subprocess.CompletedProcess[str]:
    """``python -m mahjong2p`` (the game window) with ``env`` instead of the display's."""
    keep = {k: v for k, v in os.environ.items() if not k.startswith(("SDL_", "DISPLAY", "WAY"))}
    return subprocess.run(
        [sys.executable, "-m", "mahjong2p"],
        env={**keep, **env, DATA_DIR_ENV: str(data)},
        capture_output=True,
        text=True,
        timeout=120,  # the old game ran invisibly until killed
    )


@needs_x11_linux
def test_no_display_at_all_is_one_line_and_exit_2(tmp_path: Path) -> None:
    done = start_game({}, tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "mahjong2p: no display: DISPLAY and WAYLAND_DISPLAY are not set; start the game from"
        " a desktop session (SDL_VIDEODRIVER=dummy runs it headless)"
    ]


@needs_x11_linux
def test_sdl_falling_back_to_offscreen_is_no_display_either(tmp_path: Path) -> None:
    done = start_game({"DISPLAY": ":4321"}, tmp_path)  # no X server there
    assert done.returncode == 2
    ours = [line for line in done.stderr.splitlines() if line.startswith("mahjong2p:")]
    assert ours == [
        "mahjong2p: no display: SDL could only start its offscreen driver; start the game"
        " from a desktop session (SDL_VIDEODRIVER=dummy runs it headless)"
    ]


@pytest.fixture
def unwritable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder that cannot be made: its parent is a file."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    folder = blocker / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    return folder


@pytest.fixture
def title_app(unwritable: Path) -> Iterator[App]:
    app = App(size=(1280, 720), seed=1, profile=open_profile())
    app.ctx.stack.push(TitleScene(app.ctx))
    yield app
    pygame.quit()


def test_an_unwritable_data_folder_is_named_on_the_title(
    title_app: App, unwritable: Path, tmp_path: Path
) -> None:
    title = title_app.ctx.stack.top
    assert isinstance(title, TitleScene)
    assert title.notice == "notice.data_unwritable" and title.notice_detail == str(unwritable)
    title_app.frame(1 / 60)
    with_notice = title_app.surface.copy()
    title.notice_left = 0
    title_app.frame(1 / 60)
    band = pygame.Rect(0, 0, 1280, 60)  # where the notice sits, above the title
    assert with_notice.subsurface(band).get_view("2").raw != (
        title_app.surface.subsurface(band).get_view("2").raw
    )
    pygame.image.save(with_notice, str(tmp_path / "notice.png"))


def test_the_game_plays_on_and_saves_nothing_said_once(title_app: App, unwritable: Path) -> None:
    profile = title_app.ctx.profile
    assert not profile.can_save
    profile.notice = None  # the title took it
    profile.collect_yakuman({"big_three_dragons"})
    assert "big_three_dragons" in profile.yakuman_collected  # in play, in memory
    assert profile.notice is None  # no second message at the save
    assert not unwritable.parent.is_dir()


def test_the_log_names_the_data_folder(unwritable: Path, capsys: pytest.CaptureFixture) -> None:
    assert run_guarded(lambda: (open_profile(), 0)[1]) == 0
    err = capsys.readouterr().err
    assert f"the data folder {unwritable} cannot be written" in err
