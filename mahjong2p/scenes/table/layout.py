"""Where everything on the table goes, computed from the window size alone.

All lengths are the 1280×720 design scaled by ``s = min(w/1280, h/720)``; horizontal
positions also use the real width, so wide windows get a wider table, not empty bars.
Every part asks this object for rectangles, and the animations use the same rectangles,
so a flying tile lands exactly where the part then draws it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from mahjong2p.ui.tile_art import thickness

DISCARDS_PER_ROW = 11
WALL_STACKS_MAX = 22
DEAD_STACKS = 5
HUMAN, CPU = 0, 1


@dataclass(frozen=True)
class TileSize:
    w: int
    h: int

    @property
    def step_y(self) -> int:
        """Row pitch when rows overlap by the tile's thickness (the row below hides it)."""
        return self.h - thickness(self.h) + 1


class TableLayout:
    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        s = self.s = min(width / 1280, height / 720)
        self.margin = m = round(12 * s)
        self.hud = pygame.Rect(m, m, round(214 * s), height - 2 * m)
        self.x0 = self.hud.right + m
        self.x1 = width - m
        self.cx = (self.x0 + self.x1) // 2
        self.hand_tile = TileSize(round(54 * s), round(74 * s))
        self.meld_tile = TileSize(round(42 * s), round(58 * s))
        self.cpu_tile = TileSize(round(38 * s), round(52 * s))
        self.discard_tile = TileSize(round(36 * s), round(49 * s))
        self.wall_tile = TileSize(round(28 * s), round(38 * s))
        self.hint_tile = TileSize(round(30 * s), round(41 * s))
        self.hand_y = height - m - self.hand_tile.h - round(6 * s)
        self.cpu_y = m + round(6 * s)
        self.lift = round(14 * s)
        pond_w = DISCARDS_PER_ROW * self.discard_tile.w
        self.pond_x = self.cx - pond_w // 2
        self.cpu_pond_y = self.cpu_y + self.cpu_tile.h + round(16 * s)
        self.human_pond_y = self.hand_y - round(112 * s) - 3 * self.discard_tile.step_y
        self.wall_y = (self.cpu_pond_y + 3 * self.discard_tile.step_y + self.human_pond_y) // 2
        # above the lifted tile and its 听 tag, so nothing covers the hand
        bar_bottom = self.hand_y - self.lift - round(26 * s)
        self.action_bar = pygame.Rect(
            self.x0, bar_bottom - round(60 * s), self.x1 - self.x0, round(60 * s)
        )

    # ---------------------------------------------------------------- hands
    def hand_rect(self, index: int, count: int, drawn_apart: bool) -> pygame.Rect:
        """The ``index``-th of ``count`` concealed tiles; the last one set apart when it is
        the drawn tile."""
        t = self.hand_tile
        x = self.x0 + round(10 * self.s) + index * t.w
        if drawn_apart and index == count - 1:
            x += round(t.w * 0.45)
        return pygame.Rect(x, self.hand_y, t.w, t.h)

    def cpu_hand_rect(self, index: int, count: int, drawn_apart: bool) -> pygame.Rect:
        t = self.cpu_tile
        x = self.x0 + round(10 * self.s) + index * t.w
        if drawn_apart and index == count - 1:
            x += round(t.w * 0.45)
        return pygame.Rect(x, self.cpu_y, t.w, t.h)

    # ---------------------------------------------------------------- melds
    def meld_origin(self, seat: int) -> tuple[int, int]:
        """Bottom-right corner of a seat's meld area: melds grow leftwards from it."""
        if seat == HUMAN:
            return self.x1 - round(4 * self.s), self.hand_y + self.hand_tile.h
        return self.x1 - round(4 * self.s), self.cpu_y + self.cpu_tile.h

    def meld_size(self, seat: int) -> TileSize:
        return self.meld_tile if seat == HUMAN else self.cpu_tile

    @property
    def meld_gap(self) -> int:
        return round(10 * self.s)

    # ---------------------------------------------------------------- ponds
    def discard_rect(self, seat: int, index: int) -> pygame.Rect:
        t = self.discard_tile
        row, col = divmod(index, DISCARDS_PER_ROW)
        top = self.cpu_pond_y if seat == CPU else self.human_pond_y
        return pygame.Rect(self.pond_x + col * t.w, top + row * t.step_y, t.w, t.h)

    # ---------------------------------------------------------------- wall
    def wall_stack_rect(self, stack: int, total_stacks: int) -> pygame.Rect:
        """The bottom tile of a 2-high stack; the top tile is drawn ``stack_rise`` higher."""
        t = self.wall_tile
        width = total_stacks * t.w + round(18 * self.s) + DEAD_STACKS * t.w
        left = self.cx - width // 2
        return pygame.Rect(
            left + stack * t.w, self.wall_y - t.h // 2 + self.stack_rise // 2, t.w, t.h
        )

    def dead_stack_rect(self, stack: int, total_stacks: int) -> pygame.Rect:
        last = self.wall_stack_rect(total_stacks - 1, total_stacks)
        return last.move(round(18 * self.s) + (stack + 1) * self.wall_tile.w, 0)

    @property
    def stack_rise(self) -> int:
        return round(self.wall_tile.h * 0.28)
