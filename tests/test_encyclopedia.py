"""番种图鉴: every fan and 役满 is listed, each example hand the player sees scores the fan
it illustrates (checked with the scoring engine), collected 役满 are marked, and the list
scrolls by keyboard and wheel."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.rules.scoring import FANS, YAKUMAN, score_win
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.encyclopedia import EncyclopediaScene
from mahjong2p.scenes.encyclopedia.entries import Entry, fan_entries, yakuman_entries
from mahjong2p.store.settings import Speed

ENTRIES = fan_entries() + yakuman_entries()


def test_every_fan_and_yakuman_is_listed_in_rule_book_order() -> None:
    assert [e.spec.id for e in fan_entries()] == [e.spec.id for e in FANS]
    assert [e.spec.id for e in yakuman_entries()] == [e.spec.id for e in YAKUMAN]


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.spec.id)
def test_the_example_drawn_scores_the_fan_it_illustrates(entry: Entry) -> None:
    """Score exactly the tiles the card draws (physical ids back to kinds)."""
    ex = entry.tiles
    concealed = tuple(kind_of(t) for t in ex.concealed)
    situation = entry.spec.example.hand().situation
    assert situation.win_by is WinBy(ex.win_by)
    result = score_win(concealed, ex.melds, kind_of(ex.win_tile), situation)
    assert result.win, result.reason
    if entry.yakuman:
        assert entry.spec.id in {y.id for y in result.yakuman}
        assert result.yakuman_multiplier >= entry.multiplier
    else:
        assert entry.spec.id in {f.id for f in result.fans}


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.spec.id)
def test_example_tiles_are_real_tiles(entry: Entry) -> None:
    ex = entry.tiles
    tiles = list(ex.concealed) + [t for m in ex.melds for t in m.tiles]
    assert len(tiles) == len(set(tiles)) and all(0 <= t < 136 for t in tiles)
    assert ex.win_tile in ex.concealed


@pytest.fixture
def app() -> Iterator[App]:
    application = App(size=(1280, 720), seed=1)
    application.ctx.settings.anim_speed = Speed.INSTANT
    yield application
    pygame.quit()


def key(app: App, k: int) -> None:
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def test_keys_and_wheel_scroll_the_list(app: App) -> None:
    scene = EncyclopediaScene(app.ctx)
    app.ctx.stack.push(scene)
    app.draw()
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    assert scene.focus == 2
    key(app, pygame.K_END)
    app.frame(0.1)
    assert scene.focus == len(scene.entries) - 1
    assert scene.list.offset == pytest.approx(scene.list.max_offset)
    app.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False))
    assert scene.list.offset < scene.list.max_offset
    key(app, pygame.K_TAB)
    assert scene.section == 1 and scene.focus == 0 and scene.list.offset == 0
    key(app, pygame.K_ESCAPE)
    assert app.ctx.stack.top is None


def test_collected_yakuman_are_marked_and_kept(app: App) -> None:
    assert app.ctx.profile.collect_yakuman(["da_san_yuan"]) == {"da_san_yuan"}
    assert app.ctx.profile.collect_yakuman(["da_san_yuan"]) == frozenset()
    scene = EncyclopediaScene(app.ctx)
    app.ctx.stack.push(scene)
    scene.show(1, 9)
    app.draw()
    assert "da_san_yuan" in app.ctx.profile.yakuman_collected


def test_a_click_on_a_tab_switches_section(app: App) -> None:
    scene = EncyclopediaScene(app.ctx)
    app.ctx.stack.push(scene)
    app.draw()
    pos = scene.tab_rects[1].center
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    assert scene.section == 1
