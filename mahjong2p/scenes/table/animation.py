"""The table's moving parts on the tween system: tiles flying between places, cut-ins,
sparks, and pauses (the CPU "thinking").

An animation never changes what the table *is*; it only hides a tile at its destination
(``hidden``) while a copy of it flies there, and the table waits for :attr:`busy` to clear
before showing the next event. Everything runs on one :class:`Tweener`, so the
animation-speed setting and "click to skip" cover it all.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from mahjong2p.audio.mixer import Audio
from mahjong2p.scenes.table.log_part import FadingLine
from mahjong2p.ui import tween
from mahjong2p.ui.cutin import CutIns
from mahjong2p.ui.particles import Particles
from mahjong2p.ui.tween import Anim, Call, Sequence, Tween, Tweener, Wait


@dataclass
class Flight:
    """A tile sprite moving from ``start`` to ``end`` (rects); ``k`` is its eased progress."""

    tile: int
    sprite_key: tuple[str, int]  # ("face", kind) or ("back", 0)
    start: pygame.Rect
    end: pygame.Rect
    size: tuple[int, int]  # the upright sprite drawn in flight: the destination's tile size
    k: float = 0.0

    def position(self) -> tuple[int, int]:
        x = tween.lerp(self.start.x, self.end.x, self.k)
        y = tween.lerp(self.start.y, self.end.y, self.k)
        return round(x), round(y)

    def _step(self, k: float) -> None:
        self.k = k


class Animator:
    def __init__(self, tweener: Tweener, audio: Audio) -> None:
        self.tweener = tweener
        self.particles = Particles()
        self.cutins = CutIns(tweener, audio, self.particles)
        self.flights: list[Flight] = []
        self.line = FadingLine()  # who did what, in words
        self._landed = False

    @property
    def busy(self) -> bool:
        return self.tweener.busy

    @property
    def hidden(self) -> frozenset[int]:
        return frozenset(f.tile for f in self.flights)

    def fly(
        self,
        flight: Flight,
        seconds: float,
        on_land: Callable[[], None] = lambda: None,
        delay: float = 0.0,
    ) -> Anim:
        """Fly a tile after ``delay`` seconds (shown waiting at its start meanwhile);
        ``on_land`` runs as it arrives (a clack)."""
        self.flights.append(flight)

        def land() -> None:
            if flight in self.flights:
                self.flights.remove(flight)
            self._landed = True
            on_land()

        steps = Sequence(Wait(delay), Tween(seconds, flight._step, tween.out_cubic), Call(land))
        return self.tweener.add(steps)

    def pause(self, seconds: float, then: Callable[[], None] = lambda: None) -> Anim:
        """Nothing moves for ``seconds``, then ``then`` runs (the CPU's move)."""
        return self.tweener.add(Sequence(Wait(seconds), Call(then)))

    def update(self, dt: float) -> bool:
        """Advance; returns True when a flight or a cut-in finished (redraw the board)."""
        was_showing = len(self.cutins.showing)
        self.tweener.update(dt)
        self.particles.update(dt)
        self.line.update(dt)
        landed, self._landed = self._landed, False
        return landed or len(self.cutins.showing) != was_showing

    def skip(self) -> None:
        """Finish everything at once (a click or key during an animation, and screenshots)."""
        self.tweener.finish_all()
        self.flights.clear()
        self.cutins.clear()
