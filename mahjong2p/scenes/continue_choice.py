"""继续游戏 when both modes have a game in progress (an arcade run and a bean hand): the
player chooses which to resume — two buttons, Esc back to the title."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.context import AppContext
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import design_box
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button, Menu, asks_back

CHOICES = ("continue.arcade", "continue.beans")


class ContinueChoiceScene(Scene):
    def __init__(
        self, ctx: AppContext, arcade: Callable[[], None], beans: Callable[[], None]
    ) -> None:
        self.ctx = ctx
        self.menu = Menu([Button("", arcade), Button("", beans)], audio=ctx.audio)
        self.back = Button("", ctx.stack.pop)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if asks_back(event, self.back):
            self.back.on_click()
            return True
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        box = design_box(surface.get_size())
        s, tr = box.s, self.ctx.text.text
        draw.page(surface, self.ctx.fonts, tr("continue.title"), round(44 * s), 60 * s)
        bw, bh, gap = round(380 * s), round(58 * s), round(18 * s)
        for i, (button, key) in enumerate(zip(self.menu.buttons, CHOICES, strict=True)):
            button.label = tr(key)
            button.rect = pygame.Rect(0, 0, bw, bh)
            button.rect.center = (round(box.centerx), round(box.y(300) + i * (bh + gap)))
        self.menu.draw(surface, self.ctx.fonts)
        self.back.label = tr("continue.back")
        self.back.rect = pygame.Rect(0, 0, round(200 * s), round(44 * s))
        self.back.rect.center = (round(box.centerx), round(box.y(560)))
        self.back.draw(surface, self.ctx.fonts, False)
        at = (box.centerx, box.y(200))
        note = tr("continue.note")
        draw.text(
            surface, self.ctx.fonts, note, round(20 * s), theme.MUTED, "center", at, Face.BOLD
        )
