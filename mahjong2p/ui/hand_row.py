"""A whole hand in one row — concealed tiles, then the winning tile set apart, then the
melds — for the results and 海底捞月 screens."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.tiles import kind_of
from mahjong2p.ui.tile_art import TileArt


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
) -> pygame.Rect:
    """Draw centred on ``center``; ``win_tile`` (if given, and among ``concealed``) is set
    apart at the end of the concealed tiles. Returns the covered rect."""
    w, h = size
    gap = w // 3
    rest = sorted(t for t in concealed if t != win_tile)
    tiles = rest + ([win_tile] if win_tile is not None and win_tile in concealed else [])
    apart = len(tiles) > len(rest)
    total = row_width(len(tiles), melds, w, apart)
    x = center[0] - total // 2
    top = center[1] - h // 2
    for i, tile in enumerate(tiles):
        if apart and i == len(tiles) - 1:
            x += gap
        surface.blit(art.face(kind_of(tile), w, h), (x, top))
        x += w
    for meld in melds:
        x += gap
        ordered = sorted(meld.tiles)
        for j, tile in enumerate(ordered):
            down = meld.kind is MeldKind.CONCEALED_KONG and j in (0, len(ordered) - 1)
            sprite = art.down(w, h) if down else art.face(kind_of(tile), w, h)
            surface.blit(sprite, (x, top))
            x += w
    return pygame.Rect(center[0] - total // 2, top, total, h)
