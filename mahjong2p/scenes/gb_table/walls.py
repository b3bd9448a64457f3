"""The 72-tile table's board: both walls exactly as the engine's wall events leave them
(each taken place gone, the break marked), the centre strip (tiles left, the dice), each
seat's flowers, and — while the deal is under way — the face-down tiles each seat has
taken so far. What the events say is folded into :class:`GbWallState`; the painter is a
value handed to the table's cached board layer."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from mahjong2p.rules.events import DiceRolled, Event, WallBroken, WallTaken
from mahjong2p.rules.gb.wall import STACKS, TOP
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.gb_table.layout import GbTableLayout
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.seat import Seat
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face

PIPS = {  # a die's pips on a 3×3 grid
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}


@dataclass
class GbWallState:
    """What the table has been told of the walls so far (events as they are animated)."""

    taken: set[tuple[int, int]] = field(default_factory=set)
    last_places: tuple[tuple[int, int], ...] = ()
    dice: list[tuple[int, int]] = field(default_factory=list)
    rollers: list[int] = field(default_factory=list)  # who threw each of ``dice``
    broken: WallBroken | None = None
    dealt_backs: list[int] = field(default_factory=lambda: [0, 0])  # per seat, before Dealt
    dealt: set[int] = field(default_factory=set)  # seats whose Dealt has been shown
    rolling: float | None = None  # the dice tumbling: how far into the roll (0–1)

    def apply(self, event: Event) -> None:
        if isinstance(event, WallTaken):
            self.taken.update(event.places)
            self.last_places = event.places
        elif isinstance(event, DiceRolled):
            self.dice.append(event.dice)
            self.rollers.append(event.seat)
        elif isinstance(event, WallBroken):
            self.broken = event

    def present(self, stack: int, level: int) -> bool:
        return (stack, level) not in self.taken


class GbWallPainter:
    """The board layer's wall painter for the 72-tile table."""

    def __init__(self, state: GbWallState) -> None:
        self.state = state

    def __call__(
        self,
        surface: pygame.Surface,
        ctx: AppContext,
        layout: TableLayout,
        model: TableModel,
        hidden: frozenset[int],
    ) -> None:
        assert isinstance(layout, GbTableLayout)
        self._walls(surface, ctx, layout)
        self._centre(surface, ctx, layout, model)
        if self.state.rolling is None:  # settled dice lie on the board, under any flight
            draw_dice(surface, layout, self.state)
        for seat in (Seat.CPU, Seat.HUMAN):
            draw_flowers(surface, ctx, layout, seat, model.view.flowers[seat], hidden)
        self._deal_backs(surface, ctx, layout)

    def _walls(self, surface: pygame.Surface, ctx: AppContext, layout: GbTableLayout) -> None:
        t, b = layout.wall_tile, layout.board_s
        bed = layout.ring.inflate(round(10 * b), round(10 * b))
        draw.panel(surface, bed, theme.FELT_DARK, 150, None, round(10 * b))
        sprite = ctx.tiles.down(t.w, t.h)
        # the CPU's wall (further away) first; in each stack the bottom tile, then the top
        for stack in sorted(range(STACKS), key=lambda s: layout.stack_rect(s).y):
            for level in (1, TOP):
                if self.state.present(stack, level):
                    surface.blit(sprite, layout.place_rect(stack, level))
        broken = self.state.broken
        if broken is not None:
            rect = layout.stack_rect(broken.stack)
            mark_y = rect.bottom + round(3 * b) if broken.wall_seat == Seat.HUMAN else None
            if mark_y is None:
                mark_y = rect.y - layout.stack_rise - round(7 * b)
            bar = pygame.Rect(rect.x + 1, mark_y, rect.w - 2, max(3, round(4 * b)))
            pygame.draw.rect(surface, theme.GOLD, bar, border_radius=bar.h // 2)

    def _centre(
        self, surface: pygame.Surface, ctx: AppContext, layout: GbTableLayout, model: TableModel
    ) -> None:
        box, b, fonts, tr = layout.centre_box, layout.board_s, ctx.fonts, ctx.text.text
        draw.panel(surface, box, theme.PANEL, 235, theme.GOLD_DARK, round(8 * b))
        size = max(14, round(16 * layout.s))
        left = box.x + round(14 * b)
        label = draw.text(
            surface,
            fonts,
            tr("hud.live"),
            size,
            theme.MUTED,
            "midleft",
            (left, box.centery),
            Face.BOLD,
        )
        count = str(2 * STACKS - len(self.state.taken))  # every tile of the 72 is in play
        draw.text(
            surface,
            fonts,
            count,
            round(28 * b),
            theme.GOLD,
            "midleft",
            (label.right + round(8 * b), box.centery),
            Face.BOLD,
        )

    def _deal_backs(self, surface: pygame.Surface, ctx: AppContext, layout: GbTableLayout) -> None:
        """The tiles a seat has taken during the deal, face down until its Dealt shows them."""
        for seat in Seat:
            count = self.state.dealt_backs[seat]
            if seat in self.state.dealt or not count:
                continue
            for i in range(count):
                rect = deal_rect(layout, seat, i)
                surface.blit(ctx.tiles.back(rect.w, rect.h), rect)


def deal_rect(layout: TableLayout, seat: int, index: int) -> pygame.Rect:
    """Where the ``index``-th tile a seat takes during the deal waits (its hand's place)."""
    if seat == Seat.HUMAN:
        return layout.hand_rect(index, 14, False)
    return layout.cpu_hand_rect(index, 14, False)


def draw_flowers(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: GbTableLayout,
    seat: int,
    flowers: list[int],
    hidden: frozenset[int] = frozenset(),
) -> None:
    """A seat's flowers face up in its flower row, with a label (none: nothing drawn)."""
    if not flowers:
        return
    t, s = layout.flower_tile, layout.s
    first = layout.flower_rect(seat, 0)
    label = ctx.text.text("gb.flowers", n=len(flowers))
    draw.text(
        surface,
        ctx.fonts,
        label,
        max(14, round(15 * s)),
        theme.WHITE,
        "bottomleft",
        (first.x, first.y - round(3 * s)),
        Face.BOLD,
    )
    for i, tile in enumerate(flowers):
        if tile not in hidden:
            surface.blit(ctx.tiles.face(kind_of(tile), t.w, t.h), layout.flower_rect(seat, i))


def dice_rects(layout: GbTableLayout, throws: int) -> list[pygame.Rect]:
    """Two dice per throw, at the right of the centre strip, the first throw first."""
    box = layout.centre_box
    side = max(12, round(box.h * 0.62))
    gap, pair_gap = round(side * 0.25), round(side * 0.8)
    rects = []
    x = box.right - round(12 * layout.board_s) - throws * (2 * side + gap) - (throws - 1) * pair_gap
    for _ in range(throws):
        for _die in range(2):
            rects.append(pygame.Rect(x, box.centery - side // 2, side, side))
            x += side + gap
        x += pair_gap - gap
    return rects


ROLL_TURNS = 14  # faces shown while a throw tumbles


def draw_dice(surface: pygame.Surface, layout: GbTableLayout, state: GbWallState) -> None:
    """The throws so far, each marked with an arrow towards whoever threw it (RULES.md B2:
    the broken wall's owner throws the second time); the newest tumbles in from the
    thrower's side (its faces turn, it hops) while it rolls."""
    faces = [face for throw in state.dice for face in throw]
    rects = dice_rects(layout, len(state.dice))
    rolling = state.rolling
    for i, (rect, face) in enumerate(zip(rects, faces, strict=True)):
        # down to the player, up to the CPU
        toward = 1 if state.rollers[i // 2] == Seat.HUMAN else -1
        if rolling is not None and i >= len(faces) - 2:
            turn = int(rolling * ROLL_TURNS)
            face = (face + turn * (i + 2)) % 6 + 1 if rolling < 1 else face
            hop = round(abs(math.sin(rolling * math.pi * 3)) * rect.h * 0.5)
            rect = rect.move(0, toward * round((1 - rolling) * layout.centre_box.h) - hop)
        draw_die(surface, rect, face)
        if i % 2:
            _thrower_mark(surface, rects[i - 1].union(rects[i]), toward)


def _thrower_mark(surface: pygame.Surface, pair: pygame.Rect, toward: int) -> None:
    """A small arrow on the thrower's side of a pair of dice, pointing at them."""
    half = max(3, pair.h // 7)
    base = pair.bottom + 2 if toward > 0 else pair.y - 2
    tip = base + toward * half
    x = pair.centerx
    pygame.draw.polygon(surface, theme.GOLD, [(x - half, base), (x + half, base), (x, tip)])


def draw_die(surface: pygame.Surface, rect: pygame.Rect, face: int) -> None:
    pygame.draw.rect(surface, theme.IVORY, rect, border_radius=max(2, rect.w // 5))
    pygame.draw.rect(surface, theme.GOLD_DARK, rect, 1, border_radius=max(2, rect.w // 5))
    r = max(1, rect.w // 10)
    color = theme.PIP_RED if face in (1, 4) else theme.NUMERAL_INK
    for gx, gy in PIPS[face]:
        cx = rect.x + rect.w * (0.25 + 0.25 * gx)
        cy = rect.y + rect.h * (0.25 + 0.25 * gy)
        pygame.draw.circle(surface, color, (round(cx), round(cy)), r)
