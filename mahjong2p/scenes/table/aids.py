"""The table's aids in one place: the waits panel (computed once per shown event, never
per frame), the tiles that are safe against the CPU's 报听, and the unseen count of the
tile under the pointer or the keyboard cursor."""

from __future__ import annotations

from collections.abc import Collection, Sequence

import pygame

from mahjong2p.rules.events import Event
from mahjong2p.rules.tiles import is_flower, kind_of
from mahjong2p.rules.view import PlayerView
from mahjong2p.scenes.aids.safe_tiles import SafeTiles
from mahjong2p.scenes.aids.waits_panel import ReadyOption, WaitValue, ready_options
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.hand_part import hand_rects
from mahjong2p.scenes.table.hints_overview import draw_overview, overview_area
from mahjong2p.scenes.table.hints_part import (
    PanelStyle,
    draw_line_panel,
    draw_strip,
    points_text,
    strip_option,
)
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.melds_part import meld_tiles
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.scenes.table.tile_info_part import (
    draw_note,
    draw_safe_badges,
    draw_unseen,
    pointed_tile,
)
from mahjong2p.seat import Seat


class TableAids:
    """``pointer``: where the mouse last was over the table (``None``: not seen yet)."""

    def __init__(self) -> None:
        self.safe = SafeTiles(Seat.HUMAN)
        self.pointer: tuple[int, int] | None = None
        self.expanded = False  # the overview of every ready discard (Tab)
        self.drawn: list[pygame.Rect] = []  # where the last frame put the strip and panel
        self._shown = 0
        self._cached: tuple[tuple[int, bool], tuple[ReadyOption, ...]] | None = None

    def observe(self, event: Event) -> None:
        """Fold in one event as the table shows it."""
        self.safe.observe(event)
        self._shown += 1

    @property
    def shown(self) -> int:
        """How many events the table has shown (the board's parts change only with one)."""
        return self._shown

    def options(self, view: PlayerView, declaring: bool) -> tuple[ReadyOption, ...]:
        """The panel's rows, recomputed only when an event was shown or 报听 was toggled."""
        key = (self._shown, declaring)
        if self._cached is None or self._cached[0] != key:
            self._cached = (key, ready_options(view, declaring))
        return self._cached[1]

    def draw(
        self,
        surface: pygame.Surface,
        ctx: AppContext,
        layout: TableLayout,
        view: PlayerView,
        focus: int | None,
        hidden: Collection[int],
        declaring: bool,
        strip_right: int | None = None,
    ) -> None:
        """The waits strip (the ``focus`` tile's row, the keyboard cursor or the selected
        tile's — else the best) left of ``strip_right`` (the action bar's buttons), the
        overview when :attr:`expanded`, the 安 badges and the CPU's 报听 note — each in
        a place of its own (:attr:`drawn` keeps where)."""
        self.drawn = []
        area = layout.aid_area
        if self.safe.opponent_ready:
            note = draw_note(surface, ctx, layout, ctx.text.text("aids.safe_note"), area)
            self.drawn.append(note)
            area = area.clip(area.move(0, note.h + round(6 * layout.s)))
        draw_safe_badges(surface, ctx, layout, view, self.safe.safe_kinds(), hidden)
        options = self.options(view, declaring)
        if options:  # (the focus tile's kind is looked up only when there is a panel)
            focus_kind = _kind_at(layout, view, focus)
            self._draw_waits(surface, ctx, layout, view, options, focus_kind, area, strip_right)

    def style(self, ctx: AppContext) -> PanelStyle:
        """Points for the arcade (the 72-tile aids word them in beans)."""
        tr = ctx.text.text
        return PanelStyle(points_text, tr("aids.panel.legend"), tr("aids.no_fan"))

    def _draw_waits(
        self,
        surface: pygame.Surface,
        ctx: AppContext,
        layout: TableLayout,
        view: PlayerView,
        options: Sequence[ReadyOption],
        focus_kind: int | None,
        area: pygame.Rect,
        strip_right: int | None,
    ) -> None:
        style = self.style(ctx)
        right = layout.aid_strip.right if strip_right is None else strip_right
        if self.expanded:  # every discard at once, in the strip's stead
            melds = [m.rect.left for m in meld_tiles(layout, Seat.HUMAN, view.melds[Seat.HUMAN])]
            over = overview_area(layout, right, min(melds, default=None))
            self.drawn.append(draw_overview(surface, ctx, layout, options, over, focus_kind, style))
            return
        key = ctx.text.text("aids.strip.all", n=len(options))
        option = strip_option(options, focus_kind)
        cells: list[tuple[WaitValue, pygame.Rect]] = []
        self.drawn.append(draw_strip(surface, ctx, layout, option, right, style, key, cells))
        if style.detail is not None and cells:  # the wait under the pointer, else the first
            pointed = self.pointer
            hovered = [w for w, r in cells if pointed is not None and r.collidepoint(pointed)]
            wait = hovered[0] if hovered else cells[0][0]
            line = style.detail(ctx, wait)
            self.drawn.append(draw_line_panel(surface, ctx, layout, line, area))

    def draw_tooltip(
        self,
        surface: pygame.Surface,
        ctx: AppContext,
        layout: TableLayout,
        model: TableModel,
        focus: int | None,
        confirming: bool,
        avoid: Sequence[pygame.Rect] = (),
    ) -> pygame.Rect | None:
        """ "未见 n 张" over the tile under the pointer, else over the ``focus`` tile — drawn
        last, over the buttons, as a tooltip is; ``confirming``: the focus tile waits for
        its second click (two-step discard); ``avoid``: rectangles the note keeps clear
        of. Returns the note's place (``None``: none drawn). A drawn flower has no unseen
        count: it is set aside next."""
        view = model.view
        if any(is_flower(kind_of(t)) for t in view.concealed):
            return None
        focus_kind = _kind_at(layout, view, focus)
        pointed = pointed_tile(layout, model, self.pointer)
        if pointed is None and focus_kind is not None and focus is not None:
            pointed = focus_kind, hand_rects(layout, view)[focus][1].move(0, -layout.lift)
        if pointed is not None:
            kind, rect = pointed
            confirm = ctx.text.text("aids.confirm") if confirming and kind == focus_kind else ""
            unseen = view.unseen_counts()[kind]
            return draw_unseen(surface, ctx, layout, rect, unseen, confirm, avoid)
        return None


def _kind_at(layout: TableLayout, view: PlayerView, index: int | None) -> int | None:
    rects = hand_rects(layout, view)
    return kind_of(rects[index][0]) if index is not None and index < len(rects) else None
