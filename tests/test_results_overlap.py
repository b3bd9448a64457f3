"""The overlap sweep on the results screens (issue 37, "every scene that draws a table"):
at every supported size and in both languages, once the whole show has played, the hands
laid out (the winner's, the player's under a CPU win), the lines beside and under them
(names, flowers, the loss line) and the panels and buttons never cover one another.
Recorded at the drawing calls themselves, so any part either screen draws is counted."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.i18n import Language
from mahjong2p.scenes import showcase
from mahjong2p.scenes.gb_results import scene as gb_scene
from mahjong2p.scenes.results import loser
from mahjong2p.scenes.results import scene as arcade_scene
from mahjong2p.store.settings import Settings
from mahjong2p.ui import draw
from mahjong2p.ui.widgets import Button

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
SCENES = [
    "results",
    "results_cpu_win",
    "results_draw",
    "gb_results",
    "gb_results_cpu",
    "gb_results_draw",
]


@pytest.fixture(params=list(Language), ids=lambda lang: lang.value)
def language(request: pytest.FixtureRequest) -> Iterator[Language]:
    yield request.param
    pygame.quit()


def _record(monkeypatch: pytest.MonkeyPatch) -> dict[str, list[pygame.Rect]]:
    found: dict[str, list[pygame.Rect]] = {"row": [], "panel": [], "text": [], "button": []}

    def wrap(kind: str, real: Any) -> Any:
        def recorded(*args: Any, **kwargs: Any) -> Any:
            rect = real(*args, **kwargs)
            if kind == "panel":
                rect = args[1]
            if isinstance(rect, pygame.Rect) and rect.w and rect.h:
                found[kind].append(pygame.Rect(rect))
            return rect

        return recorded

    for module in (arcade_scene, gb_scene, loser):
        monkeypatch.setattr(module, "draw_hand_row", wrap("row", module.draw_hand_row))
    monkeypatch.setattr(draw, "panel", wrap("panel", draw.panel))
    monkeypatch.setattr(draw, "text", wrap("text", draw.text))
    real_button = Button.draw

    def button(self: Button, *args: Any, **kwargs: Any) -> None:
        real_button(self, *args, **kwargs)
        found["button"].append(pygame.Rect(self.rect))

    monkeypatch.setattr(Button, "draw", button)
    return found


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scene", SCENES)
def test_the_results_parts_never_cover_one_another(
    scene: str, size: tuple[int, int], language: Language, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = App(size=size, seed=1, settings=Settings(language=language))
    showcase.show(app.ctx, scene, at=30.0)  # the whole show played
    found = _record(monkeypatch)
    app.draw()
    monkeypatch.undo()
    rows, panels, buttons = found["row"], found["panel"], found["button"]
    boxes = [p for p in panels if p not in buttons]
    # lines that stand on the felt (not written inside a panel or on a button)
    loose = [t for t in found["text"] if not any(b.contains(t) for b in [*boxes, *buttons])]
    parts = [("row", r) for r in rows] + [("panel", p) for p in boxes]
    parts += [("button", b) for b in buttons] + [("line", t) for t in loose]
    for (ka, a), (kb, b) in itertools.combinations(parts, 2):
        if ka == kb == "line":
            continue  # a line's words and its own shadow or label are drawn piece by piece
        assert not a.colliderect(b), (scene, ka, a, kb, b)
