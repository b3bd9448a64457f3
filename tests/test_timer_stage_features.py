"""The turn clock waits through stage 3's features (issue 25, item 2), on a fake clock at
the normal animation speed: 起始换牌 is asked after the deal's animations and 刻子换牌
after the draw's, and both must show their full time in the first frame the player can act
on them — the clock once ran during the deal and the cut-ins, so the swap showed 7 s left
in its first frame and both ran out. Each test watches every frame's drawn dial."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import pygame
import pytest
from ui_driver import key

from mahjong2p.app.shell import App
from mahjong2p.play.arcade import ArcadeRun
from mahjong2p.progression.deal import stage_hand_config
from mahjong2p.rules.events import ChoiceDeclined, ChoiceOffered, Discarded, Drew
from mahjong2p.rules.features.choice import Choice
from mahjong2p.rules.phase import PhaseKind
from mahjong2p.scenes.showcase.staged import arcade_at, settled_table
from mahjong2p.scenes.showcase.staging import offered, play_until
from mahjong2p.scenes.table import scene_drawing
from mahjong2p.scenes.table.presenter import DEAL_S, DISCARD_S, DRAW_S, EXCHANGE_S
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.seat import Seat
from mahjong2p.store.settings import Speed

FRAME_S = 1 / 30  # a 30 fps machine: each frame two fixed updates
SEED = 4


@dataclass
class Dial:
    """Every dial drawn: the game time of the frame, the seconds it showed, and the choice
    the table was asking then (None on a plain turn)."""

    clock: float = 0.0
    shown: list[tuple[float, float, Choice | None]] = field(default_factory=list)

    def first(self, choice: Choice | None) -> tuple[float, float]:
        return next((at, left) for at, left, asked in self.shown if asked is choice)


@pytest.fixture
def app() -> Iterator[App]:
    application = App(size=(1280, 720), seed=SEED)
    application.ctx.settings.timer_enabled = True
    application.ctx.settings.anim_speed = Speed.NORMAL
    yield application
    pygame.quit()


@pytest.fixture
def dial(monkeypatch: pytest.MonkeyPatch, app: App) -> Dial:
    record = Dial()
    drawn = scene_drawing.draw_timer

    def watched(surface: pygame.Surface, ctx: object, layout: object, left: float, total: float):
        table = app.ctx.stack.top
        assert isinstance(table, TableScene)
        phase = table.session.hand.phase
        asked = phase.choice if phase.kind is PhaseKind.CHOICE else None
        record.shown.append((record.clock, left, asked))
        drawn(surface, ctx, layout, left, total)  # type: ignore[arg-type]

    monkeypatch.setattr(scene_drawing, "draw_timer", watched)
    return record


def run_frames(app: App, dial: Dial, until: object, limit: float = 60.0) -> None:
    """Frames of FRAME_S until ``until()`` holds (at most ``limit`` seconds of game time)."""
    while not until():  # type: ignore[operator]
        assert dial.clock < limit, "the table never got there"
        app.frame(FRAME_S)
        dial.clock += FRAME_S


def declined(table: TableScene, choice: Choice) -> bool:
    return any(isinstance(e, ChoiceDeclined) and e.choice is choice for e in table.session.hand.log)


def test_the_opening_swap_shows_its_full_time_after_the_deal(app: App, dial: Dial) -> None:
    app.ctx.arcade = ArcadeRun.new(app.ctx.levels, app.ctx.profile, SEED, 3)
    app.ctx.flow.start_hand()
    table = app.ctx.stack.top
    assert isinstance(table, TableScene) and table.session.hand.config.opening_swap
    run_frames(app, dial, lambda: bool(dial.shown))
    at, left = dial.first(Choice.OPENING_SWAP)
    assert (at, left) == dial.shown[0][:2]  # the swap is the first thing the dial shows
    assert at >= 2 * DEAL_S  # the deal's animations (both hands) took their time first
    assert left == table.turn_seconds  # the clock had not run during them
    run_frames(app, dial, lambda: declined(table, Choice.OPENING_SWAP))
    assert dial.clock - at >= table.turn_seconds - FRAME_S  # it ran out only after its time


def test_the_first_turn_after_the_swap_starts_with_its_full_time(app: App, dial: Dial) -> None:
    app.ctx.arcade = ArcadeRun.new(app.ctx.levels, app.ctx.profile, SEED, 3)
    app.ctx.flow.start_hand()
    table = app.ctx.stack.top
    assert isinstance(table, TableScene)
    run_frames(app, dial, lambda: bool(dial.shown))
    for _ in range(3):  # mark three tiles, swap them: the exchange flies and is announced
        key(pygame.K_UP)
        key(pygame.K_RIGHT)
    key(pygame.K_RETURN)
    swapped_at = dial.clock
    run_frames(app, dial, lambda: any(asked is None for _, _, asked in dial.shown))
    at, left = dial.first(None)
    assert table.session.hand.phase.kind is not PhaseKind.CHOICE
    assert at - swapped_at >= 2 * EXCHANGE_S and left == table.turn_seconds


def test_the_triplet_offer_shows_its_full_time_after_the_draw(app: App, dial: Dial) -> None:
    arcade = arcade_at(app.ctx, 3)
    config = stage_hand_config(arcade.stage, arcade.run.items)
    session = play_until(SEED, offered(Choice.TRIPLET_OFFER), config)
    log = session.hand.log
    last_discard = max(i for i, e in enumerate(log) if isinstance(e, Discarded))
    keep = len(log) - last_discard  # the CPU's discard, the draw and the offer still to show
    assert isinstance(log[-1], ChoiceOffered) and any(isinstance(e, Drew) for e in log[-keep:])
    table = settled_table(app.ctx, session, keep)
    assert table.session.hand.phase.seat == Seat.HUMAN
    run_frames(app, dial, lambda: bool(dial.shown))
    at, left = dial.first(Choice.TRIPLET_OFFER)
    assert (at, left) == dial.shown[0][:2]
    assert at >= DISCARD_S + DRAW_S and left == table.turn_seconds
    run_frames(app, dial, lambda: declined(table, Choice.TRIPLET_OFFER))
    assert dial.clock - at >= table.turn_seconds - FRAME_S


def test_the_turn_after_the_triplet_offer_starts_with_its_full_time(app: App, dial: Dial) -> None:
    """Issue 37.17: the offer's own time is never charged to the discard after it."""
    table = _at_the_triplet_offer(app, dial)
    key(pygame.K_SPACE)  # decline it: the discard turn follows
    declined_at = dial.clock
    run_frames(app, dial, lambda: any(asked is None for _, _, asked in dial.shown))
    at, left = dial.first(None)
    assert declined(table, Choice.TRIPLET_OFFER) and at >= declined_at
    assert left == table.turn_seconds


@pytest.mark.parametrize("choice", [Choice.OPENING_SWAP, Choice.TRIPLET_OFFER])
def test_the_clock_waits_while_the_menu_is_open_over_an_offer(
    app: App, dial: Dial, choice: Choice
) -> None:
    """Issue 37.17: Esc over 起始换牌 or 刻子换牌 opens the menu over the table; the clock
    stands still as long as it stays open (twice the offer's time here), and runs on from
    where it stood once it is closed."""
    if choice is Choice.OPENING_SWAP:
        app.ctx.arcade = ArcadeRun.new(app.ctx.levels, app.ctx.profile, SEED, 3)
        app.ctx.flow.start_hand()
        table = app.ctx.stack.top
        assert isinstance(table, TableScene)
        run_frames(app, dial, lambda: bool(dial.shown))
    else:
        table = _at_the_triplet_offer(app, dial)
    run_frames(app, dial, lambda: dial.clock >= dial.first(choice)[0] + 1.0)
    left_before = table.time_left
    key(pygame.K_ESCAPE)
    run_frames(app, dial, lambda: table.menu is not None)
    opened_at = dial.clock
    run_frames(app, dial, lambda: dial.clock - opened_at >= 2 * table.turn_seconds)
    assert table.time_left == left_before and not declined(table, choice)
    key(pygame.K_ESCAPE)  # closed: the clock runs on from where it stood
    run_frames(app, dial, lambda: table.menu is None)
    run_frames(app, dial, lambda: declined(table, choice))
    assert dial.clock - opened_at >= 2 * table.turn_seconds + left_before - 2 * FRAME_S


def _at_the_triplet_offer(app: App, dial: Dial) -> TableScene:
    arcade = arcade_at(app.ctx, 3)
    config = stage_hand_config(arcade.stage, arcade.run.items)
    session = play_until(SEED, offered(Choice.TRIPLET_OFFER), config)
    log = session.hand.log
    last_discard = max(i for i, e in enumerate(log) if isinstance(e, Discarded))
    table = settled_table(app.ctx, session, len(log) - last_discard)
    run_frames(app, dial, lambda: bool(dial.shown))
    return table
