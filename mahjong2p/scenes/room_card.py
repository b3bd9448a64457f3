"""One 欢乐豆 room drawn as a card for the room select: name, rate (每分 N 欢乐豆), entry
range, the CPU's strength, and — for a room the player's beans do not fit — the card
greyed with the reason ("需要 1万 欢乐豆" / "欢乐豆超过上限，请去更高的场")."""

from __future__ import annotations

import pygame

from mahjong2p.app.context import AppContext
from mahjong2p.i18n.amounts import format_amount
from mahjong2p.progression.beans.access import Access, Barrier
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face

CLOSED_ALPHA = 90
CARD_TILES = (0, 2, 4, 6, 8)  # 一萬 三萬 五萬 七萬 九萬: one per room, lowest first


def draw_room_card(
    ctx: AppContext,
    surface: pygame.Surface,
    access: Access,
    index: int,
    rect: pygame.Rect,
    focused: bool,
    s: float,
) -> None:
    tr, fonts = ctx.text.text, ctx.fonts
    room, lang = access.room, ctx.text.language
    radius = round(16 * s)
    draw.panel(surface, rect, theme.PANEL, 225 if access.open else 150, theme.GOLD_DARK, radius)
    if focused:
        pygame.draw.rect(surface, theme.GOLD, rect, max(2, round(4 * s)), border_radius=radius)
    ink = theme.WHITE if access.open else theme.DIM
    cx, width = rect.centerx, round(rect.w * 0.88)
    name = tr(f"beans.room.{room.id}")
    size = fonts.fit(name, 34 * s, width, Face.SERIF)
    gold = theme.GOLD if access.open else theme.DIM
    draw.text(surface, fonts, name, size, gold, "center", (cx, rect.y + 42 * s), Face.SERIF)
    tile_size = (round(56 * s), round(77 * s))
    tile = ctx.tiles.face(CARD_TILES[index % len(CARD_TILES)], *tile_size)
    if not access.open:  # a faded back: the room is closed to this player
        tile = ctx.tiles.back(*tile_size).copy()
        tile.set_alpha(CLOSED_ALPHA)
    surface.blit(tile, tile.get_rect(center=(cx, round(rect.y + 124 * s))))
    rate = tr("beans.rate", rate=format_amount(room.rate, lang))
    _line(ctx, surface, rate, 22 * s, ink, (cx, rect.y + 188 * s), width, Face.BOLD)
    entry = tr(
        "beans.entry",
        low=format_amount(room.entry_min, lang),
        high=format_amount(room.entry_max, lang),
    )
    _line(ctx, surface, entry, 18 * s, theme.MUTED, (cx, rect.y + 222 * s), width)
    cpu = tr("beans.cpu", level=tr(f"beans.cpu.{room.cpu_difficulty.value}"))
    _line(ctx, surface, cpu, 18 * s, theme.MUTED, (cx, rect.y + 250 * s), width)
    _badge(ctx, surface, access, rect, s)


def _line(
    ctx: AppContext,
    surface: pygame.Surface,
    content: str,
    size: float,
    color: theme.Color,
    at: tuple[float, float],
    width: int,
    face: Face = Face.REGULAR,
) -> None:
    fitted = ctx.fonts.fit(content, size, width, face)
    draw.text(surface, ctx.fonts, content, fitted, color, "center", at, face)


def _badge(
    ctx: AppContext, surface: pygame.Surface, access: Access, rect: pygame.Rect, s: float
) -> None:
    """The badge at the foot of a card: open (green), or closed (red) with what the player
    lacks or exceeds."""
    tr, fonts = ctx.text.text, ctx.fonts
    if access.barrier is Barrier.BELOW_ENTRY:
        reason = tr("beans.need", amount=format_amount(access.needed, ctx.text.language))
    elif access.barrier is Barrier.ABOVE_LIMIT:
        reason = tr("beans.over")
    else:
        reason = tr("beans.open")
    size = round(17 * s)
    lines = [
        line
        for clause in reason.splitlines()
        for line in draw.wrap(fonts, clause, size, round(rect.w * 0.8), Face.BOLD)
    ]
    badge = pygame.Rect(0, 0, round(rect.w * 0.9), round((18 + 24 * len(lines)) * s))
    badge.midbottom = (rect.centerx, round(rect.bottom - 14 * s))
    color = theme.GREEN if access.open else theme.RED_DARK
    draw.panel(surface, badge, color, 235, theme.GOLD_DARK, round(10 * s))
    top = badge.centery - (len(lines) - 1) * 12 * s
    for j, line in enumerate(lines):
        at = (badge.centerx, top + j * 24 * s)
        draw.text(surface, fonts, line, size, theme.WHITE, "center", at, Face.BOLD)
