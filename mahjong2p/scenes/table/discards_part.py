"""Both discard ponds in rows of 11, the newest discard marked with a red pointer and each
seat's 报听 tile lying sideways."""

from __future__ import annotations

from collections.abc import Collection

import pygame

from mahjong2p.app.context import AppContext
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.ui import theme
from mahjong2p.ui.lru import Lru

TURNED_CACHE_LIMIT = 96  # a sideways face per kind (42) at the pond's and the melds' sizes
_turned: Lru[tuple[int, int, int], pygame.Surface] = Lru(TURNED_CACHE_LIMIT)


def pond_rects(layout: TableLayout, model: TableModel, seat: int) -> list[pygame.Rect]:
    """Every discard of ``seat`` where it lies (its 报听 tile turned)."""
    sideways = model.ready_discard_index(seat)
    pond = model.view.discards[seat]
    return [layout.discard_rect(seat, i, sideways) for i in range(len(pond))]


def draw_ponds(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    model: TableModel,
    hidden: Collection[int],
) -> None:
    t = layout.discard_tile
    last = model.last_discard_tile
    placed = [
        (rect, tile)
        for seat in (1, 0)
        for tile, rect in zip(
            model.view.discards[seat], pond_rects(layout, model, seat), strict=True
        )
        if tile not in hidden
    ]
    for rect, tile in sorted(placed, key=lambda item: item[0].bottom):  # back rows first
        if rect.w > rect.h:
            surface.blit(turned(ctx, kind_of(tile), t.w, t.h), rect)
        else:
            surface.blit(ctx.tiles.face(kind_of(tile), t.w, t.h), rect)
        if tile == last:
            draw_pointer(surface, rect, layout.s)


def turned(ctx: AppContext, kind: int, w: int, h: int) -> pygame.Surface:
    """A ``w × h`` face lying sideways (a 报听 discard, a meld's called tile)."""
    key = (kind, w, h)
    sprite = _turned.get(key)
    if sprite is None:
        sprite = pygame.transform.rotate(ctx.tiles.face(kind, w, h), 90)
        _turned[key] = sprite
    return sprite


def draw_pointer(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """A red downward triangle over ``rect`` with a gold outline on the tile."""
    pygame.draw.rect(
        surface,
        theme.GOLD,
        rect.inflate(2, 2),
        max(2, round(2 * s)),
        border_radius=max(3, min(rect.w, rect.h) // 7),
    )
    size = round(8 * s)
    tip = (rect.centerx, rect.top - round(2 * s))
    points = [tip, (tip[0] - size, tip[1] - size), (tip[0] + size, tip[1] - size)]
    pygame.draw.polygon(surface, theme.RED, points)
    pygame.draw.polygon(surface, theme.WHITE, points, 1)
