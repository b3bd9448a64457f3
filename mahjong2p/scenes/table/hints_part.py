"""听牌提示: a panel above the hand listing winning tiles and how many of each are unseen —
for the discard under the cursor when it would leave the hand ready, or for the hand as it
stands when it is already ready."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from mahjong2p.app.context import AppContext
from mahjong2p.app.ready_hints import Wait
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face


def draw_waits(
    surface: pygame.Surface, ctx: AppContext, layout: TableLayout, title: str, waits: Sequence[Wait]
) -> None:
    """``title`` then each winning tile with "剩n" under it, in a panel over the hand's left."""
    s, t, fonts = layout.s, layout.hint_tile, ctx.fonts
    pad, cell = round(10 * s), t.w + round(8 * s)
    title_size = round(18 * s)
    title_w = fonts.font(title_size, Face.BOLD).size(title)[0]
    width = pad * 3 + title_w + len(waits) * cell
    height = t.h + round(24 * s) + pad
    rect = pygame.Rect(layout.x0 + round(10 * s), layout.action_bar.bottom - height, width, height)
    draw.panel(surface, rect, theme.PANEL, 230, theme.GOLD, round(10 * s))
    draw.text(
        surface,
        fonts,
        title,
        title_size,
        theme.GOLD,
        "midleft",
        (rect.x + pad, rect.y + pad + t.h / 2),
        Face.BOLD,
    )
    x = rect.x + pad * 2 + title_w
    for wait in waits:
        surface.blit(ctx.tiles.face(wait.kind, t.w, t.h), (x, rect.y + pad))
        color = theme.WHITE if wait.unseen else theme.RED
        label = ctx.text.text("hint.left", n=wait.unseen)
        draw.text(
            surface,
            fonts,
            label,
            round(14 * s),
            color,
            "midtop",
            (x + t.w / 2, rect.y + pad + t.h + 1),
        )
        x += cell
