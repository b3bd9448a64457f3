"""Both discard ponds in rows of 11, the newest discard marked with a red pointer."""

from __future__ import annotations

from collections.abc import Collection

import pygame

from mahjong2p.app.context import AppContext
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.ui import theme


def draw_ponds(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    model: TableModel,
    hidden: Collection[int],
) -> None:
    t = layout.discard_tile
    last = model.last_discard_tile
    for seat in (1, 0):
        for i, tile in enumerate(model.view.discards[seat]):
            if tile in hidden:
                continue
            rect = layout.discard_rect(seat, i)
            surface.blit(ctx.tiles.face(kind_of(tile), t.w, t.h), rect)
            if tile == last:
                draw_pointer(surface, rect, layout.s)


def draw_pointer(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """A red downward triangle over ``rect`` with a gold outline on the tile."""
    pygame.draw.rect(
        surface,
        theme.GOLD,
        rect.inflate(2, 2),
        max(2, round(2 * s)),
        border_radius=max(3, rect.w // 7),
    )
    size = round(8 * s)
    tip = (rect.centerx, rect.top - round(2 * s))
    points = [tip, (tip[0] - size, tip[1] - size), (tip[0] + size, tip[1] - size)]
    pygame.draw.polygon(surface, theme.RED, points)
    pygame.draw.polygon(surface, theme.WHITE, points, 1)
