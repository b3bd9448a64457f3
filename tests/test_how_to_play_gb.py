"""玩法说明 has the 欢乐豆场 pages behind a tab of their own (the current mode's first):
every page renders in both languages, its numbers come from the rooms' data, and the
worked hand below 起和 really is below it on a discard and reaches it by self-draw."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.i18n import Language
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.rules.scoring import WinBy
from mahjong2p.scenes import showcase
from mahjong2p.scenes.encyclopedia import EncyclopediaScene
from mahjong2p.scenes.encyclopedia.entries import gb_table
from mahjong2p.scenes.how_to_play import HowToPlayScene
from mahjong2p.scenes.how_to_play.gb_pages import GB_PAGES
from mahjong2p.scenes.how_to_play.gb_pictures import big_hand_score, short_hand_score
from mahjong2p.scenes.how_to_play.pages import PAGES
from mahjong2p.store.settings import Settings


@pytest.fixture(params=list(Language), ids=lambda lang: lang.value)
def app(request: pytest.FixtureRequest) -> Iterator[App]:
    application = App(size=(960, 540), settings=Settings(language=request.param), seed=5)
    yield application
    pygame.quit()


def test_the_worked_hand_is_short_of_the_minimum_on_a_discard_only() -> None:
    minimum = load_rooms().min_fan
    assert short_hand_score(WinBy.RON).total < minimum <= short_hand_score(WinBy.TSUMO).total
    assert big_hand_score().total > load_rooms().fan_cap  # the cap page's hand is capped


def test_every_gb_page_renders_with_its_numbers(app: App) -> None:
    scene = HowToPlayScene(app.ctx, gb_first=True)
    app.ctx.stack.push(scene)
    assert scene.pages is GB_PAGES
    rules = load_rooms()
    text = []
    for page in range(len(GB_PAGES)):
        scene.page = page
        app.draw()
        text += GB_PAGES[page].lines(app.ctx)
    joined = "\n".join(text)
    due = rules.fan_cap * rules.settlement.self_draw * rules.room("regular").rate
    assert f"{due:,}" in joined  # 13 × 3 × 200, worked out
    assert str(rules.escape_points) in joined and str(rules.relief.per_day) in joined


def test_tab_switches_the_mode_and_the_current_mode_opens_first(app: App) -> None:
    showcase.show(app.ctx, "how_to_play")
    scene = app.ctx.stack.top
    assert isinstance(scene, HowToPlayScene) and scene.pages is PAGES  # no bean table
    scene.turn(2)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
    app.frame(0.05)
    assert scene.pages is GB_PAGES and scene.page == 0
    showcase.show(app.ctx, "how_to_play_gb")
    top = app.ctx.stack.top
    assert isinstance(top, HowToPlayScene) and top.pages is GB_PAGES


def test_the_titles_encyclopedia_has_a_tab_per_mode(app: App) -> None:
    showcase.show(app.ctx, "encyclopedia")
    scene = app.ctx.stack.top
    assert isinstance(scene, EncyclopediaScene)
    assert [key for key, _ in scene.modes] == ["howto.tab.arcade", "howto.tab.gb"]
    first = scene.table
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode="q"))
    app.frame(0.05)
    app.draw()
    assert scene.table is scene.modes[1][1] and scene.table is not first
    ids = {e.spec.id for section in scene.table.sections for e in section.entries}
    assert ids == {e.spec.id for section in gb_table().sections for e in section.entries}


def test_the_mode_in_play_opens_first(app: App) -> None:
    showcase.show(app.ctx, "gb_table")  # a bean table in play
    app.ctx.flow.open_encyclopedia()
    scene = app.ctx.stack.top
    assert isinstance(scene, EncyclopediaScene) and scene.modes[0][0] == "howto.tab.gb"
    app.ctx.flow.open_how_to_play()
    top = app.ctx.stack.top
    assert isinstance(top, HowToPlayScene) and top.pages is GB_PAGES
