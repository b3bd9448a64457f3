"""Fonts and rendered text, cached: the shipped CJK subsets only (never a system font).

``pygame.font.Font(None)`` and ``SysFont`` would draw Chinese as blank boxes on most
machines, so every text goes through :class:`Fonts`, which opens the files in
``assets/fonts/`` (via :mod:`mahjong2p.paths`) once per size and keeps rendered strings,
so a frame that shows the same text again costs one blit.
"""

from __future__ import annotations

from enum import Enum

import pygame
import pygame.freetype

from mahjong2p.paths import asset_path
from mahjong2p.ui import glyphs
from mahjong2p.ui.theme import Color

TEXT_CACHE_LIMIT = 2048
MISSING = "?"  # shown for a character the shipped subset has no glyph for


class Face(Enum):
    REGULAR = glyphs.SANS_REGULAR
    BOLD = glyphs.SANS_BOLD
    SERIF = glyphs.SERIF_BOLD


class Fonts:
    """Opens font files lazily (after ``pygame.init``) and caches rendered text surfaces."""

    def __init__(self) -> None:
        self._fonts: dict[tuple[Face, int], pygame.font.Font] = {}
        self._texts: dict[tuple[str, Face, int, Color], pygame.Surface] = {}
        self._glyphs: pygame.freetype.Font | None = None

    def font(self, size: int, face: Face = Face.REGULAR) -> pygame.font.Font:
        size = max(6, int(size))
        key = (face, size)
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(asset_path("fonts", face.value), size)
            self._fonts[key] = font
        return font

    def render(
        self, text: str, size: int, color: Color, face: Face = Face.REGULAR
    ) -> pygame.Surface:
        """``text`` anti-aliased on a transparent surface, from the cache when possible."""
        key = (text, face, int(size), color)
        surface = self._texts.get(key)
        if surface is None:
            if len(self._texts) >= TEXT_CACHE_LIMIT:
                self._texts.clear()
            surface = self.font(size, face).render(text, True, color)
            self._texts[key] = surface
        return surface

    def fit(self, text: str, size: int, max_width: int, face: Face = Face.REGULAR) -> int:
        """The largest size ≤ ``size`` at which ``text`` is at most ``max_width`` wide."""
        size = int(size)
        while size > 8 and self.font(size, face).size(text)[0] > max_width:
            size -= 1
        return size

    def has_glyph(self, ch: str) -> bool:
        """Can the shipped fonts draw ``ch``? (The subsets hold only the game's own text,
        so a typed or hand-edited name may hold characters they lack; ``pygame.font``
        would draw those as empty boxes without a word, FreeType says ``None``.)"""
        if self._glyphs is None:
            if not pygame.freetype.get_init():
                pygame.freetype.init()
            self._glyphs = pygame.freetype.Font(asset_path("fonts", Face.BOLD.value), 16)
        return ch == " " or self._glyphs.get_metrics(ch)[0] is not None

    def drawable(self, text: str) -> str:
        """``text`` with every character the fonts cannot draw shown as ``?``."""
        return "".join(ch if self.has_glyph(ch) else MISSING for ch in text)
