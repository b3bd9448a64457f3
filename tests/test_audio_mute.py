"""Muted means silent (issue 37, item 18): muting closes the sound device, so SDL's audio
thread stops mixing silence, and unmuting opens it again with the music going on from
where it stood. Run on SDL's dummy audio driver, a real mixer with a thread of its own."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from mahjong2p.audio.cues import Music, Sfx
from mahjong2p.audio.mixer import Audio, State
from mahjong2p.audio.ogg import ogg_seconds
from mahjong2p.paths import asset_path


@pytest.fixture
def audio() -> Iterator[Audio]:
    sound = Audio()
    sound.start(background=False)
    assert sound.state is State.READY
    yield sound
    sound.stop()


def test_muting_closes_the_device_and_unmuting_opens_it(audio: Audio) -> None:
    audio.music(Music.TABLE)
    audio.set_volumes(0.6, 0.8, muted=True)
    assert pygame.mixer.get_init() is None and audio.state is State.OFF
    audio.play(Sfx.DISCARD)  # silent, and no error from a closed mixer
    audio.music(Music.TITLE)
    audio.set_volumes(0.6, 0.8, muted=False)
    audio.wait_ready()
    assert audio.state is State.READY and pygame.mixer.get_init() is not None
    audio.poll()
    assert pygame.mixer.music.get_busy()  # the loop asked for while muted plays
    assert audio.opened_ms is not None


def test_the_music_goes_on_from_where_it_stood(
    audio: Audio, monkeypatch: pytest.MonkeyPatch
) -> None:
    length = ogg_seconds(asset_path("sounds", Music.TABLE.file))
    assert length == pytest.approx(24.0)
    audio.music(Music.TABLE)
    # a minute and a half played since the loop began: 90 s into a 24 s loop is 18 s
    monkeypatch.setattr(pygame.mixer.music, "get_pos", lambda: 90_000)
    audio.set_volumes(0.6, 0.8, muted=True)
    started: list[tuple[int, float, int]] = []
    real_play = pygame.mixer.music.play
    monkeypatch.setattr(
        pygame.mixer.music, "play", lambda *args: (started.append(args), real_play(*args))
    )
    audio.set_volumes(0.6, 0.8, muted=False)
    audio.wait_ready()
    audio.poll()
    assert [args[:2] for args in started] == [(-1, pytest.approx(18.0))]
    # and muted again from there: 18 s + 90 s played = 108 s, 12 s into the loop
    audio.set_volumes(0.6, 0.8, muted=True)
    started.clear()
    audio.set_volumes(0.6, 0.8, muted=False)
    audio.wait_ready()
    audio.poll()
    assert [args[:2] for args in started] == [(-1, pytest.approx(12.0))]


def test_another_loop_starts_from_its_beginning(
    audio: Audio, monkeypatch: pytest.MonkeyPatch
) -> None:
    audio.music(Music.TABLE)
    monkeypatch.setattr(pygame.mixer.music, "get_pos", lambda: 5_000)
    audio.set_volumes(0.6, 0.8, muted=True)
    audio.music(Music.TITLE)
    started: list[tuple[int, float, int]] = []
    monkeypatch.setattr(pygame.mixer.music, "play", lambda *args: started.append(args))
    audio.set_volumes(0.6, 0.8, muted=False)
    audio.wait_ready()
    audio.poll()
    assert [args[:2] for args in started] == [(-1, 0.0)]


def test_a_game_started_muted_never_opens_the_device() -> None:
    audio = Audio()
    audio.set_volumes(0.6, 0.8, muted=True)
    audio.start(background=False)
    try:
        assert audio.state is State.OFF and pygame.mixer.get_init() is None
        audio.set_volumes(0.6, 0.8, muted=False)
        audio.wait_ready()
        assert audio.state is State.READY
    finally:
        audio.stop()
    audio.set_volumes(0.6, 0.8, muted=True)
    audio.set_volumes(0.6, 0.8, muted=False)  # stopped: unmuting opens nothing
    assert audio.state is State.OFF and pygame.mixer.get_init() is None


def test_a_device_that_failed_is_not_tried_again_on_every_unmute() -> None:
    audio = Audio()
    audio.start(background=False)
    audio.state = State.FAILED  # as _fail leaves it
    pygame.mixer.quit()
    audio.set_volumes(0.6, 0.8, muted=True)
    audio.set_volumes(0.6, 0.8, muted=False)
    assert audio.state is State.FAILED and pygame.mixer.get_init() is None
    audio.stop()


def test_ogg_length_is_read_from_the_headers(tmp_path: Path) -> None:
    pygame.mixer.init()
    try:
        for path in sorted(asset_path("sounds").glob("*.ogg")):
            decoded = pygame.mixer.Sound(str(path)).get_length()
            assert ogg_seconds(path) == pytest.approx(decoded, abs=0.05), path.name
    finally:
        pygame.mixer.quit()
    not_ogg = tmp_path / "x.ogg"
    not_ogg.write_bytes(b"RIFF....WAVEfmt ")
    assert ogg_seconds(not_ogg) is None
