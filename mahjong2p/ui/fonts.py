"""Fonts and rendered text, cached: the shipped CJK subsets only (never a system font).

``pygame.font.Font(None)`` and ``SysFont`` would draw Chinese as blank boxes on most
machines, so every text goes through :class:`Fonts`, which opens the files in
``assets/fonts/`` (via :mod:`mahjong2p.paths`) once per size and keeps rendered strings,
so a frame that shows the same text again costs one blit.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import TypeVar

import pygame
import pygame.freetype

from mahjong2p.i18n import glyphs
from mahjong2p.paths import asset_path
from mahjong2p.ui.lru import Lru
from mahjong2p.ui.theme import Color

# The busiest screen draws about 80 distinct texts a frame (the 72-tile results; the table
# 44): 256 holds the table, its results and a menu at once, so going back and forth renders
# nothing anew, while texts drawn once (a score that changed, a hand's log line) age out.
TEXT_CACHE_LIMIT = 256
# The sizes one window draws in: 65 over a whole game at 1280×720 (39 on the busiest
# screen), half again for a resized window's new sizes while the old ones age out.
FONT_CACHE_LIMIT = 96
MISSING = "?"  # shown for a character the shipped subset has no glyph for
T = TypeVar("T")


class Face(Enum):
    REGULAR = glyphs.SANS_REGULAR
    BOLD = glyphs.SANS_BOLD
    SERIF = glyphs.SERIF_BOLD


class FontFileError(Exception):
    """A shipped font file that cannot be opened; the message is one line naming it (SDL
    itself says only "Passed a NULL pointer")."""


def _opened(face: Face, open_font: Callable[[Path], T]) -> T:
    path = asset_path("fonts", face.value)
    try:
        return open_font(path)
    except (pygame.error, OSError, RuntimeError, ValueError) as exc:
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise FontFileError(f"{path}: not a usable font file ({reason})") from None


def _probed(font: pygame.font.Font) -> pygame.font.Font:
    """The font, measured once: SDL_ttf may hand back an object for a file it could not
    read, which fails on first use (``size`` raises; some other calls crash outright)."""
    font.size(" ")
    return font


class Fonts:
    """Opens font files lazily (after ``pygame.init``) and caches rendered text surfaces."""

    def __init__(self) -> None:
        self._fonts: Lru[tuple[Face, int], pygame.font.Font] = Lru(FONT_CACHE_LIMIT)
        self._texts: Lru[tuple[str, Face, int, Color], pygame.Surface] = Lru(TEXT_CACHE_LIMIT)
        self._glyphs: pygame.freetype.Font | None = None

    def font(self, size: int, face: Face = Face.REGULAR) -> pygame.font.Font:
        size = max(6, int(size))
        key = (face, size)
        font = self._fonts.get(key)
        if font is None:
            font = _opened(face, lambda path: _probed(pygame.font.Font(path, size)))
            self._fonts[key] = font
        return font

    def render(
        self, text: str, size: int, color: Color, face: Face = Face.REGULAR
    ) -> pygame.Surface:
        """``text`` anti-aliased on a transparent surface, from the cache when possible."""
        key = (text, face, int(size), color)
        surface = self._texts.get(key)
        if surface is None:
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
            self._glyphs = _opened(Face.BOLD, lambda path: pygame.freetype.Font(path, 16))
        return ch == " " or self._glyphs.get_metrics(ch)[0] is not None

    def drawable(self, text: str) -> str:
        """``text`` with every character the fonts cannot draw shown as ``?``."""
        return "".join(ch if self.has_glyph(ch) else MISSING for ch in text)
