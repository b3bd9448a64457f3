"""The pictures of the 欢乐豆场 pages, drawn with the game's own tile art (as the arcade's
pages are), and the two hands the pages work out with the 72-tile scorer: a complete hand
below 起和 (7 fan on a discard, 8 by self-draw) and a 清一色 far above the cap."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pygame

from mahjong2p.rules.gb.scoring import GbScore, GbSituation, score_gb
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tiles import FLOWER_BASE, WEST, parse_kinds
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.gb_table.walls import draw_die
from mahjong2p.scenes.how_to_play.pictures import (
    TILE_H,
    TILE_W,
    backs,
    badge,
    badge_width,
    frame,
    tile_row,
)
from mahjong2p.ui import theme

# below 起和: 123m (吃) 444z (碰 北) + 234m 78m 55m, won on 6m — 混一色 + 幺九刻
SHORT_GROUPS, SHORT_WIN, SHORT_MELDS = ("234m", "78m", "55m"), "6m", ("123m", "444z")
BIG_CONCEALED, BIG_WIN = "111m234m567m789m5m", "5m"  # 清一色 and more: capped


@dataclass(frozen=True)
class Scored:
    """A worked hand's fans (Chinese name, English name, fan) and total."""

    fans: tuple[tuple[str, str, int], ...]
    total: int


def _scored(score: GbScore) -> Scored:
    return Scored(tuple((f.name, f.name_en, f.fan * f.count) for f in score.fans), score.total_fan)


def _meld(kind: MeldKind, notation: str) -> Meld:
    tiles = tuple(4 * k + i for i, k in enumerate(parse_kinds(notation)))
    return Meld(kind, tiles, called=tiles[0])


@cache
def short_hand_score(win_by: WinBy) -> Scored:
    """The hand below 起和, as the engine scores it (the player sits 西)."""
    (win,) = parse_kinds(SHORT_WIN)
    melds = [_meld(MeldKind.CHI, SHORT_MELDS[0]), _meld(MeldKind.PON, SHORT_MELDS[1])]
    kinds = [*parse_kinds("".join(SHORT_GROUPS)), win]
    return _scored(score_gb(kinds, melds, win, GbSituation(win_by=win_by, seat_wind=WEST)))


@cache
def big_hand_score() -> Scored:
    (win,) = parse_kinds(BIG_WIN)
    kinds = [*parse_kinds(BIG_CONCEALED), win]
    return _scored(score_gb(kinds, [], win, GbSituation(win_by=WinBy.TSUMO, seat_wind=WEST)))


def tiles(surface: pygame.Surface, ctx: AppContext, area: pygame.Rect, s: float) -> None:
    """万 1–9, the winds and dragons, the eight flowers."""
    tile_row(surface, ctx, area.move(0, round(-30 * s)), ("123456789m",), s)
    w, h = round(TILE_W * 0.8 * s), round(TILE_H * 0.8 * s)
    kinds = [*parse_kinds("1234567z"), *range(FLOWER_BASE, FLOWER_BASE + 8)]
    x = area.centerx - (len(kinds) * w + w // 2) // 2
    y = area.centery + round(22 * s)
    for i, kind in enumerate(kinds):
        gap = w // 2 if i >= 7 else 0
        surface.blit(ctx.tiles.face(kind, w, h), (x + i * w + gap, y))


def dice(surface: pygame.Surface, ctx: AppContext, area: pygame.Rect, s: float) -> None:
    """Two walls of 18 stacks face to face, the second roller's wall broken."""
    w, h = round(TILE_W * 0.55 * s), round(TILE_H * 0.55 * s)
    left = area.centerx - 9 * w
    for row, y in enumerate((area.y + round(24 * s), area.bottom - h - round(24 * s))):
        for i in range(18):
            rect = pygame.Rect(left + i * w, y, w, h)
            surface.blit(ctx.tiles.back(w, h), rect)
            if row == 1 and i == 18 - 6:
                frame(surface, rect, s)
    side = round(34 * s)
    for i, face in enumerate((3, 5)):
        rect = pygame.Rect(0, 0, side, side)
        rect.center = (area.centerx + (2 * i - 1) * side * 3 // 4, area.centery)
        draw_die(surface, rect, face)


def deal(surface: pygame.Surface, ctx: AppContext, area: pygame.Rect, s: float) -> None:
    """跳牌: the dealer's two top tiles from stacks 1 and 3, the other's from stack 1."""
    rects = backs(surface, ctx, area.center, 4, s)
    for i in (0, 2):
        top = rects[i].move(0, round(-16 * s))
        surface.blit(ctx.tiles.back(top.w, top.h), top)
        frame(surface, top, s)
    badge(surface, ctx, "1", (rects[0].centerx, rects[0].bottom + round(22 * s)), s)
    badge(surface, ctx, "3", (rects[2].centerx, rects[2].bottom + round(22 * s)), s)


def calls(surface: pygame.Surface, ctx: AppContext, area: pygame.Rect, s: float) -> None:
    """A 吃, a 碰 and a 杠 laid open."""
    tile_row(surface, ctx, area, ("123m", "555z", "9999m"), s)


def short_hand(surface: pygame.Surface, ctx: AppContext, area: pygame.Rect, s: float) -> None:
    """The hand below 起和: its melds, the concealed tiles and the winning tile."""
    groups = (*SHORT_MELDS, *SHORT_GROUPS, SHORT_WIN)
    rects = tile_row(surface, ctx, area, groups, s)
    frame(surface, rects[-1], s)


def big_hand(surface: pygame.Surface, ctx: AppContext, area: pygame.Rect, s: float) -> None:
    rects = tile_row(surface, ctx, area, ("111m", "234m", "567m", "789m", "5m", BIG_WIN), s)
    frame(surface, rects[-1], s)


def rooms(surface: pygame.Surface, ctx: AppContext, area: pygame.Rect, s: float) -> None:
    """The five rooms as buttons, lowest first, in one row that fits the picture (the
    English names are long: at fixed steps they ran into each other)."""
    names = [ctx.text.text(f"beans.room.{r}") for r in ROOM_IDS]
    scale, gap, room = s * 1.2, round(14 * s), area.w - round(40 * s)
    free = room - gap * (len(names) - 1)
    widest = sum(badge_width(ctx, name, scale) for name in names)
    if widest > free:
        scale *= free / widest
    widths = [badge_width(ctx, name, scale) for name in names]
    x = area.centerx - (sum(widths) + gap * (len(names) - 1)) / 2
    for name, width in zip(names, widths, strict=True):
        badge(surface, ctx, name, (round(x + width / 2), area.centery), scale, theme.BUTTON)
        x += width + gap


def escape(surface: pygame.Surface, ctx: AppContext, area: pygame.Rect, s: float) -> None:
    tr = ctx.text.text
    step = area.w // 3
    badge(surface, ctx, tr("gbhow.escape.badge"), (area.x + step, area.centery), s * 1.3)
    badge(
        surface,
        ctx,
        tr("gbhow.relief.badge"),
        (area.x + 2 * step, area.centery),
        s * 1.3,
        theme.ACTION_WIN,
    )


ROOM_IDS = ("novice", "regular", "junior", "intermediate", "senior")
