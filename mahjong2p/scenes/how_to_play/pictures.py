"""The pictures of the how-to-play pages, drawn with the game's own tile art: each takes
the picture's area and fills it (centred), so a page never depends on a bitmap."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from mahjong2p.rules.scoring import WinBy, WinSituation, score_win
from mahjong2p.rules.tiles import parse_kinds
from mahjong2p.scenes.context import AppContext
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face

TILE_W, TILE_H = 44, 60  # design pixels
GROUP_GAP = 12
# the 13 tiles held and the tile that wins: 门清 自摸 断幺九 平和
EXAMPLE_HAND, EXAMPLE_WIN = "234m456p678s45s55m", "3s"


def worked_example() -> tuple[list[tuple[str, str, int]], int, int]:
    """The example's fans (id, name, fan), total fan and points, as the engine scores
    them: a concealed hand won by self-draw."""
    (win,) = parse_kinds(EXAMPLE_WIN)
    result = score_win([*parse_kinds(EXAMPLE_HAND), win], [], win, WinSituation(win_by=WinBy.TSUMO))
    fans = [(f.id, f.name, f.fan) for f in result.fans]
    return fans, result.total_fan, result.points


def tile_row(
    surface: pygame.Surface,
    ctx: AppContext,
    area: pygame.Rect,
    groups: Sequence[str],
    s: float,
    sideways_last: bool = False,
) -> list[pygame.Rect]:
    """Tile groups in mpsz notation ("123m", "11z") in one centred row; with
    ``sideways_last`` the last group's tile lies sideways (a 报听 discard). Returns the
    tiles' rectangles."""
    w, h, gap = round(TILE_W * s), round(TILE_H * s), round(GROUP_GAP * s)
    kinds = [parse_kinds(g) for g in groups]
    total = (
        sum(len(k) for k in kinds) * w + gap * (len(kinds) - 1) + (h - w if sideways_last else 0)
    )
    x, y = area.centerx - total // 2, area.centery - h // 2
    rects = []
    for gi, group in enumerate(kinds):
        for kind in group:
            sprite = ctx.tiles.face(kind, w, h)
            if sideways_last and gi == len(kinds) - 1:
                sprite = pygame.transform.rotate(sprite, 90)
            rect = sprite.get_rect(bottomleft=(x, y + h))
            surface.blit(sprite, rect)
            rects.append(rect)
            x += rect.w
        x += gap
    return rects


def backs(
    surface: pygame.Surface, ctx: AppContext, center: tuple[int, int], count: int, s: float
) -> list[pygame.Rect]:
    """``count`` face-down tiles in a centred row."""
    w, h = round(TILE_W * s), round(TILE_H * s)
    x = center[0] - count * w // 2
    rects = []
    for i in range(count):
        rect = pygame.Rect(x + i * w, center[1] - h // 2, w, h)
        surface.blit(ctx.tiles.back(w, h), rect)
        rects.append(rect)
    return rects


def badge(
    surface: pygame.Surface,
    ctx: AppContext,
    label: str,
    center: tuple[int, int],
    s: float,
    color: tuple[int, int, int] = theme.ACTION_READY,
) -> pygame.Rect:
    """A rounded label like the table's buttons and tags; returns where it went."""
    text = ctx.fonts.render(label, round(20 * s), theme.WHITE, Face.BOLD)
    rect = text.get_rect().inflate(round(22 * s), round(10 * s))
    rect.center = center
    pygame.draw.rect(surface, color, rect, border_radius=rect.h // 2)
    pygame.draw.rect(surface, theme.GOLD, rect, max(1, round(2 * s)), border_radius=rect.h // 2)
    surface.blit(text, text.get_rect(center=rect.center))
    return rect


def badge_width(ctx: AppContext, label: str, s: float) -> int:
    """How wide :func:`badge` draws ``label`` at scale ``s``."""
    return ctx.fonts.font(round(20 * s), Face.BOLD).size(label)[0] + round(22 * s)


def frame(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    pygame.draw.rect(
        surface,
        theme.GOLD,
        rect.inflate(round(8 * s), round(8 * s)),
        max(2, round(3 * s)),
        round(6 * s),
    )


def the_table(surface: pygame.Surface, ctx: AppContext, area: pygame.Rect, s: float) -> None:
    """A winning hand in its four sets and a pair."""
    tile_row(surface, ctx, area, ("123m", "456p", "789s", "345s", "11z"), s)


def ready(surface: pygame.Surface, ctx: AppContext, area: pygame.Rect, s: float) -> None:
    """A ready hand, the 报听 button, and the discard lying sideways."""
    row = area.move(0, round(-18 * s))
    rects = tile_row(surface, ctx, row, ("123m", "456p", "789s", "345s", "1z", "9p"), s, True)
    badge(
        surface,
        ctx,
        ctx.text.text("act.ready"),
        (rects[-1].centerx, rects[-1].top - round(22 * s)),
        s,
    )
    tag = ctx.text.text("aids.safe")
    badge(surface, ctx, tag, (rects[0].centerx, rects[0].bottom + round(24 * s)), s, (28, 140, 72))


def flowers(surface: pygame.Surface, ctx: AppContext, area: pygame.Rect, s: float) -> None:
    """The wall with an East face up, and a pair of East in the hand: +2 fan."""
    left = (area.x + area.w // 4, area.centery)
    walls = backs(surface, ctx, left, 5, s)
    w, h = walls[-1].size
    surface.blit(ctx.tiles.face(parse_kinds("1z")[0], w, h), walls[-1])
    frame(surface, walls[-1], s)
    draw.text(
        surface,
        ctx.fonts,
        ctx.text.text("hud.flowers"),
        round(18 * s),
        theme.WHITE,
        "midtop",
        (walls[-1].centerx, walls[-1].bottom + round(8 * s)),
        Face.BOLD,
    )
    right = pygame.Rect(area.centerx, area.y, area.w // 2, area.h)
    rects = tile_row(surface, ctx, right, ("123m", "11z"), s)
    for rect in rects[-2:]:
        frame(surface, rect, s)
    badge(
        surface,
        ctx,
        "+2",
        (rects[-1].right + round(40 * s), rects[-1].centery),
        s,
        theme.ACTION_WIN,
    )


def haitei(surface: pygame.Surface, ctx: AppContext, area: pygame.Rect, s: float) -> None:
    """Five face-down tiles of the dead pool, one flipped: the winning tile."""
    rects = backs(surface, ctx, area.center, 5, s)
    w, h = rects[2].size
    flipped = rects[2].move(0, round(-14 * s))
    surface.blit(ctx.tiles.face(parse_kinds("5p")[0], w, h), flipped)
    frame(surface, flipped, s)
    badge(
        surface,
        ctx,
        ctx.text.text("haitei.title"),
        (flipped.centerx, flipped.bottom + round(30 * s)),
        s,
        theme.ACTION_WIN,
    )


def big_deal(surface: pygame.Surface, ctx: AppContext, area: pygame.Rect, s: float) -> None:
    """A dealt hand two tiles from 大三元."""
    tile_row(surface, ctx, area, ("555z", "666z", "77z", "123m", "99p", "4s"), s)


def example_hand(surface: pygame.Surface, ctx: AppContext, area: pygame.Rect, s: float) -> None:
    """The worked example's hand, the winning tile apart."""
    rects = tile_row(surface, ctx, area, ("234m", "456p", "678s", "45s", "55m", EXAMPLE_WIN), s)
    frame(surface, rects[-1], s)


def credits(surface: pygame.Surface, ctx: AppContext, area: pygame.Rect, s: float) -> None:
    """A hand of stage 1 in numbers: the credits, the bet taken, and a win paid."""
    tr, stage, amount = ctx.text.text, ctx.levels.stage(1), ctx.text.amount
    start = ctx.levels.economy.starting_credits
    labels = (
        (f"{tr('hud.credits')} {amount(start)}", theme.BUTTON),
        (f"{tr('hud.bet')} −{amount(stage.bet)}", theme.RED_DARK),
        (
            amount(round(worked_example()[2] * stage.payout_multiplier), signed=True),
            theme.ACTION_WIN,
        ),
    )
    step = area.w // (len(labels) + 1)
    for i, (label, color) in enumerate(labels):
        badge(surface, ctx, label, (area.x + step * (i + 1), area.centery), s * 1.3, color)
