"""The game protects the player, driven through synthetic input on a real table: the timer
takes a win after 报听 (and is off on stage 1 unless switched on), a click given during an
animation is applied when it ends, 自动和牌 / 自动过 answer for the player, and the
two-step discard needs a second click; the sidebar names only the keys that work."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import click, key, quick_app, table_with
from walls import rigged_hand

from mahjong2p.app.shell import App
from mahjong2p.rules.events import Called, Discarded, Drew, Won
from mahjong2p.rules.tiles import kind_of, parse_kinds
from mahjong2p.scenes.settings import SettingsScene
from mahjong2p.scenes.table.hand_part import hand_order, hand_rects
from mahjong2p.scenes.table.key_hints import Moment
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.store.settings import Speed

FRAME_S = 0.05
# The CPU's 13 dealt tiles: far from anything, and none of them a tile the player's hand
# could call, whichever the CPU's level throws first (its habits differ by level).
JUNK = "689m189p1s234567z"


def frames(app: App, n: int) -> None:
    for _ in range(n):
        app.frame(FRAME_S)


def until(app: App, table: TableScene, ready: object, limit: int = 400) -> None:
    for _ in range(limit):
        if ready():  # type: ignore[operator]
            return
        app.frame(FRAME_S)
    raise AssertionError("the table never got there")


def tile_rect(table: TableScene, kind_text: str) -> pygame.Rect:
    (kind,) = parse_kinds(kind_text)
    return next(r for t, r in hand_rects(table.layout, table.model.view) if kind_of(t) == kind)


def human_discards(table: TableScene) -> list[int]:
    return [e.tile for e in table.session.hand.log if isinstance(e, Discarded) and e.seat == 0]


def test_a_timeout_on_a_winning_draw_after_ready_takes_the_win(app: App) -> None:
    # dealer: 报听 discarding 9p, then waits on 1z alone; the second draw is the 1z
    hand = rigged_hand("123m456p789s345s1z9p", JUNK, draws="5m1z", filler_avoids="1z")
    table = table_with(app.ctx, hand, stage=2)
    assert not table.timer_on  # the test app's setting: off
    until(app, table, lambda: table.human_deciding)
    key(pygame.K_t)  # T: the timer on
    key(pygame.K_r)  # 报听 …
    click(tile_rect(table, "9p").center)  # … with the 9p
    frames(app, 2)
    assert table.timer_on and table.model.view.declared_ready[0]
    until(app, table, lambda: table.human_deciding)
    assert table.bar.choices[0].label_key == "act.tsumo"
    until(app, table, lambda: table.model.ended is not None, limit=int(20 / FRAME_S))
    won = next(e for e in table.session.hand.log if isinstance(e, Won))
    assert won.seat == 0 and kind_of(won.win_tile) == parse_kinds("1z")[0]


def test_a_timeout_without_ready_still_declines(app: App) -> None:
    hand = rigged_hand("123m456p789s345s1z9p", JUNK, draws="5m1z", filler_avoids="1z")
    table = table_with(app.ctx, hand, stage=2)
    until(app, table, lambda: table.human_deciding)
    key(pygame.K_t)
    click(tile_rect(table, "9p").center)  # the same discard, not declared
    until(app, table, lambda: table.human_deciding and bool(table.bar.choices))
    until(app, table, lambda: len(human_discards(table)) == 2, limit=int(20 / FRAME_S))
    assert not any(isinstance(e, Won) for e in table.session.hand.log)


def test_a_click_during_the_cpus_move_never_discards_on_the_next_turn(app: App) -> None:
    # regression: the click was kept "for the next decision" and discarded the player's
    # tile the moment their next draw landed, before they had seen it
    app.ctx.settings.anim_speed = Speed.NORMAL
    hand = rigged_hand("123m456p789s345s1z9p", JUNK, draws="5m7z", filler_avoids="1z")
    table = table_with(app.ctx, hand)
    until(app, table, lambda: table.human_deciding)
    click(tile_rect(table, "9p").center)
    until(app, table, lambda: table.agent_pending and table.session.to_act == 1)
    frames(app, 2)  # well into the CPU's 0.45 s pause
    assert table.animator.busy and not table.human_deciding
    click(tile_rect(table, "1m").center)
    key(pygame.K_RETURN)
    until(app, table, lambda: table.human_deciding and table.session.to_act == 0)
    frames(app, 10)
    assert len(human_discards(table)) == 1 and table.human_deciding
    assert table.model.view.drawn is not None  # the new draw waits for the player


def test_a_click_while_the_players_own_decision_animates_is_applied(app: App) -> None:
    """Input given while the player's own decision is still animating is kept for it."""
    app.ctx.settings.anim_speed = Speed.NORMAL
    table = table_with(app.ctx, rigged_hand("123m456p789s345s1z9p", JUNK))
    until(app, table, lambda: table.human_deciding)
    frames(app, 10)  # past the echo of any earlier answer
    table.animator.pause(1.0)  # something still moving on the player's turn
    assert table.animator.busy and not table.human_deciding
    target = hand_order(table.model.view)[0]
    table.handle_event(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tile_rect(table, "1m").center, button=1)
    )
    until(app, table, lambda: len(human_discards(table)) == 1)
    assert human_discards(table)[0] == target


def test_auto_win_takes_a_win_without_a_click(app: App) -> None:
    app.ctx.settings.auto_win = True
    table = table_with(app.ctx, rigged_hand("123m456m789m123p55s", JUNK))  # 天和
    until(app, table, lambda: table.model.ended is not None)
    won = next(e for e in table.session.hand.log if isinstance(e, Won))
    assert won.seat == 0


def _call_offered(app: App) -> TableScene:
    # the CPU deals and throws its lone 5s or 7z; the player holds both as pairs
    hand = rigged_hand("111222333m444p5s7z", "55s77z13579p2468s", dealer=1)
    table = table_with(app.ctx, hand)
    return table


def test_without_auto_pass_a_call_waits_for_the_player(app: App) -> None:
    table = _call_offered(app)
    until(app, table, lambda: table.human_deciding)
    assert "act.pon" in [c.label_key for c in table.bar.choices]
    assert table.moment() is Moment.CALL


def test_auto_pass_passes_on_calls(app: App) -> None:
    app.ctx.settings.auto_pass = True
    table = _call_offered(app)
    log = table.session.hand.log
    until(app, table, lambda: any(isinstance(e, Drew) and e.seat == 0 for e in log))
    assert not any(isinstance(e, Called) for e in log)


def test_two_step_discard_needs_two_clicks(app: App) -> None:
    app.ctx.settings.confirm_discard = True
    table = table_with(app.ctx, rigged_hand("123m456p789s345s1z9p", JUNK))
    until(app, table, lambda: table.human_deciding)
    assert table.moment() is Moment.TURN
    click(tile_rect(table, "9p").center)
    frames(app, 3)
    assert human_discards(table) == [] and table.human_deciding
    click(tile_rect(table, "1z").center)  # another tile: selects that one instead
    frames(app, 3)
    assert human_discards(table) == []
    click(tile_rect(table, "1z").center)
    frames(app, 3)
    assert [kind_of(t) for t in human_discards(table)] == parse_kinds("1z")


def test_the_sidebar_names_the_keys_of_the_moment(app: App) -> None:
    app.ctx.settings.anim_speed = Speed.NORMAL
    table = table_with(app.ctx, rigged_hand("123m456p789s345s1z9p", JUNK))
    until(app, table, lambda: table.human_deciding)
    app.draw()
    assert table.hud.key_hints == Moment.TURN.value
    click(tile_rect(table, "9p").center)
    until(app, table, lambda: table.agent_pending and table.session.to_act == 1)
    app.draw()
    assert table.hud.key_hints == Moment.WAIT.value


def test_the_timer_switched_in_the_menu_applies_to_the_table_at_once(app: App) -> None:
    table = table_with(app.ctx, rigged_hand("123m456p789s345s1z9p", JUNK), stage=2)
    assert not table.timer_on
    until(app, table, lambda: table.human_deciding)
    key(pygame.K_ESCAPE)  # the table's menu, then its 设置
    frames(app, 1)
    assert table.menu is not None
    click(table.menu.menu.buttons[1].rect.center)
    frames(app, 1)
    menu = app.ctx.stack.top
    assert isinstance(menu, SettingsScene)
    timer_row = [row.name_key for row in menu.rows].index("settings.timer")
    click(menu.menu.buttons[timer_row].rect.center)  # the test app has it off: on
    frames(app, 1)
    key(pygame.K_ESCAPE)  # back to the menu, and the menu closed
    frames(app, 1)
    key(pygame.K_ESCAPE)
    frames(app, 1)
    assert app.ctx.stack.top is table and table.menu is None and table.timer_on


def test_a_kept_click_plays_the_tile_it_was_on_even_when_the_hand_moves(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a layout that moves the hand (half a tile left) after the click was kept
    centred = TableLayout.hand_rect
    shift = [0]

    def shifting(self: TableLayout, index: int, count: int, apart: bool) -> pygame.Rect:
        return centred(self, index, count, apart).move(shift[0], 0)

    monkeypatch.setattr(TableLayout, "hand_rect", shifting)
    app.ctx.settings.anim_speed = Speed.NORMAL
    table = table_with(app.ctx, rigged_hand("123m456p789s345s1z9p", JUNK))
    until(app, table, lambda: table.human_deciding)
    frames(app, 10)
    table.animator.pause(1.0)  # the player's own turn, still animating
    click(tile_rect(table, "4p").center)
    shift[0] = -27
    until(app, table, lambda: len(human_discards(table)) == 1)
    assert kind_of(human_discards(table)[0]) == parse_kinds("4p")[0]


def test_the_sidebar_says_the_cpu_plays_while_its_tile_is_still_moving(app: App) -> None:
    # regression: the engine already waited for the player, so it said 请出牌 too early
    app.ctx.settings.anim_speed = Speed.NORMAL
    table = table_with(app.ctx, rigged_hand("111222333m444p5s7z", "55s77z13579p2468s", dealer=1))
    cpu_text = app.ctx.text.text("hud.cpu_thinking")
    log = table.session.hand.log
    until(app, table, lambda: any(isinstance(e, Discarded) and e.seat == 1 for e in log))
    assert table.session.to_act == 0 and not table.human_deciding
    assert table._status() == cpu_text
    until(app, table, lambda: table.human_deciding)
    assert table._status() != cpu_text


def test_t_switches_the_one_saved_setting_and_the_hud_shows_it(app: App) -> None:
    # regression: T switched this table only, so settings and table disagreed
    table = table_with(app.ctx, rigged_hand("123m456p789s345s1z9p", JUNK), stage=2)
    assert table.timer_exists and not table.timer_on  # the test app's setting: off
    until(app, table, lambda: table.human_deciding)
    key(pygame.K_t)
    frames(app, 2)
    assert table.timer_on and app.ctx.settings.timer_enabled
    assert app.ctx.profile.settings().timer_enabled  # saved at once
    key(pygame.K_t)
    frames(app, 2)
    assert not table.timer_on and not app.ctx.settings.timer_enabled
    off = app.ctx.text.text("settings.off")
    assert table.hud.timer.label.startswith(f"{app.ctx.text.text('hud.timer')} {off}")


def test_stage_1_has_no_timer_and_t_says_so(app: App) -> None:
    app.ctx.settings.timer_enabled = True
    table = table_with(app.ctx, rigged_hand("123m456p789s345s1z9p", JUNK))
    assert not table.timer_exists and not table.timer_on
    until(app, table, lambda: table.human_deciding)
    key(pygame.K_t)
    frames(app, 2)
    assert app.ctx.settings.timer_enabled and not table.timer_on  # nothing switched
    line = table.animator.line.entry
    assert line is not None and line.key == "hud.timer_none"
    none = app.ctx.text.text("hud.timer_no")
    assert table.hud.timer.label.startswith(f"{app.ctx.text.text('hud.timer')} {none}")


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (1024, 576), (1280, 1024)])
def test_the_unseen_note_shows_on_hover_only_and_never_covers_the_action_bar(
    size: tuple[int, int],
) -> None:
    # regression: the note sat on the drawn tile by default, over the 报听 button
    app = quick_app(App(size=size, seed=5))
    try:
        table = table_with(app.ctx, rigged_hand("123m456p789s345s1z9p", JUNK))
        until(app, table, lambda: table.human_deciding)
        assert "act.ready" in [c.label_key for c in table.bar.choices]
        surface = pygame.Surface(size)
        tooltip = table.aids.draw_tooltip
        notes: list[pygame.Rect | None] = []
        table.aids.draw_tooltip = lambda *a: notes.append(tooltip(*a))  # type: ignore[method-assign]
        table.aids.pointer = None
        table.focus = len(table.model.view.concealed) - 1  # the cursor's default: the draw
        table.draw(surface)
        assert notes == [None]  # no note until the pointer or the arrow keys ask
        args = (surface, app.ctx, table.layout, table.model)
        for _, rect in hand_rects(table.layout, table.model.view):
            table.aids.pointer = rect.center
            note = tooltip(*args, None, False, table.bar.occupied())
            assert note is not None and note.collidelist(table.bar.occupied()) < 0
    finally:
        pygame.quit()


def test_the_clock_waits_until_the_decision_is_on_screen(app: App) -> None:
    """Fake clock: updates with no frame drawn (the deal, the dice, 补花, a stage
    feature's cut-in still under way on screen) never spend the player's seconds."""
    app.ctx.settings.timer_enabled = True
    table = table_with(app.ctx, rigged_hand("123m456p789s345s1z9p", JUNK), stage=2)
    for _ in range(400):
        if table.human_deciding:
            break
        table.update(1 / 60)
    assert table.human_deciding and not table.decision_drawn
    for _ in range(300):  # five seconds of updates, nothing drawn
        table.update(1 / 60)
    assert table.time_left == table.turn_seconds
    app.draw()
    table.update(1 / 60)
    assert table.time_left < table.turn_seconds


def test_the_sidebar_switches_auto_win_and_auto_pass(app: App) -> None:
    table = table_with(app.ctx, rigged_hand("123m456p789s345s1z9p", JUNK))
    app.draw()
    assert not app.ctx.settings.auto_win and not app.ctx.settings.auto_pass
    click(table.hud.auto_win.rect.center)
    click(table.hud.auto_pass.rect.center)
    frames(app, 2)
    assert app.ctx.settings.auto_win and app.ctx.settings.auto_pass
    assert app.ctx.profile.settings().auto_pass  # saved
