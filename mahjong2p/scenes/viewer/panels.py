"""What the viewer draws beside and over the table: the ranked options of the player's
decision (or the move log, following the current event), the player's and the model's
choice marked on the hand, the CPU's hidden tiles face up (明牌) and the wall's tiles."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from mahjong2p.review.record import Decision, Priced
from mahjong2p.rules.actions import ActionKind
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.review_view.words import (
    GRADE_COLORS,
    grade_words,
    option_words,
    percent,
)
from mahjong2p.scenes.table.action_log import LogEntry, describe
from mahjong2p.scenes.table.hand_part import hand_rects
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.scenes.table.opponent_part import cpu_hand_rects
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face

PANEL_W = 300  # design pixels
PANEL_GAP = 12  # between the board and the panel
MAX_ROWS = 6  # options shown (the rest are worse still)
LOG_LINES = 10
WALL_PER_ROW = 18
ROW_H = 30  # design pixels per option
YOU_COLOR, MODEL_COLOR = theme.RED, theme.BLUE  # as the tags on the hand


def side_rect(layout: TableLayout) -> pygame.Rect:
    """Right of the board, under the CPU's hand: the place the viewer's layout keeps free
    (``board_side``)."""
    s = layout.s
    top = layout.cpu_y + layout.cpu_tile.h + round(10 * s)
    rect = pygame.Rect(0, top, round(PANEL_W * s), round(330 * s))
    rect.right = layout.x1
    return rect


def draw_options(
    surface: pygame.Surface,
    ctx: AppContext,
    rect: pygame.Rect,
    decision: Decision,
    currency: str,
    s: float,
) -> pygame.Rect:
    """The model's options for ``decision``, best first (the model's in gold), the
    player's row lit and dotted red, the model's dotted blue as on the hand; the grade and
    the loss on top, whose opinion it is at the foot. Returns the panel drawn."""
    tr, fonts = ctx.text, ctx.fonts
    size = max(theme.MIN_TEXT_PX, round(17 * s))
    small = max(theme.MIN_TEXT_PX, round(14 * s))
    x, right = rect.x + round(12 * s), rect.right - round(12 * s)
    note = draw.wrap(fonts, tr.text("review.opinion"), small, right - x)
    rows = decision.options[:MAX_ROWS]
    rect = rect.copy()
    rect.h = round((84 + ROW_H * len(rows)) * s) + len(note) * round(small * 1.3)
    draw.panel(surface, rect, theme.PANEL, 232, theme.GOLD_DARK, round(12 * s))
    y = rect.y + round(10 * s)
    chip = pygame.Rect(x, y, round(64 * s), round(28 * s))
    pygame.draw.rect(surface, GRADE_COLORS[decision.grade], chip, border_radius=round(7 * s))
    words = grade_words(tr, decision.grade)
    draw.text(surface, fonts, words, size, theme.WHITE, "center", chip.center, Face.BOLD)
    if decision.loss > 0:
        loss = tr.text(f"review.row_loss.{currency}", v=tr.estimate(decision.loss))
        at = (chip.right + 10 * s, chip.centery)
        draw.text(surface, fonts, loss, size, theme.GOLD, "midleft", at, Face.BOLD)
    y = chip.bottom + round(8 * s)
    header = tr.text(f"review.columns.{currency}")
    draw.text(surface, fonts, header, small, theme.MUTED, "topright", (right, y))
    y += round(24 * s)
    row_h = round(ROW_H * s)
    for priced in rows:
        row = pygame.Rect(x, y, right - x, row_h)
        _option_row(surface, ctx, priced, decision, row, size, small, s)
        y += row_h
    y += round(6 * s)
    for line in note:
        draw.text(surface, fonts, line, small, theme.MUTED, "topleft", (x, y))
        y += round(small * 1.3)
    return rect


def _option_row(
    surface: pygame.Surface,
    ctx: AppContext,
    priced: Priced,
    decision: Decision,
    row: pygame.Rect,
    size: int,
    small: int,
    s: float,
) -> None:
    chosen = priced.label == decision.chosen.label
    best = priced.label == decision.best.label
    if chosen:
        pygame.draw.rect(surface, theme.BUTTON_HOVER, row.inflate(8, 0), border_radius=6)
    dot = max(3, round(5 * s))
    for i, (on, color) in enumerate(((chosen, YOU_COLOR), (best, MODEL_COLOR))):
        if on:
            centre = (row.x + dot + i * (2 * dot + 2), row.centery)
            pygame.draw.circle(surface, color, centre, dot)
    name = option_words(ctx.text, priced)
    ink = theme.GOLD if best else theme.WHITE
    face = Face.BOLD if chosen or best else Face.REGULAR
    at = (row.x + round(26 * s), row.centery)
    draw.text(surface, ctx.fonts, name, size, ink, "midleft", at, face)
    value = ctx.text.estimate(priced.value)
    numbers = f"{percent(priced.win_chance)} · {value} · {percent(priced.deal_in)}"
    draw.text(surface, ctx.fonts, numbers, small, theme.MUTED, "midright", (row.right, row.centery))


def draw_log(
    surface: pygame.Surface,
    ctx: AppContext,
    rect: pygame.Rect,
    entries: Sequence[LogEntry],
    s: float,
    note: str,
) -> pygame.Rect:
    """The last moves up to the current event (the newest highlighted), and ``note`` on
    top (the review's progress) when there is one. Returns the panel drawn."""
    fonts = ctx.fonts
    draw.panel(surface, rect, theme.PANEL, 225, theme.GOLD_DARK, round(12 * s))
    x, y = rect.x + round(12 * s), rect.y + round(10 * s)
    size = max(theme.MIN_TEXT_PX, round(17 * s))
    draw.text(
        surface,
        fonts,
        note or ctx.text.text("viewer.log"),
        size,
        theme.GOLD,
        "topleft",
        (x, y),
        Face.BOLD,
    )
    y += round(32 * s)
    shown = list(entries)[-LOG_LINES:]
    for i, entry in enumerate(shown):
        newest = i == len(shown) - 1
        ink = theme.WHITE if newest else theme.MUTED
        line = describe(entry, ctx.text)
        draw.text(
            surface,
            fonts,
            line,
            size,
            ink,
            "topleft",
            (x, y),
            Face.BOLD if newest else Face.REGULAR,
        )
        y += round(27 * s)
    return rect


def mark_hand(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    model: TableModel,
    decision: Decision,
) -> None:
    """Tags over the hand: the tile the player discarded and the one the model would."""
    marks: dict[int, list[str]] = {}
    for key, priced in (("review.you", decision.chosen), ("review.model", decision.best)):
        action = priced.action
        if action.kind is ActionKind.DISCARD and action.tile is not None:
            marks.setdefault(kind_of(action.tile), []).append(ctx.text.text(key))
    s = layout.s
    size = max(theme.MIN_TEXT_PX, round(15 * s))
    for kind, words in marks.items():
        rect = next((r for t, r in hand_rects(layout, model.view) if kind_of(t) == kind), None)
        if rect is None:
            continue
        label = " · ".join(words)
        tag = pygame.Rect(
            0, 0, ctx.fonts.font(size, Face.BOLD).size(label)[0] + round(12 * s), round(22 * s)
        )
        tag.midbottom = (rect.centerx, rect.y - layout.lift // 2)
        color = (
            theme.RED if len(words) == 1 and words[0] == ctx.text.text("review.you") else theme.BLUE
        )
        pygame.draw.rect(surface, color, tag, border_radius=round(6 * s))
        draw.text(surface, ctx.fonts, label, size, theme.WHITE, "center", tag.center, Face.BOLD)


def draw_open_hand(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    model: TableModel,
    tiles: Sequence[int],
) -> None:
    """明牌: the CPU's hidden tiles face up where its backs are (until the hand shows them)."""
    if model.revealed_cpu_hand is not None:
        return
    t = layout.cpu_tile
    for rect, tile in zip(cpu_hand_rects(layout, model), tiles, strict=False):
        surface.blit(ctx.tiles.face(kind_of(tile), t.w, t.h), rect)


def draw_wall(
    surface: pygame.Surface, ctx: AppContext, layout: TableLayout, tiles: Sequence[int]
) -> None:
    """The wall's tiles left, in draw order, over the table left of the side panel."""
    s, fonts = layout.s, ctx.fonts
    t = layout.hint_tile
    left, right = layout.x0, side_rect(layout).x - round(10 * s)
    per_row = max(6, min(WALL_PER_ROW, (right - left - round(32 * s)) // (t.w + 2)))
    rows = max(1, (len(tiles) + per_row - 1) // per_row)
    width = per_row * (t.w + 2) + round(32 * s)
    rect = pygame.Rect(0, 0, width, rows * (t.h + round(6 * s)) + round(64 * s))
    rect.center = ((left + right) // 2, layout.wall_y)
    draw.panel(surface, rect, theme.PANEL, 240, theme.GOLD, round(12 * s))
    size = max(theme.MIN_TEXT_PX, round(17 * s))
    title = ctx.text.text("viewer.wall_title" if tiles else "viewer.wall_empty")
    at = (rect.x + 16 * s, rect.y + 12 * s)
    draw.text(surface, fonts, f"{title} · {len(tiles)}", size, theme.GOLD, "topleft", at, Face.BOLD)
    top = rect.y + round(46 * s)
    for i, tile in enumerate(tiles):
        row, col = divmod(i, per_row)
        at_tile = (rect.x + round(16 * s) + col * (t.w + 2), top + row * (t.h + round(6 * s)))
        surface.blit(ctx.tiles.face(kind_of(tile), t.w, t.h), at_tile)
