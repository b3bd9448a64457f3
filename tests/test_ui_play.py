"""Whole hands played through the UI with synthetic mouse and keyboard events, headless,
until the results scene appears: a human win, a CPU win, a drawn hand with a 海底捞月
round, and full matches from seeds (calls, 报听 and passes as the bar offers them)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from walls import rigged_hand

from mahjong2p.app.context import AppContext
from mahjong2p.app.run_state import pay_bet
from mahjong2p.app.session import HandSession
from mahjong2p.app.shell import App
from mahjong2p.app.stages import stage_info
from mahjong2p.rules.hand import Hand
from mahjong2p.scenes.haitei import HaiteiScene
from mahjong2p.scenes.level_select import LevelSelectScene
from mahjong2p.scenes.results import ResultsScene
from mahjong2p.scenes.table.hand_part import hand_rects
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.scenes.title import TitleScene
from mahjong2p.ui.tween import Speed

FRAME_S = 0.1
MAX_FRAMES = 4000


@pytest.fixture
def app() -> Iterator[App]:
    application = App(size=(1280, 720), seed=5)
    application.ctx.settings.timer_enabled = False
    application.ctx.settings.anim_speed = Speed.INSTANT
    yield application
    pygame.quit()


def key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def click(pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


class UiPlayer:
    """Plays the human's seat only through input events; alternates mouse and keyboard."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.turns = 0
        self.seen: list[type] = []

    def step(self) -> None:
        self.app.frame(FRAME_S)
        top = self.app.ctx.stack.top
        if type(top) not in self.seen:
            self.seen.append(type(top))
        if isinstance(top, TableScene) and top.human_deciding:
            self._table(top)
        elif isinstance(top, HaiteiScene) and top.ended is None and top.seat == 0:
            free = [i for i in range(top.slots) if i not in top.flipped]
            click(top.slot_rects[free[0]].center)
        elif isinstance(top, HaiteiScene) and top.ended is not None:
            key(pygame.K_RETURN)

    def _table(self, table: TableScene) -> None:
        self.turns += 1
        use_mouse = self.turns % 2 == 0
        labels = [c.label_key for c in table.bar.choices]
        win = next(
            (i for i, k in enumerate(labels) if k in ("act.tsumo", "act.ron", "act.rob_kong")), None
        )
        if win is not None:
            self._choose(table, win, use_mouse)
        elif "act.ready" in labels and not table.bar.ready_mode:
            self._choose(table, labels.index("act.ready"), use_mouse)
        elif table.bar.ready_mode:
            tile = min(table.selectable() or {-1})
            rect = dict(hand_rects(table.layout, table.model.view))[tile]
            click(rect.center)
        elif "act.pass" in labels:
            if self.turns % 3 == 0 and len(labels) > 1:  # sometimes take the call
                self._choose(table, 0, use_mouse)
                if table.bar.options is not None:
                    key(pygame.K_1)
            else:
                self._choose(table, labels.index("act.pass"), use_mouse)
        elif use_mouse:
            click(hand_rects(table.layout, table.model.view)[-1][1].center)
        else:
            key(pygame.K_RETURN)  # discards the focused tile: the drawn one

    def _choose(self, table: TableScene, index: int, use_mouse: bool) -> None:
        if use_mouse:
            click(table.bar.buttons[index].rect.center)
        else:
            key(table.bar.choices[index].hotkey)

    def until_results(self) -> ResultsScene:
        for _ in range(MAX_FRAMES):
            self.step()
            top = self.app.ctx.stack.top
            if isinstance(top, ResultsScene):
                return top
        raise AssertionError(f"no results scene; seen {self.seen}")


def table_with(ctx: AppContext, hand: Hand) -> None:
    session = HandSession(ctx.seed, stage_info(1))
    session.start_hand(hand)
    ctx.stack.reset(TableScene(ctx, session, pay_bet(ctx.run)))


def test_start_from_title_and_play_a_whole_hand_by_keyboard_and_mouse(app: App) -> None:
    app.ctx.stack.push(TitleScene(app.ctx))
    app.draw()
    key(pygame.K_RETURN)  # 开始游戏
    app.frame(FRAME_S)
    assert isinstance(app.ctx.stack.top, LevelSelectScene)
    key(pygame.K_RETURN)  # stage 1
    app.frame(FRAME_S)
    assert isinstance(app.ctx.stack.top, TableScene)
    results = UiPlayer(app).until_results()
    assert app.ctx.run.credits == results.settlement.after
    key(pygame.K_RETURN)  # finish the count-up
    key(pygame.K_RETURN)  # 下一局
    app.frame(FRAME_S)
    assert isinstance(app.ctx.stack.top, TableScene)


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_full_hands_from_seeds(app: App, seed: int) -> None:
    app.ctx.seed = seed
    from mahjong2p.scenes import flow

    flow.start_stage(app.ctx, 1)
    player = UiPlayer(app)
    for _ in range(2):
        results = player.until_results()
        assert results.settlement.after == app.ctx.run.credits
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
    assert results.settlement.after == results.settlement.before - results.settlement.bet


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
