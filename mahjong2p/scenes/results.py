"""Results: the winning hand with its melds, every fan with its value (or the 役满 list
with tier and multiplier), the total, the points formula, and the credits counting up from
before to after; a drawn hand shows both players' ready state instead."""

from __future__ import annotations

import pygame

from mahjong2p.app.context import AppContext
from mahjong2p.app.ready_hints import waits_now
from mahjong2p.app.run_state import Settlement
from mahjong2p.app.session import CPU, HUMAN, HandSession
from mahjong2p.rules.events import WallExhausted, Won
from mahjong2p.rules.scoring import ScoreResult
from mahjong2p.rules.scoring.points import FAN_CAP
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes import flow
from mahjong2p.scenes.base import Scene
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.hand_row import draw_hand_row
from mahjong2p.ui.widgets import Button, Menu

COUNT_UP_S = 1.2
BY_KEYS = {"tsumo": "results.by.tsumo", "ron": "results.by.ron", "rob_kong": "results.by.rob_kong"}


def formula(score: ScoreResult, tr) -> str:  # type: ignore[no-untyped-def]
    """3番 × 4 × 50 = 600, or the 役满 / 累计役满 forms."""
    if score.yakuman:
        return tr("results.formula_yakuman", m=score.yakuman_multiplier, p=score.points)
    if score.total_fan >= FAN_CAP:
        return tr("results.formula_cap", p=score.points)
    f = score.total_fan
    return tr("results.formula", f=f, g=f + 1, p=score.points)


class ResultsScene(Scene):
    def __init__(self, ctx: AppContext, session: HandSession, settlement: Settlement) -> None:
        self.ctx = ctx
        self.session = session
        self.settlement = settlement
        log = session.hand.log
        self.won = next((e for e in log if isinstance(e, Won)), None)
        self.exhausted = next((e for e in log if isinstance(e, WallExhausted)), None)
        self.elapsed = 0.0
        self.menu = Menu(
            [
                Button("", self._next, color=theme.RED_DARK, key_label="Enter"),
                Button("", lambda: flow.to_title(ctx), key_label="Esc"),
            ],
            horizontal=True,
        )

    @property
    def broke(self) -> bool:
        return not self.ctx.run.can_pay_bet

    def _next(self) -> None:
        if self.broke:
            flow.to_title(self.ctx)
        else:
            flow.start_hand(self.ctx, self.session)

    def update(self, dt: float) -> None:
        self.elapsed += dt

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            flow.to_title(self.ctx)
            return True
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and self.elapsed < COUNT_UP_S:
            self.elapsed = COUNT_UP_S  # the first press finishes the count-up
            return True
        return self.menu.handle_event(event)

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = min(w / 1280, h / 720)
        surface.blit(draw.felt((w, h)), (0, 0))
        if self.won is not None:
            self._draw_win(surface, self.won, w, s)
        else:
            self._draw_drawn_hand(surface, w, s)
        self._draw_money(surface, w, h, s)
        self._draw_buttons(surface, w, h, s)

    def _title(self, surface: pygame.Surface, text: str, w: int, s: float) -> None:
        draw.text(
            surface,
            self.ctx.fonts,
            text,
            round(54 * s),
            theme.GOLD,
            "center",
            (w / 2, 50 * s),
            Face.SERIF,
            shadow=True,
        )

    def _draw_win(self, surface: pygame.Surface, won: Won, w: int, s: float) -> None:
        tr, fonts = self.ctx.text.text, self.ctx.fonts
        title = tr("results.you_win") if won.seat == HUMAN else tr("results.cpu_win")
        self._title(surface, f"{title} · {tr(BY_KEYS[won.win_by.value])}", w, s)
        size = (round(50 * s), round(68 * s))
        draw_hand_row(
            surface,
            self.ctx.tiles,
            won.concealed,
            won.melds,
            (w // 2, round(136 * s)),
            size,
            won.win_tile,
        )
        self._draw_flowers(surface, w, round(196 * s), s)
        panel = pygame.Rect(0, 0, round(640 * s), round(300 * s))
        panel.midtop = (w // 2 - round(160 * s), round(236 * s))
        draw.panel(surface, panel, theme.PANEL, 215, theme.GOLD_DARK, round(14 * s))
        if won.seat == CPU:
            draw.text(
                surface,
                fonts,
                tr("results.cpu_unscored"),
                round(24 * s),
                theme.WHITE,
                "center",
                panel.center,
                Face.BOLD,
            )
            return
        self._draw_fans(surface, won.score, panel, s)

    def _draw_fans(
        self, surface: pygame.Surface, score: ScoreResult, panel: pygame.Rect, s: float
    ) -> None:
        tr, fonts, text = self.ctx.text.text, self.ctx.fonts, self.ctx.text
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
        for i, (name, value) in enumerate(rows):
            col, row = divmod(i, per_column)
            x = panel.x + round(20 * s) + col * col_w
            y = panel.y + round(30 * s) + row * row_h
            draw.text(
                surface, fonts, name, round(22 * s), theme.WHITE, "midleft", (x, y), Face.BOLD
            )
            draw.text(
                surface,
                fonts,
                value,
                round(22 * s),
                theme.GOLD,
                "midright",
                (x + col_w - round(24 * s), y),
                Face.BOLD,
            )
        bottom = panel.bottom - round(58 * s)
        pygame.draw.line(
            surface,
            theme.GOLD_DARK,
            (panel.x + 20 * s, bottom - 10 * s),
            (panel.right - 20 * s, bottom - 10 * s),
            max(1, round(2 * s)),
        )
        draw.text(
            surface,
            fonts,
            heading,
            round(26 * s),
            theme.GOLD,
            "midleft",
            (panel.x + 20 * s, bottom + 18 * s),
            Face.BOLD,
        )
        draw.text(
            surface,
            fonts,
            formula(score, tr),
            round(24 * s),
            theme.WHITE,
            "midright",
            (panel.right - 20 * s, bottom + 18 * s),
            Face.BOLD,
        )

    def _draw_flowers(self, surface: pygame.Surface, w: int, y: int, s: float) -> None:
        indicators = self.session.views[HUMAN].indicators
        if not indicators:
            return
        tw, th = round(28 * s), round(38 * s)
        label = self.ctx.text.text("results.flowers")
        rect = draw.text(
            surface,
            self.ctx.fonts,
            label,
            round(18 * s),
            theme.MUTED,
            "midright",
            (w / 2 - 6 * s, y + th / 2),
        )
        for i, tile in enumerate(indicators):
            surface.blit(
                self.ctx.tiles.face(kind_of(tile), tw, th), (rect.right + round(12 * s) + i * tw, y)
            )

    def _draw_drawn_hand(self, surface: pygame.Surface, w: int, s: float) -> None:
        tr, fonts = self.ctx.text.text, self.ctx.fonts
        self._title(surface, tr("results.draw"), w, s)
        view = self.session.views[HUMAN]
        ready = self.exhausted.ready if self.exhausted is not None else (False, False)
        draw_hand_row(
            surface,
            self.ctx.tiles,
            view.concealed,
            view.melds[HUMAN],
            (w // 2, round(150 * s)),
            (round(46 * s), round(63 * s)),
        )
        panel = pygame.Rect(0, 0, round(640 * s), round(300 * s))
        panel.midtop = (w // 2 - round(160 * s), round(236 * s))
        draw.panel(surface, panel, theme.PANEL, 215, theme.GOLD_DARK, round(14 * s))
        for i, (seat, name) in enumerate(((HUMAN, tr("hud.you")), (CPU, tr("hud.cpu")))):
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
            if seat == HUMAN and ready[seat]:
                tw, th = round(30 * s), round(41 * s)
                for j, wait in enumerate(waits_now(view)):
                    surface.blit(
                        self.ctx.tiles.face(wait.kind, tw, th),
                        (panel.x + round(260 * s) + j * tw, y - th // 2),
                    )
        draw.text(
            surface,
            fonts,
            tr("results.bet_returned"),
            round(22 * s),
            theme.MUTED,
            "midleft",
            (panel.x + 24 * s, panel.bottom - 40 * s),
        )

    def _draw_money(self, surface: pygame.Surface, w: int, h: int, s: float) -> None:
        tr, fonts, st = self.ctx.text.text, self.ctx.fonts, self.settlement
        panel = pygame.Rect(0, 0, round(300 * s), round(300 * s))
        panel.topleft = (w // 2 + round(176 * s), round(236 * s))
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
        k = min(1.0, self.elapsed / COUNT_UP_S)
        shown = round(st.before + (st.after - st.before) * k)
        draw.text(
            surface,
            fonts,
            f"{st.before:,} →",
            round(22 * s),
            theme.WHITE,
            "topleft",
            (x, panel.y + 60 * s),
        )
        draw.text(
            surface,
            fonts,
            f"{shown:,}",
            round(44 * s),
            theme.GOLD,
            "topright",
            (right, panel.y + 96 * s),
            Face.BOLD,
        )
        lines = [tr("results.bet", n=st.bet)]
        if st.refund:
            lines.append(tr("results.refund", n=st.refund))
        if st.payout:
            lines.append(tr("results.payout", n=st.payout))
        for i, line in enumerate(lines):
            draw.text(
                surface,
                fonts,
                line,
                round(20 * s),
                theme.WHITE,
                "topleft",
                (x, panel.y + (170 + i * 32) * s),
            )
        if self.broke:
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

    def _draw_buttons(self, surface: pygame.Surface, w: int, h: int, s: float) -> None:
        tr = self.ctx.text.text
        labels = (
            tr("results.to_title") if self.broke else tr("results.next"),
            tr("results.to_title"),
        )
        bw, bh, gap = round(220 * s), round(56 * s), round(24 * s)
        for i, (button, label) in enumerate(zip(self.menu.buttons, labels, strict=True)):
            button.label = label
            button.rect = pygame.Rect(
                w // 2 - bw - gap // 2 + i * (bw + gap), h - bh - round(44 * s), bw, bh
            )
        self.menu.draw(surface, self.ctx.fonts)
        draw.text(
            surface,
            self.ctx.fonts,
            tr("results.keys"),
            round(16 * s),
            theme.MUTED,
            "midbottom",
            (w / 2, h - 12 * s),
        )
