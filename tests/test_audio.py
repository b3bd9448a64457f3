"""Sound: every file loads and the set matches the cue table; the mixer wrapper plays
everything on a working (dummy) device, and with a sound driver that fails the game still
starts and plays a whole hand — silently, the reason logged once."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from mahjong2p.audio.cues import FAN_STEPS, Music, Sfx, every_file
from mahjong2p.audio.mixer import Audio, State
from mahjong2p.paths import asset_path

SOUNDS = asset_path("sounds")


@pytest.fixture
def mixer() -> Iterator[None]:
    pygame.mixer.init()
    yield
    pygame.mixer.quit()


def test_the_files_are_exactly_the_cues() -> None:
    on_disk = sorted(p.name for p in SOUNDS.glob("*.ogg"))
    assert on_disk == sorted(every_file())


@pytest.mark.parametrize("name", every_file())
def test_every_sound_file_loads(mixer: None, name: str) -> None:
    sound = pygame.mixer.Sound(str(SOUNDS / name))
    length = sound.get_length()
    if name.startswith("music_"):
        assert 20 <= length <= 40, "music loops are 20–40 s"
    else:
        assert 0.02 <= length <= 5, "effects are short"


def test_the_sounds_stay_small() -> None:
    total = sum(p.stat().st_size for p in SOUNDS.iterdir())
    assert total < 2_000_000


def test_the_wrapper_plays_everything_on_a_working_device() -> None:
    audio = Audio()
    audio.start(background=False)
    try:
        assert audio.state is State.READY
        for cue in Sfx:
            audio.play(cue)
        for step in range(FAN_STEPS + 2):
            audio.play_fan(step)
        for track in (*Music, None, Music.TABLE):
            audio.music(track)
        audio.set_volumes(0.3, 0.0, muted=True)
        audio.play(Sfx.WIN)
    finally:
        audio.stop()
    assert audio.state is State.OFF


def test_a_wrapper_that_was_never_started_is_silent() -> None:
    audio = Audio()
    audio.play(Sfx.DISCARD)
    audio.music(Music.TITLE)
    audio.poll()
    assert audio.state is State.OFF


FAILING_DRIVER_GAME = """
import logging, sys
logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
from mahjong2p.app.pygame_env import prepare
prepare(headless=True)
import os
os.environ["SDL_AUDIODRIVER"] = "no_such_driver"
from mahjong2p.app.shell import App
from mahjong2p.audio.mixer import State
from mahjong2p.scenes.results import ResultsScene
from mahjong2p.scenes.title import TitleScene

app = App(size=(960, 540), seed=4)
app.ctx.stack.push(TitleScene(app.ctx))
app.ctx.audio.start()
app.ctx.audio.wait_ready()
assert app.ctx.audio.state is State.FAILED, app.ctx.audio.state
app.ctx.flow.start_run(1)
app.ctx.stack.top.session.auto_play = True
for _ in range(20000):
    app.frame(0.05)
    if isinstance(app.ctx.stack.top, ResultsScene):
        break
assert isinstance(app.ctx.stack.top, ResultsScene)
for _ in range(200):
    app.frame(0.05)
print("played")
"""


def test_a_failing_sound_driver_leaves_the_game_silent_but_playing(tmp_path: Path) -> None:
    env = {**os.environ, "MAHJONG2P_DATA_DIR": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", FAILING_DRIVER_GAME],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "played"
    warnings = [line for line in done.stderr.splitlines() if "sound is off" in line]
    assert len(warnings) == 1 and "Traceback" not in done.stderr
