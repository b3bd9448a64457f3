"""One row of the replay list: when, which mode (a tag: 闯关模式 or 欢乐豆场), where in it
(the stage and hand, or the room and hand) and how it ended — for a 欢乐豆 hand with the
beans it moved, coloured by who won."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from mahjong2p.i18n.amounts import format_amount
from mahjong2p.i18n.catalogue import CATALOGUE
from mahjong2p.replay.record import Replay
from mahjong2p.replay.room import RoomHand
from mahjong2p.scenes.context import AppContext
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.theme import Color

Text = Callable[..., str]
ARCADE_TAG, ROOM_TAG = theme.BLUE, theme.GREEN
YAKUMAN = (255, 150, 210)


@dataclass(frozen=True, slots=True)
class RowLabels:
    mode: str
    mode_color: Color
    where: str
    outcome: str
    outcome_color: Color


def row_labels(ctx: AppContext, replay: Replay) -> RowLabels:
    tr, hand, room = ctx.text.text, replay.hand_number + 1, replay.room
    outcome, color = _outcome(ctx, replay)
    if room is None:
        where = tr("replays.row", stage=replay.stage, hand=hand)
        return RowLabels(tr("mode.arcade"), ARCADE_TAG, where, outcome, color)
    where = tr("replays.row_room", room=room_name(tr, room), hand=hand)
    return RowLabels(tr("mode.beans"), ROOM_TAG, where, outcome, color)


def room_name(tr: Text, room: RoomHand) -> str:
    """The room's name; a room the game no longer has (older data) by its id."""
    key = f"beans.room.{room.room}"
    return tr(key) if key in CATALOGUE else room.room


def _outcome(ctx: AppContext, replay: Replay) -> tuple[str, Color]:
    """The row's last column: who won and what the hand moved, with its unit — 欢乐豆 at
    a bean table, 分 in the arcade (a win its points, a CPU win the stage's bet lost, a
    drawn hand nothing: the bet comes back) — coloured by who won."""
    tr, summary, room = ctx.text.text, replay.summary, replay.room
    won = summary.winner == 0
    if summary.winner is None:
        words, color = tr("results.draw"), theme.MUTED
    elif not won:
        words, color = tr("results.cpu_win"), theme.WHITE
    elif summary.yakuman:
        words, color = tr("look.replays.you_won_yakuman"), YAKUMAN
    else:
        words, color = tr("look.replays.you_won", fan=summary.total_fan), theme.GOLD
    if room is not None:
        if room.escaped:
            words, color = tr("look.replays.escaped"), theme.MUTED
        moved, unit = room.beans_moved, "look.replays.beans"
    else:
        moved = summary.points if won else 0 if summary.winner is None else -_bet(ctx, replay)
        unit = "look.replays.points"
    amount = format_amount(moved, ctx.text.language, signed=True)
    return tr(unit, outcome=words, n=amount if moved else tr("look.replays.nothing")), color


def _bet(ctx: AppContext, replay: Replay) -> int:
    """The bet a CPU win took: the stage's (a stage the levels no longer have: none)."""
    stages = ctx.levels.stages
    return stages[replay.stage - 1].bet if 1 <= replay.stage <= len(stages) else 0


def draw_row(
    surface: pygame.Surface,
    ctx: AppContext,
    replay: Replay,
    rect: pygame.Rect,
    focused: bool,
    s: float,
) -> None:
    """The row in ``rect``; the where-column shrinks to leave the outcome whole."""
    fonts, labels = ctx.fonts, row_labels(ctx, replay)
    edge = theme.GOLD if focused else theme.GOLD_DARK
    draw.panel(surface, rect, theme.PANEL, 225, edge, round(10 * s))
    if focused:
        pygame.draw.rect(surface, theme.GOLD, rect, max(2, round(3 * s)), round(10 * s))
    pad, size, y = round(18 * s), round(21 * s), rect.centery
    when = draw.text(
        surface, fonts, replay.played_at[:16], size, theme.MUTED, "midleft", (rect.x + pad, y)
    )
    tag = _tag(surface, ctx, labels, when.right + round(20 * s), y, s)
    at = (rect.right - pad, y)
    told = draw.text(
        surface, fonts, labels.outcome, size, labels.outcome_color, "midright", at, Face.BOLD
    )
    left = tag.right + round(14 * s)
    fitted = fonts.fit(labels.where, size, told.left - round(16 * s) - left, Face.BOLD)
    draw.text(surface, fonts, labels.where, fitted, theme.WHITE, "midleft", (left, y), Face.BOLD)


def _tag(
    surface: pygame.Surface, ctx: AppContext, labels: RowLabels, x: int, y: int, s: float
) -> pygame.Rect:
    """The mode's name on a pill of its colour."""
    size = round(17 * s)
    width = ctx.fonts.render(labels.mode, size, theme.WHITE, Face.BOLD).get_width()
    pill = pygame.Rect(x, 0, width + round(20 * s), round(30 * s))
    pill.centery = y
    pygame.draw.rect(surface, labels.mode_color, pill, border_radius=pill.h // 2)
    at = pill.center
    draw.text(surface, ctx.fonts, labels.mode, size, theme.WHITE, "center", at, Face.BOLD)
    return pill
