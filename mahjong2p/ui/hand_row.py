"""A whole hand in one row — concealed tiles, then the winning tile set apart (framed in
gold), then the melds (the tile claimed from the opponent marked by a small arrow) — for
the results and 海底捞月 screens."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.tiles import kind_of
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face, Fonts
from mahjong2p.ui.tile_art import TileArt

CLAIMED = (110, 196, 255)  # the claimed tile's arrow in a meld


def row_width(concealed: int, melds: Sequence[Meld], tile_w: int, apart: bool) -> int:
    gap = tile_w // 3
    meld_w = sum(len(m.tiles) * tile_w + gap for m in melds)
    return concealed * tile_w + (gap if apart else 0) + meld_w


def draw_hand_row(
    surface: pygame.Surface,
    art: TileArt,
    concealed: Sequence[int],
    melds: Sequence[Meld],
    center: tuple[int, int],
    size: tuple[int, int],
    win_tile: int | None = None,
    revealed: float | None = None,
) -> pygame.Rect:
    """Draw centred on ``center``; ``win_tile`` (if given, and among ``concealed``) is set
    apart at the end of the concealed tiles. ``revealed``: how many tiles (left to right)
    show their faces — the next one is mid-flip, the rest show their backs (the results'
    reveal); ``None`` shows every face. Returns the covered rect."""
    w, h = size
    gap = w // 3
    rest = sorted(t for t in concealed if t != win_tile)
    tiles = rest + ([win_tile] if win_tile is not None and win_tile in concealed else [])
    apart = len(tiles) > len(rest)
    total = row_width(len(tiles), melds, w, apart)
    x = center[0] - total // 2
    top = center[1] - h // 2
    shown = float("inf") if revealed is None else revealed
    index = 0
    for i, tile in enumerate(tiles):
        if apart and i == len(tiles) - 1:
            x += gap
        _blit_flipping(surface, art, art.face(kind_of(tile), w, h), (x, top), shown - index)
        if apart and i == len(tiles) - 1 and shown - index >= 1:
            _mark_winning_tile(surface, pygame.Rect(x, top, w, h))
        index += 1
        x += w
    for meld in melds:
        x += gap
        ordered = sorted(meld.tiles)
        for j, tile in enumerate(ordered):
            down = meld.kind is MeldKind.CONCEALED_KONG and j in (0, len(ordered) - 1)
            sprite = art.down(w, h) if down else art.face(kind_of(tile), w, h)
            _blit_flipping(surface, art, sprite, (x, top), shown - index)
            if tile == meld.called and shown - index >= 1:
                _mark_claimed_tile(surface, pygame.Rect(x, top, w, h))
            index += 1
            x += w
    return pygame.Rect(center[0] - total // 2, top, total, h)


def _mark_winning_tile(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A gold frame and a small gold bar under the winning tile."""
    width = max(2, rect.w // 16)
    pygame.draw.rect(surface, theme.GOLD, rect.inflate(width * 2, width * 2), width, rect.w // 6)
    bar = pygame.Rect(0, 0, rect.w * 2 // 3, width + 1)
    bar.midtop = (rect.centerx, rect.bottom + width * 2)
    pygame.draw.rect(surface, theme.GOLD, bar, border_radius=width)


def _mark_claimed_tile(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A small sky-blue arrow over the tile taken from the opponent's discard."""
    half = max(3, rect.w // 6)
    tip = (rect.centerx, rect.top - 2)
    pygame.draw.polygon(
        surface, CLAIMED, [tip, (tip[0] - half, tip[1] - half), (tip[0] + half, tip[1] - half)]
    )


def _blit_flipping(
    surface: pygame.Surface, art: TileArt, face: pygame.Surface, at: tuple[int, int], k: float
) -> None:
    """``k`` ≥ 1: the face; ≤ 0: the back; between: turning over (narrowing back, then
    widening face), the way a tile is flipped on the table."""
    if k >= 1:
        surface.blit(face, at)
        return
    w, h = face.get_size()
    if k <= 0:
        surface.blit(art.back(w, h), at)
        return
    sprite, width = (art.back(w, h), 1 - 2 * k) if k < 0.5 else (face, 2 * k - 1)
    narrow = pygame.transform.scale(sprite, (max(1, round(w * width)), h))
    surface.blit(narrow, (at[0] + (w - narrow.get_width()) // 2, at[1]))


def draw_row_label(
    surface: pygame.Surface, fonts: Fonts, name: str, row: pygame.Rect, scale: float
) -> None:
    """Name whose hand ``row`` is, in gold on its left (both results screens)."""
    at = (row.left - round(14 * scale), row.centery)
    draw.text(
        surface, fonts, name, round(20 * scale), theme.GOLD, "midright", at, Face.BOLD, shadow=True
    )
