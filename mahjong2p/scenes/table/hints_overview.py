"""听牌一览 opened (Tab): every ready discard at once, in two columns, in the band of the
action bar and the player's hand left of the buttons — the one place wide enough for
seven discards that covers nothing of the board (the ponds, melds, flowers, wall and
move line keep theirs). The hand under it is listed in it: each row is a discard ("打"
and its tile), its waits, the copies left and what its best wait pays by 自摸 / 点和 —
or, when no wait of it reaches a win, the mode's word for that (不足8番, 无番). The
focused discard's row is framed; Tab closes it and the hand is back.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from mahjong2p.scenes.aids.waits_panel import ReadyOption
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.hints_part import PanelStyle, sizes
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face

COLUMNS = 2
ROWS_MAX = 4  # 2 × 4: more ready discards than any 14 tiles have been seen to give
COLUMN_MIN_W = 250  # design pixels a row needs: 打 [tile], two waits, 剩n, +7,800 / +2,600


def overview_area(layout: TableLayout, right: int, melds_left: int | None = None) -> pygame.Rect:
    """The action bar's band and the hand below it, from the table's left up to ``right``
    (where the buttons start) and short of the player's melds (``melds_left``)."""
    gap = round(10 * layout.s)
    top = layout.action_bar.y
    x = layout.x0 + gap
    if melds_left is not None:
        right = min(right, melds_left)
    return pygame.Rect(x, top, max(0, right - gap - x), layout.height - layout.margin - top)


def row_value(ctx: AppContext, option: ReadyOption, style: PanelStyle) -> str:
    """What the discard's best wait pays (自摸 / 点和), or the style's word for a discard
    whose every wait is short of a win."""
    paid = [w for w in option.waits if w.tsumo_points or w.ron_points]
    if not paid:
        return style.short
    best = max(paid, key=lambda w: (w.tsumo_points, w.ron_points))
    return style.value(ctx, best)


def draw_overview(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    options: Sequence[ReadyOption],
    area: pygame.Rect,
    focus_kind: int | None,
    style: PanelStyle,
) -> pygame.Rect:
    """Every ready discard in ``area`` (see :func:`overview_area`): the title and legend,
    then the rows down the first column and on in the second. Returns the panel."""
    pad, small, label_size = sizes(layout)
    fonts, tr = ctx.fonts, ctx.text.text
    title = tr("aids.panel.title")
    line_h = fonts.font(label_size, Face.BOLD).get_height()
    # two columns where they fit (short of the melds they may not: then one, the rest
    # counted)
    columns = COLUMNS if area.w >= COLUMNS * COLUMN_MIN_W * layout.s else 1
    foot_h = fonts.font(small).get_height()
    shown = list(options[: columns * ROWS_MAX])
    if len(shown) < len(options):
        shown = shown[: columns * ROWS_MAX - 1]  # the last place says how many more
    per_column = max(1, -(-len(shown) // columns))
    more = len(options) - len(shown)
    row_h = max(small * 2, (area.h - line_h - foot_h - 2 * pad) // ROWS_MAX)
    tile_h = min(layout.hint_tile.h, row_h - pad)
    tile_w = round(tile_h * layout.hint_tile.w / layout.hint_tile.h)
    rect = area.copy()  # the whole place: nothing of the hand peeks out above it
    draw.panel(surface, rect, theme.PANEL, 255, theme.GOLD, round(8 * layout.s))
    at = (rect.x + pad, rect.y + pad // 2)
    draw.text(surface, fonts, title, label_size, theme.GOLD, "topleft", at, Face.BOLD)
    hide = tr("aids.strip.hide")
    draw.text(surface, fonts, hide, small, theme.GOLD, "topright", (rect.right - pad, at[1]))
    legend_at = (rect.x + 2 * pad + fonts.font(label_size, Face.BOLD).size(title)[0], at[1])
    legend_w = rect.right - 2 * pad - fonts.font(small).size(hide)[0] - legend_at[0]
    if fonts.font(small).size(style.legend)[0] <= legend_w:
        draw.text(surface, fonts, style.legend, small, theme.MUTED, "topleft", legend_at)
    column_w = (rect.w - pad) // columns
    top = rect.y + pad // 2 + line_h + pad // 2
    for i, option in enumerate(shown):
        column, row = divmod(i, per_column)
        cell = pygame.Rect(
            rect.x + pad // 2 + column * column_w, top + row * row_h, column_w, row_h
        )
        framed = option.discard is not None and option.discard == focus_kind
        _row(surface, ctx, cell, option, style, (tile_w, tile_h), framed)
    if more:
        at = (rect.x + pad, top + per_column * row_h + pad // 2)
        draw.text(
            surface, fonts, tr("aids.panel.more", n=more), small, theme.MUTED, "bottomleft", at
        )
    return rect


def _row(
    surface: pygame.Surface,
    ctx: AppContext,
    cell: pygame.Rect,
    option: ReadyOption,
    style: PanelStyle,
    tile: tuple[int, int],
    framed: bool,
) -> None:
    """ "打 [tile]  [wait] [wait] …  剩n  +7,800 / +2,600" in ``cell``."""
    fonts, tr = ctx.fonts, ctx.text.text
    pad = max(4, cell.h // 8)
    small = max(theme.MIN_TEXT_PX + 2, min(cell.h // 2, round(cell.h * 0.42)))
    tw, th = tile
    inner = cell.inflate(-pad, -2)
    if framed:
        pygame.draw.rect(surface, theme.GOLD_DARK, inner, max(2, pad // 3), pad)
    mid, x = inner.centery, inner.x + pad
    name = tr("aids.panel.discard" if option.discard is not None else "aids.panel.waits")
    draw.text(surface, fonts, name, small, theme.WHITE, "midleft", (x, mid), Face.BOLD)
    x += fonts.font(small, Face.BOLD).size(name)[0] + pad // 2
    if option.discard is not None:
        surface.blit(ctx.tiles.face(option.discard, tw, th), (x, mid - th // 2))
        x += tw + pad
    value = row_value(ctx, option, style)
    paid = value != style.short
    left = tr("hint.left", n=option.unseen)
    value_w = fonts.font(small, Face.BOLD).size(value)[0]
    left_w = fonts.font(small, Face.BOLD).size(left)[0]
    right = inner.right - pad
    ink = theme.GOLD if paid else theme.MUTED
    draw.text(surface, fonts, value, small, ink, "midright", (right, mid), Face.BOLD)
    right -= value_w + pad
    draw.text(surface, fonts, left, small, theme.WHITE, "midright", (right, mid), Face.BOLD)
    room = right - left_w - pad - x
    waits = option.waits
    fits = max(1, room // (tw + 2))
    if len(waits) > fits:  # the rest counted
        fits = max(1, (room - fonts.font(small).size("+9")[0]) // (tw + 2))
    for wait in waits[:fits]:
        surface.blit(ctx.tiles.face(wait.kind, tw, th), (x, mid - th // 2))
        x += tw + 2
    if len(waits) > fits:
        draw.text(surface, fonts, f"+{len(waits) - fits}", small, theme.MUTED, "midleft", (x, mid))
