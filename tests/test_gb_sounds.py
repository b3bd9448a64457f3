"""The 72-tile game's own cues (issue 15 item 8): the dice roll, each 补花 and the bean
count-up on the results ask the mixer for their sound — observed by recording what the
scenes pass to ``Audio.play`` (the dummy audio driver plays nothing)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.audio.cues import Sfx, every_file
from mahjong2p.paths import asset_path
from mahjong2p.scenes import showcase
from mahjong2p.scenes.gb_results.scene import GbResultsScene

FRAME_S = 1 / 60


@pytest.fixture
def played(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[App, list[Sfx]]]:
    app = App(size=(1280, 720), seed=1)
    cues: list[Sfx] = []
    monkeypatch.setattr(app.ctx.audio, "play", cues.append)
    yield app, cues
    pygame.quit()


def test_the_gb_table_rolls_dice_and_sets_flowers_aside_with_their_cues(
    played: tuple[App, list[Sfx]],
) -> None:
    app, cues = played
    showcase.show(app.ctx, "gb_table_deal", at=12.0)  # dice, break, deal, 补花 played live
    assert Sfx.DICE in cues
    assert Sfx.FLOWER in cues


def test_the_gb_results_count_beans_with_the_bean_cue(played: tuple[App, list[Sfx]]) -> None:
    app, cues = played
    showcase.show(app.ctx, "gb_results")  # the player's win, shown at its end
    scene = app.ctx.stack.top
    assert isinstance(scene, GbResultsScene)
    scene.enter()  # the show once more, played out live this time
    for _ in range(int(10 / FRAME_S)):
        app.ctx.stack.update(FRAME_S)
    assert Sfx.WIN in cues and Sfx.BEANS in cues and Sfx.TICK not in cues


def test_the_new_cues_have_their_files() -> None:
    for cue in (Sfx.DICE, Sfx.FLOWER, Sfx.BEANS):
        assert cue.file in every_file() and asset_path("sounds", cue.file).is_file()
