"""Both discard ponds in rows of 11, the newest discard marked with a red pointer and each
seat's 报听 tile lying sideways."""

from __future__ import annotations

from collections.abc import Collection

import pygame

from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.layout import DISCARDS_PER_ROW, TableLayout
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.seat import Seat
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
        (rect, tile, pointer_below(seat, index))
        for seat in (Seat.CPU, Seat.HUMAN)
        for index, (tile, rect) in enumerate(
            zip(model.view.discards[seat], pond_rects(layout, model, seat), strict=True)
        )
        if tile not in hidden
    ]
    for rect, tile, below in sorted(placed, key=lambda item: item[0].bottom):  # back rows first
        if rect.w > rect.h:
            surface.blit(turned(ctx, kind_of(tile), t.w, t.h), rect)
        else:
            surface.blit(ctx.tiles.face(kind_of(tile), t.w, t.h), rect)
        if tile == last:
            draw_pointer(surface, rect, layout.s, below)


def turned(ctx: AppContext, kind: int, w: int, h: int) -> pygame.Surface:
    """A ``w × h`` face lying sideways (a 报听 discard, a meld's called tile)."""
    key = (kind, w, h)
    sprite = _turned.get(key)
    if sprite is None:
        sprite = pygame.transform.rotate(ctx.tiles.face(kind, w, h), 90)
        _turned[key] = sprite
    return sprite


def pointer_points(rect: pygame.Rect, s: float, below: bool = False) -> list[tuple[int, int]]:
    """The newest discard's pointer: a triangle just right of ``rect``, pointing left at
    it — the slot right of the newest discard is always empty (the next discard lies
    there), whereas above it lies the row before. ``below``: under the tile, pointing up
    (the player's row is full up to the flowers; their next row, below, is empty)."""
    size, gap = round(8 * s), round(2 * s)
    if below:
        tip = (rect.centerx, rect.bottom + gap)
        return [tip, (tip[0] - size, tip[1] + size), (tip[0] + size, tip[1] + size)]
    tip = (rect.right + gap, rect.centery)
    return [tip, (tip[0] + size, tip[1] - size), (tip[0] + size, tip[1] + size)]


def pointer_rect(rect: pygame.Rect, s: float, below: bool = False) -> pygame.Rect:
    """What the pointer by ``rect`` covers (its outline included)."""
    xs, ys = zip(*pointer_points(rect, s, below), strict=True)
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def pointer_below(seat: int, index: int) -> bool:
    """The pointer goes under the newest discard when it ends one of the player's rows
    (right of it lie the player's flowers at the bean table)."""
    return seat == Seat.HUMAN and index % DISCARDS_PER_ROW == DISCARDS_PER_ROW - 1


def draw_pointer(surface: pygame.Surface, rect: pygame.Rect, s: float, below: bool) -> None:
    """A gold outline on the tile and a red triangle by it (:func:`pointer_points`)."""
    pygame.draw.rect(
        surface,
        theme.GOLD,
        rect.inflate(2, 2),
        max(2, round(2 * s)),
        border_radius=max(3, min(rect.w, rect.h) // 7),
    )
    points = pointer_points(rect, s, below)
    pygame.draw.polygon(surface, theme.RED, points)
    pygame.draw.polygon(surface, theme.WHITE, points, 1)
