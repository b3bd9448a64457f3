"""Drawing the results screen's parts from the show's progress values: the stamped title,
the 役满 banner and its rays, the fan list, the total with the points formula, the drawn
hand's ready states, and the credits panel."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame
import pygame.gfxdraw

from mahjong2p.i18n import Translator
from mahjong2p.progression.run import ArcadeSettlement
from mahjong2p.rules.events import Event, HaiteiDrew, HaiteiStarted
from mahjong2p.rules.scoring import ScoreResult
from mahjong2p.rules.scoring.points import FAN_CAP, YAKUMAN_UNIT
from mahjong2p.rules.shape import waits_of
from mahjong2p.rules.tiles import counts_of, kind_of
from mahjong2p.rules.view import PlayerView
from mahjong2p.scenes.aids.ready_hints import waits_now
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.results.show import ShowState
from mahjong2p.seat import Seat
from mahjong2p.ui import draw, theme, tween
from mahjong2p.ui.cutin import outlined
from mahjong2p.ui.fonts import Face

Translate = Callable[..., str]
RAYS = 14
RAY_COLOR = (255, 214, 110)


def formula(score: ScoreResult, text: Translator, shown: int | None = None) -> str:
    """3番 × 4 × 50 = 600, or the 役满 / 累计役满 forms; ``shown``: the points counted up
    so far (all of them when None). Amounts by the one amount rule."""
    tr, p = text.text, text.amount(score.points if shown is None else shown)
    if score.yakuman:
        unit = text.amount(YAKUMAN_UNIT)
        return tr("results.formula_yakuman", m=score.yakuman_multiplier, unit=unit, p=p)
    if score.total_fan >= FAN_CAP:
        return tr("results.formula_cap", p=p)
    f = score.total_fan
    return tr("results.formula", f=f, g=f + 1, p=p)


def stamped(
    surface: pygame.Surface,
    ctx: AppContext,
    text: str,
    size: int,
    ink: tuple[int, int, int],
    center: tuple[float, float],
    k: float,
) -> pygame.Rect:
    """Big outlined text at stamp progress ``k`` (0: invisible and large, 1: settled)."""
    if k <= 0:
        return pygame.Rect(round(center[0]), round(center[1]), 0, 0)
    word = outlined(ctx.fonts, text, size, ink, Face.SERIF)
    scale = 1.8 - 0.8 * k
    if abs(scale - 1) > 0.01:
        w, h = word.get_size()
        word = pygame.transform.smoothscale(word, (round(w * scale), round(h * scale)))
    word.set_alpha(round(255 * min(1.0, k * 1.5)))
    rect = word.get_rect(center=(round(center[0]), round(center[1])))
    surface.blit(word, rect)
    word.set_alpha(None)
    return rect


def draw_rays(
    surface: pygame.Surface, center: tuple[int, int], angle: float, alpha: float, s: float
) -> None:
    """Slowly turning golden rays behind the 役满 banner (alpha-blended triangles)."""
    if alpha <= 0:
        return
    reach = 1500 * s
    half = math.pi / RAYS / 2.2
    color = (*RAY_COLOR, round(38 * alpha))
    cx, cy = center
    for i in range(RAYS):
        a = angle + i * 2 * math.pi / RAYS
        points = [
            (cx, cy),
            (cx + reach * math.cos(a - half), cy + reach * math.sin(a - half)),
            (cx + reach * math.cos(a + half), cy + reach * math.sin(a + half)),
        ]
        pygame.gfxdraw.filled_polygon(surface, points, color)


def draw_fans(
    surface: pygame.Surface,
    ctx: AppContext,
    score: ScoreResult,
    panel: pygame.Rect,
    state: ShowState,
    s: float,
) -> None:
    """The fans (or 役满 with tier and multiplier) appearing one by one, then the total."""
    tr, fonts, text = ctx.text.text, ctx.fonts, ctx.text
    if score.yakuman:
        rows = [
            (text.fan_name(y.id), tr("results.yakuman_tier", n=y.tier, m=y.tier // 13))
            for y in score.yakuman
        ]
        heading = tr("results.yakuman")
    else:
        rows = [(text.fan_name(f.id), tr("results.fan", n=f.fan)) for f in score.fans]
        heading = tr("results.total", n=score.total_fan)
    columns = 1 if len(rows) <= 6 else 2
    per_column = (len(rows) + columns - 1) // columns
    col_w = (panel.w - round(40 * s)) // columns
    row_h = round(min(38, 220 / max(1, per_column)) * s)
    size = round((26 if score.yakuman else 22) * s)
    for i, (name, value) in enumerate(rows):
        k = max(0.0, min(1.0, state.rows - i))
        if k <= 0:
            break
        col, row = divmod(i, per_column)
        slide = round((1 - k) * 60 * s)
        x = panel.x + round(20 * s) + col * col_w + slide
        y = panel.y + round(30 * s) + row * row_h
        ink = theme.WHITE if k >= 1 else _fade(theme.WHITE, k)
        gold = theme.GOLD if k >= 1 else _fade(theme.GOLD, k)
        draw.text(surface, fonts, name, size, ink, "midleft", (x, y), Face.BOLD)
        value_at = (x + col_w - round(24 * s), y)
        draw.text(surface, fonts, value, size, gold, "midright", value_at, Face.BOLD)
    bottom = panel.bottom - round(58 * s)
    pygame.draw.line(
        surface,
        theme.GOLD_DARK,
        (panel.x + 20 * s, bottom - 10 * s),
        (panel.right - 20 * s, bottom - 10 * s),
        max(1, round(2 * s)),
    )
    if state.total <= 0:
        return
    # the total in the 72-tile results' face and size: one look for one thing
    heading_at = (panel.x + round(20 * s), bottom + round(18 * s))
    draw.text(surface, fonts, heading, round(20 * s), theme.WHITE, "midleft", heading_at, Face.BOLD)
    if state.points > 0:
        shown = round(score.points * state.points)
        line = formula(score, ctx.text, shown)
        draw.text(
            surface,
            fonts,
            line,
            round(24 * s),
            theme.WHITE,
            "midright",
            (panel.right - 20 * s, bottom + 18 * s),
            Face.BOLD,
        )


def _fade(color: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    """``color`` blended toward the panel's colour (text has no alpha of its own)."""
    r, g, b = (round(tween.lerp(p, c, k)) for p, c in zip(theme.PANEL, color, strict=True))
    return r, g, b


def _winning_kinds(view: PlayerView, seat: int) -> list[int]:
    """The tiles ``seat`` waited on: the CPU's too once the end of the hand laid its hand
    open (a drawn hand after a failed 海底捞月 otherwise hides what it was waiting for)."""
    if seat == view.seat:
        return [wait.kind for wait in waits_now(view)]
    if view.shown_hands is None:
        return []
    counts = counts_of(kind_of(t) for t in view.shown_hands[seat])
    return waits_of(counts, view.melds[seat])


def haitei_outcome(log: list[Event], tr: Translate) -> str | None:
    """The line a drawn hand owes the player after a 海底捞月 round that found nothing —
    who drew and how many — so the round is not forgotten by the time the results show
    (``None``: the hand went to no such round)."""
    started = next((e for e in log if isinstance(e, HaiteiStarted)), None)
    if started is None:
        return None
    drew = sum(1 for e in log if isinstance(e, HaiteiDrew) and e.seat == started.seat)
    who = tr("hud.you") if started.seat == Seat.HUMAN else tr("hud.cpu")
    return tr("results.haitei_missed", who=who, n=drew)


def draw_ready_states(
    surface: pygame.Surface,
    ctx: AppContext,
    view: PlayerView,
    ready: tuple[bool, bool],
    panel: pygame.Rect,
    s: float,
    haitei: str | None = None,
) -> None:
    """A drawn hand: who was ready (with the human's waits), how a 海底捞月 round went, and
    the bet returned."""
    tr, fonts = ctx.text.text, ctx.fonts
    for i, (seat, name) in enumerate(((0, tr("hud.you")), (1, tr("hud.cpu")))):
        y = panel.y + round((50 + i * 70) * s)
        state = tr("results.ready") if ready[seat] else tr("results.not_ready")
        draw.text(
            surface,
            fonts,
            name,
            round(26 * s),
            theme.WHITE,
            "midleft",
            (panel.x + 24 * s, y),
            Face.BOLD,
        )
        draw.text(
            surface,
            fonts,
            state,
            round(26 * s),
            theme.GOLD if ready[seat] else theme.MUTED,
            "midleft",
            (panel.x + 150 * s, y),
            Face.BOLD,
        )
        if ready[seat]:
            tw, th = round(30 * s), round(41 * s)
            for j, kind in enumerate(_winning_kinds(view, seat)):
                surface.blit(
                    ctx.tiles.face(kind, tw, th),
                    (panel.x + round(260 * s) + j * tw, y - th // 2),
                )
    if haitei is not None:
        at = (panel.x + 24 * s, panel.bottom - 84 * s)
        draw.text(surface, fonts, haitei, round(22 * s), theme.WHITE, "midleft", at)
    draw.text(
        surface,
        fonts,
        tr("results.bet_returned"),
        round(22 * s),
        theme.MUTED,
        "midleft",
        (panel.x + 24 * s, panel.bottom - 40 * s),
    )


def draw_money(
    surface: pygame.Surface,
    ctx: AppContext,
    st: ArcadeSettlement,
    panel: pygame.Rect,
    k: float,
    broke: bool,
    s: float,
) -> None:
    """Credits before → after, counting up with ``k``, and the lines that add up to it
    (the bet, a drawn hand's refund, the payout with its 三连庄拍分 bonus)."""
    tr, fonts = ctx.text.text, ctx.fonts
    draw.panel(surface, panel, theme.PANEL, 215, theme.GOLD_DARK, round(14 * s))
    x, right = panel.x + round(20 * s), panel.right - round(20 * s)
    draw.text(
        surface,
        fonts,
        tr("results.credits"),
        round(22 * s),
        theme.MUTED,
        "topleft",
        (x, panel.y + 18 * s),
        Face.BOLD,
    )
    before, after = st.credits_before, st.credits_after
    shown = round(before + (after - before) * k)
    draw.text(
        surface,
        fonts,
        f"{ctx.text.amount(before)} →",
        round(22 * s),
        theme.WHITE,
        "topleft",
        (x, panel.y + 60 * s),
    )
    draw.text(
        surface,
        fonts,
        ctx.text.amount(shown),
        round(44 * s),
        theme.GOLD,
        "topright",
        (right, panel.y + 96 * s),
        Face.BOLD,
    )
    lines = [(tr("results.bet", n=ctx.text.amount(st.bet)), theme.WHITE)]
    if st.refund:
        lines.append((tr("results.refund", n=ctx.text.amount(st.refund)), theme.WHITE))
    if st.payout:
        lines.append((tr("results.payout", n=ctx.text.amount(st.payout)), theme.WHITE))
    if st.streak_bonus > 1:
        lines.append((tr("results.streak_bonus", n=st.streak_bonus), theme.GOLD))
    for i, (line, ink) in enumerate(lines):
        draw.text(
            surface, fonts, line, round(20 * s), ink, "topleft", (x, panel.y + (158 + i * 30) * s)
        )
    if broke and k >= 1:
        draw.text(
            surface,
            fonts,
            tr("run.broke"),
            round(20 * s),
            theme.RED,
            "midbottom",
            (panel.centerx, panel.bottom - 10 * s),
            Face.BOLD,
        )
