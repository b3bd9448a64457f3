"""The mode select and the room select, driven by keyboard and mouse as a player would:
closed rooms cannot be chosen, an open room is handed to ``sit`` (or says the table is
coming soon), and 破产补助 is offered only when no room admits, and counted per day."""

from __future__ import annotations

import datetime
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.i18n import Language
from mahjong2p.play.bean_wallet import BeanWallet
from mahjong2p.progression.beans.account import BeanAccount
from mahjong2p.progression.beans.relief import ReliefUse
from mahjong2p.progression.rooms import Room, load_rooms
from mahjong2p.scenes.mode_select import ModeSelectScene
from mahjong2p.scenes.rooms import RoomsScene
from mahjong2p.store.bean_saves import BEANS_FILE, load_beans
from mahjong2p.store.settings import Settings

RULES = load_rooms()
DAY = datetime.date(2026, 12, 1)


@pytest.fixture
def app() -> Iterator[App]:
    application = App(size=(1280, 720), settings=Settings(language=Language.ZH), seed=1)
    yield application
    pygame.quit()


def _key(scene: RoomsScene | ModeSelectScene, key: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def _click(scene: RoomsScene | ModeSelectScene, pos: tuple[int, int]) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def _rooms(app: App, account: BeanAccount, sat: list[Room] | None = None) -> RoomsScene:
    wallet = BeanWallet.in_memory(RULES, account, today=lambda: DAY)
    scene = RoomsScene(app.ctx, wallet, None if sat is None else sat.append)
    app.ctx.stack.push(scene)
    app.draw()  # lays the cards out
    return scene


def test_the_keyboard_walks_only_the_open_rooms_and_sits_down(app: App) -> None:
    sat: list[Room] = []
    scene = _rooms(app, BeanAccount(23_400), sat)  # 新手场, 普通场, 初级场 open
    assert scene.cards.focus == 2  # the highest room that admits
    _key(scene, pygame.K_RIGHT)  # past the closed 中级场 and 高级场, round to 新手场
    assert scene.cards.focus == 0
    _key(scene, pygame.K_LEFT)
    _key(scene, pygame.K_RETURN)
    assert [r.id for r in sat] == ["junior"]


def test_the_mouse_sits_in_an_open_room_and_a_closed_one_does_nothing(app: App) -> None:
    sat: list[Room] = []
    scene = _rooms(app, BeanAccount(75_000, last_room="intermediate"), sat)
    assert scene.cards.focus == 2  # 中级场's capped 自摸 (78,000) is not covered: 初级场
    closed, open_ = scene.cards.buttons[0], scene.cards.buttons[4]
    _click(scene, closed.rect.center)  # 新手场: 75,000 is above its 60,000 limit
    assert sat == []
    _click(scene, scene.cards.buttons[3].rect.center)
    assert [r.id for r in sat] == ["intermediate"]
    _click(scene, open_.rect.center)  # 高级场 needs 20万
    assert len(sat) == 1


def test_without_a_table_an_open_room_says_coming_soon(app: App) -> None:
    scene = _rooms(app, BeanAccount(5_000))
    _key(scene, pygame.K_RETURN)
    assert "即将开放" in scene.notice and "新手场" in scene.notice  # 5,000: the covered room
    scene.update(5.0)
    assert scene.notice_left == 0


def test_a_broke_player_is_offered_relief_and_can_then_sit(app: App) -> None:
    scene = _rooms(app, BeanAccount(320, ReliefUse(DAY, 1)))
    assert not any(b.enabled for b in scene.cards.buttons[:-1])
    assert scene.relief.enabled and scene.wallet.relief_left() == 2
    assert scene.cards.buttons[scene.cards.focus] is scene.relief
    _key(scene, pygame.K_RETURN)
    account = scene.wallet.account
    assert account.beans == 5_000 and account.relief == ReliefUse(DAY, 2)
    assert not scene.relief.enabled
    assert scene.cards.buttons[scene.cards.focus].enabled  # focus moved to a room


def test_no_relief_once_today_s_are_used_up_and_none_while_a_room_admits(app: App) -> None:
    scene = _rooms(app, BeanAccount(0, ReliefUse(DAY, 3)))
    assert not any(b.enabled for b in scene.cards.buttons)
    _key(scene, pygame.K_RETURN)
    assert scene.wallet.account.beans == 0
    assert not _rooms(app, BeanAccount(1_000)).relief.enabled


def test_escape_and_the_back_button_leave(app: App) -> None:
    left: list[str] = []
    wallet = BeanWallet.in_memory(RULES, today=lambda: DAY)
    scene = RoomsScene(app.ctx, wallet, back=lambda: left.append("rooms"))
    app.ctx.stack.push(scene)
    app.draw()
    _key(scene, pygame.K_ESCAPE)
    _click(scene, scene.back.rect.center)
    assert left == ["rooms", "rooms"]


def test_relief_taken_in_the_scene_is_saved(app: App, tmp_path: Path) -> None:
    wallet = BeanWallet(RULES, BeanAccount(10), tmp_path, True, today=lambda: DAY)
    scene = RoomsScene(app.ctx, wallet)
    app.ctx.stack.push(scene)
    app.draw()
    _key(scene, pygame.K_RETURN)
    assert (tmp_path / BEANS_FILE).exists()
    assert load_beans(RULES, tmp_path).account == BeanAccount(5_000, ReliefUse(DAY, 1))


def test_a_damaged_bean_file_is_a_notice_on_opening(tmp_path: Path) -> None:
    (tmp_path / BEANS_FILE).write_text("{", "utf-8")
    wallet = BeanWallet.open(RULES, tmp_path, lambda: DAY)
    assert wallet.account == BeanAccount(5_000, ReliefUse(DAY, RULES.relief.per_day))
    assert wallet.notice is not None and "damaged" in wallet.notice


def test_mode_select_by_keyboard_and_mouse(app: App) -> None:
    chosen: list[str] = []
    scene = ModeSelectScene(
        app.ctx,
        lambda: chosen.append("arcade"),
        lambda: chosen.append("beans"),
        lambda: chosen.append("back"),
    )
    app.ctx.stack.push(scene)
    app.draw()
    _key(scene, pygame.K_RETURN)
    _key(scene, pygame.K_RIGHT)
    _key(scene, pygame.K_RETURN)
    _click(scene, scene.cards.buttons[0].rect.center)
    _key(scene, pygame.K_ESCAPE)
    assert chosen == ["arcade", "beans", "arcade", "back"]


def test_the_room_select_says_once_that_the_bean_save_was_set_aside(
    app: App, tmp_path: Path
) -> None:
    (tmp_path / BEANS_FILE).write_text('{"schema_version": 9}', "utf-8")
    wallet = BeanWallet.open(RULES, tmp_path)
    scene = RoomsScene(app.ctx, wallet)
    app.ctx.stack.push(scene)
    app.draw()
    assert "存档" in scene.notice and "newer version" in scene.notice_detail
    assert wallet.notice is None  # said once


def test_a_relief_that_cannot_be_saved_says_so(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    wallet = BeanWallet(RULES, BeanAccount(10), tmp_path, True, today=lambda: DAY)
    scene = RoomsScene(app.ctx, wallet)
    app.ctx.stack.push(scene)
    app.draw()

    def disk_full(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("mahjong2p.store.atomic.os.replace", disk_full)
    _key(scene, pygame.K_RETURN)
    assert wallet.account.beans == 5_000  # the relief itself stands for this session
    assert "No space left" in scene.notice_detail
