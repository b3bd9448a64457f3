"""The replay viewer: a finished hand on its own table, stepped one event forward or back
(← →), jumped to the player's decisions, calls, 报听, kongs or the end (↑ ↓, Page Up /
Page Down, Home / End), played and paused (Space) at 1×, 2× or 4× (S); 明牌 on by default
(M), the wall's tiles on request (W); a timeline under the table to click; the move log
beside it, and at each of the player's decisions the 复盘's ranked options with the
player's and the model's choice marked on the hand. Esc leaves. Every key has a button.

The review is computed in the background as the viewer opens (or handed over by the
results screen); until it is ready the log shows its progress.
"""

from __future__ import annotations

import math

import pygame

from mahjong2p.play.review_job import ReviewJob
from mahjong2p.replay.record import Replay
from mahjong2p.review.record import Decision
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.review_view.words import percent
from mahjong2p.scenes.viewer import panels
from mahjong2p.scenes.viewer.controls import Controls
from mahjong2p.scenes.viewer.tables import finished_session, show_next, table_at
from mahjong2p.scenes.viewer.timeline import Timeline
from mahjong2p.scenes.viewer.track import Track, track_of

SPEEDS = (1, 2, 4)
BEAT_S = 0.45  # between two events at 1× (plus the event's own animation)
PROGRESS_FRAME_S = 0.1


class ReplayViewer(Scene):
    def __init__(self, ctx: AppContext, replay: Replay, job: ReviewJob | None = None) -> None:
        self.ctx = ctx
        self.track: Track = track_of(replay)
        self.job = job or ReviewJob(replay)
        self.played = finished_session(self.track)
        self.position = self.track.first
        self.table = table_at(ctx, self.track, self.position, self.played)
        self.playing = False
        self.speed = SPEEDS[0]
        self.open_hands = True
        self.show_wall = False
        self.beat = 0.0
        self.timeline = Timeline()
        self.controls = Controls(self)
        self.frame_rects: dict[str, list[pygame.Rect]] = {}

    # ---------------------------------------------------------------- moving
    def go_to(self, position: int) -> None:
        """Show the table at ``position``: forward in place, back by a fresh table."""
        position = max(0, min(self.track.end, position))
        if position < self.position:
            self.table = table_at(self.ctx, self.track, position, self.played)
        else:
            self.table.animator.skip()
            for _ in range(position - self.position):
                show_next(self.table, animate=False)
        self.position = position

    def step(self, by: int) -> None:
        self.playing = False
        self.go_to(self.position + by)

    def jump(self, forward: bool) -> None:
        """To the next (previous) decision of the player, call, 报听, kong or the end."""
        self.playing = False
        stops = sorted(set(self.stops()))
        later = [p for p in stops if p > self.position]
        earlier = [p for p in stops if p < self.position]
        if forward and later:
            self.go_to(later[0])
        elif not forward and earlier:
            self.go_to(earlier[-1])

    def stops(self) -> list[int]:
        track = self.track
        decisions = [track.starts[d.index] for d in self.decisions()]
        return [track.first, *decisions, *track.calls, *track.ready, *track.kongs, track.end]

    def toggle_play(self) -> None:
        if self.position >= self.track.end:
            self.go_to(self.track.first)
        self.playing = not self.playing
        self.beat = 0.0

    def next_speed(self) -> None:
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]

    def toggle_open_hands(self) -> None:
        self.open_hands = not self.open_hands

    def toggle_wall(self) -> None:
        self.show_wall = not self.show_wall

    def leave(self) -> None:
        self.ctx.stack.pop()

    # ---------------------------------------------------------------- the review
    def decisions(self) -> tuple[Decision, ...]:
        review = self.job.result
        return () if review is None else review.decisions

    def current_decision(self) -> Decision | None:
        """The player's decision whose events come next (or are being shown)."""
        action = self.track.action_of(self.position)
        return next((d for d in self.decisions() if d.index == action), None)

    # ---------------------------------------------------------------- the clock
    def update(self, dt: float) -> None:
        table = self.table
        if table.animator.update(dt * self.speed):
            table.board.invalidate()
        if not self.playing or table.animator.busy:
            return
        self.beat -= dt * self.speed
        if self.beat > 0:
            return
        if self.position >= self.track.end:
            self.playing = False
            return
        show_next(table, animate=True)
        self.position += 1
        self.beat = BEAT_S

    def frame_due(self) -> float:
        if self.playing or self.table.animator.busy:
            return 0.0
        return math.inf if self.job.ready else PROGRESS_FRAME_S

    # ---------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._click(event.pos)
        if event.type == pygame.MOUSEWHEEL:
            self.step(-event.y)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        keys = {
            pygame.K_LEFT: lambda: self.step(-1),
            pygame.K_RIGHT: lambda: self.step(1),
            pygame.K_UP: lambda: self.jump(False),
            pygame.K_PAGEUP: lambda: self.jump(False),
            pygame.K_DOWN: lambda: self.jump(True),
            pygame.K_PAGEDOWN: lambda: self.jump(True),
            pygame.K_HOME: lambda: self.step(-self.position),
            pygame.K_END: lambda: self.step(self.track.end - self.position),
            pygame.K_SPACE: self.toggle_play,
            pygame.K_s: self.next_speed,
            pygame.K_m: self.toggle_open_hands,
            pygame.K_w: self.toggle_wall,
            pygame.K_ESCAPE: self.leave,
        }
        action = keys.get(event.key)
        if action is None:
            return False
        action()
        return True

    def _click(self, pos: tuple[int, int]) -> bool:
        if self.controls.click(pos):
            return True
        target = self.timeline.position_at(pos, self.track.end)
        if target is not None:
            self.playing = False
            self.go_to(target)
            return True
        return False

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        table.draw(surface)
        layout, model, ctx = table.layout, table.model, self.ctx
        s = layout.s
        if self.open_hands:
            panels.draw_open_hand(surface, ctx, layout, model, self.track.hidden[self.position])
        decision = self.current_decision()
        side = panels.side_rect(layout)
        review = self.job.result
        if decision is not None and review is not None:
            panel = panels.draw_options(surface, ctx, side, decision, review.currency, s)
            if self.position == self.track.starts[decision.index]:
                panels.mark_hand(surface, ctx, layout, model, decision)
        else:
            note = ""
            if not self.job.ready:
                note = ctx.text.text("review.computing", p=percent(self.job.progress))
            panel = panels.draw_log(surface, ctx, side, model.log, s, note)
        # what the table drew by kind, and the panel beside it (the overlap tests read it)
        self.frame_rects = {**table.frame_rects, "panel": [panel]}
        bar = layout.action_bar
        self.timeline.rect = pygame.Rect(bar.x, bar.bottom - round(20 * s), bar.w, round(16 * s))
        self.timeline.draw(surface, self.track, self.position, self.decisions(), s)
        legend = self.timeline.draw_legend(surface, ctx, s)
        self.frame_rects["legend"] = [legend]
        self.controls.draw(surface, layout)
        if self.show_wall:
            panels.draw_wall(surface, ctx, layout, self.track.walls[self.position])
