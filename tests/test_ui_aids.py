"""The table's aids on a real table: the waits panel lists every ready discard and is
computed once per shown event (not per frame), the pointer shows a tile's unseen copies in
the hand and in a pond, and the sidebar's key hints follow the moment — a replay and the
title's attract mode never say "Enter 出牌"."""

from __future__ import annotations

import itertools

import pygame
import pytest
from text_drawn import drawn_boxes
from ui_driver import table_with
from walls import rigged_hand

from mahjong2p.app.shell import App
from mahjong2p.i18n import CATALOGUE
from mahjong2p.rules.tiles import kind_of, parse_kinds
from mahjong2p.scenes import showcase
from mahjong2p.scenes.aids.waits_panel import ReadyOption, WaitValue, ready_options
from mahjong2p.scenes.table import aids
from mahjong2p.scenes.table.hand_part import hand_rects
from mahjong2p.scenes.table.hints_overview import draw_overview, overview_area
from mahjong2p.scenes.table.hints_part import PanelStyle, draw_strip, points_text
from mahjong2p.scenes.table.key_hints import Moment
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.melds_part import meld_tiles
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.scenes.table.tile_info_part import pointed_tile
from mahjong2p.scenes.table.wall_part import indicator_rects
from mahjong2p.scenes.table.watch import WatchTable
from mahjong2p.scenes.title import TitleScene

JUNK = "258m369p147s2456z"


def deciding(app: App, table: TableScene) -> None:
    for _ in range(200):
        if table.human_deciding:
            return
        app.frame(0.05)
    raise AssertionError("no decision")


def test_the_panel_lists_every_ready_discard(app: App) -> None:
    # 1234m: cut 1m or 4m and wait on 5z, or cut 5z and wait on 1m/4m
    table = table_with(app.ctx, rigged_hand("1234m456p789s345s5z", JUNK))
    deciding(app, table)
    options = table.aids.options(table.model.view, declaring=False)
    assert {o.discard for o in options} == set(parse_kinds("1m4m5z"))
    five_z = next(o for o in options if o.discard == parse_kinds("5z")[0])
    assert [w.kind for w in five_z.waits] == parse_kinds("1m4m")
    assert options == ready_options(table.model.view)


def test_the_panel_is_computed_once_per_event_not_per_frame(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = table_with(app.ctx, rigged_hand("1234m456p789s345s5z", JUNK))
    deciding(app, table)
    calls = []

    def counted(*args: object) -> object:
        calls.append(args)
        return ready_options(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(aids, "ready_options", counted)
    table.aids.observe(table.session.hand.log[-1])  # as if one more event was shown
    for _ in range(10):
        app.frame(0.05)
    assert len(calls) == 1


def test_the_pointer_shows_unseen_copies_in_the_hand_and_in_a_pond(app: App) -> None:
    table = table_with(app.ctx, rigged_hand("1234m456p789s345s5z", JUNK))
    deciding(app, table)
    view = table.model.view
    first, rect = hand_rects(table.layout, view)[0]
    found = pointed_tile(table.layout, table.model, rect.center)
    assert found is not None and found[0] == kind_of(first)
    table.act(next(a for a in table.legal if a.tile == first))
    for _ in range(20):
        app.frame(0.05)
    pond = table.layout.discard_rect(0, 0)
    found = pointed_tile(table.layout, table.model, pond.center)
    assert found is not None and found[0] == kind_of(first)
    assert pointed_tile(table.layout, table.model, (1, 1)) is None


def test_the_pointer_over_a_flower_indicator_shows_its_kind(app: App) -> None:
    table = table_with(app.ctx, rigged_hand("1234m456p789s345s5z", JUNK))
    deciding(app, table)
    placed = indicator_rects(table.layout, table.model)
    assert placed, "the hand shows its 花牌 indicators"
    for tile, rect in placed:
        found = pointed_tile(table.layout, table.model, rect.center)
        assert found is not None and found == (kind_of(tile), rect)
        assert not rect.colliderect(table.layout.hand_span(14, True))


def test_a_replay_and_the_attract_mode_name_their_own_keys(app: App) -> None:
    showcase.show(app.ctx, "replay", at=1.0)
    replay = app.ctx.stack.top
    assert isinstance(replay, WatchTable)
    app.draw()
    assert replay.hud.key_hints == Moment.REPLAY.value
    title = TitleScene(app.ctx)
    app.ctx.stack.push(title)
    title.start_demo()
    app.draw()
    assert title.demo is not None and title.demo.hud.key_hints == Moment.ATTRACT.value
    for moment in (Moment.REPLAY, Moment.ATTRACT, Moment.CALL, Moment.CHOICE, Moment.WAIT):
        zh, en = CATALOGUE[moment.value]
        assert "Enter 出牌" not in zh and "Enter discard" not in en


def test_the_pointer_reads_a_meld_tile_too(app: App) -> None:
    showcase.show(app.ctx, "table")
    table = app.ctx.stack.top
    assert isinstance(table, TableScene)
    view = table.model.view
    melds = meld_tiles(table.layout, 0, view.melds[0])
    assert melds, "the showcase table has a meld of the player's"
    item = next(m for m in melds if not m.face_down)
    assert pointed_tile(table.layout, table.model, item.rect.center) == (
        kind_of(item.tile),
        item.rect,
    )


def test_the_unseen_count_is_drawn_over_the_pointed_tile(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = table_with(app.ctx, rigged_hand("1234m456p789s345s5z", JUNK))
    deciding(app, table)
    shown: list[tuple[pygame.Rect, int, str]] = []
    monkeypatch.setattr(
        aids,
        "draw_unseen",
        lambda _s, _c, _l, rect, n, extra="", _avoid=(): shown.append((rect, n, extra)),
    )
    tile, rect = hand_rects(table.layout, table.model.view)[0]
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.frame(0.05)
    assert shown and shown[-1][1] == table.model.view.unseen_counts()[kind_of(tile)]


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_panels_texts_never_overlap_and_stay_readable(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    application = App(size=size, seed=5)
    try:
        drawn = drawn_boxes(monkeypatch)
        wait = WaitValue(kind_of(8), 4, 300, 300)
        options = [ReadyOption(kind, (wait, wait)) for kind in parse_kinds("1m5z")]
        layout = TableLayout(*size)
        surface = pygame.Surface(size)
        style = PanelStyle(points_text, "legend", "short")
        ctx = application.ctx
        strip = draw_strip(surface, ctx, layout, options[0], layout.aid_strip.right, style, "Tab")
        assert layout.aid_strip.contains(strip)
        drawn.clear()
        area = overview_area(layout, layout.aid_strip.right)
        panel = draw_overview(surface, ctx, layout, options, area, None, style)
        assert area.contains(panel)
        assert any(text == "300/300" for text, _, _ in drawn)
        for text, px, _ in drawn:
            assert px >= 12, (text, px)
        for (a, _, ra), (b, _, rb) in itertools.combinations(drawn, 2):
            assert not ra.colliderect(rb), (a, ra, b, rb)
    finally:
        pygame.quit()
