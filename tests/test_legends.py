"""Issue 37.12: the viewer's timeline marks have a legend, 战绩's line charts an x-axis,
and the note on 继续游戏 stays readable on its lit fill — read from what is drawn."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from test_table_contrast import contrast
from text_drawn import drawn_text

from mahjong2p.app.shell import App, open_profile
from mahjong2p.review.record import Grade
from mahjong2p.scenes import showcase
from mahjong2p.scenes.review_view.words import grade_words
from mahjong2p.scenes.title import TitleScene
from mahjong2p.scenes.viewer.scene import ReplayViewer
from mahjong2p.store.bean_table_save import table_path
from mahjong2p.ui import draw, theme


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("MAHJONG2P_DATA_DIR", str(tmp_path))
    application = App(size=(1280, 720), seed=1, profile=open_profile())
    yield application
    pygame.quit()


def test_the_timeline_has_a_legend_clear_of_the_board(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    showcase.show(app.ctx, "replay_review")
    viewer = app.ctx.stack.top
    assert isinstance(viewer, ReplayViewer)
    lines = drawn_text(monkeypatch)
    app.draw()
    tr = app.ctx.text
    for words in (
        tr.text("look.viewer.calls"),
        tr.text("look.viewer.ready"),
        grade_words(tr, Grade.DOUBT),
        grade_words(tr, Grade.MISTAKE),
    ):
        assert words in lines
    (legend,) = viewer.frame_rects["legend"]
    others = [r for k, rects in viewer.frame_rects.items() if k != "legend" for r in rects]
    assert legend.collidelist(others) < 0 and not legend.colliderect(viewer.timeline.rect)


def test_the_line_charts_have_an_x_axis(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    showcase.show(app.ctx, "stats")
    lines = drawn_text(monkeypatch)
    app.draw()
    axes = [
        line for line in lines if line.startswith(app.ctx.text.text("look.stats.x_axis", n=0)[:2])
    ]
    assert len(axes) == 2, lines  # the balance and the agreement


def test_the_continue_note_reads_on_its_lit_fill(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = app.ctx.profile.folder
    assert folder is not None
    table_path(folder).write_text("{}", encoding="utf-8")  # a bean hand left open
    title = TitleScene(app.ctx)
    app.ctx.stack.reset(title)
    assert title.menu.focus == 1  # 继续游戏, lit
    inks: dict[str, Any] = {}
    real = draw.text

    def recorded(*args: Any, **kwargs: Any) -> pygame.Rect:
        inks[args[2]] = args[4]
        return real(*args, **kwargs)

    monkeypatch.setattr(draw, "text", recorded)
    app.draw()
    button = title.menu.buttons[1]
    lit = tuple(min(255, c + 34) for c in button.color)  # a focused fill is lit
    assert contrast(inks[button.note], lit) >= 4.5
    assert contrast(inks[button.note], theme.BUTTON) >= 4.5
