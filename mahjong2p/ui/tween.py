"""A small tween system: eased tweens, waits, callbacks, sequences and parallel groups.

Every moving thing on screen is one of these instead of a hand-rolled countdown, so the
player's animation-speed setting (normal / fast / instant) applies everywhere by scaling
one ``dt`` in :class:`Tweener`, a click can finish everything at once with
:meth:`Tweener.finish_all`, and headless tests run at instant speed.

An animation's :meth:`Anim.advance` consumes time and returns what it did not use, so a
:class:`Sequence` hands the rest of a frame to its next step and even an infinite ``dt``
(instant speed) runs a whole sequence, callbacks included, in order, in one call.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from mahjong2p.store.settings import Speed

Ease = Callable[[float], float]


# ---------------------------------------------------------------- easing (t in 0..1)
def linear(t: float) -> float:
    return t


def in_quad(t: float) -> float:
    return t * t


def out_quad(t: float) -> float:
    return 1 - (1 - t) ** 2


def in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def in_cubic(t: float) -> float:
    return t**3


def in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def out_back(t: float) -> float:
    """Overshoots a little and settles: the "stamp" of a cut-in word."""
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


def out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi / 3)) + 1


def out_bounce(t: float) -> float:
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


EASINGS: dict[str, Ease] = {
    f.__name__: f
    for f in (
        linear,
        in_quad,
        out_quad,
        in_out_quad,
        in_cubic,
        out_cubic,
        in_out_cubic,
        out_back,
        out_elastic,
        out_bounce,
    )
}


def lerp(a: float, b: float, k: float) -> float:
    return a + (b - a) * k


# ---------------------------------------------------------------- animations
class Anim:
    """Base: something that takes time. Subclasses implement :meth:`_advance`."""

    def __init__(self) -> None:
        self.done = False
        self.cancelled = False

    def advance(self, dt: float) -> float:
        """Run for up to ``dt`` seconds; returns the time left over once finished."""
        if self.done:
            return dt
        return self._advance(dt)

    def _advance(self, dt: float) -> float:
        raise NotImplementedError

    def cancel(self) -> None:
        """Stop where it stands: no further steps, callbacks or completion."""
        self.cancelled = True
        self.done = True

    def finish(self) -> None:
        """Jump to the end, running every remaining step and callback in order."""
        self.advance(math.inf)


class Tween(Anim):
    """Calls ``on_step(eased progress)`` each frame from 0 to 1 over ``duration`` seconds;
    the last call is always exactly ``on_step(ease(1.0))``."""

    def __init__(
        self, duration: float, on_step: Callable[[float], None], ease: Ease = out_cubic
    ) -> None:
        super().__init__()
        self.duration = max(0.0, duration)
        self.on_step = on_step
        self.ease = ease
        self.elapsed = 0.0

    @property
    def progress(self) -> float:
        return 1.0 if self.duration == 0 else min(1.0, self.elapsed / self.duration)

    def _advance(self, dt: float) -> float:
        self.elapsed += dt
        self.on_step(self.ease(self.progress))
        if self.elapsed < self.duration:
            return 0.0
        self.done = True
        return self.elapsed - self.duration if math.isfinite(dt) else dt


class Wait(Anim):
    """A pause with nothing moving (the CPU "thinking", a beat before the next fan)."""

    def __init__(self, duration: float) -> None:
        super().__init__()
        self.left = max(0.0, duration)

    def _advance(self, dt: float) -> float:
        if dt < self.left:
            self.left -= dt
            return 0.0
        rest = dt - self.left
        self.left = 0.0
        self.done = True
        return rest


class Call(Anim):
    """Runs ``fn`` once, taking no time (a sound, a board repaint, the next fan row)."""

    def __init__(self, fn: Callable[[], None]) -> None:
        super().__init__()
        self.fn = fn

    def _advance(self, dt: float) -> float:
        self.done = True
        self.fn()
        return dt


class Sequence(Anim):
    """Children one after the other; leftover time flows into the next child."""

    def __init__(self, *steps: Anim) -> None:
        super().__init__()
        self.steps = list(steps)
        self.index = 0

    def then(self, step: Anim) -> Sequence:
        self.steps.append(step)
        return self

    def _advance(self, dt: float) -> float:
        while self.index < len(self.steps):
            dt = self.steps[self.index].advance(dt)
            if not self.steps[self.index].done:
                return 0.0
            self.index += 1
        self.done = True
        return dt

    def cancel(self) -> None:
        for step in self.steps[self.index :]:
            step.cancel()
        super().cancel()


class Parallel(Anim):
    """Children side by side; done when the longest is, leftover is the least left."""

    def __init__(self, *parts: Anim) -> None:
        super().__init__()
        self.parts = list(parts)

    def _advance(self, dt: float) -> float:
        left = [part.advance(dt) for part in self.parts if not part.done]
        if all(part.done for part in self.parts):
            self.done = True
            return min(left, default=dt)
        return 0.0

    def cancel(self) -> None:
        for part in self.parts:
            part.cancel()
        super().cancel()


# ---------------------------------------------------------------- the driver
class Tweener:
    """Runs the animations of one scene. ``speed`` is read every update, so changing the
    setting takes effect at once; at :attr:`Speed.INSTANT` an animation finishes in the
    update after it is added (or at once, with :meth:`add`'s ``now``)."""

    def __init__(self, speed: Callable[[], Speed] = lambda: Speed.NORMAL) -> None:
        self._speed = speed
        self.running: list[Anim] = []

    @property
    def busy(self) -> bool:
        return any(not a.done for a in self.running)

    def add(self, anim: Anim) -> Anim:
        self.running.append(anim)
        if self._speed() is Speed.INSTANT:
            anim.finish()
            self._prune()
        return anim

    def update(self, dt: float) -> None:
        scaled = dt * self._speed().factor
        # animations added by callbacks during this loop start on the next update
        for anim in list(self.running):
            anim.advance(scaled)
        self._prune()

    def finish_all(self) -> None:
        """Finish everything now, callbacks included (a click skips the animation).
        Callbacks may add animations; those are finished too."""
        for _ in range(100):  # a callback chain longer than this is a bug
            if not self.running:
                return
            pending, self.running = self.running, []
            for anim in pending:
                anim.finish()
        self._prune()

    def cancel_all(self) -> None:
        for anim in self.running:
            anim.cancel()
        self.running.clear()

    def _prune(self) -> None:
        self.running = [a for a in self.running if not a.done]
