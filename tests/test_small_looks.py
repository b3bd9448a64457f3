"""Issue 37's small things a player trips over, each read from what the screen draws:
the title's one highlighted button (8), the results' focus arrow clear of the R badge (9),
海底捞月's footer while the CPU draws (10), 自动和 / 自动过 saying 开/关 and their key
(11), the attract sidebar's one "back" line (13) and the mode select remembering (14)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from text_drawn import drawn_boxes, drawn_text
from ui_driver import key

from mahjong2p.app.shell import App, open_profile
from mahjong2p.i18n import Language
from mahjong2p.play.session import HandSession
from mahjong2p.rules.events import HaiteiStarted
from mahjong2p.scenes import showcase
from mahjong2p.scenes.haitei import HaiteiScene
from mahjong2p.scenes.mode_select import ARCADE, BEANS, ModeSelectScene
from mahjong2p.scenes.rooms import RoomsScene
from mahjong2p.scenes.showcase.staging import play_until
from mahjong2p.scenes.title import TitleScene
from mahjong2p.seat import Seat
from mahjong2p.store.bean_table_save import table_path
from mahjong2p.store.settings import Settings
from mahjong2p.ui import theme
from mahjong2p.ui.widgets import focus_marker_rect


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("MAHJONG2P_DATA_DIR", str(tmp_path))
    application = App(size=(1280, 720), seed=5, profile=open_profile())
    yield application
    pygame.quit()


def test_the_title_highlights_one_button_the_one_enter_presses(app: App) -> None:
    folder = app.ctx.profile.folder
    assert folder is not None
    table_path(folder).write_text("{}", encoding="utf-8")  # a bean hand left open: a save
    title = TitleScene(app.ctx)
    app.ctx.stack.reset(title)
    assert title.can_resume
    for focus in (title.menu.focus, 0, 1):
        title.menu.focus = focus
        app.draw()
        red = [i for i, b in enumerate(title.menu.buttons) if b.color == theme.RED_DARK]
        assert red == [focus]
    pressed: list[int] = []
    for i, button in enumerate(title.menu.buttons[:2]):
        button.on_click = lambda i=i: pressed.append(i)
    key(pygame.K_RETURN)
    app.frame(0.05)
    assert pressed == [1]  # the red one: 继续游戏, focused and filled


@pytest.mark.parametrize("scene", ["results", "results_cpu_win", "gb_results", "gb_results_cpu"])
def test_the_results_focus_marker_stays_on_its_button(app: App, scene: str) -> None:
    """The focused button's marker covers no other button (回放's R badge lies in its
    top right corner, where the next button's arrow used to point from)."""
    showcase.show(app.ctx, scene, at=30.0)
    results = app.ctx.stack.top
    menu = results.menu  # type: ignore[attr-defined]
    assert menu.horizontal
    for focus in range(len(menu.buttons)):
        menu.focus = focus
        app.draw()
        marker = focus_marker_rect(menu.buttons[focus].rect, arrow=not menu.horizontal)
        others = [b.rect for i, b in enumerate(menu.buttons) if i != focus]
        assert marker.collidelist(others) < 0, (focus, marker, others)


def _cpu_haitei(session: HandSession) -> bool:
    started = [e for e in session.hand.log if isinstance(e, HaiteiStarted)]
    return bool(started) and started[0].seat == Seat.CPU and not session.hand.is_over


def test_the_seabed_footer_says_the_cpu_draws(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """During the CPU's own 海底捞月 draws the footer tells what happens, not the
    player's keys."""
    session = play_until(1, _cpu_haitei)
    app.ctx.stack.push(HaiteiScene(app.ctx, session))
    lines = drawn_text(monkeypatch)
    app.draw()
    tr = app.ctx.text.text
    assert tr("look.haitei.cpu_drawing") in lines and tr("haitei.keys") not in lines


def _drawn_sizes(app: App, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """Every string the next frame draws, with its size."""
    drawn = drawn_boxes(monkeypatch)
    app.draw()
    monkeypatch.undo()
    return [(text, size) for text, size, _ in drawn]


def _switch(app: App, name: str, on: bool, hotkey: str) -> str:
    tr = app.ctx.text.text
    return f"{tr(name)} {tr('settings.on' if on else 'settings.off')} · {hotkey}"


@pytest.mark.parametrize("language", list(Language), ids=lambda lang: lang.value)
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_auto_win_and_auto_pass_say_their_state_and_key(
    language: Language, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """自动和 / 自动过 read 开 or 关 and their key in words (as 托管 关 · A does), the key
    switches them, and both are drawn at one size (English "Auto-pass" was smaller)."""
    app = App(size=size, seed=1, settings=Settings(language=language))
    try:
        showcase.show(app.ctx, "table")
        st = app.ctx.settings
        before = (st.auto_win, st.auto_pass)
        for press in (None, pygame.K_w, pygame.K_n):
            if press is not None:
                key(press)
                app.frame(0.05)
            app.ctx.stack.top.board.invalidate()  # type: ignore[attr-defined]  # (a cached layer)
            drawn = _drawn_sizes(app, monkeypatch)
            words = {
                _switch(app, "hud.auto_win", st.auto_win, "W"),
                _switch(app, "hud.auto_pass", st.auto_pass, "N"),
            }
            sizes = {px for text, px in drawn if text in words}
            assert words <= {text for text, _ in drawn} and len(sizes) == 1, (words, drawn)
        assert (st.auto_win, st.auto_pass) == (not before[0], not before[1])
    finally:
        pygame.quit()


def test_the_mode_select_remembers_the_mode_come_back_from(app: App) -> None:
    """Into the rooms from the mode select and back (Esc): the mode select is lit on
    欢乐豆场, the card the player came from; back from the level select, on 闯关模式."""
    showcase.show(app.ctx, "title")
    app.ctx.flow.to_mode_select()  # the title's 开始游戏
    select = app.ctx.stack.top
    assert isinstance(select, ModeSelectScene)
    key(pygame.K_RIGHT)
    key(pygame.K_RETURN)  # 欢乐豆场: the rooms
    app.frame(0.05)
    assert isinstance(app.ctx.stack.top, RoomsScene)
    key(pygame.K_ESCAPE)
    app.frame(0.05)
    back = app.ctx.stack.top
    assert isinstance(back, ModeSelectScene) and back.cards.focus == BEANS
    key(pygame.K_LEFT)
    key(pygame.K_RETURN)  # 闯关模式: the level select, and back
    app.frame(0.05)
    key(pygame.K_ESCAPE)
    app.frame(0.05)
    again = app.ctx.stack.top
    assert isinstance(again, ModeSelectScene) and again.cards.focus == ARCADE
