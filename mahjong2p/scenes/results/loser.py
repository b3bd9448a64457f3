"""What a CPU win cost the player, on both results screens: the player's own hand laid
open under the CPU's winning hand, and one line saying how the hand was lost and what it
cost — "你放铳（九万）-2,600" on a 点和 (the player discarded the winning tile), "电脑自摸
· 你 -1,950" on a self-draw, "电脑抢杠和（九万）· 你 …" on 抢杠和.

A CPU win moves the rows up (:data:`CPU_WIN`) to make room for the player's; a player's
win or a drawn hand keeps :data:`PLAYER_WIN`'s places.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from mahjong2p.i18n.amounts import format_amount
from mahjong2p.rules.events import Won
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.context import AppContext
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import DesignBox
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.hand_row import draw_hand_row, draw_row_label

# how a hand was won, in the heading of both results screens (and the fans' examples)
BY_KEYS = {"tsumo": "results.by.tsumo", "ron": "results.by.ron", "rob_kong": "results.by.rob_kong"}
LOSS_KEYS = {
    "ron": "results.lost.ron",
    "tsumo": "results.lost.tsumo",
    "rob_kong": "results.lost.rob_kong",
}
LOSS_INK = (255, 150, 140)


@dataclass(frozen=True)
class Rows:
    """Design heights: the winner's row (its centre) and tile size, the flowers' top,
    the loser's row (its centre), and the panels' top and height."""

    winner_y: int
    winner_tile: tuple[int, int]
    flowers_y: int
    loser_y: int
    panels_y: int
    panels_h: int


PLAYER_WIN = Rows(136, (50, 68), 194, 0, 236, 300)
CPU_WIN = Rows(124, (46, 63), 166, 232, 292, 280)


def rows_for(won: Won | None, human: int = 0) -> Rows:
    return CPU_WIN if won is not None and won.seat != human else PLAYER_WIN


def loss_line(ctx: AppContext, won: Won, change: int) -> str:
    """How the hand was lost and the player's ``change`` ("你放铳（九万）-2,600")."""
    text = ctx.text
    tile = text.tile_name(kind_of(won.win_tile))
    amount = format_amount(change, text.language, signed=True)
    return text.text(LOSS_KEYS[won.win_by.value], tile=tile, n=amount)


def draw_loser(
    surface: pygame.Surface,
    ctx: AppContext,
    box: DesignBox,
    hand: tuple[Sequence[int], Sequence[Meld]],
    revealed: float,
    line: str,
    flowers: Sequence[int] = (),
) -> None:
    """The player's ``hand`` (concealed tiles, melds) named on its left, the player's
    ``flowers`` (the bean table's) at its right with their count, the loss line under it."""
    s, concealed, melds = box.s, *hand
    y = round(box.y(CPU_WIN.loser_y))
    tile = (round(34 * s), round(46 * s))
    center = (round(box.centerx), y)
    row = draw_hand_row(surface, ctx.tiles, sorted(concealed), melds, center, tile, None, revealed)
    draw_row_label(surface, ctx.fonts, ctx.text.text("hud.you"), row, s)
    if flowers:
        fw, fh = round(26 * s), round(36 * s)
        x = row.right + round(16 * s)
        for i, flower in enumerate(flowers):
            surface.blit(ctx.tiles.face(kind_of(flower), fw, fh), (x + i * fw, y - fh // 2))
        label = ctx.text.text("gb.flowers", n=len(flowers))
        at = (x + len(flowers) * fw + round(8 * s), y)
        draw.text(surface, ctx.fonts, label, round(18 * s), theme.MUTED, "midleft", at)
    at = (box.centerx, row.bottom + round(6 * s))
    draw.text(surface, ctx.fonts, line, round(20 * s), LOSS_INK, "midtop", at, Face.BOLD, True)
