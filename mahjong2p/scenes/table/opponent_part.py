"""The CPU's hand: tile backs (its drawn tile set apart), laid open face up once its win
or the end of the hand reveals it."""

from __future__ import annotations

import pygame

from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.model import TableModel


def cpu_hand_rects(layout: TableLayout, model: TableModel) -> list[pygame.Rect]:
    count = model.view.opponent_tile_count
    return [layout.cpu_hand_rect(i, count, model.cpu_drew) for i in range(count)]


def draw_cpu_hand(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    model: TableModel,
    hidden_count: int,
) -> None:
    """Backs, or the faces once revealed; the last ``hidden_count`` backs are in flight
    (the draw animation brings them in)."""
    t = layout.cpu_tile
    tiles = model.revealed_cpu_hand
    if tiles is not None:
        apart = model.won is not None and model.won.seat != 0  # its winning tile
        for i, tile in enumerate(tiles):
            rect = layout.cpu_hand_rect(i, len(tiles), apart)
            surface.blit(ctx.tiles.face(kind_of(tile), t.w, t.h), rect)
        return
    rects = cpu_hand_rects(layout, model)
    back = ctx.tiles.back(t.w, t.h)
    for rect in rects[: len(rects) - hidden_count]:
        surface.blit(back, rect)
