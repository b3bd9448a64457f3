"""The wall as a closed frame of 2-high face-down stacks around the centre box: the live
wall shrinks from its front (draws) and its end (kong replacements), the dead wall
follows it; inside the frame the tiles left and the 花牌 indicators, face up."""

from __future__ import annotations

import pygame

from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.layout import DEAD_STACKS, TableLayout
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face


def stack_count(model: TableModel) -> int:
    return (model.wall_total + 1) // 2


def wall_tile_rect(layout: TableLayout, position: int) -> pygame.Rect:
    """Where the ``position``-th drawable tile sits (even = top of its stack)."""
    stack, below = divmod(position, 2)
    rect = layout.wall_stack_rect(stack)
    return rect if below else rect.move(0, -layout.stack_rise)


def next_draw_rect(layout: TableLayout, model: TableModel, replacement: bool) -> pygame.Rect:
    """The tile the next draw takes (used as the start of the draw animation)."""
    position = model.wall_total - model.back_taken - 1 if replacement else model.front_taken
    return wall_tile_rect(layout, max(0, position))


def draw_wall(
    surface: pygame.Surface, ctx: AppContext, layout: TableLayout, model: TableModel
) -> None:
    t = layout.wall_tile
    sprites = {(t.w, t.h): ctx.tiles.down(t.w, t.h), (t.h, t.w): ctx.tiles.down(t.h, t.w)}
    stacks = stack_count(model)
    bed = layout.ring.inflate(round(10 * layout.board_s), round(10 * layout.board_s))
    draw.panel(surface, bed, theme.FELT_DARK, 150, None, round(10 * layout.board_s))
    # stacks nearer the bottom of the screen are drawn later, so they cover the ones behind
    slots: list[tuple[pygame.Rect, int]] = []
    for stack in range(stacks):
        for below in (1, 0):
            position = stack * 2 + below
            if model.wall_slot_present(position):
                slots.append((wall_tile_rect(layout, position), below))
    for stack in range(DEAD_STACKS):
        rect = layout.dead_stack_rect(stack, stacks)
        slots += [(rect, 1), (rect.move(0, -layout.stack_rise), 0)]
    rise = layout.stack_rise
    for rect, _ in sorted(
        slots, key=lambda item: (item[0].bottom + rise * (1 - item[1]), -item[1])
    ):
        surface.blit(sprites[rect.size], rect)
    _centre(surface, ctx, layout, model)


def _centre(
    surface: pygame.Surface, ctx: AppContext, layout: TableLayout, model: TableModel
) -> None:
    """Tiles left (large) on the left of the centre box, the 花牌 indicators on its right."""
    box, b, fonts, tr = layout.centre_box, layout.board_s, ctx.fonts, ctx.text.text
    draw.panel(surface, box, theme.PANEL, 235, theme.GOLD_DARK, round(8 * b))
    left, right = _centre_halves(box)
    label_size = max(14, round(16 * layout.s))
    draw.text(
        surface,
        fonts,
        tr("hud.live"),
        label_size,
        theme.MUTED,
        "midbottom",
        (left.centerx, left.centery - round(2 * b)),
        Face.BOLD,
    )
    draw.text(
        surface,
        fonts,
        str(model.view.live_count),
        round(30 * b),
        theme.GOLD,
        "midtop",
        (left.centerx, left.centery - round(4 * b)),
        Face.BOLD,
    )
    draw.text(
        surface,
        fonts,
        tr("hud.flowers"),
        label_size,
        theme.MUTED,
        "midtop",
        (right.centerx, right.y + round(4 * b)),
        Face.BOLD,
    )
    for tile, rect in indicator_rects(layout, model):
        surface.blit(ctx.tiles.face(kind_of(tile), rect.w, rect.h), rect)


def indicator_rects(layout: TableLayout, model: TableModel) -> list[tuple[int, pygame.Rect]]:
    """Each 花牌 indicator with its place on the right of the centre box, in a row along
    its foot (the pointer's tooltip finds them here too)."""
    b, t = layout.board_s, layout.wall_tile
    right = _centre_halves(layout.centre_box)[1]
    indicators = model.view.indicators
    x = right.centerx - len(indicators) * t.w // 2
    y = right.bottom - t.h - round(4 * b)
    return [(tile, pygame.Rect(x + i * t.w, y, t.w, t.h)) for i, tile in enumerate(indicators)]


def _centre_halves(box: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """The centre box split: two fifths for the tiles left, the rest for the indicators."""
    left = pygame.Rect(box.x, box.y, box.w * 2 // 5, box.h)
    return left, pygame.Rect(left.right, box.y, box.w - left.w, box.h)


def dead_wall_rect(layout: TableLayout, model: TableModel) -> pygame.Rect:
    """The middle of the dead wall, where tiles a stage feature exchanges come and go."""
    return layout.dead_stack_rect(DEAD_STACKS // 2, stack_count(model))
