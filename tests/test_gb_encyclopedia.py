"""The 番种图鉴 on the 72-tile set (issue 15 item 6): every fan of the gb scorer's table is
shown, grouped by value, with the fans it implies, and each card's example — the very
tiles it draws — scores that fan through ``score_gb``. The bean table's menu opens it on
that table; the arcade still opens on its own."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.rules.gb.scoring.registry import GB_FANS, GB_SPECS
from mahjong2p.rules.gb.scoring.score import score_gb
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes import showcase
from mahjong2p.scenes.encyclopedia import EncyclopediaScene
from mahjong2p.scenes.encyclopedia.entries import Entry, gb_entries, gb_table
from mahjong2p.store.settings import Speed

ENTRIES = gb_entries()


def test_every_fan_of_the_set_is_shown_once_grouped_by_value() -> None:
    table = gb_table()
    shown = [e.spec.id for section in table.sections for e in section.entries]
    assert sorted(shown) == sorted(GB_SPECS) and len(shown) == len(set(shown))
    for section in table.sections:
        assert all(section.low <= e.spec.value <= section.high for e in section.entries)
    values = [e.spec.value for section in table.sections for e in section.entries]
    assert values == sorted(values, reverse=True)
    assert not table.collects


def test_a_card_lists_what_its_fan_implies() -> None:
    big_four = next(e for e in ENTRIES if e.spec.id == GB_FANS[0].spec.id)
    assert [s.id for s in big_four.excludes] == list(GB_FANS[0].replaces)
    assert "碰碰和" in [s.name for s in big_four.excludes]


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.spec.id)
def test_the_example_drawn_scores_the_fan_it_illustrates(entry: Entry) -> None:
    """Score exactly the tiles the card draws (physical ids back to kinds)."""
    ex = entry.tiles
    tiles = list(ex.concealed) + [t for m in ex.melds for t in m.tiles]
    assert len(tiles) == len(set(tiles)) and ex.win_tile in ex.concealed
    situation = entry.spec.example.situation
    assert situation.win_by is WinBy(ex.win_by) and len(ex.flowers) == situation.flowers
    concealed = [kind_of(t) for t in ex.concealed]
    result = score_gb(concealed, ex.melds, kind_of(ex.win_tile), situation)
    assert result.win, result.reason
    assert entry.spec.id in {f.id for f in result.fans}


@pytest.fixture
def app() -> Iterator[App]:
    application = App(size=(1280, 720), seed=1)
    application.ctx.settings.anim_speed = Speed.INSTANT
    yield application
    pygame.quit()


def key(app: App, k: int) -> None:
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def test_the_bean_table_s_menu_opens_it_on_the_gb_fans(app: App) -> None:
    showcase.show(app.ctx, "gb_escape")
    for _ in range(3):  # 继续 → 设置 → 玩法说明 → 番种图鉴
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    scene = app.ctx.stack.top
    assert isinstance(scene, EncyclopediaScene)
    assert [e.spec.id for e in scene.entries] == [e.spec.id for e in gb_table().sections[0].entries]
    key(app, pygame.K_LEFT)  # three tabs: ← wraps to the last
    assert scene.section == 2 and scene.entries[-1].per_tile  # 花牌, 1 fan each
    app.draw()


def test_the_arcade_still_opens_on_its_own_fans(app: App) -> None:
    scene = EncyclopediaScene(app.ctx)
    assert scene.table.collects and len(scene.sections) == 2
