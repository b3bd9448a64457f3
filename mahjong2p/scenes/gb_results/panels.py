"""Drawing the 72-tile results: the fan list (official value × count, Chinese and English
names from the scorer), the total against 起和 and the 13 cap, and the settlement — the
formula in beans and both sides' beans counting from before to after."""

from __future__ import annotations

import pygame

from mahjong2p.i18n import Language
from mahjong2p.i18n.amounts import format_amount
from mahjong2p.play.bean_table import BeanOutcome
from mahjong2p.progression.beans.settle import Purses
from mahjong2p.rules.gb.scoring import GbScore
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.results.loser import BY_KEYS
from mahjong2p.scenes.results.show import ShowState
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import text_px
from mahjong2p.ui.fonts import Face

ROW_H = 27
MAX_ROWS = 9  # more fans than this are summed in one "…" row (the panel's height)


def draw_fans(
    surface: pygame.Surface,
    ctx: AppContext,
    score: GbScore,
    panel: pygame.Rect,
    state: ShowState,
    cap: int,
    s: float,
) -> None:
    """Each fan ("清一色 Full Flush … 24番 ×1"), then the total and what it pays in points."""
    tr, fonts = ctx.text.text, ctx.fonts
    zh = ctx.text.language is Language.ZH
    x, right = panel.x + round(20 * s), panel.right - round(20 * s)
    y = panel.y + round(18 * s)
    fans = list(score.fans)
    shown = fans if len(fans) <= MAX_ROWS else fans[: MAX_ROWS - 1]
    for i, fan in enumerate(shown):
        k = max(0.0, min(1.0, state.rows - i))
        if k <= 0:
            break
        row_y = y + i * round(ROW_H * s)
        ink = theme.WHITE if fan.id != "flower_tiles" else (255, 190, 210)
        name, other = (fan.name, fan.name_en) if zh else (fan.name_en, fan.name)
        offset = round((1 - k) * 40 * s)
        left = draw.text(
            surface, fonts, name, round(20 * s), ink, "topleft", (x - offset, row_y), Face.BOLD
        )
        draw.text(
            surface,
            fonts,
            other,
            text_px(14, s),
            theme.MUTED,
            "topleft",
            (left.right + round(10 * s), row_y + round(5 * s)),
        )
        value = tr("gb.results.fan_value", n=fan.fan, c=fan.count, t=fan.fan * fan.count)
        draw.text(surface, fonts, value, round(19 * s), theme.GOLD, "topright", (right, row_y))
    if len(fans) > len(shown) and state.rows >= len(shown):
        rest = sum(f.fan * f.count for f in fans[len(shown) :])
        row_y = y + len(shown) * round(ROW_H * s)
        line = tr("gb.results.more_fans", n=len(fans) - len(shown), t=rest)
        draw.text(surface, fonts, line, round(17 * s), theme.MUTED, "topleft", (x, row_y))
    if state.total <= 0:
        return
    bottom = panel.bottom - round(16 * s)
    pygame.draw.line(
        surface, theme.GOLD_DARK, (x, bottom - round(44 * s)), (right, bottom - round(44 * s)), 1
    )
    total = tr("gb.results.total", n=score.total_fan, f=score.fan_without_flowers)
    draw.text(
        surface, fonts, total, round(20 * s), theme.WHITE, "bottomleft", (x, bottom), Face.BOLD
    )
    key = "gb.results.points_capped" if score.total_fan > cap else "gb.results.points"
    points = tr(key, p=score.points, cap=cap)
    size = round(26 * s * (0.6 + 0.4 * min(1.0, state.total)))
    draw.text(surface, fonts, points, size, theme.GOLD, "bottomright", (right, bottom), Face.BOLD)


def formula(ctx: AppContext, outcome: BeanOutcome) -> tuple[str, str]:
    """("13分 × 3（自摸）× 底分50", "= 1,950"): what the economy charged, spelled out."""
    settlement = outcome.settlement
    if settlement is None or outcome.won is None:
        return ctx.text.text("gb.results.no_payment"), ""
    by = ctx.text.text(BY_KEYS[outcome.won.win_by.value])
    product = ctx.text.text(
        "gb.results.formula",
        p=settlement.points,
        m=settlement.multiplier,
        by=by,
        rate=format_amount(settlement.rate, ctx.text.language),
    )
    return product, f"= {format_amount(settlement.payment.due, ctx.text.language)}"


def draw_money(
    surface: pygame.Surface,
    ctx: AppContext,
    outcome: BeanOutcome,
    panel: pygame.Rect,
    k: float,
    s: float,
) -> None:
    """The formula, then both sides' beans counting from before to after (``k`` 0 → 1)."""
    tr, fonts, lang = ctx.text.text, ctx.fonts, ctx.text.language
    draw.panel(surface, panel, theme.PANEL, 215, theme.GOLD_DARK, round(14 * s))
    x, right = panel.x + round(18 * s), panel.right - round(18 * s)
    y = panel.y + round(16 * s)
    draw.text(
        surface,
        fonts,
        tr("gb.results.settlement"),
        round(20 * s),
        theme.GOLD,
        "topleft",
        (x, y),
        Face.BOLD,
    )
    product, due = formula(ctx, outcome)
    size = max(14, fonts.fit(product, round(18 * s), right - x))
    line_y = y + round(34 * s)
    for line in draw.wrap(fonts, product, size, right - x):  # two lines where it must
        draw.text(surface, fonts, line, size, theme.WHITE, "topleft", (x, line_y))
        line_y += fonts.font(size).get_linesize()
    if due:
        at = (right, y)
        draw.text(surface, fonts, due, round(22 * s), theme.GOLD, "topright", at, Face.BOLD)
    payment = outcome.settlement.payment if outcome.settlement is not None else None
    if payment is not None and payment.paid < payment.due and payment.payer.value == "player":
        note = tr("gb.results.paid_all", n=format_amount(payment.paid, lang))
        draw.text(
            surface,
            fonts,
            note,
            max(14, round(15 * s)),
            theme.MUTED,
            "topleft",
            (x, y + round(60 * s)),
        )
    for i, (name, before, after) in enumerate(_sides(ctx, outcome.before, outcome.after)):
        top = y + round((96 + i * 92) * s)
        draw.text(surface, fonts, name, round(18 * s), theme.MUTED, "topleft", (x, top))
        now = round(before + (after - before) * max(0.0, min(1.0, k)))
        draw.text(
            surface,
            fonts,
            format_amount(now, lang),
            round(30 * s),
            theme.WHITE,
            "topright",
            (right, top + round(22 * s)),
            Face.BOLD,
        )
        change = after - before
        if change and k >= 1:
            color = (120, 220, 120) if change > 0 else (255, 120, 110)
            text = format_amount(change, lang, signed=True)
            draw.text(
                surface,
                fonts,
                text,
                round(18 * s),
                color,
                "topleft",
                (x, top + round(30 * s)),
                Face.BOLD,
            )


def _sides(ctx: AppContext, before: Purses, after: Purses) -> list[tuple[str, int, int]]:
    tr = ctx.text.text
    return [
        (tr("gb.results.your_beans"), before.player, after.player),
        (tr("gb.results.cpu_beans"), before.cpu, after.cpu),
    ]
