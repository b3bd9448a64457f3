"""The turn timer's dial at the right end of the wall: seconds left, an arc that empties,
red for the last five seconds."""

from __future__ import annotations

import pygame

from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face

WARN_S = 5


def draw_timer(
    surface: pygame.Surface, ctx: AppContext, layout: TableLayout, left: float, total: float
) -> None:
    s = layout.s
    center = (layout.x1 - round(46 * s), layout.wall_y)
    r = round(30 * s)
    seconds = max(0, int(left + 0.999))
    color = theme.RED if seconds <= WARN_S else theme.GOLD
    pygame.draw.circle(surface, theme.PANEL, center, r)
    fraction = max(0.0, left / total)
    rect = pygame.Rect(0, 0, 2 * r, 2 * r)
    rect.center = center
    pygame.draw.arc(surface, color, rect, 1.5708, 1.5708 + 6.2832 * fraction, max(3, round(5 * s)))
    draw.text(surface, ctx.fonts, str(seconds), round(26 * s), color, "center", center, Face.BOLD)
