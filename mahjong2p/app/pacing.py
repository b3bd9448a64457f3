"""When the main loop draws its next frame: at once while something moves, otherwise only
when input arrives or the scene's next change is due.

A board game spends most of its time waiting for the player. Drawing 60 frames a second
of a picture that does not change kept a third of a laptop core busy (issue 17), so before
each frame the loop asks the scene stack how long its picture stays the same
(:meth:`mahjong2p.scenes.base.Scene.frame_due`) and sleeps in SDL's own event wait for that
long (:mod:`.event_wait`: pygame's wait polls every millisecond, which alone cost 3–4 % of a
core, issue 28) — at most :data:`IDLE_WAKE_S`, so the music starts and the timers run even
on a still screen; such a wake redraws nothing, as the picture has not changed. Any event
ends the sleep at once and its frame is drawn without the 60 Hz cap's delay, so idling adds
no input lag — nor, to within 4 ms, does an animation: a key or click also cuts the cap's
wait short. For :data:`INPUT_GRACE_S` after an event the loop runs at full rate, for hover
and press feedback that follows the pointer. A scene that changes on a slower beat than
every frame (the turn timer's dial, the attract mode) says so through ``frame_due`` and is
drawn on that beat, never faster than :data:`FPS_CAP`.

The clock, the wait and the sleep are injected, so tests run the real loop on a fake clock.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from mahjong2p.app.event_wait import Wait, make_wait

FPS_CAP = 60
FRAME_S = 1 / FPS_CAP
IDLE_WAKE_S = 1.0  # the longest sleep: an idle screen is still redrawn once a second
INPUT_GRACE_S = 0.25  # full frame rate this long after any event
CAP_SLICE_S = 0.004  # a key pressed during an animation is drawn this soon at the latest
PRESSES = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)


@dataclass(frozen=True)
class Tick:
    """One frame's timing: ``dt`` seconds since the previous frame, of which ``slept``
    were an idle wait (scene time, none of it lost to the slow-frame cap); ``draw``: False
    for a wake that only lets time pass (:data:`IDLE_WAKE_S`), the picture being the same."""

    dt: float
    slept: float
    draw: bool = True


class FramePacer:
    """Paces one loop. ``now`` and ``sleep`` are the clock; ``wait(timeout)`` sleeps until
    an event is in pygame's queue (True, the event left there) or the timeout (False) —
    SDL's wait when not given (:func:`~.event_wait.make_wait`, chosen when first needed, as
    the window must be open). Tests fake all three."""

    def __init__(
        self,
        now: Callable[[], float] = time.perf_counter,
        wait: Wait | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.now = now
        self.wait = wait
        self.sleep = sleep
        self._last_frame: float | None = None
        self._last_input = -math.inf

    def saw_input(self) -> None:
        """An event was handled: stay at full rate for :data:`INPUT_GRACE_S`."""
        self._last_input = self.now()

    def next_frame(self, due: float) -> Tick:
        """Wait until the next frame should be drawn; ``due``: seconds until the scene's
        picture changes by itself (0 while it animates, ``math.inf`` for never)."""
        start = self.now()
        if self._last_frame is None:  # the first frame: at once
            self._last_frame = start
            return Tick(0.0, 0.0)
        last = self._last_frame
        slept = 0.0
        draw = True
        if due > FRAME_S and start - self._last_input >= INPUT_GRACE_S:
            until = last + min(due, IDLE_WAKE_S)
            if until > start:
                if self.wait is None:
                    self.wait = make_wait()
                woken = self.wait(until - start)  # the frame handles what woke it
                slept = self.now() - start
                draw = woken or due <= IDLE_WAKE_S
        else:
            self._cap(last + FRAME_S)
        self._last_frame = self.now()
        return Tick(self._last_frame - last, slept, draw)

    def _cap(self, until: float) -> None:
        """The 60 Hz cap while something moves, slept in slices of :data:`CAP_SLICE_S`: a
        key or click ends it early (its frame is drawn within a slice, not a frame), the
        pointer's motion does not (moving the mouse over an animation stays at 60 fps),
        which is why this is not the event wait: that one wakes for any event."""
        while (left := until - self.now()) > 0:
            if pygame.event.peek(PRESSES):
                return
            self.sleep(min(left, CAP_SLICE_S))
