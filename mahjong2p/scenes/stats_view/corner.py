"""The way into 战绩 from the title, the stage select and the rooms: a button in the top
left corner and the K key, opening the statistics on that screen's mode."""

from __future__ import annotations

import pygame

from mahjong2p.scenes.context import AppContext
from mahjong2p.ui.design_box import design_box
from mahjong2p.ui.widgets import Button


class StatsCorner:
    def __init__(self, ctx: AppContext, mode: str = "arcade") -> None:
        self.ctx = ctx
        self.mode = mode
        self.button = Button("", self.open, key_label="K")

    def open(self) -> None:
        from mahjong2p.scenes.stats_view.scene import StatsScene

        self.ctx.stack.push(StatsScene(self.ctx, self.mode))

    def handle_event(self, event: pygame.event.Event) -> bool:
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if (clicked and self.button.hit(event.pos)) or (
            event.type == pygame.KEYDOWN and event.key == pygame.K_k
        ):
            self.open()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        box = design_box(surface.get_size())
        s = box.s
        self.button.label = self.ctx.text.text("stats.button")
        self.button.rect = pygame.Rect(
            round(box.x(24)), round(box.y(20)), round(130 * s), round(44 * s)
        )
        self.button.draw(surface, self.ctx.fonts, False)
