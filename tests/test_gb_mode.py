"""欢乐豆场 played through the UI with synthetic keys and clicks, headless: title → mode
select → rooms → the 72-tile table → its results → the next hand; the results show the
economy's own settlement; leaving through the menu asks first and charges 逃跑; closing
the window saves the hand and the next visit resumes exactly that hand."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
from ui_driver import UiPlayer, key, quick_app, to_mode_select

from mahjong2p.app.shell import App
from mahjong2p.i18n.amounts import format_amount
from mahjong2p.progression.beans.settle import escape_due, settle_win
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.scenes.gb_results import panels
from mahjong2p.scenes.gb_results.scene import GbResultsScene
from mahjong2p.scenes.gb_table.scene import GbTableScene
from mahjong2p.scenes.gb_table.watch import GbWatchTable
from mahjong2p.scenes.rooms import RoomsScene
from mahjong2p.scenes.title import TitleScene
from mahjong2p.scenes.viewer.scene import ReplayViewer
from mahjong2p.store.hand_files import TABLE_FILE
from mahjong2p.store.profile import Profile

FRAME_S = 0.1
RULES = load_rooms()

MAX_STEPS = 5000  # a player's steps, far more than six actions take


def _frames(app: App, n: int = 3) -> None:
    for _ in range(n):
        app.frame(FRAME_S)


def _to_rooms(app: App) -> RoomsScene:
    to_mode_select(app, FRAME_S)
    key(pygame.K_RIGHT)
    key(pygame.K_RETURN)  # 欢乐豆场
    app.frame(FRAME_S)
    rooms = app.ctx.stack.top
    assert isinstance(rooms, RoomsScene)
    return rooms


def _sit(app: App, room: str = "regular") -> GbTableScene:
    """Sit in 新手场 (the focus: 5,000 beans cannot cover a capped 自摸 in 普通场) or, one
    to the right, 普通场."""
    _to_rooms(app)
    if room == "regular":
        key(pygame.K_RIGHT)
    key(pygame.K_RETURN)
    app.frame(FRAME_S)
    table = app.ctx.stack.top
    assert isinstance(table, GbTableScene)
    assert table.table.room.id == room
    return table


def test_title_to_results_and_the_next_hand(app: App) -> None:
    table = _sit(app, "novice")  # a hand lost there still leaves the entry of 1,000
    bean_table = table.table
    results = UiPlayer(app).until(GbResultsScene)
    assert isinstance(results, GbResultsScene)
    outcome = results.outcome
    wallet = app.ctx.beans
    assert wallet is not None
    assert wallet.account.beans == outcome.after.player  # the economy's numbers are shown
    assert wallet.account.stats.hands == 1
    if outcome.settlement is not None:
        assert outcome.won is not None
        score = outcome.score
        assert score is not None
        again = settle_win(
            RULES,
            bean_table.room,
            outcome.settlement.winner,
            score.total_fan,
            outcome.won.win_by,
            outcome.before,
        )
        assert again == outcome.settlement
        product, shown_due = panels.formula(app.ctx, outcome)
        due = format_amount(outcome.settlement.payment.due, app.ctx.text.language)
        assert shown_due == f"= {due}" and product.endswith(f"× 底分{bean_table.room.rate}")
        assert product.startswith(
            f"{outcome.settlement.points}分 × {outcome.settlement.multiplier}"
        )
    assert results.can_stay
    key(pygame.K_RETURN)  # 下一局 (the show is over at once at instant speed)
    app.frame(FRAME_S)
    again_table = app.ctx.stack.top
    assert isinstance(again_table, GbTableScene)
    assert again_table.session.hand.hand_number == 1
    assert again_table.table is bean_table


def test_a_cpu_win_costs_the_player_and_shows_the_cpu_side(app: App) -> None:
    for seed in range(5, 40):
        app.ctx.seed = seed
        app.ctx.beans = None
        _sit(app)
        # the player only discards what they draw and passes: the CPU wins sooner or later
        results = _idle_until_results(app)
        outcome = results.outcome
        if outcome.won is not None and outcome.won.seat == 1:
            assert outcome.settlement is not None
            paid = outcome.settlement.payment.paid
            assert paid > 0
            assert outcome.after.player == outcome.before.player - paid
            assert app.ctx.beans is not None and app.ctx.beans.account.beans == outcome.after.player
            return
    raise AssertionError("no CPU win in 35 seeds")


def _idle_until_results(app: App) -> GbResultsScene:
    for _ in range(4000):
        app.frame(FRAME_S)
        top = app.ctx.stack.top
        if isinstance(top, GbResultsScene):
            return top
        if isinstance(top, GbTableScene) and top.human_deciding:
            passes = [c for c in top.bar.choices if c.label_key == "act.pass"]
            key(passes[0].hotkey if passes else pygame.K_RETURN)
    raise AssertionError("the hand did not end")


def test_escape_asks_first_then_charges_13_points_times_the_rate(app: App) -> None:
    table = _sit(app)
    _frames(app, 30)  # the deal has been shown
    wallet = app.ctx.beans
    assert wallet is not None
    before = wallet.account.beans
    key(pygame.K_ESCAPE)
    app.frame(FRAME_S)
    assert table.menu is not None and table.menu.due == escape_due(RULES, table.table.room)
    assert table.menu.due == 13 * 200
    key(pygame.K_UP)  # round to 逃跑离开
    key(pygame.K_RETURN)
    app.frame(FRAME_S)
    assert table.menu.confirming  # asked, not charged yet
    assert wallet.account.beans == before
    key(pygame.K_RETURN)  # the focus starts on 取消
    app.frame(FRAME_S)
    assert not table.menu.confirming and wallet.account.beans == before
    key(pygame.K_UP)
    key(pygame.K_RETURN)
    key(pygame.K_UP)  # from 取消 to 确定逃跑
    key(pygame.K_RETURN)
    app.frame(FRAME_S)
    assert wallet.account.beans == before - 2600
    assert wallet.account.stats.rooms["regular"].escapes == 1
    assert isinstance(app.ctx.stack.top, RoomsScene)


def test_esc_closes_the_menu_and_the_table_goes_on(app: App) -> None:
    table = _sit(app)
    key(pygame.K_ESCAPE)
    app.frame(FRAME_S)
    assert table.menu is not None
    key(pygame.K_ESCAPE)
    app.frame(FRAME_S)
    assert table.menu is None
    assert app.ctx.beans is not None and app.ctx.beans.account.stats.hands == 0


def _disk_app(folder: Path, seed: int) -> App:
    return quick_app(App(size=(1280, 720), seed=seed, profile=Profile.open(folder)))


def test_closing_the_window_saves_the_hand_and_the_next_start_resumes_it(tmp_path: Path) -> None:
    first = _disk_app(tmp_path, 7)
    table = _sit(first)
    player = UiPlayer(first)
    hand = table.session.hand
    for _ in range(MAX_STEPS):
        if len(hand.actions) >= 6:
            break
        player.step()
    else:
        raise AssertionError("six actions were never taken")
    assert not hand.is_over and hand.actions
    actions, log = list(hand.actions), list(hand.log)
    first.handle_event(pygame.event.Event(pygame.QUIT))
    assert not first.running
    assert (tmp_path / TABLE_FILE).exists()
    pygame.quit()
    second = _disk_app(tmp_path, 99)  # another session, another seed: the same hand
    second.ctx.stack.reset(TitleScene(second.ctx))
    second.draw()
    key(pygame.K_RETURN)  # 继续游戏 (the focus: a bean hand is in progress) resumes it
    second.frame(FRAME_S)
    resumed = second.ctx.stack.top
    assert isinstance(resumed, GbTableScene)
    assert resumed.session.hand.actions == actions
    assert resumed.session.hand.log == log
    assert resumed.model.view.concealed == table.session.views[0].concealed  # all shown
    results = UiPlayer(second).until(GbResultsScene)  # and it plays on to its end
    assert isinstance(results, GbResultsScene)
    assert not (tmp_path / TABLE_FILE).exists()  # settled: nothing left to resume
    pygame.quit()


def test_a_damaged_saved_hand_is_set_aside_and_costs_nothing(tmp_path: Path) -> None:
    (tmp_path / TABLE_FILE).write_text(json.dumps({"schema_version": 1, "room": "regular"}))
    app = _disk_app(tmp_path, 3)
    app.ctx.stack.reset(TitleScene(app.ctx))
    app.draw()
    key(pygame.K_RETURN)  # 继续游戏: the file is there, but it cannot be resumed
    app.frame(FRAME_S)
    assert isinstance(app.ctx.stack.top, RoomsScene)
    assert not (tmp_path / TABLE_FILE).exists()
    assert any(p.name.startswith(f"{TABLE_FILE}.damaged-") for p in tmp_path.iterdir())
    assert app.ctx.beans is not None and app.ctx.beans.account.beans == RULES.starting_beans
    pygame.quit()


def test_a_player_below_the_entry_is_not_offered_the_next_hand(app: App) -> None:
    for seed in range(5, 60):
        app.ctx.seed = seed
        app.ctx.beans = None
        _sit(app)
        results = _idle_until_results(app)
        if results.outcome.after.player < results.outcome.room.entry_min:
            assert not results.can_stay
            assert not results.menu.buttons[0].enabled
            key(pygame.K_RETURN)  # the focus is on 换房间
            app.frame(FRAME_S)
            assert isinstance(app.ctx.stack.top, RoomsScene)
            return
    raise AssertionError("no hand left the player below the entry")


def test_r_on_the_results_watches_the_hand_just_played_and_comes_back(app: App) -> None:
    table = _sit(app, "novice")
    played = table.session.hand
    results = UiPlayer(app).until(GbResultsScene)
    assert isinstance(results, GbResultsScene)
    replay = results.outcome.replay
    assert replay is not None and replay.rules.id == "gb"
    assert replay.actions == tuple(played.actions)
    key(pygame.K_r)  # 回放
    app.frame(FRAME_S)
    viewer = app.ctx.stack.top
    assert isinstance(viewer, ReplayViewer)  # the replay viewer, on the 72-tile table
    watching = viewer.table
    assert isinstance(watching, GbWatchTable)
    assert watching.room is not None and watching.room.room == "novice"
    assert watching.room.beans_moved == results.outcome.after.player - results.outcome.before.player
    key(pygame.K_ESCAPE)  # leave the replay: back on the results, beans untouched
    app.frame(FRAME_S)
    assert app.ctx.stack.top is results
    assert app.ctx.beans is not None and app.ctx.beans.account.beans == results.outcome.after.player
