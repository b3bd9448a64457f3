"""Small table defects: the 吃 picker stands in the action bar's band (clear of the pond
and the flower rows, every key number inside its box), and the sidebar never says the CPU
is thinking while the player's own move (a 补花, a 碰) is still on its way."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.scenes import showcase
from mahjong2p.scenes.gb_table.scene import GbTableScene
from mahjong2p.seat import Seat


@pytest.fixture(params=[(960, 540), (1920, 1080)], ids=["960", "1920"])
def app(request: pytest.FixtureRequest) -> Iterator[App]:
    application = App(size=request.param, seed=5)
    yield application
    pygame.quit()


def test_the_chi_picker_keeps_to_the_bar_band(app: App) -> None:
    showcase.show(app.ctx, "gb_table")
    table = app.ctx.stack.top
    assert isinstance(table, GbTableScene)
    table.bar.options = [
        Action(ActionKind.CHI, Seat.HUMAN, tiles=(4, 8)),
        Action(ActionKind.CHI, Seat.HUMAN, tiles=(16, 20)),
    ]
    # a call answers the opponent's discard: the hand holds 13 tiles, no discard of its
    # own is ready to show, so the waits strip the scene's own turn has is not drawn then
    table.aids.options = lambda view, declaring: ()  # type: ignore[method-assign]
    app.draw()
    rects = table.bar.option_rects
    assert len(rects) == 2
    board = [r for kind in ("pond", "flowers", "wall", "meld") for r in table.frame_rects[kind]]
    for rect in rects:
        assert table.layout.action_bar.contains(rect)
        assert rect.collidelist(board) < 0
    assert all(r.collidelist(table.frame_rects["waits"]) < 0 for r in rects)


def test_the_players_own_flower_is_not_the_cpu_thinking(app: App) -> None:
    showcase.show(app.ctx, "gb_table")
    table = app.ctx.stack.top
    assert isinstance(table, GbTableScene)
    table.last_mover = Seat.HUMAN
    table.animator.pause(1.0)  # the player's 补花 still flying
    assert not table.human_deciding and table.session.to_act == Seat.HUMAN
    assert table._status() == app.ctx.text.text("hud.one_moment")
    table.last_mover = 1  # the CPU's tile on its way: it is the CPU's move being shown
    assert table._status() == app.ctx.text.text("hud.cpu_thinking")


def test_every_shop_card_shows_its_picture(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from mahjong2p.scenes import shop
    from mahjong2p.scenes.shop_pictures import PICTURES, draw_item_picture

    drawn = []

    def recorded(surface: pygame.Surface, ctx: object, item: object, *rest: object) -> None:
        drawn.append(item)
        draw_item_picture(surface, ctx, item, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(shop, "draw_item_picture", recorded)
    showcase.show(app.ctx, "shop")
    app.draw()
    assert sorted(i.value for i in drawn) == sorted(i.value for i in shop.ITEMS)
    assert set(PICTURES) == set(shop.ITEMS)
