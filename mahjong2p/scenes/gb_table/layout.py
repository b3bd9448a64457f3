"""The 72-tile table's geometry: the arcade layout with the wall frame replaced by two
parallel walls of 18 stacks (RULES.md B2) — the CPU's wall on its side, the player's on
theirs, the centre strip between them (tiles left, the dice) — and each seat's flower row
beside its own pond.

Table stack ids are the engine's (:mod:`mahjong2p.rules.gb.wall`): ``18·w + i`` is stack
``i`` of the wall in front of seat ``w`` counted from that wall's right end *as its owner
sees it*, so the player's wall runs right to left on screen and the CPU's left to right,
and the deal goes on clockwise around both.
"""

from __future__ import annotations

import pygame

from mahjong2p.rules.gb.wall import BOTTOM, STACKS_PER_WALL
from mahjong2p.scenes.table.layout import DISCARDS_PER_ROW, TableLayout, TileSize
from mahjong2p.seat import Seat

FLOWERS_PER_ROW = 4  # the 8 flowers lie in two rows of four


class GbTableLayout(TableLayout):
    # the ponds with a flower row of four beside each (16 apart), and the two walls
    board_design_w = DISCARDS_PER_ROW * 36 + 2 * (16 + FLOWERS_PER_ROW * 36)
    ring_design_w = STACKS_PER_WALL * 26 + 2 * 10

    @property
    def ring_w(self) -> int:
        return STACKS_PER_WALL * self.wall_tile.w + 2 * self.wall_pad

    @property
    def wall_pad(self) -> int:
        return round(10 * self.board_s)

    def stack_rect(self, stack: int) -> pygame.Rect:
        """The bottom tile of table stack ``stack`` (its top tile lies ``stack_rise`` higher)."""
        t, ring = self.wall_tile, self.ring
        wall, index = divmod(stack, STACKS_PER_WALL)
        if wall == Seat.HUMAN:  # the player's wall: its right end is the screen's right
            x = ring.right - self.wall_pad - (index + 1) * t.w
            return pygame.Rect(x, ring.bottom - t.h, t.w, t.h)
        x = ring.x + self.wall_pad + index * t.w  # the CPU's right end is our left
        return pygame.Rect(x, ring.y + self.stack_rise, t.w, t.h)

    def place_rect(self, stack: int, level: int) -> pygame.Rect:
        """Where the tile at (stack, level 0 top / 1 bottom) lies."""
        rect = self.stack_rect(stack)
        return rect if level == BOTTOM else rect.move(0, -self.stack_rise)

    @property
    def centre_box(self) -> pygame.Rect:
        """Between the two walls: the tiles left and the dice."""
        t, ring, gap = self.wall_tile, self.ring, round(6 * self.board_s)
        top = ring.y + self.stack_rise + t.h + gap
        bottom = ring.bottom - t.h - self.stack_rise - gap
        return pygame.Rect(ring.x + self.wall_pad, top, ring.w - 2 * self.wall_pad, bottom - top)

    @property
    def flower_tile(self) -> TileSize:
        return self.discard_tile

    def flower_rect(self, seat: int, index: int) -> pygame.Rect:
        """The ``index``-th flower of ``seat``: the player's at the right of their pond, the
        CPU's at the left of its pond, in rows of four."""
        t, gap = self.flower_tile, round(16 * self.board_s)
        row, col = divmod(index, FLOWERS_PER_ROW)
        if seat == Seat.HUMAN:
            x = self.human_pond.right + gap + col * t.w
            y = self.human_pond.y + round(24 * self.s) + row * t.step_y
        else:
            x = self.cpu_pond.x - gap - (FLOWERS_PER_ROW - col) * t.w
            y = self.cpu_pond.y + round(24 * self.s) + row * t.step_y
        return pygame.Rect(x, y, t.w, t.h)

    def flower_area(self, seat: int) -> pygame.Rect:
        """All eight places and the label above them."""
        first, last = self.flower_rect(seat, 0), self.flower_rect(seat, 2 * FLOWERS_PER_ROW - 1)
        area = first.union(last)
        area.y -= round(24 * self.s)
        area.h += round(24 * self.s)
        return area

    def regions(self) -> dict[str, pygame.Rect]:
        regions = super().regions()
        regions["cpu_flowers"] = self.flower_area(Seat.CPU)
        regions["human_flowers"] = self.flower_area(Seat.HUMAN)
        return regions
