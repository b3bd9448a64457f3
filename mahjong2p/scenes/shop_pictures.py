"""The shop's item cards each show what the item does, in the game's own tile art: 乾坤大挪移
a big deal (the dragons), 偷天换日 one tile turned into another, 移花接木 three loose tiles
turned into a triplet."""

from __future__ import annotations

import pygame

from mahjong2p.progression.items import Item
from mahjong2p.rules.tiles import parse_kinds
from mahjong2p.scenes.context import AppContext
from mahjong2p.ui import theme
from mahjong2p.ui.fonts import Face

TILE_W, TILE_H = 36, 49  # design pixels: the tiles' own numerals stay at 12 px or more
# (before, after): the tiles shown, an arrow between the two groups when both are given
PICTURES: dict[Item, tuple[str, str]] = {
    Item.QIAN_KUN_DA_NUO_YI: ("555z666z77z", ""),
    Item.TOU_TIAN_HUAN_RI: ("9p", "5z"),
    Item.YI_HUA_JIE_MU: ("1m4p7s", "777z"),
}


def draw_item_picture(
    surface: pygame.Surface, ctx: AppContext, item: Item, center: tuple[int, int], s: float
) -> None:
    """``item``'s picture centred on ``center``."""
    before, after = (parse_kinds(g) if g else [] for g in PICTURES[item])
    w, h, gap = round(TILE_W * s), round(TILE_H * s), round(10 * s)
    arrow = ctx.fonts.render("→", round(24 * s), theme.GOLD, Face.BOLD) if after else None
    arrow_w = arrow.get_width() + 2 * gap if arrow is not None else 0
    x = center[0] - ((len(before) + len(after)) * w + arrow_w) // 2
    y = center[1] - h // 2
    for kind in before:
        surface.blit(ctx.tiles.face(kind, w, h), (x, y))
        x += w
    if arrow is not None:
        surface.blit(arrow, arrow.get_rect(midleft=(x + gap, center[1])))
        x += arrow_w
    for kind in after:
        surface.blit(ctx.tiles.face(kind, w, h), (x, y))
        pygame.draw.rect(surface, theme.GOLD, (x, y, w, h), max(1, round(2 * s)), round(3 * s))
        x += w
