"""The ending (RULES.md A9, A10): stage 4 is cleared and the game is won — fireworks, the
run's total score and continues, the 役满 collected, the four stage tiles marching past;
then the high-score name entry (if the run made the table) or the title.

The run has already been ended and entered in the high scores (under the remembered
name) by the time this shows, so closing the window here loses nothing.
"""

from __future__ import annotations

import pygame

from mahjong2p.audio.cues import Music, Sfx
from mahjong2p.rules.scoring import YAKUMAN
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.results.panels import stamped
from mahjong2p.scenes.stage_end import EndScene
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import design_box
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button

PARADE = (27, 28, 29, 30, 31, 32, 33, 0, 9, 18, 8, 17, 26)  # the honours, then 1s and 9s
PARADE_SPEED = 60.0  # px/s at 1280×720


class EndingScene(EndScene):
    def __init__(self, ctx: AppContext) -> None:
        arcade = ctx.playing
        label = "ending.enter_name" if arcade.rank is not None else "ending.to_title"
        super().__init__(
            ctx,
            [Button("", ctx.flow.after_the_run, color=theme.RED_DARK, key_label="Enter")],
            seed=99,
        )
        self.label_key = label
        self.run = arcade.run
        self.fireworks = True
        self.clock = 0.0

    def enter(self) -> None:
        self.ctx.audio.music(Music.BONUS)
        self._open(Sfx.STAGE_CLEAR)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size = surface.get_size()
        s = design_box((w, h)).s
        tr = self.ctx.text.text
        surface.blit(draw.felt((w, h)), (0, 0))
        draw.dim(surface, 110)
        self.particles.draw(surface)
        stamped(
            surface,
            self.ctx,
            tr("ending.title"),
            round(92 * s),
            theme.GOLD,
            (w / 2, h * 0.2),
            self.stamp,
        )
        if self.stamp < 1:
            return
        draw.text(
            surface,
            self.ctx.fonts,
            tr("ending.subtitle"),
            round(30 * s),
            theme.WHITE,
            "center",
            (w / 2, h * 0.32),
            Face.SERIF,
            shadow=True,
        )
        self._parade(surface, w, h * 0.45, s)
        collected = len(self.ctx.profile.yakuman_collected)
        lines = [
            tr("ending.score", n=self.ctx.text.amount(self.run.score)),
            tr("ending.continues", n=self.run.continues),
            tr("ending.yakuman", n=collected, total=len(YAKUMAN)),
        ]
        self._lines(surface, lines, h * 0.58, s, step=44)
        self._buttons(surface, [tr(self.label_key)], s)

    def _parade(self, surface: pygame.Surface, w: int, cy: float, s: float) -> None:
        """The tiles slide by slowly, wrapping around: a victory lap."""
        tw, th = round(46 * s), round(62 * s)
        step = tw + round(14 * s)
        span = step * len(PARADE)
        offset = (self.clock * PARADE_SPEED * s) % span
        for i, kind in enumerate(PARADE):
            x = (i * step + offset) % span - step + (w - span) / 2 + step
            sprite = self.ctx.tiles.face(kind, tw, th)
            surface.blit(sprite, sprite.get_rect(center=(round(x), round(cy))))
