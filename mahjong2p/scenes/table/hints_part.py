"""听牌一览 in places of its own, never over the board (the ponds, melds, flowers, wall and
the move line keep theirs):

- the strip, in the action bar's band left of its buttons: one ready discard — the lifted
  (or keyboard-focused) one, else the best (most winning tiles left) — with each winning
  tile, the copies left and what a win on it is worth; and a key hint when there is more;
- the overview (Tab), in two columns over the action bar's band and the hand
  (:mod:`.hints_overview`), in the strip's stead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from mahjong2p.scenes.aids.waits_panel import ReadyOption, WaitValue
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face

ValueText = Callable[[AppContext, WaitValue], str]


@dataclass(frozen=True)
class PanelStyle:
    """How a mode words a wait: ``value`` (points, or beans), the ``legend`` that explains
    it (in the overview), ``short``: its word for a discard none of whose waits reaches a
    win (the overview's rows), whether waits a win could never be taken on are dimmed, and
    ``detail``: the line that explains the wait under the pointer (the 72-tile aids spell
    out its fans; the arcade's points need none)."""

    value: ValueText
    legend: str
    short: str
    dim_unpaid: bool = False
    detail: ValueText | None = None


def sizes(layout: TableLayout) -> tuple[int, int, int]:
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
    pad, small, label_size = sizes(layout)
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
    _, small, _ = sizes(layout)
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


def draw_line_panel(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    text: str,
    area: pygame.Rect,
) -> pygame.Rect:
    """``text`` in a small panel at the bottom left of ``area``, wrapped to the area's
    width (a narrow window's left area takes it in three lines). Returns the panel."""
    pad, small, _ = sizes(layout)
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
