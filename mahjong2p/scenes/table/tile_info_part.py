"""Small notes on single tiles: "未见 n 张" over the tile under the pointer (or the keyboard
cursor) — in the hand, a pond, a meld or the 花牌 indicators — and the green 安 badge on the
hand's tiles that cannot deal into the CPU's 报听 hand."""

from __future__ import annotations

from collections.abc import Collection, Sequence

import pygame

from mahjong2p.app.context import AppContext
from mahjong2p.rules.tiles import kind_of
from mahjong2p.rules.view import PlayerView
from mahjong2p.scenes.table.discards_part import pond_rects
from mahjong2p.scenes.table.hand_part import hand_rects
from mahjong2p.scenes.table.layout import CPU, HUMAN, TableLayout
from mahjong2p.scenes.table.melds_part import meld_tiles
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.scenes.table.wall_part import indicator_rects
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face

SAFE_GREEN = (28, 140, 72)
TAG_ROOM = 24  # design pixels over a lifted tile taken by its 听 tag


def pointed_tile(
    layout: TableLayout, model: TableModel, pos: tuple[int, int] | None
) -> tuple[int, pygame.Rect] | None:
    """The kind and rectangle of the face-up tile under the pointer: in the hand, the
    ponds or the melds."""
    if pos is None:
        return None
    view = model.view
    for tile, rect in hand_rects(layout, view):
        if rect.inflate(0, layout.lift * 2).move(0, -layout.lift).collidepoint(pos):
            return kind_of(tile), rect.move(0, -layout.lift)
    for seat in (HUMAN, CPU):
        for tile, rect in zip(view.discards[seat], pond_rects(layout, model, seat), strict=True):
            if rect.collidepoint(pos):
                return kind_of(tile), rect
        for item in meld_tiles(layout, seat, view.melds[seat]):
            if not item.face_down and item.rect.collidepoint(pos):
                return kind_of(item.tile), item.rect
    for tile, rect in indicator_rects(layout, model):
        if rect.collidepoint(pos):
            return kind_of(tile), rect
    return None


def draw_unseen(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    rect: pygame.Rect,
    unseen: int,
    extra: str = "",
    avoid: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """ "未见 n 张" (red when none is left), then ``extra``, in a pill just above ``rect`` —
    or below it, or beside it, wherever it covers none of the ``avoid`` rectangles (the
    action bar's buttons: the pill must never hide 报听). Returns where it went."""
    s = layout.s
    size = max(14, round(15 * s))
    words = ctx.text.text("aids.unseen", n=unseen) + (f" · {extra}" if extra else "")
    text = ctx.fonts.render(words, size, theme.WHITE if unseen else theme.RED, Face.BOLD)
    pill = text.get_rect().inflate(round(14 * s), round(6 * s))
    gap = round(6 * s)
    above = pill.copy()
    above.midbottom = (rect.centerx, rect.top - round(TAG_ROOM * s))  # clear of the 听 tag
    below, left, right = pill.copy(), pill.copy(), pill.copy()
    below.midtop = (rect.centerx, rect.bottom + gap)
    left.midright = (rect.left - gap, rect.centery)
    right.midleft = (rect.right + gap, rect.centery)
    screen = surface.get_rect()
    places = [p.clamp(screen) for p in (above, below, left, right)]
    pill = next((p for p in places if p.collidelist(list(avoid)) < 0), places[0])
    draw.panel(surface, pill, theme.PANEL, 235, theme.GOLD, pill.h // 2)
    surface.blit(text, text.get_rect(center=pill.center))
    return pill


def draw_safe_badges(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    view: PlayerView,
    safe: Collection[int],
    hidden: Collection[int],
) -> None:
    """A green 安 tab on the bottom edge of each hand tile whose kind is safe."""
    if not safe:
        return
    s = layout.s
    size = max(14, round(14 * s))
    label = ctx.fonts.render(ctx.text.text("aids.safe"), size, theme.WHITE, Face.BOLD)
    for tile, rect in hand_rects(layout, view):
        if tile in hidden or kind_of(tile) not in safe:
            continue
        tab = label.get_rect().inflate(round(8 * s), round(2 * s))
        tab.midbottom = (rect.centerx, rect.bottom - round(3 * s))
        pygame.draw.rect(surface, SAFE_GREEN, tab, border_radius=round(4 * s))
        surface.blit(label, label.get_rect(center=tab.center))


def draw_note(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    text: str,
    bottomleft: tuple[int, int],
) -> None:
    """A one-line note in a small panel (the safe-tile note after the CPU's 报听)."""
    s = layout.s
    size = max(14, round(16 * s))
    rendered = ctx.fonts.render(text, size, theme.WHITE, Face.BOLD)
    box = rendered.get_rect().inflate(round(18 * s), round(8 * s))
    box.bottomleft = bottomleft
    box.clamp_ip(surface.get_rect())
    draw.panel(surface, box, theme.PANEL, 235, SAFE_GREEN, round(8 * s))
    surface.blit(rendered, rendered.get_rect(center=box.center))
