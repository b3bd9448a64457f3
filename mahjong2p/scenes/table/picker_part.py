"""The tile-kind picker (搓牌, and 偷天换日's second step): the 34 kinds in four rows (万,
筒, 条, 字牌), each with how many face-down copies are left; kinds that cannot be had
are greyed. Arrows move, Enter (or a click) takes the kind; Space takes the other way out
(the normal draw, or cancelling the item) — which is also what the turn timer does.

It sits over the ponds and the wall, never over the hand, which stays in view.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

import pygame

from mahjong2p.rules.actions import Action, ActionKind, ChoiceActionKind
from mahjong2p.rules.tiles import NUM_KINDS
from mahjong2p.rules.view import PlayerView
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.lru import Lru
from mahjong2p.ui.widgets import Button

ROWS = (range(0, 9), range(9, 18), range(18, 27), range(27, NUM_KINDS))
TILE_W, TILE_H, CELL_GAP, LABEL_H = 44, 60, 10, 22
TITLE_H, FOOT_H, PAD = 78, 66, 20
Actions = list[Action] | None
GREY_CACHE_LIMIT = 4  # one shade per size of the picker's tiles: the window's, a few since left
_grey: Lru[tuple[int, int], pygame.Surface] = Lru(GREY_CACHE_LIMIT)


@dataclass(frozen=True)
class PickSpec:
    title_key: str
    detail_key: str
    decline_key: str


def _place(kind: int) -> tuple[int, int]:
    """(row, column) of ``kind`` in the grid."""
    return next((r, kind - row.start) for r, row in enumerate(ROWS) if kind in row)


class PickerOverlay:
    def __init__(
        self, spec: PickSpec, seat: int, available: Sequence[int], enabled: Collection[int]
    ) -> None:
        self.spec = spec
        self.seat = seat
        self.available = available
        self.enabled = frozenset(enabled)
        self.cursor = min(self.enabled, default=0)
        self.cells: dict[int, pygame.Rect] = {}
        self.decline = Button("", lambda: None, key_label="Space")

    def pick(self, kind: int) -> Actions:
        if kind not in self.enabled:
            return None
        return [Action(ChoiceActionKind.PICK_KIND, self.seat, tile_kind=kind)]

    def refuse(self) -> Actions:
        return [Action(ActionKind.PASS, self.seat)]

    def move(self, rows: int, columns: int) -> None:
        """Move the cursor on the grid (rows wrap; a short row keeps to its last cell)."""
        row, col = _place(self.cursor)
        row = (row + rows) % len(ROWS)
        width = len(ROWS[row])
        col = (col + columns) % width if columns else min(col, width - 1)
        self.cursor = ROWS[row][col]

    # ---------------------------------------------------------------- input
    def handle_event(
        self, event: pygame.event.Event, layout: TableLayout, view: PlayerView
    ) -> Actions:
        del layout, view
        if event.type == pygame.MOUSEMOTION:
            self.cursor = next(
                (k for k, r in self.cells.items() if r.collidepoint(event.pos)), self.cursor
            )
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.decline.rect.collidepoint(event.pos):
                return self.refuse()
            hit = next((k for k, r in self.cells.items() if r.collidepoint(event.pos)), None)
            return None if hit is None else self.pick(hit)
        if event.type != pygame.KEYDOWN:
            return None
        arrows = {
            pygame.K_LEFT: (0, -1),
            pygame.K_RIGHT: (0, 1),
            pygame.K_UP: (-1, 0),
            pygame.K_DOWN: (1, 0),
        }
        if event.key in arrows:
            self.move(*arrows[event.key])
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.pick(self.cursor)
        elif event.key in (pygame.K_SPACE, pygame.K_BACKSPACE):
            return self.refuse()
        return None

    # ---------------------------------------------------------------- drawing
    def panel_rect(self, layout: TableLayout) -> pygame.Rect:
        s = layout.s
        width = round((9 * (TILE_W + CELL_GAP) - CELL_GAP + 2 * PAD) * s)
        height = round((TITLE_H + 4 * (TILE_H + LABEL_H + CELL_GAP) + FOOT_H) * s)
        top = layout.cpu_y + layout.cpu_tile.h
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (layout.cx, (top + layout.action_bar.bottom) // 2)
        return rect

    def draw(
        self, surface: pygame.Surface, ctx: AppContext, layout: TableLayout, view: PlayerView
    ) -> None:
        del view
        s, tr, fonts = layout.s, ctx.text.text, ctx.fonts
        rect = self.panel_rect(layout)
        draw.panel(surface, rect, theme.PANEL, 250, theme.GOLD, round(14 * s))
        title, detail = tr(self.spec.title_key), tr(self.spec.detail_key)
        room = rect.w - round(2 * PAD * s)
        draw.text(
            surface,
            fonts,
            title,
            fonts.fit(title, round(26 * s), room, Face.BOLD),
            theme.GOLD,
            "midtop",
            (rect.centerx, rect.y + 12 * s),
            Face.BOLD,
        )
        draw.text(
            surface,
            fonts,
            detail,
            fonts.fit(detail, round(16 * s), room),
            theme.WHITE,
            "midtop",
            (rect.centerx, rect.y + 48 * s),
        )
        self._grid(surface, ctx, rect, s)
        self.decline.label = tr(self.spec.decline_key)
        self.decline.rect = pygame.Rect(0, 0, round(220 * s), round(46 * s))
        self.decline.rect.midbottom = (rect.centerx, rect.bottom - round(12 * s))
        self.decline.draw(surface, fonts, False)

    def _grid(self, surface: pygame.Surface, ctx: AppContext, panel: pygame.Rect, s: float) -> None:
        tw, th = round(TILE_W * s), round(TILE_H * s)
        step_x, step_y = tw + round(CELL_GAP * s), th + round((LABEL_H + CELL_GAP) * s)
        left, top = panel.x + round(PAD * s), panel.y + round(TITLE_H * s)
        self.cells = {}
        for kind in range(NUM_KINDS):
            row, col = _place(kind)
            cell = pygame.Rect(left + col * step_x, top + row * step_y, tw, th)
            self.cells[kind] = cell
            on = kind in self.enabled
            surface.blit(ctx.tiles.face(kind, tw, th), cell)
            if not on:
                surface.blit(_greyed(tw, th), cell)
            if kind == self.cursor:
                frame = max(2, round(3 * s))
                color = theme.GOLD if on else theme.DIM
                pygame.draw.rect(surface, color, cell.inflate(2 * frame, 2 * frame), frame, 6)
            label = ctx.text.text("picker.left", n=self.available[kind])
            draw.text(
                surface,
                ctx.fonts,
                label,
                round(15 * s),
                theme.WHITE if on else theme.DIM,
                "midtop",
                (cell.centerx, cell.bottom + 2 * s),
            )


def _greyed(w: int, h: int) -> pygame.Surface:
    shade = _grey.get((w, h))
    if shade is None:
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(shade, (20, 24, 22, 170), shade.get_rect(), border_radius=max(2, w // 8))
        _grey[(w, h)] = shade
    return shade
