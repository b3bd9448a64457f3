"""Issue 11 item 5: a missing or broken file of the install silences or names only itself,
and ``screenshot`` leaves nothing behind in the temporary folder."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pygame
import pytest

from mahjong2p.audio import mixer
from mahjong2p.audio.cues import Music, Sfx
from mahjong2p.audio.mixer import Audio, State
from mahjong2p.cli import main
from mahjong2p.ui import fonts
from mahjong2p.ui.fonts import Face, FontFileError, Fonts


def test_screenshot_of_the_replay_list_leaves_no_temporary_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    out = tmp_path / "replays.png"
    assert main(["screenshot", "--scene", "replays", "--out", str(out)]) == 0
    assert out.exists() and list(scratch.iterdir()) == []
    assert tempfile.tempdir == str(scratch)


def test_one_missing_music_file_leaves_the_effects_playing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    real_file = mixer._file

    def without_title_music(name: str) -> Path:
        return tmp_path / "gone.ogg" if name == Music.TITLE.file else real_file(name)

    monkeypatch.setattr(mixer, "_file", without_title_music)
    audio = Audio()
    audio.start(background=False)
    try:
        assert audio.state is State.READY
        audio.music(Music.TITLE)
        assert audio.state is State.READY  # the effects still play
        audio.play(Sfx.DISCARD)
        audio.music(Music.TABLE)  # another loop still starts
        assert audio.state is State.READY and pygame.mixer.music.get_busy()
    finally:
        audio.stop()


@pytest.fixture
def broken_font(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    broken = tmp_path / "NotoSansSC-Subset-Bold.otf"
    broken.write_bytes(b"OTTO this is not a font")
    monkeypatch.setattr(fonts, "asset_path", lambda *parts: broken)
    return broken


def test_a_broken_font_file_is_one_line_naming_the_file(broken_font: Path) -> None:
    pygame.font.init()
    with pytest.raises(FontFileError) as info:
        Fonts().font(20, Face.BOLD)
    assert str(broken_font) in str(info.value) and "\n" not in str(info.value)
    with pytest.raises(FontFileError):
        Fonts().has_glyph("中")


def test_screenshot_with_a_broken_font_exits_2_with_one_line(
    broken_font: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["screenshot", "--scene", "title", "--out", str(tmp_path / "t.png")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(broken_font) in err and "Traceback" not in err
