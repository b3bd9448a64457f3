"""One 欢乐豆 room drawn as a card for the room select: name, rate (每分 N 欢乐豆), entry
range, the CPU's strength, the most one hand can cost there (the CPU's capped 自摸, as
the bean economy settles it) and — for a room the player's beans do not fit — the card
greyed with the reason ("需要 1万 欢乐豆" / "欢乐豆超过上限，请去更高的场"); an open room
where that one hand could take every bean the player has says so in its badge."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from mahjong2p.i18n.amounts import format_amount
from mahjong2p.progression.beans.access import Access, Barrier
from mahjong2p.progression.beans.settle import Party, Purses, settle_win
from mahjong2p.progression.rooms import BeanRules, Room
from mahjong2p.rules.scoring import WinBy
from mahjong2p.scenes.context import AppContext
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face

CLOSED_ALPHA = 90
RISKY = theme.SWITCH_ON  # amber: open, with white words at ≥ 4.5 : 1
WARNING_INK = (255, 170, 120)
MAX_BEANS = 10**15  # purses that never run short: what is due, not what could be paid
CARD_TILES = (0, 2, 4, 6, 8)  # 一萬 三萬 五萬 七萬 九萬: one per room, lowest first


def most_a_hand_costs(rules: BeanRules, room: Room) -> int:
    """The CPU's 自摸 at the fan cap: the most the player can be charged for one hand
    (settled by the economy's own rule, RULES.md B6)."""
    plenty = Purses(MAX_BEANS, MAX_BEANS)
    return settle_win(rules, room, Party.CPU, rules.fan_cap, WinBy.TSUMO, plenty).payment.due


@dataclass(frozen=True)
class CardLook:
    """What the cards share: the room names' one size, the player's beans, the rules."""

    name_size: int
    beans: int
    rules: BeanRules


def draw_room_card(
    ctx: AppContext,
    surface: pygame.Surface,
    access: Access,
    index: int,
    rect: pygame.Rect,
    focused: bool,
    s: float,
    look: CardLook,
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
    gold = theme.GOLD if access.open else theme.DIM
    at = (cx, rect.y + 42 * s)
    draw.text(surface, fonts, name, look.name_size, gold, "center", at, Face.SERIF)
    tile_size = (round(46 * s), round(63 * s))
    tile = ctx.tiles.face(CARD_TILES[index % len(CARD_TILES)], *tile_size)
    if not access.open:  # a faded back: the room is closed to this player
        tile = ctx.tiles.back(*tile_size).copy()
        tile.set_alpha(CLOSED_ALPHA)
    surface.blit(tile, tile.get_rect(center=(cx, round(rect.y + 110 * s))))
    rate = tr("beans.rate", rate=format_amount(room.rate, lang))
    _line(ctx, surface, rate, 22 * s, ink, (cx, rect.y + 168 * s), width, Face.BOLD)
    entry = tr(
        "beans.entry",
        low=format_amount(room.entry_min, lang),
        high=format_amount(room.entry_max, lang),
    )
    _line(ctx, surface, entry, 18 * s, theme.MUTED, (cx, rect.y + 196 * s), width)
    cpu = tr("beans.cpu", level=tr(f"beans.cpu.{room.cpu_difficulty.value}"))
    _line(ctx, surface, cpu, 18 * s, theme.MUTED, (cx, rect.y + 220 * s), width)
    most = most_a_hand_costs(look.rules, room)
    risky = access.open and most > look.beans
    cost = tr("look.rooms.most", n=format_amount(most, lang))
    cost_ink = WARNING_INK if risky else ink
    _line(ctx, surface, cost, 18 * s, cost_ink, (cx, rect.y + 246 * s), width, Face.BOLD)
    _badge(ctx, surface, access, rect, s, risky)


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
    ctx: AppContext,
    surface: pygame.Surface,
    access: Access,
    rect: pygame.Rect,
    s: float,
    risky: bool,
) -> None:
    """The badge at the foot of a card: open (green; amber and in words when one hand can
    cost more than the player holds), or closed (red) with what the player lacks or
    exceeds."""
    tr, fonts = ctx.text.text, ctx.fonts
    if risky:
        reason = tr("look.rooms.risky")
    elif access.barrier is Barrier.BELOW_ENTRY:
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
    color = (RISKY if risky else theme.GREEN) if access.open else theme.RED_DARK
    draw.panel(surface, badge, color, 235, theme.GOLD_DARK, round(10 * s))
    top = badge.centery - (len(lines) - 1) * 12 * s
    for j, line in enumerate(lines):
        at = (badge.centerx, top + j * 24 * s)
        draw.text(surface, fonts, line, size, theme.WHITE, "center", at, Face.BOLD)
