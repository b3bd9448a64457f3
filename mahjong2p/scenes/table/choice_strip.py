"""The strip above the hand where a stage feature asks for tiles (the action bar's place,
between the pond and the hand, so it never covers a tile): what is asked, how many are
marked, the offered triplet when there is one, and the answer buttons with their keys."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button

BUTTON_W = 150


def draw_strip(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    lines: tuple[str, str],
    buttons: Sequence[Button],
    offered: Sequence[int] = (),
) -> None:
    """``lines``: the question and its detail; ``offered``: tile kinds shown after them;
    ``buttons`` are placed at the right end (their rects are set here, for clicks)."""
    s, bar, fonts = layout.s, layout.action_bar, ctx.fonts
    draw.panel(surface, bar, theme.PANEL, 225, theme.GOLD, round(10 * s))
    pad, gap = round(12 * s), round(10 * s)
    w, h = round(BUTTON_W * s), bar.h - round(12 * s)
    x = bar.right - pad - len(buttons) * (w + gap) + gap
    for button in buttons:
        button.rect = pygame.Rect(x, bar.y + round(6 * s), w, h)
        button.draw(surface, fonts, False)
        x += w + gap
    left = bar.x + pad
    title, detail = lines
    tiles_w = len(offered) * layout.hint_tile.w + (pad if offered else 0)
    room = bar.right - pad - len(buttons) * (w + gap) - left - tiles_w
    size = fonts.fit(title, round(21 * s), room, Face.BOLD)
    title_rect = draw.text(
        surface, fonts, title, size, theme.GOLD, "topleft", (left, bar.y + 6 * s), Face.BOLD
    )
    detail_size = fonts.fit(detail, round(16 * s), room)
    detail_rect = draw.text(
        surface, fonts, detail, detail_size, theme.WHITE, "bottomleft", (left, bar.bottom - 6 * s)
    )
    t = layout.hint_tile
    x = max(title_rect.right, detail_rect.right) + pad
    for kind in offered:
        surface.blit(ctx.tiles.face(kind, t.w, t.h), (x, bar.centery - t.h // 2))
        x += t.w
