"""Issue 37.5: Esc opens one menu in both modes — 继续, 设置, 玩法说明, the 番种图鉴 of the
mode in play, then 逃跑 with its cost at the bean table or 返回标题 in the arcade — read
from the text the scene draws, each entry opening what it names."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from text_drawn import drawn_text
from ui_driver import click, key

from mahjong2p.app.shell import App
from mahjong2p.i18n.amounts import format_amount
from mahjong2p.scenes import showcase
from mahjong2p.scenes.encyclopedia import EncyclopediaScene
from mahjong2p.scenes.gb_table.scene import GbTableScene
from mahjong2p.scenes.how_to_play import HowToPlayScene
from mahjong2p.scenes.settings import SettingsScene
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.scenes.title import TitleScene


@pytest.fixture
def app() -> Iterator[App]:
    application = App(size=(1280, 720), seed=1)
    yield application
    pygame.quit()


def _menu_words(
    app: App, scene: str, monkeypatch: pytest.MonkeyPatch
) -> tuple[TableScene, list[str]]:
    showcase.show(app.ctx, scene)
    table = app.ctx.stack.top
    assert isinstance(table, TableScene)
    key(pygame.K_ESCAPE)
    app.frame(0.05)
    assert table.menu is not None, "Esc opens the table's own menu"
    lines = drawn_text(monkeypatch)
    app.draw()
    return table, lines


def _entries(app: App, last: str) -> list[str]:
    tr = app.ctx.text.text
    return [
        tr("gb.menu.resume"),
        tr("gb.menu.settings"),
        tr("title.how_to_play"),
        tr("gbx.menu.encyclopedia"),
        last,
    ]


def test_the_arcade_menu_has_the_bean_tables_shape(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, lines = _menu_words(app, "table", monkeypatch)
    entries = _entries(app, app.ctx.text.text("settings.to_title"))
    assert [line for line in lines if line in entries] == entries
    assert app.ctx.stack.top is table  # no settings screen pushed


def test_the_bean_menu_adds_how_to_play_and_says_what_leaving_costs(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, lines = _menu_words(app, "gb_table", monkeypatch)
    assert isinstance(table, GbTableScene)
    due = format_amount(table.table.escape_due(), app.ctx.text.language)
    entries = _entries(app, app.ctx.text.text("gb.menu.escape", n=due))
    assert [line for line in lines if line in entries] == entries


@pytest.mark.parametrize("scene", ["table", "gb_table"])
@pytest.mark.parametrize(
    ("entry", "opens"),
    [(1, SettingsScene), (2, HowToPlayScene), (3, EncyclopediaScene)],
)
def test_each_entry_opens_what_it_names(app: App, scene: str, entry: int, opens: type) -> None:
    showcase.show(app.ctx, scene)
    table = app.ctx.stack.top
    assert isinstance(table, TableScene)
    table.open_menu()
    app.draw()
    assert table.menu is not None
    click(table.menu.menu.buttons[entry].rect.center)
    app.frame(0.05)
    top = app.ctx.stack.top
    assert isinstance(top, opens)
    if isinstance(top, EncyclopediaScene):  # the mode in play's fans, no tabs
        assert not top.modes
        assert top.table.collects == (scene == "table")  # the arcade's collects its 役满


def test_the_arcade_way_out_is_the_title(app: App) -> None:
    showcase.show(app.ctx, "table")
    table = app.ctx.stack.top
    assert isinstance(table, TableScene)
    table.open_menu()
    app.draw()
    assert table.menu is not None
    click(table.menu.menu.buttons[4].rect.center)
    app.frame(0.05)
    assert isinstance(app.ctx.stack.top, TitleScene)
