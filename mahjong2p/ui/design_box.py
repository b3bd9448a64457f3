"""The 1280×720 design box every menu screen is laid out in, scaled and centred.

Screens are drawn for a 1280×720 window. In any other window the design scales by
``s = min(w/1280, h/720)`` so it fits whole, and the box it fills is centred: a 4:3 or 5:4
window puts the spare height above and below the content instead of all of it at the
bottom. One helper, so every screen scales and centres the same way."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from mahjong2p.ui.theme import MIN_TEXT_PX

DESIGN_W, DESIGN_H = 1280, 720


@dataclass(frozen=True)
class DesignBox:
    """Where the design lands in the window: ``s`` pixels per design pixel and the box's
    top-left corner. ``x(v)``/``y(v)`` turn design coordinates into window ones."""

    s: float
    left: float
    top: float

    @property
    def width(self) -> float:
        return DESIGN_W * self.s

    @property
    def height(self) -> float:
        return DESIGN_H * self.s

    @property
    def bottom(self) -> float:
        return self.top + self.height

    @property
    def centerx(self) -> float:
        return self.left + self.width / 2

    @property
    def centery(self) -> float:
        return self.top + self.height / 2

    def x(self, v: float) -> float:
        return self.left + v * self.s

    def y(self, v: float) -> float:
        return self.top + v * self.s

    def text_px(self, v: float) -> int:
        """A text size of ``v`` design pixels, never below :data:`theme.MIN_TEXT_PX`:
        key hints and notes stay readable in a small window."""
        return text_px(v, self.s)

    def rect(self) -> pygame.Rect:
        return pygame.Rect(round(self.left), round(self.top), round(self.width), round(self.height))


def text_px(v: float, s: float) -> int:
    """``v`` design pixels of text at scale ``s``, never below :data:`theme.MIN_TEXT_PX`."""
    return max(MIN_TEXT_PX, round(v * s))


def design_box(size: tuple[int, int]) -> DesignBox:
    """The design box for a window of ``size`` (width, height)."""
    w, h = size
    s = min(w / DESIGN_W, h / DESIGN_H)
    return DesignBox(s, (w - DESIGN_W * s) / 2, (h - DESIGN_H * s) / 2)
