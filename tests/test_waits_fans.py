"""The 72-tile waits explain their values: each wait carries the fans a self-drawn win on
it scores (the engine's, fan by fan), and a complete hand below 起和 says so with what it
would score."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.rules.gb.scoring import GbSituation, score_gb
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tiles import WEST, flower_tile, parse_kinds
from mahjong2p.rules.tileset import GB_TILES
from mahjong2p.rules.view import PlayerView
from mahjong2p.scenes.aids.ready_hints import Wait
from mahjong2p.scenes.aids.waits_panel import WaitValue
from mahjong2p.scenes.gb_table.hints import GbAids, WaitValues, fans_line
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.seat import Seat

RULES = load_rooms()


@pytest.fixture
def app() -> Iterator[App]:
    application = App(size=(1280, 720), seed=5)
    yield application
    pygame.quit()


def open_hand_values() -> tuple[list[Meld], list[int], tuple[WaitValue, ...]]:
    """吃 345m, 碰 北, 23m 789m 22z: on 4m 混一色 6 + 幺九刻 1 (+ 自摸 1)."""
    view = PlayerView(Seat.HUMAN, tile_set=GB_TILES)
    melds = [Meld(MeldKind.CHI, (8, 12, 16), 8), Meld(MeldKind.PON, (120, 121, 122), 120)]
    view.melds = (melds, [])
    view.dealer = Seat.CPU
    kinds = parse_kinds("23m789m22z")
    values = WaitValues(RULES, RULES.room("regular")).values(view, kinds, [Wait(0, 3), Wait(3, 2)])
    return melds, kinds, values


def test_each_wait_carries_the_engines_fans() -> None:
    melds, kinds, values = open_hand_values()
    for value in values:
        situation = GbSituation(win_by=WinBy.TSUMO, seat_wind=WEST)
        score = score_gb([*kinds, value.kind], melds, value.kind, situation)
        assert value.fans == tuple((f.name, f.name_en, f.fan * f.count) for f in score.fans)
        assert value.total_fan == score.total_fan == sum(n for _, _, n in value.fans)


def test_the_line_names_the_fans_and_a_short_hand(app: App) -> None:
    _, _, values = open_hand_values()
    four = next(v for v in values if v.kind == 3)
    line = fans_line(app.ctx, four, RULES.min_fan)
    assert "混一色 6" in line and f"= {four.total_fan}番" in line
    assert not line.startswith("不足")  # 自摸 reaches 8: the win is offered
    short = WaitValue(3, 2, 0, 0, four.fans[:2], 7)
    assert fans_line(app.ctx, short, RULES.min_fan).startswith(f"不足{RULES.min_fan}番")


@pytest.mark.parametrize("flower", [None, flower_tile(1)])
def test_a_drawn_flower_gets_no_unseen_note(app: App, flower: int | None) -> None:
    """A flower is set aside next, so it has no 未见 count: the tooltip stays away while one
    is in hand — at the 72-tile table, through the aids both tables share."""
    view = PlayerView(Seat.HUMAN, tile_set=GB_TILES)
    view.concealed = [4 * k for k in parse_kinds("123m456m789m1z2z3z4z")]
    if flower is not None:
        view.concealed.append(flower)
    aids = GbAids(RULES, RULES.room("regular"))
    surface = pygame.Surface((1280, 720))
    note = aids.draw_tooltip(surface, app.ctx, TableLayout(1280, 720), TableModel(view), 0, False)
    assert (note is None) == (flower is not None)
