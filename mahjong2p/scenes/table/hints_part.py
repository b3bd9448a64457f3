"""听牌一览: the waits panel over the left of the hand, always shown while the hand is
ready or one discard from it — one row per ready discard ("打 [tile]", or "听" for the
hand as it stands), then each winning tile with the copies left and the 自摸 / 点和 points
of a win on it. The best option (most winning tiles left) is the first row; the discard
under the cursor is framed."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from mahjong2p.app.context import AppContext
from mahjong2p.app.waits_panel import ReadyOption, WaitValue
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face

MAX_ROWS = 4  # more options are counted in a last line, never drawn over the table


def draw_ready_panel(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    options: Sequence[ReadyOption],
    bottom: int,
    focus_kind: int | None,
    legend: str | None = None,
    value_text: Callable[[AppContext, WaitValue], str] | None = None,
    dim_unpaid: bool = False,
) -> pygame.Rect:
    """The panel with its bottom edge at ``bottom``; returns its rectangle. The 72-tile
    table gives its own ``legend``, ``value_text`` (beans instead of points) and dims the
    waits a win could never be taken on (``dim_unpaid``)."""
    s, fonts, tr = layout.s, ctx.fonts, ctx.text.text
    legend = legend if legend is not None else tr("aids.panel.legend")
    value = value_text or _points
    t = layout.hint_tile
    pad, small, label_size = round(8 * s), max(14, round(15 * s)), round(17 * s)

    def width_of(text: str, size: int, face: Face = Face.REGULAR) -> int:
        return fonts.font(size, face).size(text)[0]

    head_w = width_of(tr("aids.panel.discard"), label_size, Face.BOLD) + t.w + 3 * pad
    numbers_w = max(width_of(value(ctx, w), small, Face.BOLD) for o in options for w in o.waits)
    cell_w = t.w + pad + numbers_w
    rows = list(options[:MAX_ROWS])
    more = len(options) - len(rows)
    row_h = _content_h(ctx, layout) + pad
    # the title, the legend under it
    title_h = fonts.font(label_size, Face.BOLD).get_height() + fonts.font(small).get_height()
    title_h += round(8 * s)
    width = max(
        head_w + max(len(o.waits) for o in rows) * (cell_w + pad) + pad,
        width_of(tr("aids.panel.title"), label_size, Face.BOLD) + 2 * pad,
        width_of(legend, small) + 2 * pad,
    )
    height = title_h + len(rows) * row_h + pad + (round(22 * s) if more else 0)
    rect = pygame.Rect(layout.x0 + round(10 * s), bottom - height, width, height)
    draw.panel(surface, rect, theme.PANEL, 232, theme.GOLD, round(10 * s))
    at = (rect.x + pad, rect.y + round(4 * s))
    title = draw.text(
        surface, fonts, tr("aids.panel.title"), label_size, theme.GOLD, "topleft", at, Face.BOLD
    )
    draw.text(surface, fonts, legend, small, theme.MUTED, "topleft", (at[0], title.bottom))
    y = rect.y + title_h
    for option in rows:
        row = pygame.Rect(rect.x + pad // 2, y, rect.w - pad, row_h - round(2 * s))
        if option.discard is not None and option.discard == focus_kind:
            pygame.draw.rect(surface, theme.GOLD_DARK, row, max(2, round(2 * s)), round(6 * s))
        cells = (head_w, cell_w)
        _row(surface, ctx, layout, option, (rect.x + pad, y + pad // 2), cells, value, dim_unpaid)
        y += row_h
    if more:
        more_text = tr("aids.panel.more", n=more)
        draw.text(surface, fonts, more_text, small, theme.MUTED, "topleft", (rect.x + pad, y))
    return rect


def _row(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    option: ReadyOption,
    at: tuple[int, int],
    cells: tuple[int, int],
    value: Callable[[AppContext, WaitValue], str],
    dim_unpaid: bool,
) -> None:
    s, fonts, tr, t = layout.s, ctx.fonts, ctx.text.text, layout.hint_tile
    (x, y), (head_w, cell_w) = at, cells
    pad, small = round(8 * s), max(14, round(15 * s))
    content_h = _content_h(ctx, layout)
    tile_y = y + (content_h - t.h) // 2
    label = tr("aids.panel.waits" if option.discard is None else "aids.panel.discard")
    at = (x, y + content_h / 2)
    draw.text(surface, fonts, label, round(17 * s), theme.WHITE, "midleft", at, Face.BOLD)
    if option.discard is not None:
        label_w = fonts.font(round(17 * s), Face.BOLD).size(label)[0]
        surface.blit(ctx.tiles.face(option.discard, t.w, t.h), (x + label_w + pad // 2, tile_y))
    cx = x + head_w
    for wait in option.waits:
        face = ctx.tiles.face(wait.kind, t.w, t.h)
        if dim_unpaid and not wait.tsumo_points and not wait.ron_points:  # never offered
            face = face.copy()
            face.set_alpha(120)
        surface.blit(face, (cx, tile_y))
        left_color = theme.WHITE if wait.unseen else theme.RED
        tx = cx + t.w + round(5 * s)
        left = tr("hint.left", n=wait.unseen)
        draw.text(surface, fonts, left, small, left_color, "topleft", (tx, y), Face.BOLD)
        points_color = theme.GOLD if wait.ron_points or wait.tsumo_points else theme.MUTED
        draw.text(
            surface,
            fonts,
            value(ctx, wait),
            small,
            points_color,
            "bottomleft",
            (tx, y + content_h),
        )
        cx += cell_w + pad


def _content_h(ctx: AppContext, layout: TableLayout) -> int:
    """A row's height inside its frame: the tile, or the two lines of text beside it
    (copies left over the points) when the font's minimum size makes them taller — at
    small windows the lines would otherwise overlap."""
    line_h = ctx.fonts.font(max(14, round(15 * layout.s)), Face.BOLD).get_height()
    return max(layout.hint_tile.h, 2 * line_h)


def _points(ctx: AppContext, wait: WaitValue) -> str:
    """ "自摸/点和" points, or "无番" when neither win would score (no fan)."""
    if not wait.tsumo_points and not wait.ron_points:
        return ctx.text.text("aids.no_fan")
    return f"{wait.tsumo_points}/{wait.ron_points}"
