"""The live wall as 2-high stacks that shrink from the front (draws) and the back (kong
replacements), the dead wall with the 花牌 indicators face up on it, and the count."""

from __future__ import annotations

import pygame

from mahjong2p.app.context import AppContext
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.table.layout import DEAD_STACKS, TableLayout
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face


def stack_count(model: TableModel) -> int:
    return (model.wall_total + 1) // 2


def wall_tile_rect(layout: TableLayout, model: TableModel, position: int) -> pygame.Rect:
    """Where the ``position``-th drawable tile sits (even = top of its stack)."""
    stack, below = divmod(position, 2)
    rect = layout.wall_stack_rect(stack, stack_count(model))
    return rect if below else rect.move(0, -layout.stack_rise)


def next_draw_rect(layout: TableLayout, model: TableModel, replacement: bool) -> pygame.Rect:
    """The tile the next draw takes (used as the start of the draw animation)."""
    position = model.wall_total - model.back_taken - 1 if replacement else model.front_taken
    return wall_tile_rect(layout, model, max(0, position))


def draw_wall(
    surface: pygame.Surface, ctx: AppContext, layout: TableLayout, model: TableModel
) -> None:
    t = layout.wall_tile
    down = ctx.tiles.down(t.w, t.h)
    stacks = stack_count(model)
    for stack in range(stacks):
        for below in (1, 0):
            position = stack * 2 + below
            if model.wall_slot_present(position):
                surface.blit(down, wall_tile_rect(layout, model, position))
    for stack in range(DEAD_STACKS):
        rect = layout.dead_stack_rect(stack, stacks)
        surface.blit(down, rect)
        surface.blit(down, rect.move(0, -layout.stack_rise))
    for i, tile in enumerate(model.view.indicators):
        rect = layout.dead_stack_rect(DEAD_STACKS - 1 - i, stacks).move(0, -layout.stack_rise * 2)
        surface.blit(ctx.tiles.face(kind_of(tile), t.w, t.h), rect)
    _labels(surface, ctx, layout, model, stacks)


def _labels(
    surface: pygame.Surface, ctx: AppContext, layout: TableLayout, model: TableModel, stacks: int
) -> None:
    s, fonts, tr = layout.s, ctx.fonts, ctx.text.text
    first, last = layout.wall_stack_rect(0, stacks), layout.wall_stack_rect(stacks - 1, stacks)
    below = first.bottom + round(8 * s)
    label = f"{tr('hud.live')} {model.view.live_count}"
    center = ((first.left + last.right) / 2, below)
    draw.text(
        surface, fonts, label, round(18 * s), theme.GOLD, "midtop", center, Face.BOLD, shadow=True
    )
    dead = layout.dead_stack_rect(0, stacks)
    dead_right = layout.dead_stack_rect(DEAD_STACKS - 1, stacks).right
    draw.text(
        surface,
        fonts,
        tr("hud.flowers"),
        round(16 * s),
        theme.WHITE,
        "midtop",
        ((dead.left + dead_right) / 2, below),
        Face.BOLD,
        shadow=True,
    )


def dead_wall_rect(layout: TableLayout, model: TableModel) -> pygame.Rect:
    """The middle of the dead wall, where tiles a stage feature exchanges come and go."""
    return layout.dead_stack_rect(DEAD_STACKS // 2, stack_count(model))
