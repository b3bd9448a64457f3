"""Small notes on single tiles: "未见 n 张" over the tile under the pointer (or the keyboard
cursor) — in the hand, a pond, a meld or the 花牌 indicators — and the green 安 badge on the
hand's tiles that cannot deal into the CPU's 报听 hand."""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence

import pygame

from mahjong2p.rules.tiles import kind_of
from mahjong2p.rules.view import PlayerView
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.discards_part import pond_rects
from mahjong2p.scenes.table.hand_part import hand_rects
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.melds_part import meld_tiles
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.scenes.table.wall_part import indicator_rects
from mahjong2p.seat import Seat
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
    for seat in Seat:
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
) -> pygame.Rect | None:
    """ "未见 n 张" (red when none is left), then ``extra``, in a pill just above ``rect``,
    else in the band above the hand nearest it, else below or beside it — the first place
    that covers none of the ``avoid`` rectangles (the board, the waits strip and panel, the
    action bar's buttons). Nowhere free: not drawn (``None``); else where it went."""
    s = layout.s
    size = max(14, round(15 * s))
    words = ctx.text.text("aids.unseen", n=unseen) + (f" · {extra}" if extra else "")
    text = ctx.fonts.render(words, size, theme.WHITE if unseen else theme.RED, Face.BOLD)
    screen = surface.get_rect()
    pill = next(
        (p for p in _places(layout, rect, text.get_rect()) if _free(p, screen, avoid)), None
    )
    if pill is None:
        return None
    draw.panel(surface, pill, theme.PANEL, 235, theme.GOLD, pill.h // 2)
    surface.blit(text, text.get_rect(center=pill.center))
    return pill


def _free(pill: pygame.Rect, screen: pygame.Rect, avoid: list[pygame.Rect]) -> bool:
    return screen.contains(pill) and pill.collidelist(avoid) < 0


def _places(layout: TableLayout, rect: pygame.Rect, text: pygame.Rect) -> Iterator[pygame.Rect]:
    """Where a pill for ``rect`` may go, best first (made one by one: the first free one
    ends the search)."""
    s = layout.s
    pill = text.inflate(round(14 * s), round(6 * s))
    gap = round(6 * s)
    above = pill.copy()
    above.midbottom = (rect.centerx, rect.top - round(TAG_ROOM * s))  # clear of the 听 tag
    yield above
    band = layout.aid_strip
    step = max(1, pill.w // 4)
    for k in range(1 + band.w // step):  # along the band, nearest the tile first
        for sign in (1, -1) if k else (1,):
            p = pill.copy()
            p.center = (rect.centerx + sign * k * step, band.centery)
            if band.left <= p.left and p.right <= band.right:
                yield p
    below, left, right = pill.copy(), pill.copy(), pill.copy()
    below.midtop = (rect.centerx, rect.bottom + gap)
    left.midright = (rect.left - gap, rect.centery)
    right.midleft = (rect.right + gap, rect.centery)
    yield from (below, left, right)
    for pond in layout.pond_areas:  # a discard's note beside its pond, on its row (the
        if pond.colliderect(rect):  # band may hold 听牌一览)
            left, right = pill.copy(), pill.copy()
            left.midright = (pond.left - gap, rect.centery)
            right.midleft = (pond.right + gap, rect.centery)
            yield from (left, right)


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
    area: pygame.Rect,
) -> pygame.Rect:
    """A note in a small panel at the top left of ``area`` (the safe-tile note after the
    CPU's 报听), its parts (split at " · ") on lines of their own when one line is wider
    than the area. Returns the panel's rectangle."""
    s = layout.s
    size = max(14, round(16 * s))
    pad_x, pad_y = round(9 * s), round(4 * s)
    lines = [text]
    if ctx.fonts.font(size, Face.BOLD).size(text)[0] + 2 * pad_x > area.w:
        lines = text.split(" · ")
    rendered = [ctx.fonts.render(line, size, theme.WHITE, Face.BOLD) for line in lines]
    width = max(r.get_width() for r in rendered) + 2 * pad_x
    box = pygame.Rect(area.x, area.y, width, sum(r.get_height() for r in rendered) + 2 * pad_y)
    draw.panel(surface, box, theme.PANEL, 235, SAFE_GREEN, round(8 * s))
    y = box.y + pad_y
    for line in rendered:
        surface.blit(line, (box.x + pad_x, y))
        y += line.get_height()
    return box
