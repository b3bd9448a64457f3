"""The cached board layer (everything that changes only when an event is shown) and the
per-frame overlays that move: flying tiles, cut-ins and sparks."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.animation import Animator
from mahjong2p.scenes.table.discards_part import draw_ponds
from mahjong2p.scenes.table.hud_part import Hud, HudNumbers
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.melds_part import draw_melds
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.scenes.table.opponent_part import draw_cpu_hand
from mahjong2p.scenes.table.wall_part import draw_wall
from mahjong2p.seat import Seat
from mahjong2p.ui import draw


@dataclass(frozen=True)
class Captions:
    """The HUD's words and numbers: part of the cached board, repainted when they change."""

    title: str
    numbers: HudNumbers | None
    status: str
    auto_on: bool


# paints the wall and whatever lies with it (the centre box, the 72-tile game's flowers)
WallPainter = Callable[[pygame.Surface, AppContext, TableLayout, TableModel, frozenset[int]], None]


def arcade_wall(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    model: TableModel,
    hidden: frozenset[int],
) -> None:
    del hidden  # nothing on the arcade's wall flies
    draw_wall(surface, ctx, layout, model)


class BoardLayer:
    """One surface the size of the window, repainted only after :meth:`invalidate`;
    ``paint_wall``: the rule set's wall (the arcade's frame, or the 72-tile game's walls)."""

    def __init__(self, paint_wall: WallPainter = arcade_wall) -> None:
        self.paint_wall = paint_wall
        self._surface: pygame.Surface | None = None
        self._key: tuple[object, ...] = ()

    def invalidate(self) -> None:
        self._surface = None

    def get(
        self,
        ctx: AppContext,
        layout: TableLayout,
        model: TableModel,
        hud: Hud,
        animator: Animator,
        captions: Captions,
    ) -> pygame.Surface:
        timer = ctx.settings.timer_enabled
        key = (layout.width, layout.height, ctx.text.language, captions, animator.hidden, timer)
        if self._surface is None or key != self._key:
            self._surface = self._paint(ctx, layout, model, hud, animator, captions)
            self._key = key
        return self._surface

    def _paint(
        self,
        ctx: AppContext,
        layout: TableLayout,
        model: TableModel,
        hud: Hud,
        animator: Animator,
        captions: Captions,
    ) -> pygame.Surface:
        surface = draw.felt((layout.width, layout.height)).copy()
        hidden = animator.hidden
        in_flight_backs = sum(1 for t in hidden if t < 0)
        self.paint_wall(surface, ctx, layout, model, hidden)
        draw_ponds(surface, ctx, layout, model, hidden)
        draw_cpu_hand(surface, ctx, layout, model, in_flight_backs)
        for seat in (Seat.CPU, Seat.HUMAN):
            draw_melds(surface, ctx, layout, seat, model.view.melds[seat], hidden)
        hud.draw(
            surface,
            ctx,
            layout,
            model,
            captions.title,
            captions.numbers,
            captions.auto_on,
            captions.status,
        )
        return surface


def draw_flights(surface: pygame.Surface, ctx: AppContext, animator: Animator) -> None:
    for flight in animator.flights:
        what, kind = flight.sprite_key
        w, h = flight.size
        sprite = ctx.tiles.face(kind, w, h) if what == "face" else ctx.tiles.back(w, h)
        surface.blit(sprite, flight.position())


def draw_effects(
    surface: pygame.Surface, ctx: AppContext, layout: TableLayout, animator: Animator
) -> None:
    """Cut-ins across the middle of the table (over the wall, never over a hand) and the
    sparks they throw."""
    s = layout.s
    area = pygame.Rect(layout.x0, 0, layout.x1 - layout.x0, round(220 * s))
    area.centery = layout.wall_y
    animator.cutins.draw(surface, ctx.fonts, area, s)
    animator.particles.draw(surface)
