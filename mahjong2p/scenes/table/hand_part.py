"""The human's concealed hand: sorted, the drawn tile set apart, the hovered tile lifted;
while a stage feature asks for tiles, the marked ones lifted and tinted and the cursor
framed instead."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

import pygame

from mahjong2p.rules.tiles import kind_of
from mahjong2p.rules.view import PlayerView
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.ui import theme
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.lru import Lru

SHADE_CACHE_LIMIT = 4  # one shade per size of the hand's tiles: the window's, and a few since left
_dim_cache: Lru[tuple[int, int], pygame.Surface] = Lru(SHADE_CACHE_LIMIT)
_tint_cache: Lru[tuple[int, int], pygame.Surface] = Lru(SHADE_CACHE_LIMIT)
MARK_TINT = (236, 120, 40, 90)


@dataclass(frozen=True)
class Marks:
    """Tiles marked for a stage feature's choice, and the keyboard cursor (an index in
    :func:`hand_order`) — framed, not lifted, so a mark and the cursor never look alike."""

    tiles: frozenset[int]
    cursor: int | None


def hand_order(view: PlayerView) -> list[int]:
    """Concealed tiles in display order: sorted, the drawn tile (if any) last."""
    rest = sorted(t for t in view.concealed if t != view.drawn)
    return [*rest, view.drawn] if view.drawn is not None else rest


def hand_rects(layout: TableLayout, view: PlayerView) -> list[tuple[int, pygame.Rect]]:
    tiles = hand_order(view)
    apart = view.drawn is not None
    return [(t, layout.hand_rect(i, len(tiles), apart)) for i, t in enumerate(tiles)]


def tile_at(layout: TableLayout, view: PlayerView, pos: tuple[int, int]) -> int | None:
    """The index (in display order) of the tile under ``pos``, lifted area included."""
    for i, (_, rect) in enumerate(hand_rects(layout, view)):
        if rect.inflate(0, layout.lift * 2).move(0, -layout.lift).collidepoint(pos):
            return i
    return None


def draw_hand(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    view: PlayerView,
    focus: int | None,
    selectable: Collection[int] | None,
    marked_kinds: Collection[int],
    hidden: Collection[int],
    marks: Marks | None = None,
) -> None:
    """``selectable``: tiles that may be played now (others are dimmed), ``None`` for all.
    ``marked_kinds``: kinds whose discard leaves the hand ready (a gold 听 tag).
    ``marks``: a stage feature's marking (then ``focus`` is not used)."""
    t = layout.hand_tile
    for i, (tile, rect) in enumerate(hand_rects(layout, view)):
        if tile in hidden:
            continue
        marked = marks is not None and tile in marks.tiles
        lifted = marks is None and i == focus and (selectable is None or tile in selectable)
        if marked or lifted:
            rect = rect.move(0, -layout.lift)
        surface.blit(ctx.tiles.face(kind_of(tile), t.w, t.h), rect)
        if marked:
            surface.blit(_tint(t.w, t.h), rect)
        if marks is not None and i == marks.cursor:
            frame = max(2, round(3 * layout.s))
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(frame * 2, frame * 2), frame, 6)
        if selectable is not None and tile not in selectable:
            surface.blit(_dimmer(t.w, t.h), rect)
        if kind_of(tile) in marked_kinds:
            _ready_tag(surface, ctx, rect, layout.s)


def _dimmer(w: int, h: int) -> pygame.Surface:
    shade = _dim_cache.get((w, h))
    if shade is None:
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 110), shade.get_rect(), border_radius=max(2, w // 8))
        _dim_cache[(w, h)] = shade
    return shade


def _tint(w: int, h: int) -> pygame.Surface:
    """The warm wash over a tile marked to be given away."""
    wash = _tint_cache.get((w, h))
    if wash is None:
        wash = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(wash, MARK_TINT, wash.get_rect(), border_radius=max(2, w // 8))
        _tint_cache[(w, h)] = wash
    return wash


def _ready_tag(surface: pygame.Surface, ctx: AppContext, rect: pygame.Rect, s: float) -> None:
    """A small gold dot with 听 above a tile whose discard leaves the hand ready."""
    r = max(6, round(9 * s))
    center = (rect.centerx, rect.top - r - round(2 * s))
    pygame.draw.circle(surface, theme.GOLD, center, r)
    pygame.draw.circle(surface, theme.RED_DARK, center, r, max(1, round(1.5 * s)))
    label = ctx.fonts.render(
        ctx.text.text("hint.tag"), max(8, round(r * 1.3)), theme.RED_DARK, Face.BOLD
    )
    surface.blit(label, label.get_rect(center=center))
