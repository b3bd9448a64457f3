"""Results: the win sequence (hand reveal, fans one by one, total, points and credits
counting up; a bigger 役满 sequence with its tier and multiplier), or a drawn hand's ready
states with both hands laid open; then next hand (or stage clear / game over), replay the
hand, or the title. A CPU win shows its hand, its fans and what it would have scored —
it still pays nothing (RULES.md A7).

Confetti and sparks are drawn *behind* the hand and the panels, so they never hide a tile
or a number the player is reading.
"""

from __future__ import annotations

import math

import pygame

from mahjong2p.audio.cues import Music
from mahjong2p.play.arcade import Outcome
from mahjong2p.play.session import HandSession
from mahjong2p.rules.events import WallExhausted, Won
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.results import panels
from mahjong2p.scenes.results.loser import BY_KEYS, draw_loser, loss_line, rows_for
from mahjong2p.scenes.results.show import ShowBuilder, ShowState, kind_of_show
from mahjong2p.scenes.review_view.summary import ReviewOverlay
from mahjong2p.seat import Seat
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import design_box
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.hand_row import draw_hand_row, draw_row_label
from mahjong2p.ui.particles import Particles
from mahjong2p.ui.widgets import Button, Menu

CONFETTI_EVERY_S = 0.18
CONFETTI_COLORS = (theme.GOLD, theme.RED, (90, 190, 255), (120, 220, 120), theme.WHITE)
YAKUMAN_COLORS = (theme.GOLD, (255, 120, 200), (140, 220, 255), theme.WHITE, (200, 150, 255))
RAY_SPEED = 0.22  # radians per second
CONFETTI_AFTER_SHOW_S = 3.0  # the rain stops this long after the show, so the screen rests
RAYS_FRAME_S = 1 / 20  # the 役满 rays turn a fraction of a degree between these frames


class ResultsScene(Scene):
    def __init__(self, ctx: AppContext, session: HandSession, outcome: Outcome) -> None:
        self.ctx = ctx
        self.session = session
        self.outcome = outcome
        self.settlement = outcome.settlement
        log = session.hand.log
        self.won = next((e for e in log if isinstance(e, Won)), None)
        self.exhausted = next((e for e in log if isinstance(e, WallExhausted)), None)
        self.haitei_line = panels.haitei_outcome(log, ctx.text.text)  # once, not per frame
        self.kind = kind_of_show(self.won, Seat.HUMAN)
        self.new_yakuman = outcome.new_yakuman
        self.tweener = ctx.tweener()
        self.particles = Particles(seed=session.hand.hand_number)
        self.state = ShowState()
        self.builder = ShowBuilder(self.state, ctx.audio, self._burst)
        self.ray_angle = 0.0
        self._confetti_clock = 0.0
        self._since_show = 0.0
        self._box = design_box((1280, 720))
        self._size = (1280, 720)
        self._burst_points: dict[str, tuple[float, float]] = {}
        self.menu = Menu(
            [
                Button("", self._next, color=theme.RED_DARK, key_label="Enter"),
                Button("", self._replay, key_label="R"),
                Button("", ctx.flow.to_title, key_label="Esc"),
            ],
            horizontal=True,
            audio=ctx.audio,
        )
        self.review = ReviewOverlay(ctx, outcome.replay)

    # ---------------------------------------------------------------- the show
    def enter(self) -> None:
        self.ctx.audio.music(Music.TABLE)
        tiles, rows = self._counts()
        if self.kind == "yakuman":
            self.tweener.add(self.builder.yakuman_win(tiles, rows))
        elif self.kind == "win":
            self.tweener.add(self.builder.human_win(tiles, rows))
        else:
            self.tweener.add(self.builder.plain(tiles))

    def _counts(self) -> tuple[int, int]:
        if self.won is None:
            view = self.session.views[Seat.HUMAN]
            return len(view.concealed) + sum(len(m.tiles) for m in view.melds[Seat.HUMAN]), 0
        tiles = len(self.won.concealed) + sum(len(m.tiles) for m in self.won.melds)
        score = self.won.score
        return tiles, len(score.yakuman) if score.yakuman else len(score.fans)

    @property
    def showing(self) -> bool:
        return self.tweener.busy

    def skip(self) -> None:
        """Finish the show now, without replaying every sound on the way."""
        self.builder.quiet = True
        self.tweener.finish_all()
        self.builder.quiet = False
        self.state.complete(*self._counts())

    @property
    def celebrating(self) -> bool:
        """Confetti rains: from the title's stamp until a while after the show."""
        done = self._since_show >= CONFETTI_AFTER_SHOW_S
        return self.kind != "plain" and self.state.title >= 1 and not done

    def frame_due(self) -> float:
        """Every frame during the show and the confetti; then still (the 役满 rays turn
        on at a low frame rate)."""
        if self.showing or self.celebrating or len(self.particles):
            return 0.0
        return min(self.review.frame_due(), RAYS_FRAME_S if self.kind == "yakuman" else math.inf)

    def _burst(self, where: str) -> None:
        center = self._burst_points.get(where)
        if center is None or self.builder.quiet:
            return
        s = self._box.s
        colors = YAKUMAN_COLORS if self.kind == "yakuman" else CONFETTI_COLORS
        count = {"title": 70, "total": 50, "yakuman": 160}[where]
        self.particles.burst(center, count, colors, s, speed=520 if where == "yakuman" else 400)

    def update(self, dt: float) -> None:
        self.tweener.update(dt)
        self.particles.update(dt)
        self.ray_angle += RAY_SPEED * dt
        if not self.showing:
            self._since_show += dt
        if self.celebrating:
            self._confetti_clock -= dt
            if self._confetti_clock <= 0:
                self._confetti_clock = CONFETTI_EVERY_S
                colors = YAKUMAN_COLORS if self.kind == "yakuman" else CONFETTI_COLORS
                area = pygame.Rect((0, 0), self._size)
                self.particles.rain(area, 5, colors, self._box.s)

    # ---------------------------------------------------------------- leaving
    @property
    def broke(self) -> bool:
        """The next hand's bet cannot be paid (and the stage was not cleared)."""
        return not self.settlement.stage_cleared and self.ctx.playing.lost

    def _next(self) -> None:
        self.ctx.flow.after_results(self.session, self.outcome)

    def _replay(self) -> None:
        self.ctx.flow.watch_hand(self.session, self.outcome.stage)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.review.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.flow.to_title()
            return True
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and self.showing:
            self.skip()  # the first press finishes the show
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self._replay()
            return True
        return self.menu.handle_event(event)

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        w, h = self._size = surface.get_size()
        box = self._box = design_box((w, h))
        s = box.s
        surface.blit(draw.felt((w, h)), (0, 0))
        title_at = (w / 2, box.y(52))
        self._burst_points = {
            "title": title_at,
            "yakuman": title_at,
            "total": (w / 2 - 300 * s, box.y(500)),
        }
        if self.kind == "yakuman":
            draw.dim(surface, round(110 * self.state.title))
            panels.draw_rays(
                surface,
                (round(title_at[0]), round(title_at[1])),
                self.ray_angle,
                self.state.yakuman,
                s,
            )
        self.particles.draw(surface)
        if self.won is not None:
            self._draw_win(surface, self.won, w, s)
        else:
            self._draw_drawn_hand(surface, w, s)
        rows = rows_for(self.won)
        money = pygame.Rect(0, 0, round(300 * s), round(rows.panels_h * s))
        money.topleft = (w // 2 + round(176 * s), round(box.y(rows.panels_y)))
        panels.draw_money(
            surface, self.ctx, self.settlement, money, self.state.credits, self.broke, s
        )
        self._draw_buttons(surface, w, s)
        self.review.draw(surface)

    def _title(self, surface: pygame.Surface, text: str, w: int, s: float, k: float) -> None:
        panels.stamped(
            surface, self.ctx, text, round(50 * s), theme.GOLD, (w / 2, self._box.y(52)), k
        )

    def _draw_win(self, surface: pygame.Surface, won: Won, w: int, s: float) -> None:
        tr, fonts = self.ctx.text.text, self.ctx.fonts
        title = tr("results.you_win") if won.seat == Seat.HUMAN else tr("results.cpu_win")
        heading = tr("results.heading", title=title, by=tr(BY_KEYS[won.win_by.value]))
        if self.kind == "yakuman":
            self._title(surface, heading, w, s, self.state.title * (1 - self.state.yakuman))
            banner = tr("results.yakuman_banner", m=won.score.yakuman_multiplier)
            panels.stamped(
                surface,
                self.ctx,
                banner,
                round(76 * s),
                (255, 226, 140),
                (w / 2, self._box.y(54)),
                self.state.yakuman,
            )
        else:
            self._title(surface, heading, w, s, self.state.title)
        rows = rows_for(won)
        size = (round(rows.winner_tile[0] * s), round(rows.winner_tile[1] * s))
        draw_hand_row(
            surface,
            self.ctx.tiles,
            won.concealed,
            won.melds,
            (w // 2, round(self._box.y(rows.winner_y))),
            size,
            won.win_tile,
            self.state.tiles,
        )
        self._draw_flowers(surface, w, round(self._box.y(rows.flowers_y)), s)
        panel = pygame.Rect(0, 0, round(640 * s), round(rows.panels_h * s))
        panel.midtop = (w // 2 - round(160 * s), round(self._box.y(rows.panels_y)))
        draw.panel(surface, panel, theme.PANEL, 215, theme.GOLD_DARK, round(14 * s))
        if won.seat == Seat.CPU:
            view = self.session.views[Seat.HUMAN]
            change = self.settlement.credits_after - self.settlement.credits_before
            line = loss_line(self.ctx, won, change)
            hand = (view.concealed, view.melds[Seat.HUMAN])
            draw_loser(surface, self.ctx, self._box, hand, self.state.tiles, line)
            self._draw_cpu_score(surface, won, panel, s)
            return
        panels.draw_fans(surface, self.ctx, won.score, panel, self.state, s)
        if self.new_yakuman and self.state.footer > 0:
            draw.text(
                surface,
                fonts,
                tr("results.new_yakuman"),
                round(22 * s),
                (255, 150, 210),
                "bottomright",
                (panel.right - round(20 * s), panel.bottom - round(74 * s)),
                Face.BOLD,
                shadow=True,
            )

    def _draw_cpu_score(
        self, surface: pygame.Surface, won: Won, panel: pygame.Rect, s: float
    ) -> None:
        """The CPU's fans and points, shown in full once its hand is revealed, and the
        reminder that it is paid nothing."""
        if self.state.total <= 0:
            return
        fans = len(won.score.yakuman) if won.score.yakuman else len(won.score.fans)
        full = ShowState()
        full.complete(0, fans)
        panels.draw_fans(surface, self.ctx, won.score, panel, full, s)
        note = self.ctx.text.text(
            "results.cpu_would_score", p=self.ctx.text.amount(won.score.points)
        )
        size = self.ctx.fonts.fit(note, 20 * s, panel.w)
        draw.text(
            surface,
            self.ctx.fonts,
            note,
            size,
            theme.MUTED,
            "midtop",
            (panel.centerx, panel.bottom + round(10 * s)),
            Face.BOLD,
            shadow=True,
        )

    def _draw_flowers(self, surface: pygame.Surface, w: int, y: int, s: float) -> None:
        indicators = self.session.views[Seat.HUMAN].indicators
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
        tr = self.ctx.text.text
        self._title(surface, tr("results.draw"), w, s, self.state.title)
        view = self.session.views[Seat.HUMAN]
        ready = self.exhausted.ready if self.exhausted is not None else (False, False)
        self._labelled_row(
            surface, Seat.HUMAN, view.concealed, round(self._box.y(186)), (46, 63), s
        )
        if view.shown_hands is not None:  # the CPU's hand, laid open by the end of the hand
            cpu = view.shown_hands[Seat.CPU]
            self._labelled_row(surface, Seat.CPU, cpu, round(self._box.y(116)), (36, 49), s)
        panel = pygame.Rect(0, 0, round(640 * s), round(300 * s))
        panel.midtop = (w // 2 - round(160 * s), round(self._box.y(236)))
        draw.panel(surface, panel, theme.PANEL, 215, theme.GOLD_DARK, round(14 * s))
        panels.draw_ready_states(surface, self.ctx, view, ready, panel, s, self.haitei_line)

    def _labelled_row(
        self,
        surface: pygame.Surface,
        seat: int,
        concealed: tuple[int, ...] | list[int],
        y: int,
        size: tuple[int, int],
        s: float,
    ) -> None:
        """One seat's hand (concealed tiles and melds) centred at ``y``, named on its left."""
        melds = self.session.views[Seat.HUMAN].melds[seat]
        tile = (round(size[0] * s), round(size[1] * s))
        w = self._size[0]
        row = draw_hand_row(
            surface, self.ctx.tiles, concealed, melds, (w // 2, y), tile, revealed=self.state.tiles
        )
        name = self.ctx.text.text("hud.you" if seat == Seat.HUMAN else "hud.cpu")
        draw_row_label(surface, self.ctx.fonts, name, row, s)

    def _draw_buttons(self, surface: pygame.Surface, w: int, s: float) -> None:
        if self.state.footer <= 0:
            return
        tr = self.ctx.text.text
        next_key = "results.next"
        if self.settlement.stage_cleared:
            next_key = "results.ending" if self.ctx.playing.finished else "results.clear"
        labels = (
            tr("haitei.continue") if self.broke else tr(next_key),
            tr("results.replay"),
            tr("results.to_title"),
        )
        bw, bh, gap = round(200 * s), round(56 * s), round(20 * s)
        bottom = self._box.bottom
        left = w // 2 - (3 * bw + 2 * gap) // 2
        for i, (button, label) in enumerate(zip(self.menu.buttons, labels, strict=True)):
            button.label = label
            button.rect = pygame.Rect(
                left + i * (bw + gap), round(bottom) - bh - round(44 * s), bw, bh
            )
        self.menu.draw(surface, self.ctx.fonts)
        draw.text(
            surface,
            self.ctx.fonts,
            tr("results.keys_replay"),
            self._box.text_px(16),
            theme.MUTED,
            "midbottom",
            (w / 2, bottom - 12 * s),
        )
