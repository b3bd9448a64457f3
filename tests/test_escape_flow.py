"""#25 item 5 (first bullet): after 逃跑 the room select says what leaving cost and the beans
left, and the escaped hand is kept in 牌谱, marked as escaped."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from money_gap import FRAME_S, disk_app, sit
from ui_driver import key

from mahjong2p.scenes.replay_row import row_labels
from mahjong2p.scenes.rooms import RoomsScene
from mahjong2p.store.replays import load_replays, replay_folder


@pytest.fixture(autouse=True)
def _quit() -> Iterator[None]:
    yield
    pygame.quit()


def test_escape_is_said_on_the_rooms_and_kept_in_the_records(tmp_path: Path) -> None:
    app = disk_app(tmp_path, 4)
    table = sit(app, "beans")
    for _ in range(30):
        app.frame(FRAME_S)
    hand = table.session.hand
    assert not hand.is_over
    wallet = app.ctx.beans
    assert wallet is not None
    before = wallet.account.beans
    key(pygame.K_ESCAPE)
    app.frame(FRAME_S)
    key(pygame.K_UP)  # 逃跑离开
    key(pygame.K_RETURN)
    key(pygame.K_UP)  # from 取消 to 确定逃跑
    key(pygame.K_RETURN)
    app.frame(FRAME_S)
    rooms = app.ctx.stack.top
    assert isinstance(rooms, RoomsScene)
    cost = before - wallet.account.beans
    assert cost == 13 * 50  # 新手场
    assert "逃跑" in rooms.notice and f"{cost:,}" in rooms.notice
    assert f"{wallet.account.beans:,}" in rooms.notice
    stored, skipped = load_replays(replay_folder(tmp_path))
    assert not skipped and len(stored) == 1
    replay = stored[0].replay
    assert replay.room is not None and replay.room.escaped
    assert replay.room.beans_moved == -cost
    assert replay.actions == tuple(hand.actions)  # the hand as far as it was played
    assert "逃跑" in row_labels(app.ctx, replay).outcome
