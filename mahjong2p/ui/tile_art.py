"""Tile pictures drawn by the program at any pixel size, each made once per size.

A tile sprite is ``w × h`` pixels: the ivory face on top and, along the bottom, the orange
back layer that shows a real tile's thickness. Bodies and suit symbols are drawn
supersampled and scaled *down* once (anti-aliasing, not blur); the characters are rendered
at the final pixel size with the serif face, so text stays sharp at every window size.
"""

from __future__ import annotations

import pygame

from mahjong2p.i18n import glyphs
from mahjong2p.rules.tiles import FLOWER_BASE, is_flower, is_honour, number_of, suit_of
from mahjong2p.ui import pips, theme
from mahjong2p.ui.fonts import Face, Fonts
from mahjong2p.ui.lru import Lru
from mahjong2p.ui.theme import Color

SS = 3  # supersampling factor for bodies and symbols
# A whole game at one window size draws 343 sprites (3 looks × 42 kinds at the sizes of
# the hand, the ponds, the melds, the results); a resized window's old sizes age out.
SPRITE_CACHE_LIMIT = 512
FLOWERS_PER_SET = 4  # 春夏秋冬 (seasons, red) then 梅兰竹菊 (plants, blue), each numbered 1–4
HONOUR_COLORS: tuple[Color, ...] = (
    *([theme.NUMERAL_INK] * 4),
    theme.PIP_BLUE,
    theme.PIP_GREEN,
    theme.PIP_RED,
)


def thickness(h: int) -> int:
    """Pixels of the tile's side visible under its face."""
    return max(2, round(h * 0.11))


class TileArt:
    """Caches of tile sprites keyed by (what, width, height)."""

    def __init__(self, fonts: Fonts) -> None:
        self._fonts = fonts
        self._cache: Lru[tuple[str, int, int, int], pygame.Surface] = Lru(SPRITE_CACHE_LIMIT)

    def face(self, kind: int, w: int, h: int) -> pygame.Surface:
        """An upright tile showing ``kind`` (0–33, and the flowers 34–41)."""
        return self._get("face", kind, w, h)

    def back(self, w: int, h: int) -> pygame.Surface:
        """A standing tile seen from behind (the CPU's concealed hand)."""
        return self._get("back", 0, w, h)

    def down(self, w: int, h: int) -> pygame.Surface:
        """A tile lying face down (wall stacks, concealed kongs, 海底 tiles)."""
        return self._get("down", 0, w, h)

    def _get(self, what: str, kind: int, w: int, h: int) -> pygame.Surface:
        key = (what, kind, int(w), int(h))
        sprite = self._cache.get(key)
        if sprite is None:
            sprite = self._make(what, kind, max(8, int(w)), max(10, int(h)))
            self._cache[key] = sprite
        return sprite

    def _make(self, what: str, kind: int, w: int, h: int) -> pygame.Surface:
        big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
        t = thickness(h) * SS
        if what == "face":
            _body(big, theme.IVORY, theme.BACK, t)
        elif what == "back":
            _body(big, theme.BACK, theme.IVORY_SHADE, t)
        else:
            _body(big, theme.BACK, theme.BACK_DARK, t)
        if what == "face" and not is_honour(kind) and suit_of(kind) in "ps":
            self._symbols(big, kind, t)
        sprite = pygame.transform.smoothscale(big, (w, h))
        if pygame.display.get_surface() is not None:
            sprite = sprite.convert_alpha()
        if what == "face":
            self._characters(sprite, kind, thickness(h))
        return sprite

    @staticmethod
    def _symbols(big: pygame.Surface, kind: int, t: int) -> None:
        w, h = big.get_size()
        area = _content_rect(w, h, t)
        canvas = big.subsurface(area)
        if suit_of(kind) == "p":
            pips.draw_circles(canvas, number_of(kind))
        else:
            pips.draw_sticks(canvas, number_of(kind))

    def _characters(self, sprite: pygame.Surface, kind: int, t: int) -> None:
        w, h = sprite.get_size()
        area = _content_rect(w, h, t)
        if is_flower(kind):
            self._flower(sprite, kind - FLOWER_BASE, area)
        elif is_honour(kind):
            index = kind - 27
            if glyphs.HONOUR_GLYPHS[index] == "白":
                _white_dragon_frame(sprite, area)
                return
            self._glyph(sprite, glyphs.HONOUR_GLYPHS[index], area, HONOUR_COLORS[index], 0.8)
        elif suit_of(kind) == "m":
            top = pygame.Rect(area.x, area.y, area.w, area.h * 0.44)
            bottom = pygame.Rect(area.x, area.y + area.h * 0.44, area.w, area.h * 0.56)
            numeral = glyphs.NUMERALS[number_of(kind) - 1]
            self._glyph(sprite, numeral, top, theme.NUMERAL_INK, 0.98)
            self._glyph(sprite, glyphs.WAN, bottom, theme.PIP_RED, 0.98)

    def _flower(self, sprite: pygame.Surface, index: int, area: pygame.Rect) -> None:
        """The flower's character large, its number (1–4 in its set) in the corner."""
        color = theme.PIP_RED if index < FLOWERS_PER_SET else theme.PIP_BLUE
        main = pygame.Rect(area.x, area.y, area.w, round(area.h * 0.78))
        self._glyph(sprite, glyphs.FLOWER_GLYPHS[index], main, color, 0.95)
        corner = pygame.Rect(area.x, main.bottom, area.w, area.h - main.h)
        corner.w = corner.h = max(4, corner.h)
        corner.right = area.right
        self._glyph(sprite, str(index % FLOWERS_PER_SET + 1), corner, theme.NUMERAL_INK, 1.0)

    def _glyph(
        self, sprite: pygame.Surface, char: str, box: pygame.Rect, color: Color, fill: float
    ) -> None:
        """``char`` as large as fits ``fill`` of ``box``, centred on its ink, not its em box."""
        size = max(6, int(min(box.w, box.h) * fill * 1.15))
        while True:
            text = self._fonts.render(char, size, color, Face.SERIF)
            ink = text.get_bounding_rect()
            if (ink.w <= box.w * fill and ink.h <= box.h * fill) or size <= 6:
                break
            size -= 1
        sprite.blit(
            text,
            text.get_rect(center=box.center).move(
                text.get_width() / 2 - ink.centerx, text.get_height() / 2 - ink.centery
            ),
        )


def _content_rect(w: int, h: int, t: int) -> pygame.Rect:
    face_h = h - t
    return pygame.Rect(round(w * 0.12), round(face_h * 0.08), round(w * 0.76), round(face_h * 0.84))


def _body(big: pygame.Surface, top: Color, layer: Color, t: int) -> None:
    """Rounded body: the ``layer`` colour shows below the ``top`` surface as thickness."""
    w, h = big.get_size()
    radius = round(w * 0.13)
    pygame.draw.rect(big, (0, 0, 0, 70), (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(big, layer, (0, 0, w, h - SS), border_radius=radius)
    edge = tuple(int(c * 0.82) for c in top)
    pygame.draw.rect(big, edge, (0, 0, w, h - t), border_radius=radius)
    pygame.draw.rect(big, top, (SS, SS, w - 2 * SS, h - t - 2 * SS), border_radius=radius)
    shine = tuple(min(255, int(c * 1.04) + 6) for c in top)
    pygame.draw.rect(big, shine, (SS * 2, SS * 2, w - 4 * SS, (h - t) // 3), border_radius=radius)
    pygame.draw.rect(big, top, (SS, SS + (h - t) // 5, w - 2 * SS, (h - t) // 2))


def _white_dragon_frame(sprite: pygame.Surface, area: pygame.Rect) -> None:
    """白: a blank face with the traditional blue double frame."""
    frame = area.inflate(-area.w * 0.16, -area.h * 0.16)
    width = max(1, round(area.w * 0.07))
    pygame.draw.rect(sprite, theme.PIP_BLUE, frame, width, border_radius=width)
    inner = frame.inflate(-width * 3, -width * 3)
    pygame.draw.rect(sprite, theme.PIP_BLUE, inner, max(1, width // 2))
