"""Tweens driven by the engine's events: tiles flying between places, and short banners.

An animation never changes what the table *is*; it only hides a tile at its destination
(``hidden``) while a copy of it flies there, and the table waits for :attr:`busy` to clear
before showing the next event.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass
class Flight:
    """A tile sprite moving from ``start`` to ``end`` (rects) over ``duration`` seconds."""

    tile: int
    sprite_key: tuple[str, int]  # ("face", kind) or ("back", 0)
    start: pygame.Rect
    end: pygame.Rect
    duration: float
    size: tuple[int, int]  # the upright sprite drawn in flight: the destination's tile size
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def position(self) -> tuple[int, int]:
        k = ease_out(min(1.0, self.elapsed / self.duration))
        x = self.start.x + (self.end.x - self.start.x) * k
        y = self.start.y + (self.end.y - self.start.y) * k
        return round(x), round(y)


@dataclass
class Banner:
    """A big word across the table (胡！ 碰！ 流局 …) for ``duration`` seconds."""

    text: str
    color: tuple[int, int, int]
    duration: float
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration


class Animator:
    def __init__(self) -> None:
        self.flights: list[Flight] = []
        self.banner: Banner | None = None
        self.wait = 0.0  # a pause with nothing moving (e.g. the CPU "thinking")

    @property
    def busy(self) -> bool:
        return bool(self.flights) or self.wait > 0 or self.banner is not None

    @property
    def hidden(self) -> frozenset[int]:
        return frozenset(f.tile for f in self.flights)

    def update(self, dt: float) -> bool:
        """Advance; returns True when a flight or the banner finished (redraw the board)."""
        for flight in self.flights:
            flight.elapsed += dt
        landed = [f for f in self.flights if f.done]
        self.flights = [f for f in self.flights if not f.done]
        self.wait = max(0.0, self.wait - dt)
        ended = False
        if self.banner is not None:
            self.banner.elapsed += dt
            if self.banner.done:
                self.banner, ended = None, True
        return bool(landed) or ended

    def skip(self) -> None:
        """Finish everything at once (a click or key during an animation, and screenshots)."""
        self.flights.clear()
        self.banner = None
        self.wait = 0.0
