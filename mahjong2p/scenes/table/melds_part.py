"""Called and declared melds, face up, just beside their owner's hand: the player's grow
rightwards from its hand's right end, the CPU's leftwards from its hand's left end (its
right hand), so the eye finds a seat's melds next to its tiles at every window size.

A concealed kong shows its two outer tiles face down; the tile taken from the opponent's
discard is drawn turned sideways, as on a real table.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

import pygame

from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.discards_part import turned
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.seat import Seat


@dataclass(frozen=True)
class MeldTile:
    tile: int
    rect: pygame.Rect
    face_down: bool
    sideways: bool


def meld_tiles(layout: TableLayout, seat: int, melds: Sequence[Meld]) -> list[MeldTile]:
    """Every tile of the seat's melds with its rectangle, the first meld nearest the hand."""
    size = layout.meld_size(seat)
    edge, bottom = layout.meld_origin(seat, len(melds))
    placed: list[MeldTile] = []
    for meld in melds:
        tiles = _display_order(meld)
        widths = [size.h if t == meld.called else size.w for t in tiles]
        x = edge if seat == Seat.HUMAN else edge - sum(widths)
        for tile, width in zip(tiles, widths, strict=True):
            sideways = tile == meld.called
            h = size.w if sideways else size.h
            rect = pygame.Rect(x, bottom - h, width, h)
            down = meld.kind is MeldKind.CONCEALED_KONG and tile in (tiles[0], tiles[-1])
            placed.append(MeldTile(tile, rect, down, sideways))
            x += width
        step = sum(widths) + layout.meld_gap
        edge += step if seat == Seat.HUMAN else -step
    return placed


def _display_order(meld: Meld) -> list[int]:
    """Sequences low to high with the called tile first; sets with the called tile in the
    middle (where the discard came from does not matter with two players)."""
    tiles = sorted(meld.tiles)
    if meld.called is None:
        return tiles
    rest = [t for t in tiles if t != meld.called]
    if meld.kind is MeldKind.CHI:
        return [meld.called, *rest]
    return [rest[0], meld.called, *rest[1:]]


def draw_melds(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    seat: int,
    melds: Sequence[Meld],
    hidden: Collection[int],
) -> None:
    size = layout.meld_size(seat)
    for item in meld_tiles(layout, seat, melds):
        if item.tile in hidden:
            continue
        if item.face_down:
            sprite = ctx.tiles.down(size.w, size.h)
        elif item.sideways:
            sprite = turned(ctx, kind_of(item.tile), size.w, size.h)
        else:
            sprite = ctx.tiles.face(kind_of(item.tile), size.w, size.h)
        surface.blit(sprite, item.rect)
