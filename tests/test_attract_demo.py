"""The title's attract mode, seen in a real window (issue 25's look at every screen): the
game's name is drawn across the wall, where the table's cut-ins go, so the demo plays none
("报听!" showed through the name); and its sidebar shows none of the live table's switches
(托管, 计时, 菜单, 自动和, 自动过), which no key or click answers there — any key returns to
the menu."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.rules.events import DeclaredReady, Won
from mahjong2p.scenes.title import IDLE_S, TitleScene

FRAME_S = 0.05

MAX_FRAMES = 20_000  # game time far beyond a demo hand's


@pytest.fixture
def app() -> Iterator[App]:
    application = App(size=(960, 540), seed=3)
    yield application
    pygame.quit()


def test_the_demo_plays_no_cut_in_under_the_title_and_shows_no_switches(app: App) -> None:
    title = TitleScene(app.ctx)
    app.ctx.stack.push(title)
    for _ in range(round((IDLE_S + 0.5) / FRAME_S)):
        app.frame(FRAME_S)
    demo = title.demo
    assert demo is not None
    cut_in_events = 0
    for _ in range(MAX_FRAMES):  # the whole demo hand, at the normal speed
        if title.demo is not demo:
            break
        app.frame(FRAME_S)
        assert not demo.animator.cutins.showing
        assert demo.hud.buttons == ()  # nothing to click
        log = demo.session.hand.log
        cut_in_events = sum(isinstance(e, Won | DeclaredReady) for e in log)
    else:
        raise AssertionError("the demo hand never ended")
    assert demo.model.ended is not None
    assert cut_in_events or demo.session.hand.winner is None  # a win, 报听 or a draw: cut-ins
