"""The scene lifecycle every screen implements (STYLE.md: Tuxemon states, arcade Views).

``enter``/``exit`` bracket a scene's time on the stack; ``pause``/``resume`` bracket the
time another scene sits on top of it, and always come in pairs. An *overlay* scene
(``opaque = False``) is drawn over the scenes below it, so a menu can sit over the table.

:meth:`Scene.frame_due` tells the main loop how long the scene's picture stays the same
without input, so an idle screen costs (almost) nothing (:mod:`mahjong2p.app.pacing`).
"""

from __future__ import annotations

import math

import pygame


class Scene:
    """Base class with do-nothing hooks; subclasses override what they need."""

    opaque: bool = True

    def enter(self) -> None:
        """Pushed onto the stack (or replaced another scene)."""

    def exit(self) -> None:
        """Popped or replaced: release anything the scene holds."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene on top was popped: this one is on top again."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one input event; return True when it was consumed."""
        del event
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds (a fixed step)."""
        del dt

    def frame_due(self) -> float:
        """Seconds until the picture changes by itself (``math.inf``: only input changes
        it). The loop sleeps that long at most, waking at once for any event. By default a
        scene without an :meth:`update` of its own is still (nothing but input changes
        it), and one with an update animates (0: every frame) unless it says otherwise."""
        return math.inf if type(self).update is Scene.update else 0.0

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene onto ``surface`` (the whole window)."""
        del surface
