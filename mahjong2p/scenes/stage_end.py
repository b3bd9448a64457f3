"""The ends of a stage: the stage-clear screen (fireworks, winnings, the next stage
unlocked) and the game-over screen with the arcade's CONTINUE countdown."""

from __future__ import annotations

import random

import pygame

from mahjong2p.app.context import AppContext
from mahjong2p.app.run_state import START_CREDITS
from mahjong2p.audio.cues import Music, Sfx
from mahjong2p.scenes import flow
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.results.panels import stamped
from mahjong2p.ui import draw, theme, tween
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.particles import Particles
from mahjong2p.ui.tween import Call, Sequence, Tween
from mahjong2p.ui.widgets import Button, Menu

FIREWORK_EVERY_S = 0.55
FIREWORK_COLORS = (
    (theme.GOLD, theme.WHITE),
    (theme.RED, (255, 190, 90)),
    ((120, 200, 255), theme.WHITE),
    ((150, 235, 140), theme.GOLD),
)
CONTINUE_S = 10


class _EndScene(Scene):
    """Shared by both ends: a stamped title, a tweener, particles and a button row."""

    def __init__(self, ctx: AppContext, buttons: list[Button]) -> None:
        self.ctx = ctx
        self.tweener = ctx.tweener()
        self.particles = Particles(seed=ctx.run.stage)
        self.stamp = 0.0
        self.menu = Menu(buttons, horizontal=True, audio=ctx.audio)
        self.size = (1280, 720)

    def _set_stamp(self, k: float) -> None:
        self.stamp = k

    def _open(self, cue: Sfx) -> None:
        self.tweener.add(
            Sequence(
                Call(lambda: self.ctx.audio.play(cue)), Tween(0.5, self._set_stamp, tween.out_back)
            )
        )

    def update(self, dt: float) -> None:
        self.tweener.update(dt)
        self.particles.update(dt)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.tweener.busy and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.tweener.finish_all()
            return True
        return self.menu.handle_event(event)

    def _buttons(self, surface: pygame.Surface, labels: list[str], s: float) -> None:
        w, h = surface.get_size()
        bw, bh, gap = round(230 * s), round(58 * s), round(24 * s)
        left = w // 2 - (len(labels) * bw + (len(labels) - 1) * gap) // 2
        for i, (button, label) in enumerate(zip(self.menu.buttons, labels, strict=True)):
            button.label = label
            button.rect = pygame.Rect(left + i * (bw + gap), h - bh - round(60 * s), bw, bh)
        self.menu.draw(surface, self.ctx.fonts)


class StageClearScene(_EndScene):
    def __init__(self, ctx: AppContext) -> None:
        run = ctx.run
        self.all_clear = run.last_stage
        buttons = (
            []
            if self.all_clear
            else [Button("", self._next, color=theme.RED_DARK, key_label="Enter")]
        )
        buttons.append(Button("", lambda: flow.to_title(ctx), key_label="Esc"))
        super().__init__(ctx, buttons)
        self.winnings = run.stage_winnings
        self.rng = random.Random(run.stage)
        self._firework_clock = 0.3

    def enter(self) -> None:
        self.ctx.audio.music(Music.BONUS)
        self._open(Sfx.STAGE_CLEAR)

    def _next(self) -> None:
        flow.start_stage(self.ctx, self.ctx.run.stage + 1)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._firework_clock -= dt
        if self._firework_clock <= 0:
            self._firework_clock = FIREWORK_EVERY_S
            w, h = self.size
            s = min(w / 1280, h / 720)
            center = (self.rng.uniform(0.15, 0.85) * w, self.rng.uniform(0.12, 0.45) * h)
            self.particles.burst(center, 60, self.rng.choice(FIREWORK_COLORS), s, speed=360)
            self.ctx.audio.play(Sfx.FLIP)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            flow.to_title(self.ctx)
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size = surface.get_size()
        s = min(w / 1280, h / 720)
        tr, fonts, run = self.ctx.text.text, self.ctx.fonts, self.ctx.run
        surface.blit(draw.felt((w, h)), (0, 0))
        draw.dim(surface, 90)
        self.particles.draw(surface)
        title = tr("clear.all") if self.all_clear else tr("clear.title", n=run.stage)
        stamped(surface, self.ctx, title, round(88 * s), theme.GOLD, (w / 2, h * 0.3), self.stamp)
        if self.stamp < 1:
            return
        lines = [tr("clear.winnings", n=f"{self.winnings:,}")]
        if not self.all_clear:
            lines.append(tr("clear.unlocked", n=run.stage + 1))
        for i, line in enumerate(lines):
            draw.text(
                surface,
                fonts,
                line,
                round(30 * s),
                theme.WHITE,
                "center",
                (w / 2, h * 0.47 + i * 48 * s),
                Face.BOLD,
                shadow=True,
            )
        labels = [tr("clear.next")] if not self.all_clear else []
        self._buttons(surface, [*labels, tr("clear.to_title")], s)


class GameOverScene(_EndScene):
    """游戏失败: CONTINUE? with a ten-second countdown; it runs out to the title."""

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(
            ctx,
            [
                Button(
                    "", lambda: flow.continue_stage(ctx), color=theme.RED_DARK, key_label="Enter"
                ),
                Button("", lambda: flow.to_title(ctx), key_label="Esc"),
            ],
        )
        self.left = float(CONTINUE_S)

    def enter(self) -> None:
        self.ctx.audio.music(None)
        self._open(Sfx.GAME_OVER)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.tweener.busy:
            return
        before = int(self.left + 0.999)
        self.left -= dt  # real seconds: the countdown is a rule, not an animation
        if int(self.left + 0.999) < before and self.left > 0:
            self.ctx.audio.play(Sfx.COUNTDOWN)
        if self.left <= 0:
            flow.to_title(self.ctx)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            flow.to_title(self.ctx)
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size = surface.get_size()
        s = min(w / 1280, h / 720)
        tr, fonts, run = self.ctx.text.text, self.ctx.fonts, self.ctx.run
        surface.blit(draw.felt((w, h)), (0, 0))
        draw.dim(surface, 150)
        stamped(
            surface,
            self.ctx,
            tr("over.title"),
            round(96 * s),
            theme.RED,
            (w / 2, h * 0.24),
            self.stamp,
        )
        if self.stamp < 1:
            return
        draw.text(
            surface,
            fonts,
            tr("over.question"),
            round(40 * s),
            theme.GOLD,
            "center",
            (w / 2, h * 0.42),
            Face.SERIF,
            shadow=True,
        )
        seconds = max(0, int(self.left + 0.999))
        center = (round(w / 2), round(h * 0.58))
        r = round(52 * s)
        pygame.draw.circle(surface, theme.PANEL, center, r)
        ring = pygame.Rect(0, 0, 2 * r, 2 * r)
        ring.center = center
        pygame.draw.arc(
            surface,
            theme.GOLD,
            ring,
            1.5708,
            1.5708 + 6.2832 * self.left / CONTINUE_S,
            max(3, round(6 * s)),
        )
        draw.text(
            surface, fonts, str(seconds), round(56 * s), theme.WHITE, "center", center, Face.BOLD
        )
        draw.text(
            surface,
            fonts,
            tr("over.note", n=f"{START_CREDITS:,}"),
            round(22 * s),
            theme.MUTED,
            "center",
            (w / 2, h * 0.58 + 78 * s),
        )
        if run.continues:
            draw.text(
                surface,
                fonts,
                tr("over.continues", n=run.continues),
                round(18 * s),
                theme.DIM,
                "center",
                (w / 2, h * 0.58 + 108 * s),
            )
        self._buttons(surface, [tr("over.continue"), tr("over.quit")], s)
