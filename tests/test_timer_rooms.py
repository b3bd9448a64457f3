"""The 72-tile rooms' data says whether a room has a turn timer (新手场: none); where one
exists the player's one saved setting switches it, the same for both modes."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.play.bean_table import BeanTable
from mahjong2p.play.session import HandSession
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.scenes.gb_table.scene import GbTableScene
from mahjong2p.scenes.showcase import gb


@pytest.fixture
def app() -> Iterator[App]:
    application = App(size=(1280, 720), seed=5)
    yield application
    pygame.quit()


def seat(app: App, room: str) -> GbTableScene:
    flow = gb.showcase_flow(app.ctx)
    wallet = flow.wallet()
    table = BeanTable(wallet, wallet.rules.room(room), 5)
    app.ctx.bean_table = table
    scene = flow.show_table(table, HandSession(table.begin_hand(), table.difficulty))
    assert isinstance(scene, GbTableScene)
    return scene


def test_only_the_novice_room_has_no_timer() -> None:
    rooms = load_rooms().rooms
    assert [r.id for r in rooms if not r.turn_timer] == ["novice"]


@pytest.mark.parametrize(("room", "exists"), [("novice", False), ("regular", True)])
def test_the_room_decides_whether_the_clock_exists(app: App, room: str, exists: bool) -> None:
    app.ctx.settings.timer_enabled = True
    table = seat(app, room)
    assert table.timer_exists is exists and table.timer_on is exists
    app.ctx.settings.timer_enabled = False  # the one setting, as the arcade reads it too
    assert not table.timer_on
