"""The ends of a stage: the stage-clear screen (fireworks, winnings, the next stage
unlocked — already saved — then straight on, or the level select) and the game-over
screen with the arcade's CONTINUE countdown (its length and the continue limit from the
stage data). :class:`EndScene` is their shared frame, also used by the ending."""

from __future__ import annotations

import random

import pygame

from mahjong2p.audio.cues import Music, Sfx
from mahjong2p.progression.run import ArcadeSettlement
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.results.panels import stamped
from mahjong2p.ui import draw, theme, tween
from mahjong2p.ui.design_box import design_box
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


class EndScene(Scene):
    """Shared by the ends of a stage and of a run: a stamped title, a tweener, particles
    (and fireworks when asked) and a button row."""

    def __init__(self, ctx: AppContext, buttons: list[Button], seed: int = 0) -> None:
        self.ctx = ctx
        self.tweener = ctx.tweener()
        self.particles = Particles(seed=seed)
        self.rng = random.Random(seed)
        self.fireworks = False
        self._firework_clock = 0.3
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
        if not self.fireworks:
            return
        self._firework_clock -= dt
        if self._firework_clock <= 0:
            self._firework_clock = FIREWORK_EVERY_S
            w, h = self.size
            s = design_box((w, h)).s
            center = (self.rng.uniform(0.15, 0.85) * w, self.rng.uniform(0.12, 0.45) * h)
            self.particles.burst(center, 60, self.rng.choice(FIREWORK_COLORS), s, speed=360)
            self.ctx.audio.play(Sfx.FLIP)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.tweener.busy and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.tweener.finish_all()
            return True
        return self.menu.handle_event(event)

    def _lines(
        self, surface: pygame.Surface, lines: list[str], top: float, s: float, step: float = 48
    ) -> None:
        """Lines of bold white text under the title, centred."""
        w = surface.get_width()
        for i, line in enumerate(lines):
            draw.text(
                surface,
                self.ctx.fonts,
                line,
                self.ctx.fonts.fit(line, round(30 * s), round(w * 0.9), Face.BOLD),
                theme.WHITE,
                "center",
                (w / 2, top + i * step * s),
                Face.BOLD,
                shadow=True,
            )

    def _buttons(self, surface: pygame.Surface, labels: list[str], s: float) -> None:
        w, h = surface.get_size()
        bw, bh, gap = round(230 * s), round(58 * s), round(24 * s)
        left = w // 2 - (len(labels) * bw + (len(labels) - 1) * gap) // 2
        for i, (button, label) in enumerate(zip(self.menu.buttons, labels, strict=True)):
            button.label = label
            button.rect = pygame.Rect(left + i * (bw + gap), h - bh - round(60 * s), bw, bh)
        self.menu.draw(surface, self.ctx.fonts)


class StageClearScene(EndScene):
    """通关: the stage's winnings and the stage unlocked; the run has already moved on to
    it (and is saved), so 下一关 plays on and 选择关卡 may start elsewhere instead."""

    def __init__(self, ctx: AppContext, settlement: ArcadeSettlement) -> None:
        super().__init__(
            ctx,
            [
                Button("", ctx.flow.next_hand, color=theme.RED_DARK, key_label="Enter"),
                Button("", self._level_select, key_label="L"),
                Button("", ctx.flow.to_title, key_label="Esc"),
            ],
            seed=settlement.run.stage,
        )
        self.cleared = settlement.run.stage
        self.winnings = settlement.run.stage_winnings
        self.fireworks = True

    def _level_select(self) -> None:
        self.ctx.flow.to_title()
        self.ctx.flow.to_level_select()

    def enter(self) -> None:
        self.ctx.audio.music(Music.BONUS)
        self._open(Sfx.STAGE_CLEAR)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.flow.to_title()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l and not self.tweener.busy:
            self._level_select()
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size = surface.get_size()
        s = design_box((w, h)).s
        tr = self.ctx.text.text
        surface.blit(draw.felt((w, h)), (0, 0))
        draw.dim(surface, 90)
        self.particles.draw(surface)
        title = tr("clear.title", n=self.cleared)
        stamped(surface, self.ctx, title, round(88 * s), theme.GOLD, (w / 2, h * 0.3), self.stamp)
        if self.stamp < 1:
            return
        lines = [
            tr("clear.winnings", n=self.ctx.text.amount(self.winnings)),
            tr("clear.unlocked", n=self.cleared + 1),
        ]
        self._lines(surface, lines, h * 0.47, s)
        self._buttons(
            surface, [tr("clear.next"), tr("clear.level_select"), tr("clear.to_title")], s
        )


class GameOverScene(EndScene):
    """游戏失败: CONTINUE? with a countdown (the stage data's length); CONTINUE restarts the
    stage with the starting credits, and letting it run out (or Esc) ends the run — into
    the high scores if it made them. With no continue left only the end is offered."""

    def __init__(self, ctx: AppContext) -> None:
        arcade = ctx.playing
        buttons = [Button("", self._end, key_label="Esc")]
        if arcade.can_continue:
            cont = Button("", ctx.flow.continue_run, color=theme.RED_DARK, key_label="Enter")
            buttons.insert(0, cont)
        super().__init__(ctx, buttons, seed=arcade.run.stage)
        self.total = float(arcade.economy.continues.countdown_seconds)
        self.left = self.total if arcade.can_continue else 0.0
        self.done = False

    def _end(self) -> None:
        if not self.done:
            self.done = True
            self.ctx.flow.end_run()

    def enter(self) -> None:
        self.ctx.audio.music(None)
        self._open(Sfx.GAME_OVER)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.tweener.busy or not self.ctx.playing.can_continue:
            return
        before = int(self.left + 0.999)
        self.left -= dt  # real seconds: the countdown is a rule, not an animation
        if int(self.left + 0.999) < before and self.left > 0:
            self.ctx.audio.play(Sfx.COUNTDOWN)
        if self.left <= 0:
            self._end()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._end()
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size = surface.get_size()
        s = design_box((w, h)).s
        tr, fonts, arcade = self.ctx.text.text, self.ctx.fonts, self.ctx.playing
        surface.blit(draw.felt((w, h)), (0, 0))
        draw.dim(surface, 150)
        title = tr("over.title")
        stamped(surface, self.ctx, title, round(96 * s), theme.RED, (w / 2, h * 0.24), self.stamp)
        if self.stamp < 1:
            return
        if not arcade.can_continue:
            self._lines(surface, [tr("over.no_continues")], h * 0.46, s)
            self._buttons(surface, [tr("over.quit")], s)
            return
        question = tr("over.question")
        at = (w / 2, h * 0.42)
        draw.text(
            surface, fonts, question, round(40 * s), theme.GOLD, "center", at, Face.SERIF, True
        )
        self._countdown(surface, (round(w / 2), round(h * 0.58)), s)
        credits = self.ctx.text.amount(arcade.economy.starting_credits)
        note = tr("over.note", n=credits)
        draw.text(
            surface, fonts, note, round(22 * s), theme.MUTED, "center", (w / 2, h * 0.58 + 78 * s)
        )
        if arcade.run.continues:
            used = tr("over.continues", n=arcade.run.continues)
            at = (w / 2, h * 0.58 + 108 * s)
            draw.text(surface, fonts, used, round(18 * s), theme.DIM, "center", at)
        self._buttons(surface, [tr("over.continue"), tr("over.quit")], s)

    def _countdown(self, surface: pygame.Surface, center: tuple[int, int], s: float) -> None:
        seconds = max(0, int(self.left + 0.999))
        r = round(52 * s)
        pygame.draw.circle(surface, theme.PANEL, center, r)
        ring = pygame.Rect(0, 0, 2 * r, 2 * r)
        ring.center = center
        end = 1.5708 + 6.2832 * max(0.0, self.left) / self.total
        pygame.draw.arc(surface, theme.GOLD, ring, 1.5708, end, max(3, round(6 * s)))
        text = str(seconds)
        draw.text(
            surface, self.ctx.fonts, text, round(56 * s), theme.WHITE, "center", center, Face.BOLD
        )
