"""Whole hands played through the UI with synthetic mouse and keyboard events, headless,
until the results scene appears: a human win, a CPU win, a drawn hand with a 海底捞月
round, and full matches from seeds (calls, 报听 and passes as the bar offers them)."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import UiPlayer, key, table_with, to_mode_select
from walls import rigged_hand

from mahjong2p.app.shell import App
from mahjong2p.scenes.haitei import HaiteiScene
from mahjong2p.scenes.level_select import LevelSelectScene
from mahjong2p.scenes.table.scene import TableScene

FRAME_S = 0.1


def test_start_from_title_and_play_a_whole_hand_by_keyboard_and_mouse(app: App) -> None:
    to_mode_select(app, FRAME_S)
    key(pygame.K_RETURN)  # 闯关模式
    app.frame(FRAME_S)
    assert isinstance(app.ctx.stack.top, LevelSelectScene)
    key(pygame.K_RETURN)  # stage 1
    app.frame(FRAME_S)
    assert isinstance(app.ctx.stack.top, TableScene)
    results = UiPlayer(app).until_results()
    assert app.ctx.playing.run.credits == results.settlement.credits_after
    key(pygame.K_RETURN)  # finish the count-up
    key(pygame.K_RETURN)  # 下一局
    app.frame(FRAME_S)
    assert isinstance(app.ctx.stack.top, TableScene)


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_full_hands_from_seeds(app: App, seed: int) -> None:
    app.ctx.seed = seed
    app.ctx.flow.start_run(1)
    player = UiPlayer(app)
    for _ in range(2):
        results = player.until_results()
        assert results.settlement.credits_after == app.ctx.playing.run.credits
        key(pygame.K_RETURN)
        key(pygame.K_RETURN)
        app.frame(FRAME_S)


def test_human_wins_by_clicking_tsumo(app: App) -> None:
    # 天和: the dealer's dealt 14 tiles already win
    table_with(app.ctx, rigged_hand("123m456m789m123p55s", "258m369p147s2456z"))
    player = UiPlayer(app)
    player.turns = 1  # next turn uses the mouse
    results = player.until_results()
    assert results.won is not None and results.won.seat == 0
    assert results.settlement.payout > 0


def test_cpu_win_ends_the_hand_and_the_bet_is_lost(app: App) -> None:
    table_with(app.ctx, rigged_hand("123m456m789m123p55s", "258m369p147s2456z", dealer=1))
    results = UiPlayer(app).until_results()
    assert results.won is not None and results.won.seat == 1
    money = results.settlement
    assert money.payout == 0 and money.credits_after == money.credits_before - money.bet


def test_drawn_hand_goes_through_the_haitei_round(app: App) -> None:
    # the human (dealer) is ready on 1p/2p after discarding 9s; the wall then runs dry
    hand = rigged_hand(
        "123m456m789m1122p9s", "147m369p369s1234z", draws="5z6z", live_left=2, filler_avoids="12p"
    )
    table_with(app.ctx, hand)
    player = UiPlayer(app)
    results = player.until_results()
    assert HaiteiScene in player.seen
    assert results.exhausted is not None and results.exhausted.ready[0]
