"""The main loop at rest (issue 17): it sleeps while the screen stays still, a key wakes it
at once, animations still get every frame, and the timers that run during the sleep (the
attract mode's start, the turn timer) keep real time. The real :meth:`App.run` on a fake
clock: the pacer's clock, sleep and event wait are replaced, nothing else."""

from __future__ import annotations

import dataclasses
import math
import os
import sys
from collections.abc import Iterator

import pygame
import pytest

from mahjong2p.app.pacing import CAP_SLICE_S, IDLE_WAKE_S, FramePacer
from mahjong2p.app.shell import App, prefer_plain_framebuffer
from mahjong2p.scenes import attract, showcase
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.table.log_part import LINE_FADE_S, LINE_HOLD_S
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.scenes.title import BOB_S, IDLE_S, TitleScene
from mahjong2p.store.settings import Speed


class FakeClock:
    """Simulated time; ``inputs``: (time, event) pairs the event wait delivers on time. The
    window closes (a QUIT event) at ``end``."""

    def __init__(self, end: float, inputs: tuple[tuple[float, pygame.event.Event], ...] = ()):
        self.t = 0.0
        self.pending = sorted([*inputs, (end, pygame.event.Event(pygame.QUIT))], key=_at)

    def now(self) -> float:
        return self.t

    def sleep(self, seconds: float) -> None:
        self._deliver_until(self.t + seconds)
        self.t += seconds

    def wait(self, timeout: float) -> bool:
        """Like SDL's wait: returns when an event is in the queue (left there for the
        frame), or at the timeout."""
        if pygame.event.peek():
            return True
        at, event = self.pending[0]
        if at <= self.t + timeout:
            self.pending.pop(0)
            self.t = max(self.t, at)
            pygame.event.post(event)
            return True
        self.t += timeout
        return False

    def _deliver_until(self, t: float) -> None:
        """Events that fall due while the loop runs at full rate arrive in pygame's queue."""
        while self.pending and self.pending[0][0] <= t:
            pygame.event.post(self.pending.pop(0)[1])


def _at(item: tuple[float, pygame.event.Event]) -> float:
    return item[0]


class Frames:
    """Counts the frames the loop draws, with the simulated time of each."""

    def __init__(self, app: App, clock: FakeClock) -> None:
        self.times: list[float] = []
        draw = app.draw

        def counted() -> None:
            self.times.append(clock.now())
            draw()

        app.draw = counted  # type: ignore[method-assign]

    def between(self, start: float, end: float) -> int:
        return sum(start <= t < end for t in self.times)


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


@pytest.fixture
def make_app() -> Iterator[object]:
    def make(clock: FakeClock) -> App:
        pacer = FramePacer(now=clock.now, wait=clock.wait, sleep=clock.sleep)
        app = App(size=(1280, 720), seed=1, pacer=pacer)
        app.settings.timer_enabled = False
        return app

    yield make
    pygame.quit()


def run(app: App, clock: FakeClock) -> Frames:
    frames = Frames(app, clock)
    pygame.event.clear()  # the window's own start-up events are no input
    app.run()
    return frames


def test_a_still_title_draws_nothing_but_its_timer_runs(make_app) -> None:
    clock = FakeClock(end=15.0)
    app = make_app(clock)
    showcase.show(app.ctx, "title", at=BOB_S + 1)  # the tiles have stopped bobbing
    title = app.ctx.stack.top
    assert isinstance(title, TitleScene)
    idle = title.idle
    frames = run(app, clock)
    assert frames.between(0, 15) == 1  # the first frame only: was 60 a second, then 1
    assert title.idle == pytest.approx(idle + 15, abs=IDLE_WAKE_S)  # woken each second


def test_a_key_is_drawn_at_once_and_wakes_the_title(make_app) -> None:
    clock = FakeClock(end=6.0, inputs=((3.25, key(pygame.K_DOWN)),))
    app = make_app(clock)
    showcase.show(app.ctx, "title", at=BOB_S + 1)
    title = app.ctx.stack.top
    assert isinstance(title, TitleScene)
    focus = title.menu.focus
    frames = run(app, clock)
    assert 3.25 in frames.times  # the frame that handles the key, with no wait before it
    assert title.menu.focus != focus
    # the key restarted the bob: full frame rate right after it
    assert frames.between(3.3, 4.3) >= 55


def test_an_animating_title_gets_every_frame(make_app) -> None:
    clock = FakeClock(end=BOB_S)
    app = make_app(clock)
    showcase.show(app.ctx, "title")
    frames = run(app, clock)
    assert frames.between(0, 2) >= 2 * 60 - 2


def test_the_attract_mode_starts_on_time_after_sleeping(make_app) -> None:
    clock = FakeClock(end=IDLE_S + 2)
    app = make_app(clock)
    showcase.show(app.ctx, "title")
    title = app.ctx.stack.top
    assert isinstance(title, TitleScene)
    started: list[float] = []
    start_demo = title.start_demo

    def noted() -> None:
        started.append(clock.now())
        start_demo()

    title.start_demo = noted  # type: ignore[method-assign]
    frames = run(app, clock)
    assert started and IDLE_S <= started[0] <= IDLE_S + 2 / 60
    assert 28 <= frames.between(IDLE_S + 0.5, IDLE_S + 1.5) <= 31  # the demo, at 30 fps


def test_the_table_rests_while_the_human_thinks(make_app) -> None:
    clock = FakeClock(end=12.0)
    app = make_app(clock)
    showcase.show(app.ctx, "table")  # the CPU's last move fades out in its first 3 s
    frames = run(app, clock)
    assert frames.between(3, 12) == 0


def test_the_turn_timer_keeps_real_time_at_a_low_frame_rate(make_app) -> None:
    clock = FakeClock(end=7.0)
    app = make_app(clock)
    showcase.show(app.ctx, "table")
    app.settings.timer_enabled = True
    table = app.ctx.stack.top
    assert isinstance(table, TableScene)
    table.stage = dataclasses.replace(table.stage, turn_timer=True)  # stage 1 has none
    frames = run(app, clock)
    assert table.time_left == pytest.approx(table.turn_seconds - 7.0, abs=0.1)
    assert 15 * 3 <= frames.between(4, 7) <= 25 * 3  # the dial's 20 a second, not 60


def test_a_scene_without_an_update_is_still_one_with_one_animates() -> None:
    class Menu(Scene):
        pass

    class Moving(Scene):
        def update(self, dt: float) -> None:
            del dt

    assert Menu().frame_due() == math.inf
    assert Moving().frame_due() == 0.0


def test_the_settings_over_the_table_rest(make_app) -> None:
    clock = FakeClock(end=10.0)
    app = make_app(clock)
    showcase.show(app.ctx, "pause")  # the table with the settings menu over it
    frames = run(app, clock)
    assert frames.between(1, 10) == 0


def test_a_resized_window_is_redrawn_at_once(make_app) -> None:
    resized = pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900)
    clock = FakeClock(end=6.0, inputs=((4.5, resized),))
    app = make_app(clock)
    showcase.show(app.ctx, "table")
    frames = run(app, clock)
    assert 4.5 in frames.times


def test_a_key_during_an_animation_is_drawn_without_waiting_for_the_cap(make_app) -> None:
    clock = FakeClock(end=2.0, inputs=((1.2345, key(pygame.K_DOWN)),))
    app = make_app(clock)
    showcase.show(app.ctx, "title")  # the honours bob: every frame
    frames = run(app, clock)
    assert frames.between(1.2345, 1.2345 + CAP_SLICE_S + 1e-9) == 1  # not a frame later
    assert frames.between(0, 1) >= 58  # the cap still holds the frame rate at 60
    assert frames.between(0, 1) <= 61


def test_the_fading_line_fades_at_full_rate_then_the_table_rests(make_app) -> None:
    clock = FakeClock(end=6.0)
    app = make_app(clock)
    showcase.show(app.ctx, "table")
    table = app.ctx.stack.top
    assert isinstance(table, TableScene) and table.model.log
    table.animator.line.show(table.model.log[-1])  # the last move, in words, from now
    frames = run(app, clock)
    assert frames.between(0.1, LINE_HOLD_S) <= 4  # held still
    assert frames.between(LINE_HOLD_S, LINE_HOLD_S + LINE_FADE_S) >= LINE_FADE_S * 60 - 2
    assert frames.between(LINE_HOLD_S + LINE_FADE_S + 0.1, 6) <= 4


def test_the_attract_mode_rests_between_demo_hands_and_then_ends(make_app) -> None:
    clock = FakeClock(end=IDLE_S + attract.DEMOS * (attract.REST_S + 60) + 30)
    app = make_app(clock)
    app.ctx.settings.anim_speed = Speed.INSTANT  # short demo hands, same plan
    showcase.show(app.ctx, "title")
    title = app.ctx.stack.top
    assert isinstance(title, TitleScene)
    starts: list[float] = []
    ends: list[float] = []
    start_demo, next_demo = title.start_demo, title._next_demo

    def started() -> None:
        starts.append(clock.now())
        start_demo()

    def ended() -> None:
        ends.append(clock.now())
        next_demo()

    title.start_demo = started  # type: ignore[method-assign]
    title._next_demo = ended  # type: ignore[method-assign]
    frames = run(app, clock)
    assert len(starts) == len(ends) == attract.DEMOS  # then no more until input
    for end, start in zip(ends, starts[1:], strict=False):
        assert start - end == pytest.approx(attract.REST_S, abs=2 / 60)
        assert frames.between(end + 0.5, start) == 0  # the still title between two
    assert frames.between(ends[-1] + 0.5, clock.t) == 0  # and after the last


def test_a_key_after_the_last_demo_starts_the_plan_over(make_app) -> None:
    app = make_app(FakeClock(end=1.0))
    showcase.show(app.ctx, "title", at=BOB_S + 1)
    title = app.ctx.stack.top
    assert isinstance(title, TitleScene)
    for _ in range(attract.DEMOS):
        title.start_demo()
        title._next_demo()
    assert title.frame_due() == math.inf  # the title rests until the player is back
    title.handle_event(key(pygame.K_DOWN))
    for _ in range(int(IDLE_S * 60) + 2):
        title.update(1 / 60)
    assert title.demo is not None


class Beat(Scene):
    """Changes every 30th of a second; its drawing takes ``draw_s`` of the fake clock."""

    def __init__(self, clock: FakeClock, draw_s: float) -> None:
        self.clock, self.draw_s = clock, draw_s

    def update(self, dt: float) -> None:
        del dt

    def frame_due(self) -> float:
        return 1 / 30

    def draw(self, surface: pygame.Surface) -> None:
        del surface
        self.clock.t += self.draw_s


@pytest.mark.parametrize("draw_s", [0.002, 0.02])
def test_a_scene_on_a_slow_beat_is_drawn_on_that_beat(make_app, draw_s: float) -> None:
    clock = FakeClock(end=3.0)
    app = make_app(clock)
    app.ctx.stack.replace(Beat(clock, draw_s))
    frames = run(app, clock)
    assert 29 <= frames.between(1, 2) <= 31  # not faster when a frame takes over a 60th


def test_linux_presents_without_software_gl_unless_the_player_says(monkeypatch) -> None:
    """SDL's OpenGL framebuffer is Mesa's software renderer without a GPU driver: two busy
    threads for an idle window (issue 28)."""
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.delenv("SDL_FRAMEBUFFER_ACCELERATION", raising=False)
    prefer_plain_framebuffer()
    assert os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "0"
    monkeypatch.setenv("SDL_FRAMEBUFFER_ACCELERATION", "opengl")
    prefer_plain_framebuffer()
    assert os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "opengl"
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.delenv("SDL_FRAMEBUFFER_ACCELERATION")
    prefer_plain_framebuffer()
    assert "SDL_FRAMEBUFFER_ACCELERATION" not in os.environ
