"""Every scene renders at 1280×720, 1920×1080 and a small 960×540 window, in both
languages, and survives a resize; and importing the UI does no work (no pygame.init)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.i18n import Language
from mahjong2p.scenes import showcase
from mahjong2p.store.settings import Settings

SIZES = [(1280, 720), (1920, 1080), (960, 540)]


@pytest.fixture
def make_app() -> Iterator[object]:
    def make(size: tuple[int, int], language: Language = Language.ZH) -> App:
        return App(size=size, settings=Settings(language=language), seed=3)

    yield make
    pygame.quit()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scene", list(showcase.SCENES))
def test_scene_renders(make_app, scene: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    app = make_app(size)
    showcase.show(app.ctx, scene)
    app.draw()
    assert app.surface.get_size() == size
    # something was painted: the cloth is not one flat colour
    assert len({app.surface.get_at((x, size[1] // 2))[:3] for x in range(0, size[0], 37)}) > 3


@pytest.mark.parametrize("scene", ["table", "results", "haitei"])
def test_english_scenes_render(make_app, scene: str) -> None:  # type: ignore[no-untyped-def]
    app = make_app((1280, 720), Language.EN)
    showcase.show(app.ctx, scene)
    app.draw()


def test_the_table_follows_a_window_resize(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app((1280, 720))
    table = showcase.table_mid_hand(app.ctx)
    app.draw()
    pygame.display.set_mode((1000, 700), pygame.RESIZABLE)
    app.draw()
    assert (table.layout.width, table.layout.height) == (1000, 700)


def test_importing_the_game_does_not_start_pygame() -> None:
    code = (
        "import pygame, mahjong2p.app.shell, mahjong2p.scenes.showcase, mahjong2p.cli\n"
        "print(pygame.display.get_init(), pygame.font.get_init())\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split()[-2:] == ["False", "False"]
