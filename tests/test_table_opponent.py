"""A readable opponent: cut-ins and the fading line say who did what, the claimed tile
glides from the pond to the meld, 报听 discards lie sideways, the action log opens with L
or a click and scrolls, and a drawn hand or a CPU win lays the CPU's hand open (on the
table, in the results with the CPU's fans and points, and in replays)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from itertools import pairwise

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.i18n import Language, Translator
from mahjong2p.replay.recorder import replay_now
from mahjong2p.rules.events import Called, Dealt, DeclaredReady, Discarded, HandsRevealed, Won
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.tiles import kind_of
from mahjong2p.rules.tileset import ARCADE_TILES
from mahjong2p.rules.view import PlayerView
from mahjong2p.scenes import showcase
from mahjong2p.scenes.results import scene as results_scene
from mahjong2p.scenes.results.scene import ResultsScene
from mahjong2p.scenes.showcase.staged import settled_table
from mahjong2p.scenes.showcase.staging import before_event, cpu_won, drawn_hand, play_until
from mahjong2p.scenes.table.action_log import LogEntry, describe
from mahjong2p.scenes.table.discards_part import pond_rects
from mahjong2p.scenes.table.hand_part import hand_rects
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.scenes.table.presenter import CLAIM_S
from mahjong2p.scenes.table.replay import replay_table
from mahjong2p.seat import Seat
from mahjong2p.ui import draw

STEP = 1 / 60


@pytest.fixture
def app() -> Iterator[App]:
    yield App(size=(1280, 720), seed=1)
    pygame.quit()


def _key(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")


def test_a_move_is_worded_with_who_and_which_tile() -> None:
    entry = LogEntry("log.pon", Seat.CPU, 13)  # kind 13: 5p
    assert describe(entry, Translator(Language.ZH)) == "电脑 碰 五筒"
    assert describe(entry, Translator(Language.EN)) == "CPU pons 5 Dot"
    en = Translator(Language.EN)
    assert describe(LogEntry("log.pon", Seat.HUMAN, 13), en) == "You pon 5 Dot"
    assert describe(LogEntry("log.discard", Seat.CPU, 30), en) == "CPU discards North"
    assert describe(LogEntry("log.ready", Seat.CPU), en) == "CPU declares ready"
    assert describe(LogEntry("log.discard", Seat.HUMAN, 30), Translator()) == "玩家 打 北"


def test_a_call_cut_in_names_the_caller_and_the_tile_glides_from_the_pond(app: App) -> None:
    session = play_until(app.ctx.seed, before_event((Called,)))
    called = next(e for e in reversed(session.hand.log) if isinstance(e, Called))
    scene = settled_table(app.ctx, session, keep=1)
    pond_before = pond_rects(scene.layout, scene.model, 1 - called.seat)[-1]
    scene.update(0)  # shows the Called event
    sub = scene.animator.cutins.showing[-1].sub
    who = "玩家" if called.seat == Seat.HUMAN else "电脑"
    assert sub.startswith(who) and app.ctx.text.tile_name(kind_of(called.meld.called)) in sub
    flight = next(f for f in scene.animator.flights if f.tile == called.meld.called)
    assert flight.start == pond_before
    assert scene.animator.line.entry == scene.model.log[-1]
    for _ in range(round(CLAIM_S * 0.5 / STEP)):  # half way: visibly between pond and meld
        scene.update(STEP)
    x, y = flight.position()
    assert (x, y) != flight.start.topleft and (x, y) != flight.end.topleft


def test_a_ready_discard_lies_sideways_and_a_claimed_one_passes_it_on() -> None:
    layout = TableLayout(1280, 720)
    model = TableModel(PlayerView(Seat.HUMAN, tile_set=ARCADE_TILES))
    five_dots = [4 * 13, 4 * 13 + 1, 4 * 13 + 2]  # three 5p tiles
    model.apply(Dealt(Seat.HUMAN, 3, (*five_dots[:2], 8)))
    model.apply(Discarded(Seat.CPU, 0, False))
    model.apply(DeclaredReady(Seat.CPU, False))
    model.apply(Discarded(Seat.CPU, five_dots[2], False))
    assert model.ready_discard_index(Seat.CPU) == 1
    turned = pond_rects(layout, model, Seat.CPU)[1]
    assert turned.w > turned.h
    model.apply(Called(Seat.HUMAN, Meld(MeldKind.PON, tuple(five_dots), five_dots[2])))
    assert model.ready_discard_index(Seat.CPU) is None
    model.apply(Discarded(Seat.HUMAN, 8, False))
    model.apply(Discarded(Seat.CPU, 4, False))  # the next discard lies sideways instead
    assert model.ready_discard_index(Seat.CPU) == 1
    assert all(r.w < r.h for r in pond_rects(layout, model, Seat.HUMAN))


def test_the_log_opens_with_l_and_a_click_scrolls_and_shields_the_hand(app: App) -> None:
    scene = showcase.table_mid_hand(app.ctx)
    assert scene.handle_event(_key(pygame.K_l)) and scene.log.open
    app.draw()
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3)
    assert scene.handle_event(wheel) and scene.log.scroll == 3
    legal = list(scene.legal)
    hand = scene.layout.hand_rect(0, len(scene.model.view.concealed), True)
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=hand.center)
    assert scene.handle_event(click)  # outside the panel: closes the log, discards nothing
    assert not scene.log.open and scene.legal == legal
    button = pygame.event.Event(
        pygame.MOUSEBUTTONDOWN, button=1, pos=scene.layout.log_button.center
    )
    assert scene.handle_event(button) and scene.log.open
    assert scene.handle_event(_key(pygame.K_ESCAPE)) and not scene.log.open


def test_a_drawn_hand_lays_the_cpu_hand_open_on_the_table_for_a_moment(app: App) -> None:
    session = play_until(app.ctx.seed, drawn_hand)
    scene = settled_table(app.ctx, session, keep=2)  # HandsRevealed, HandEnded
    assert scene.model.revealed_cpu_hand is None
    scene.update(0)
    revealed = next(e for e in session.hand.log if isinstance(e, HandsRevealed))
    assert scene.model.revealed_cpu_hand == sorted(revealed.concealed[Seat.CPU])
    assert scene.model.revealed_cpu_hand == sorted(session.hand.seats[Seat.CPU].concealed)
    assert scene.animator.busy and scene.model.ended is None  # held on screen a moment


def _results(app: App, name: str) -> ResultsScene:
    showcase.show(app.ctx, name)
    scene = app.ctx.stack.top
    assert isinstance(scene, ResultsScene)
    return scene


def test_a_cpu_win_shows_its_hand_fans_and_would_be_points(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _results(app, "results_cpu_win")
    won = next(e for e in scene.session.hand.log if isinstance(e, Won))
    assert won.seat == Seat.CPU and scene.settlement.payout == 0  # it pays nothing (RULES.md A7)
    shown: list[str] = []
    original = draw.text

    def record(surface, fonts, content, *args, **kwargs):  # type: ignore[no-untyped-def]
        shown.append(content)
        return original(surface, fonts, content, *args, **kwargs)

    monkeypatch.setattr(draw, "text", record)
    app.draw()
    for fan in won.score.fans:
        assert app.ctx.text.fan_name(fan.id) in shown
    points = app.ctx.text.text("results.cpu_would_score", p=f"{won.score.points:,}")
    assert points in shown


def test_the_drawn_hand_results_show_the_cpu_hand(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = _results(app, "results_draw").session
    rows: list[list[int]] = []
    original = results_scene.draw_hand_row

    def record(surface, art, concealed, *args, **kwargs):  # type: ignore[no-untyped-def]
        rows.append(sorted(concealed))
        return original(surface, art, concealed, *args, **kwargs)

    monkeypatch.setattr(results_scene, "draw_hand_row", record)
    app.draw()
    assert sorted(session.hand.seats[Seat.CPU].concealed) in rows
    assert sorted(session.hand.seats[Seat.HUMAN].concealed) in rows


def test_a_replay_shows_the_cpu_hand_at_the_end(app: App) -> None:
    session = play_until(app.ctx.seed, cpu_won)
    table = replay_table(app.ctx, replay_now(session.hand, 1))
    app.ctx.stack.push(table)
    for _ in range(20_000):
        if table.model.revealed_cpu_hand is not None:
            break
        table.animator.skip()
        table.update(STEP)
    assert table.model.revealed_cpu_hand is not None
    assert sorted(table.model.revealed_cpu_hand) == sorted(session.hand.seats[Seat.CPU].concealed)


def test_the_turn_clock_waits_while_the_log_is_open(app: App) -> None:
    scene = showcase.table_mid_hand(app.ctx)
    scene.stage = dataclasses.replace(scene.stage, turn_timer=True)  # stage 1 has none
    app.ctx.settings.timer_enabled = True
    scene.decision_drawn = True  # as the frame that shows the decision does
    scene.update(STEP)
    scene.log.toggle()
    left = scene.time_left
    for _ in range(60):
        scene.update(STEP)
    assert scene.time_left == left
    scene.log.toggle()
    scene.update(STEP)
    assert scene.time_left < left


def test_after_the_cpus_ready_tile_is_claimed_its_next_discard_lies_sideways() -> None:
    """The real engine's events (the CPU declares with 5s, the player pons it, both discard
    once more): the CPU's next discard carries the sideways mark."""
    from walls import rigged_hand

    from mahjong2p.rules.actions import ActionKind
    from mahjong2p.rules.tiles import parse_kinds

    hand = rigged_hand("123m456p789s345s1z5s", "55s77z13579p2468s", dealer=1, draws="9m9m9m")
    (five,) = parse_kinds("5s")
    legal = hand.legal_actions
    hand.apply(next(a for a in legal() if a.declare_ready and kind_of(a.tile or 0) == five))
    hand.apply(next(a for a in legal() if a.kind is ActionKind.PON))
    model = TableModel(PlayerView(Seat.HUMAN, tile_set=ARCADE_TILES))
    for _ in range(2):  # the player's discard after the pon, then the CPU's
        hand.apply(next(a for a in legal() if a.kind is ActionKind.DISCARD))
    for event in hand.log:
        model.apply(event)
    assert model.ready_discard_index(Seat.CPU) == 0  # its pond's only tile now
    turned = pond_rects(TableLayout(1280, 720), model, Seat.CPU)[0]
    assert turned.w > turned.h


def test_the_dealers_14th_tile_is_set_apart_on_the_first_turn() -> None:
    # regression: with no Drew event yet, the dealer's 14 tiles sat in one row
    model = TableModel(PlayerView(Seat.HUMAN, tile_set=ARCADE_TILES))
    model.apply(Dealt(Seat.HUMAN, 14, tuple(range(0, 56, 4))))
    assert model.view.drawn == 52
    tiles, rects = zip(*hand_rects(TableLayout(1280, 720), model.view), strict=True)
    assert tiles[-1] == 52
    gaps = [b.left - a.right for a, b in pairwise(rects)]
    assert gaps[-1] > max(gaps[:-1])
    cpu = TableModel(PlayerView(Seat.HUMAN, tile_set=ARCADE_TILES))
    cpu.apply(Dealt(Seat.CPU, 14, None))
    assert cpu.cpu_drew
