"""When the main loop draws its next frame: at once while something moves, otherwise only
when input arrives or the scene's next change is due.

A board game spends most of its time waiting for the player. Drawing 60 frames a second
of a picture that does not change kept a third of a laptop core busy (issue 17), so before
each frame the loop asks the scene stack how long its picture stays the same
(:meth:`mahjong2p.scenes.base.Scene.frame_due`) and sleeps in the operating system's event
wait for that long — at most :data:`IDLE_WAKE_S`, so the music and the window still get a
frame now and then. Any event ends the sleep at once and its frame is drawn without the
60 Hz cap's delay, so idling adds no input lag — nor, to within 4 ms, does an
animation: a key or click also cuts the cap's wait short. For :data:`INPUT_GRACE_S` after
an event the loop runs at full rate, for hover and press feedback that follows the pointer.

The clock and the wait are injected, so tests run the real loop on a fake clock.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

import pygame

FPS_CAP = 60
FRAME_S = 1 / FPS_CAP
IDLE_WAKE_S = 1.0  # the longest sleep: an idle screen is still redrawn once a second
INPUT_GRACE_S = 0.25  # full frame rate this long after any event
CAP_SLICE_S = 0.004  # a key pressed during an animation is drawn this soon at the latest
PRESSES = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)


@dataclass(frozen=True)
class Tick:
    """One frame's timing: ``dt`` seconds since the previous frame, of which ``slept``
    were an idle wait (scene time, none of it lost to the slow-frame cap); ``events``: the
    event that ended the wait (handle it before the rest of the queue)."""

    dt: float
    slept: float
    events: tuple[pygame.event.Event, ...] = ()


def wait_for_event(timeout_s: float) -> pygame.event.Event | None:
    """The operating system's event wait: the first event, or ``None`` after the timeout."""
    event = pygame.event.wait(max(1, math.ceil(timeout_s * 1000)))
    return None if event.type == pygame.NOEVENT else event


class FramePacer:
    """Paces one loop; ``now``, ``wait_event`` and ``sleep`` are the clock (tests fake them)."""

    def __init__(
        self,
        now: Callable[[], float] = time.perf_counter,
        wait_event: Callable[[float], pygame.event.Event | None] = wait_for_event,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.now = now
        self.wait_event = wait_event
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
        recent_input = start - self._last_input < INPUT_GRACE_S
        idle_until = last + min(due, IDLE_WAKE_S)
        events: tuple[pygame.event.Event, ...] = ()
        slept = 0.0
        if not recent_input and idle_until - start > FRAME_S:
            event = self.wait_event(idle_until - start)
            if event is not None:
                events = (event,)
                self.saw_input()
            slept = self.now() - start
        elif last + FRAME_S > start:
            self._cap(last + FRAME_S)
        self._last_frame = self.now()
        return Tick(self._last_frame - last, slept, events)

    def _cap(self, until: float) -> None:
        """The 60 Hz cap while something moves, slept in slices of :data:`CAP_SLICE_S`: a
        key or click ends it early (its frame is drawn within a slice, not a frame), the
        pointer's motion does not (moving the mouse over an animation stays at 60 fps).
        Slices of ``sleep``, not the event wait: pygame's wait polls every millisecond,
        which costs an animating screen a quarter more CPU."""
        while (left := until - self.now()) > 0:
            if pygame.event.peek(PRESSES):
                return
            self.sleep(min(left, CAP_SLICE_S))
