"""听牌一览 in places of its own, never over the board (the ponds, melds, flowers, wall and
the move line keep theirs):

- the strip, in the action bar's band left of its buttons: one ready discard — the lifted
  (or keyboard-focused) one, else the best (most winning tiles left) — with each winning
  tile, the copies left and what a win on it is worth; and a key hint when there is more;
- the overview (Tab), in the table's left area between the move line and the action bar
  (:attr:`TableLayout.aid_area`): every ready discard with its waits and copies left, as
  many rows as fit (the rest counted), the lifted discard's row framed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from mahjong2p.app.context import AppContext
from mahjong2p.app.waits_panel import ReadyOption, WaitValue
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face

ValueText = Callable[[AppContext, WaitValue], str]


@dataclass(frozen=True)
class PanelStyle:
    """How a mode words a wait: ``value`` (points, or beans), the ``legend`` that explains
    it (in the overview), and whether waits a win could never be taken on are dimmed."""

    value: ValueText
    legend: str
    dim_unpaid: bool = False


def _sizes(layout: TableLayout) -> tuple[int, int, int]:
    """Padding, the small text size and the label size (never below 14 px)."""
    s = layout.s
    return round(6 * s), max(14, round(15 * s)), max(14, round(17 * s))


def strip_option(options: Sequence[ReadyOption], focus_kind: int | None) -> ReadyOption:
    """The strip's row: the focused discard's, else the best."""
    return next((o for o in options if o.discard == focus_kind), options[0])


def draw_strip(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    option: ReadyOption,
    right: int,
    style: PanelStyle,
    key_hint: str,
    cells_out: list[tuple[WaitValue, pygame.Rect]] | None = None,
) -> pygame.Rect:
    """One row in the action bar's band from its left up to ``right``; the waits that do
    not fit are counted ("+2"). Returns the rectangle drawn; ``cells_out`` receives each
    shown wait with its cell (the pointer picks one to explain)."""
    band = layout.aid_strip
    pad, small, label_size = _sizes(layout)
    fonts, tr, t = ctx.fonts, ctx.text.text, layout.hint_tile
    label = tr("aids.panel.waits" if option.discard is None else "aids.panel.discard")
    label_w = fonts.font(label_size, Face.BOLD).size(label)[0]
    head_w = label_w + (pad // 2 + t.w if option.discard is not None else 0) + pad
    key_w = fonts.font(small).size(key_hint)[0] + pad if key_hint else 0
    more_w = fonts.font(small, Face.BOLD).size("+9")[0] + pad
    cells: list[tuple[WaitValue, int]] = []
    x = band.x + pad + head_w
    for i, wait in enumerate(option.waits):
        text_w = max(
            fonts.font(small, Face.BOLD).size(style.value(ctx, wait))[0],
            fonts.font(small, Face.BOLD).size(tr("hint.left", n=wait.unseen))[0],
        )
        cell_w = t.w + round(4 * layout.s) + text_w + pad
        last = i == len(option.waits) - 1
        if x + cell_w + key_w + (0 if last else more_w) > right:
            break
        cells.append((wait, cell_w))
        x += cell_w
    hidden = len(option.waits) - len(cells)
    width = x - band.x + (more_w if hidden else 0) + key_w + pad
    rect = pygame.Rect(band.x, band.y, min(width, max(0, right - band.x)), band.h)
    draw.panel(surface, rect, theme.PANEL, 232, theme.GOLD, round(8 * layout.s))
    mid = rect.centery
    at = (rect.x + pad, mid)
    draw.text(surface, fonts, label, label_size, theme.WHITE, "midleft", at, Face.BOLD)
    if option.discard is not None:
        face = ctx.tiles.face(option.discard, t.w, t.h)
        surface.blit(face, face.get_rect(midleft=(rect.x + pad + label_w + pad // 2, mid)))
    cx = rect.x + pad + head_w
    for wait, cell_w in cells:
        _cell(surface, ctx, layout, wait, (cx, mid), style)
        if cells_out is not None:
            cells_out.append((wait, pygame.Rect(cx, rect.y, cell_w, rect.h)))
        cx += cell_w
    if hidden:
        more = f"+{hidden}"
        draw.text(surface, fonts, more, small, theme.MUTED, "midleft", (cx, mid), Face.BOLD)
        cx += more_w
    if key_hint:
        draw.text(surface, fonts, key_hint, small, theme.GOLD, "midleft", (cx, mid))
    return rect


def _cell(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    wait: WaitValue,
    mid: tuple[int, int],
    style: PanelStyle,
) -> None:
    """A winning tile, the copies left over what a win on it is worth."""
    _, small, _ = _sizes(layout)
    fonts, t = ctx.fonts, layout.hint_tile
    x, y = mid
    face = ctx.tiles.face(wait.kind, t.w, t.h)
    paid = bool(wait.tsumo_points or wait.ron_points)
    if style.dim_unpaid and not paid:  # never offered
        face = face.copy()
        face.set_alpha(120)
    surface.blit(face, face.get_rect(midleft=(x, y)))
    tx = x + t.w + round(4 * layout.s)
    left = ctx.text.text("hint.left", n=wait.unseen)
    left_color = theme.WHITE if wait.unseen else theme.RED
    draw.text(surface, fonts, left, small, left_color, "bottomleft", (tx, y), Face.BOLD)
    value_color = theme.GOLD if paid else theme.MUTED
    value = style.value(ctx, wait)
    draw.text(surface, fonts, value, small, value_color, "topleft", (tx, y), Face.BOLD)


def draw_overview(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    options: Sequence[ReadyOption],
    area: pygame.Rect,
    focus_kind: int | None,
    legend: str,
) -> pygame.Rect:
    """Every ready discard in ``area`` (its bottom left corner kept, growing up and right
    within it): "打 [tile]  [wait] [wait] …  剩 n", under the title and (room allowing)
    the ``legend`` of the strip's numbers. Returns the rectangle drawn."""
    pad, small, label_size = _sizes(layout)
    fonts, tr, t = ctx.fonts, ctx.text.text, layout.hint_tile
    title = tr("aids.panel.title")
    line_h = fonts.font(label_size, Face.BOLD).get_height()
    row_h = t.h + pad
    more_h = fonts.font(small).get_height()
    # the legend under the title when it fits the area's width
    legend_h = more_h if fonts.font(small).size(legend)[0] + 2 * pad <= area.w else 0
    title_h = line_h + legend_h
    fit = max(0, (area.h - title_h - 2 * pad) // row_h)
    rows = list(options[:fit])
    if len(rows) < len(options):  # the last row makes room for the count of the rest
        rows = rows[: max(0, (area.h - title_h - 2 * pad - more_h) // row_h)]
    more = len(options) - len(rows)
    label = tr("aids.panel.discard")
    label_w = fonts.font(label_size, Face.BOLD).size(label)[0]
    head_w = label_w + pad // 2 + t.w + pad
    total_w = max(
        (fonts.font(small, Face.BOLD).size(tr("hint.left", n=o.unseen))[0] for o in options),
        default=0,
    )
    waits_w = max(0, area.w - 2 * pad - head_w - total_w - pad)
    per_row = max(1, waits_w // (t.w + 2))
    shown_waits = min(per_row, max((len(o.waits) for o in rows), default=0))
    width = 2 * pad + head_w + shown_waits * (t.w + 2) + pad + total_w
    heads = fonts.font(label_size, Face.BOLD).size(title)[0]
    if legend_h:
        heads = max(heads, fonts.font(small).size(legend)[0])
    if more:
        heads = max(heads, fonts.font(small).size(tr("aids.panel.more", n=more))[0])
    width = min(area.w, max(width, heads + 2 * pad))
    height = title_h + len(rows) * row_h + (more_h if more else 0) + 2 * pad
    rect = pygame.Rect(area.x, area.bottom - height, width, height)
    draw.panel(surface, rect, theme.PANEL, 232, theme.GOLD, round(8 * layout.s))
    top = (rect.x + pad, rect.y + pad // 2)
    draw.text(surface, fonts, title, label_size, theme.GOLD, "topleft", top, Face.BOLD)
    if legend_h:
        at = (rect.x + pad, rect.y + pad // 2 + line_h)
        draw.text(surface, fonts, legend, small, theme.MUTED, "topleft", at)
    y = rect.y + pad // 2 + title_h + pad // 2
    for option in rows:
        row = pygame.Rect(rect.x + pad // 2, y, rect.w - pad, row_h)
        if option.discard is not None and option.discard == focus_kind:
            pygame.draw.rect(surface, theme.GOLD_DARK, row, max(2, round(2 * layout.s)), pad)
        mid, x = row.centery, rect.x + pad
        name = label if option.discard is not None else tr("aids.panel.waits")
        draw.text(surface, fonts, name, label_size, theme.WHITE, "midleft", (x, mid), Face.BOLD)
        if option.discard is not None:
            face = ctx.tiles.face(option.discard, t.w, t.h)
            surface.blit(face, face.get_rect(midleft=(x + label_w + pad // 2, mid)))
        x += head_w
        for wait in option.waits[:per_row]:
            surface.blit(ctx.tiles.face(wait.kind, t.w, t.h), (x, mid - t.h // 2))
            x += t.w + 2
        left = tr("hint.left", n=option.unseen)
        at = (rect.right - pad, mid)
        draw.text(surface, fonts, left, small, theme.WHITE, "midright", at, Face.BOLD)
        y += row_h
    if more:
        more_text = tr("aids.panel.more", n=more)
        draw.text(surface, fonts, more_text, small, theme.MUTED, "topleft", (rect.x + pad, y))
    return rect


def draw_line_panel(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    text: str,
    area: pygame.Rect,
) -> pygame.Rect:
    """``text`` in a small panel at the bottom left of ``area``, wrapped to the area's
    width (a narrow window's left area takes it in three lines). Returns the panel."""
    pad, small, _ = _sizes(layout)
    lines = draw.wrap(ctx.fonts, text, small, area.w - 2 * pad)
    rendered = [ctx.fonts.render(line, small, theme.WHITE) for line in lines]
    width = min(area.w, max(r.get_width() for r in rendered) + 2 * pad)
    height = sum(r.get_height() for r in rendered) + pad
    rect = pygame.Rect(area.x, area.bottom - height, width, height)
    draw.panel(surface, rect, theme.PANEL, 232, theme.GOLD_DARK, round(6 * layout.s))
    y = rect.y + pad // 2
    for line in rendered:
        surface.blit(line, (rect.x + pad, y))
        y += line.get_height()
    return rect


def points_text(ctx: AppContext, wait: WaitValue) -> str:
    """ "自摸/点和" points, or "无番" when neither win would score (no fan)."""
    if not wait.tsumo_points and not wait.ron_points:
        return ctx.text.text("aids.no_fan")
    amount = ctx.text.amount
    return f"{amount(wait.tsumo_points)}/{amount(wait.ron_points)}"
