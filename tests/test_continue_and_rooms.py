"""The flow around the bean rooms: 继续游戏 resumes the mode with a game in progress and
says which (both: the player chooses); the rooms start on the last room while one capped
自摸 loss is covered there, else the highest such room, and 快速开始 sits there at once;
Esc from the rooms goes back one step, to the mode select."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from mahjong2p.app.shell import App, open_profile
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.progression.run import new_run
from mahjong2p.scenes.continue_choice import ContinueChoiceScene
from mahjong2p.scenes.gb_table.scene import GbTableScene
from mahjong2p.scenes.mode_select import ModeSelectScene
from mahjong2p.scenes.rooms import RoomsScene, preselect
from mahjong2p.scenes.title import TitleScene
from mahjong2p.store.hand_files import table_path

RULES = load_rooms()


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("MAHJONG2P_DATA_DIR", str(tmp_path))
    application = App(size=(1280, 720), seed=5, profile=open_profile())
    yield application
    pygame.quit()


def key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def worst(room_id: str) -> int:
    """One capped 自摸 loss in the room."""
    return RULES.fan_cap * RULES.settlement.self_draw * RULES.room(room_id).rate


@pytest.mark.parametrize(
    ("beans", "last", "expected"),
    [
        (5000, None, "novice"),  # 普通场 admits 5,000 but a capped 自摸 costs 7,800 there
        (worst("regular"), None, "regular"),
        (worst("junior"), "regular", "regular"),  # the last room, still covered
        (worst("junior"), None, "junior"),
        (worst("regular") - 1, "regular", "novice"),  # the last room no longer covered
    ],
)
def test_the_rooms_preselect_a_room_whose_worst_loss_is_covered(
    beans: int, last: str | None, expected: str
) -> None:
    room = preselect(RULES, beans, last)
    assert room is not None and room.id == expected


def test_quick_start_sits_in_the_preselected_room_and_esc_goes_back_one_step(app: App) -> None:
    app.ctx.flow.to_title()
    app.ctx.flow.to_mode_select()
    mode = app.ctx.stack.top
    assert isinstance(mode, ModeSelectScene)
    mode.modes[1].on_choose()  # 欢乐豆场: a new player's 5,000 beans
    rooms = app.ctx.stack.top
    assert isinstance(rooms, RoomsScene) and rooms.quick is not None
    chosen = rooms.quick
    assert chosen.id == "novice"
    key(pygame.K_q)
    app.frame(0.05)
    table = app.ctx.stack.top
    assert isinstance(table, GbTableScene) and table.table.room == chosen
    table.moves.rooms()  # back at the room select (as after a hand)
    app.frame(0.05)
    key(pygame.K_ESCAPE)
    app.frame(0.05)
    assert isinstance(app.ctx.stack.top, ModeSelectScene)


def test_continue_says_which_mode_and_asks_when_both_are_in_progress(app: App) -> None:
    folder = app.ctx.profile.folder
    assert folder is not None and app.ctx.profile.can_save
    title = TitleScene(app.ctx)
    assert not title.can_resume and title._continue_note() == app.ctx.text.text("title.no_save")
    table_path(folder).write_text("{}", encoding="utf-8")  # a bean hand left open
    title = TitleScene(app.ctx)
    app.ctx.stack.reset(title)
    assert title.can_resume and title._continue_note() == app.ctx.text.text("continue.beans")
    progress = app.ctx.profile.progress
    run = new_run(app.ctx.levels, 5)
    app.ctx.profile.progress = dataclasses.replace(progress, run=run)
    title = TitleScene(app.ctx)
    app.ctx.stack.reset(title)
    assert title._continue_note() == app.ctx.text.text("continue.both")
    title.continue_game()
    assert isinstance(app.ctx.stack.top, ContinueChoiceScene)
