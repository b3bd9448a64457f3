"""The table's aids in one place: the waits panel (computed once per shown event, never
per frame), the tiles that are safe against the CPU's 报听, and the unseen count of the
tile under the pointer or the keyboard cursor."""

from __future__ import annotations

from collections.abc import Collection, Sequence

import pygame

from mahjong2p.app.context import AppContext
from mahjong2p.app.safe_tiles import SafeTiles
from mahjong2p.app.waits_panel import ReadyOption, ready_options
from mahjong2p.rules.events import Event
from mahjong2p.rules.tiles import kind_of
from mahjong2p.rules.view import PlayerView
from mahjong2p.scenes.table.hand_part import hand_rects
from mahjong2p.scenes.table.hints_part import draw_ready_panel
from mahjong2p.scenes.table.layout import HUMAN, TableLayout
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.scenes.table.tile_info_part import (
    draw_note,
    draw_safe_badges,
    draw_unseen,
    pointed_tile,
)


class TableAids:
    """``pointer``: where the mouse last was over the table (``None``: not seen yet)."""

    def __init__(self) -> None:
        self.safe = SafeTiles(HUMAN)
        self.pointer: tuple[int, int] | None = None
        self._shown = 0
        self._cached: tuple[tuple[int, bool], tuple[ReadyOption, ...]] | None = None

    def observe(self, event: Event) -> None:
        """Fold in one event as the table shows it."""
        self.safe.observe(event)
        self._shown += 1

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
    ) -> None:
        """The waits panel (the row of the ``focus`` tile, the keyboard cursor or the
        selected tile, framed), the 安 badges and the CPU's 报听 note."""
        focus_kind = _kind_at(layout, view, focus)
        options = self.options(view, declaring)
        top = layout.action_bar.bottom  # the aids stack up from here, over the hand's left
        if options:
            top = draw_ready_panel(surface, ctx, layout, options, top, focus_kind).top
        draw_safe_badges(surface, ctx, layout, view, self.safe.safe_kinds(), hidden)
        if self.safe.opponent_ready:
            at = (layout.x0 + round(10 * layout.s), top - round(6 * layout.s))
            draw_note(surface, ctx, layout, ctx.text.text("aids.safe_note"), at)

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
        of. Returns the note's place (``None``: none drawn)."""
        view = model.view
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
