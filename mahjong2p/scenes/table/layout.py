"""Where everything on the table goes, computed from the window size alone.

The table is laid out like a real one seen from the player's chair: the CPU's hand at the
top and the player's large hand at the bottom, both centred on the playing area; each
seat's melds just beside its own hand (the player's at its right, the CPU's at its left,
as its right hand is on our left); each pond in front of its owner, rows of 11 growing
toward the owner; and between the ponds the wall, a closed frame of face-down stacks
around the centre box (tiles left, 花牌 indicators). The call buttons sit just above the
hand.

Hands and the sidebar use the 1280×720 design scaled by ``s = min(w/1280, h/720)``; the
middle board (ponds and wall) gets its own scale that fills the height between the two
hands, so a 4:3 or 16:10 window grows the ponds instead of leaving the middle empty.
Every part asks this object for rectangles, and the animations use the same rectangles,
so a flying tile lands exactly where the part then draws it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import pygame

from mahjong2p.seat import Seat
from mahjong2p.ui.tile_art import thickness

DISCARDS_PER_ROW = 11
POND_ROWS = 3
WALL_STACKS_MAX = 22
DEAD_STACKS = 5
RING_SIDE_STACKS = 3  # stacks on the frame's left and right sides
RING_EDGE_STACKS = 11  # stacks on its top and bottom: 2·11 + 2·3 = 28 ≥ 22 + 5 slots
BOARD_MAX_GROWTH = 1.4  # the middle board may grow this much beyond the hands' scale
LINE_ROOM = 150  # design pixels the move line keeps left of the wall, whatever the board


@dataclass(frozen=True)
class TileSize:
    w: int
    h: int

    @property
    def step_y(self) -> int:
        """Row pitch when rows overlap by the tile's thickness (the row below hides it)."""
        return self.h - thickness(self.h) + 1


def _tile(w: float, h: float, scale: float) -> TileSize:
    return TileSize(round(w * scale), round(h * scale))


class TableLayout:
    """``side``: design pixels kept free right of the middle board (the viewer's panel has
    its own place there); the hands keep the whole width, they lie below the panel."""

    # the board's width and its wall frame's, in design pixels (a row may hold one
    # sideways 报听 tile)
    board_design_w = DISCARDS_PER_ROW * 36 + 49 - 36
    ring_design_w = RING_EDGE_STACKS * 26 + 2 * 35

    def __init__(self, width: int, height: int, side: int = 0) -> None:
        self.width, self.height = width, height
        s = self.s = min(width / 1280, height / 720)
        self.margin = m = round(12 * s)
        self.hud = pygame.Rect(m, m, round(214 * s), height - 2 * m)
        self.x0 = self.hud.right + m
        self.x1 = width - m
        self.cx = (self.x0 + self.x1) // 2
        self.board_x1 = self.x1 - round(side * s)
        self.board_cx = (self.x0 + self.board_x1) // 2
        self.hand_tile = _tile(58, 80, s)
        self.meld_tile = _tile(46, 63, s)
        self.cpu_tile = _tile(40, 55, s)
        self.hint_tile = _tile(30, 41, s)
        self.lift = round(14 * s)
        self.hand_y = height - m - self.hand_tile.h
        self.cpu_y = m + round(4 * s)
        # the buttons' band: above the lifted tile and its 听 tag, so nothing covers the hand
        bar_bottom = self.hand_y - self.lift - round(24 * s)
        self.action_bar = pygame.Rect(
            self.x0, bar_bottom - round(60 * s), self.x1 - self.x0, round(60 * s)
        )
        self.log_button = pygame.Rect(0, self.cpu_y, round(104 * s), round(36 * s))
        self.log_button.right = self.x1
        row_gap, bottom = round(8 * s), self.action_bar.y - round(6 * s)
        b = self._fit_board(self.cpu_y + row_gap, bottom, cpu_row=49)
        if 36 * b >= 40 * s:  # a tall window: the CPU's tiles grow with its pond's
            self.cpu_tile = _tile(36, 49, b)
        else:  # never let the pond's tiles outgrow the hand they came from
            top = self.cpu_y + self.cpu_tile.h + row_gap
            b = min(self._fit_board(top, bottom, cpu_row=0), 40 * s / 36)
        self._board(self.cpu_y + self.cpu_tile.h + row_gap, bottom, b)
        # the CPU's hand close above its pond (the board is centred in its band)
        self.cpu_y = self.cpu_pond.y - row_gap - self.cpu_tile.h

    def _fit_board(self, top: int, bottom: int, cpu_row: int) -> float:
        """The scale that fills ``top``…``bottom`` with the ponds and the wall frame, plus
        ``cpu_row`` design pixels above them that grow with the board (within limits)."""
        design_h = 2 * (49 + (POND_ROWS - 1) * 45) + 2 * 8 + _ring_h(26, 35) + cpu_row
        width = self.board_x1 - self.x0
        beside_line = (width - 2 * LINE_ROOM * self.s) / self.ring_design_w
        fit = min((bottom - top) / design_h, width / self.board_design_w, beside_line)
        return min(fit, self.s * BOARD_MAX_GROWTH)

    def _board(self, top: int, bottom: int, b: float) -> None:
        """Ponds and the wall frame at scale ``b``, centred in ``top``…``bottom``."""
        self.board_s = b
        self.discard_tile = _tile(36, 49, b)
        self.wall_tile = _tile(26, 35, b)
        d, gap = self.discard_tile, round(8 * b)
        pond_h = d.h + (POND_ROWS - 1) * d.step_y
        total = 2 * pond_h + 2 * gap + self.ring_h
        board_top = top + max(0, (bottom - top - total) // 2)
        self.pond_x = self.board_cx - DISCARDS_PER_ROW * d.w // 2
        self.cpu_pond = pygame.Rect(self.pond_x, board_top, DISCARDS_PER_ROW * d.w, pond_h)
        self.ring = pygame.Rect(0, self.cpu_pond.bottom + gap, self.ring_w, self.ring_h)
        self.ring.centerx = self.board_cx
        self.human_pond = self.cpu_pond.move(0, self.ring.bottom + gap - self.cpu_pond.y)
        self.wall_y = self.ring.centery

    # ---------------------------------------------------------------- hands
    def hand_rect(self, index: int, count: int, drawn_apart: bool) -> pygame.Rect:
        """The ``index``-th of ``count`` concealed tiles; the last one set apart when it is
        the drawn tile. The row is centred, moved left only as far as the melds need."""
        t = self.hand_tile
        gap = round(t.w * 0.45) if drawn_apart else 0
        width = count * t.w + gap
        left = min(self.cx - width // 2, self._meld_room(Seat.HUMAN, count) - width)
        x = left + index * t.w + (gap if drawn_apart and index == count - 1 else 0)
        return pygame.Rect(x, self.hand_y, t.w, t.h)

    def hand_span(self, count: int, drawn_apart: bool) -> pygame.Rect:
        """The whole row of ``count`` concealed tiles."""
        first = self.hand_rect(0, count, drawn_apart)
        return first.union(self.hand_rect(count - 1, count, drawn_apart))

    def cpu_hand_rect(self, index: int, count: int, drawn_apart: bool) -> pygame.Rect:
        t = self.cpu_tile
        gap = round(t.w * 0.45) if drawn_apart else 0
        width = count * t.w + gap
        left = max(self.cx - width // 2, self._meld_room(Seat.CPU, count))
        x = left + index * t.w + (gap if drawn_apart and index == count - 1 else 0)
        return pygame.Rect(x, self.cpu_y, t.w, t.h)

    def _meld_room(self, seat: int, count: int) -> int:
        """The edge the seat's hand must keep clear of: the far side of the widest melds
        ``count`` concealed tiles leave room for (each meld at most a kong with one tile
        turned), plus a gap."""
        melds = (14 - count) // 3
        size = self.meld_size(seat)
        widest = melds * (3 * size.w + size.h + self.meld_gap) + round(12 * self.s)
        return self.x1 - widest if seat == Seat.HUMAN else self.x0 + widest

    # ---------------------------------------------------------------- melds
    def meld_origin(self, seat: int, melds: int) -> tuple[int, int]:
        """The inner bottom corner of a seat's meld area: a gap beyond the far end of its
        hand when it holds the drawn tile (so the melds stay put as tiles come and go).
        The player's melds grow rightwards from there, the CPU's leftwards; the hand's
        shift by ``_meld_room`` keeps even four kongs inside the window."""
        count = 14 - 3 * melds
        if seat == Seat.HUMAN:
            return self.hand_span(count, True).right + self.meld_gap, self.hand_y + self.hand_tile.h
        first = self.cpu_hand_rect(0, count, True)
        return first.left - self.meld_gap, self.cpu_y + self.cpu_tile.h

    def meld_size(self, seat: int) -> TileSize:
        return self.meld_tile if seat == Seat.HUMAN else self.cpu_tile

    @property
    def meld_gap(self) -> int:
        return round(10 * self.s)

    # ---------------------------------------------------------------- ponds
    def discard_rect(self, seat: int, index: int, sideways: int | None = None) -> pygame.Rect:
        """The ``index``-th discard of ``seat``; ``sideways``: the index of its 报听 tile,
        which lies turned (so the tiles after it in its row move right)."""
        t = self.discard_tile
        row, col = divmod(index, DISCARDS_PER_ROW)
        pond = self.cpu_pond if seat == Seat.CPU else self.human_pond
        # the first row lies nearest the wall, later rows toward the owner
        rows_from_top = (POND_ROWS - 1 - row) if seat == Seat.CPU else row
        y = pond.y + rows_from_top * t.step_y
        x = pond.x + col * t.w
        if sideways is not None and sideways // DISCARDS_PER_ROW == row:
            if index > sideways:
                x += t.h - t.w
            elif index == sideways:
                return pygame.Rect(x, y + t.h - t.w, t.h, t.w)
        return pygame.Rect(x, y, t.w, t.h)

    # ---------------------------------------------------------------- wall
    @property
    def ring_w(self) -> int:
        return RING_EDGE_STACKS * self.wall_tile.w + 2 * self.wall_tile.h

    @property
    def ring_h(self) -> int:
        return _ring_h(self.wall_tile.w, self.wall_tile.h)

    @property
    def stack_rise(self) -> int:
        return round(self.wall_tile.h * 0.28)

    @property
    def ring_slots(self) -> int:
        return 2 * (RING_EDGE_STACKS + RING_SIDE_STACKS)

    def ring_slot_rect(self, slot: int) -> pygame.Rect:
        """The bottom tile of the ``slot``-th stack of the frame, clockwise from the top
        left corner (the top tile is drawn ``stack_rise`` higher). Side stacks lie turned:
        their rect is wider than tall."""
        t, ring = self.wall_tile, self.ring
        edge, side = RING_EDGE_STACKS, RING_SIDE_STACKS
        top_y = ring.y + self.stack_rise
        bottom_y = ring.bottom - t.h
        inner_top = top_y + t.h
        if slot < edge:  # top edge, left to right
            return pygame.Rect(ring.x + t.h + slot * t.w, top_y, t.w, t.h)
        slot -= edge
        if slot < side:  # right side, top to bottom
            return pygame.Rect(ring.right - t.h, inner_top + slot * t.w, t.h, t.w)
        slot -= side
        if slot < edge:  # bottom edge, right to left
            return pygame.Rect(ring.right - t.h - (slot + 1) * t.w, bottom_y, t.w, t.h)
        slot -= edge  # left side, bottom to top
        return pygame.Rect(ring.x, inner_top + (side - 1 - slot) * t.w, t.h, t.w)

    def wall_stack_rect(self, stack: int) -> pygame.Rect:
        """The ``stack``-th live stack: the live wall starts at the top left corner (the
        frame has room for the longest wall)."""
        return self.ring_slot_rect(stack)

    def dead_stack_rect(self, stack: int, total_stacks: int) -> pygame.Rect:
        """The dead wall follows the live wall's end around the frame."""
        return self.ring_slot_rect(min(self.ring_slots - 1, total_stacks + stack))

    @property
    def centre_box(self) -> pygame.Rect:
        """Inside the frame: tiles left and the 花牌 indicators."""
        t = self.wall_tile
        inner = self.ring.inflate(-2 * t.h, 0)
        inner.y = self.ring.y + self.stack_rise + t.h
        inner.h = RING_SIDE_STACKS * t.w
        return inner.inflate(-round(8 * self.board_s), -round(4 * self.board_s))

    # ---------------------------------------------------------------- aids
    @property
    def line_band(self) -> pygame.Rect:
        """Where the move line ("电脑 打 X") may lie: left of the wall, on its middle."""
        half, right = round(24 * self.s), self.ring.left - round(18 * self.s)
        return pygame.Rect(self.x0, self.wall_y - half, right - self.x0, 2 * half)

    @property
    def aid_strip(self) -> pygame.Rect:
        """The waits strip's band: the action bar's, from its left (the buttons keep its
        right end) — above the lifted tile, below the player's pond."""
        return self.action_bar.inflate(-round(20 * self.s), 0)

    @property
    def aid_area(self) -> pygame.Rect:
        """The waits overview's own place: left of the player's pond and the wall, between
        the move line and the action bar — nothing of the board lies there."""
        gap = round(10 * self.s)
        right = min(self.human_pond.left, self.ring.left) - gap
        top = self.line_band.bottom + round(6 * self.s)
        return pygame.Rect(self.x0 + gap, top, right - self.x0 - gap, self.action_bar.y - gap - top)

    def regions(self) -> dict[str, pygame.Rect]:
        """The named areas that must never overlap (the geometry tests check them)."""
        full_hand = self.hand_span(14, True).union(
            pygame.Rect(self._meld_room(Seat.HUMAN, 2), self.hand_y, 1, self.hand_tile.h)
        )
        cpu_row = self.cpu_hand_rect(0, 14, True).union(self.cpu_hand_rect(13, 14, True))
        return {
            "hud": self.hud,
            "cpu_hand": cpu_row,
            "cpu_pond": self._full_pond(Seat.CPU),
            "wall": self.ring,
            "human_pond": self._full_pond(Seat.HUMAN),
            "action_bar": self.action_bar,
            "hand": full_hand.inflate(0, 2 * self.lift).move(0, -self.lift),
            "log_button": self.log_button,
        }

    @cached_property
    def pond_areas(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Every place a discard may lie, the player's pond then the CPU's (kept: the
        aids ask every frame)."""
        return self._full_pond(Seat.HUMAN), self._full_pond(Seat.CPU)

    def _full_pond(self, seat: int) -> pygame.Rect:
        """Every row full, the last one with a sideways 报听 tile (the widest it gets)."""
        last = POND_ROWS * DISCARDS_PER_ROW - 1
        return self.discard_rect(seat, 0).union(self.discard_rect(seat, last, last - 1))


def _ring_h(w: float, h: float) -> int:
    """The frame's height for wall tiles ``w × h``: two edges (with the top tiles' rise)
    and the sides' stacks between them."""
    rise = round(h * 0.28)
    return round(2 * (h + rise) + RING_SIDE_STACKS * w)
