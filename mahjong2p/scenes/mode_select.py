"""Mode select: 闯关模式 (the arcade, RULES.md Part A) or 欢乐豆场 (the 72-tile 国标 game for
beans, Part B), two cards with a one-line explanation each, keyboard (←→, Enter, Esc) and
mouse.

The scene does not know where each mode leads: whoever pushes it hands it the three
moves (arcade, beans, back), so it imports no flow hub and stands on its own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.context import AppContext
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import design_box
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button, Menu, asks_back


@dataclass(frozen=True, slots=True)
class Mode:
    key: str  # catalogue key of the name; "<key>.line" is its explanation
    tiles: tuple[int, ...]  # drawn on the card: the tile set the mode plays with
    on_choose: Callable[[], None]


ARCADE, BEANS = 0, 1  # the cards, left to right


class ModeSelectScene(Scene):
    def __init__(
        self,
        ctx: AppContext,
        to_arcade: Callable[[], None],
        to_beans: Callable[[], None],
        back: Callable[[], None] | None = None,
    ) -> None:
        self.ctx = ctx
        self.modes = (
            Mode("mode.arcade", (0, 13, 22, 33), to_arcade),  # 一萬 5筒 5条 中: all suits
            Mode("mode.beans", (0, 4, 8, 31), to_beans),  # 一萬 五萬 九萬 白: 万 and honours
        )
        self.cards = Menu(
            [Button("", m.on_choose) for m in self.modes],
            horizontal=True,
            audio=ctx.audio,
        )
        self.back = Button("", back or ctx.stack.pop)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if asks_back(event, self.back):
            self.back.on_click()
            return True
        return self.cards.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        box = design_box(surface.get_size())
        s = box.s
        tr, fonts = self.ctx.text.text, self.ctx.fonts
        draw.page(surface, fonts, tr("mode.title"), round(52 * s), box.y(80))
        cw, ch, gap = round(440 * s), round(340 * s), round(40 * s)
        left = box.centerx - (2 * cw + gap) / 2
        for i, (mode, button) in enumerate(zip(self.modes, self.cards.buttons, strict=True)):
            button.rect = pygame.Rect(round(left + i * (cw + gap)), round(box.y(170)), cw, ch)
            self._card(surface, mode, button.rect, i == self.cards.focus, s)
        self.back.label = tr("mode.back")
        self.back.rect = pygame.Rect(0, 0, round(180 * s), round(50 * s))
        self.back.rect.midbottom = (round(box.centerx), round(box.bottom - 44 * s))
        self.back.draw(surface, fonts, False)
        at = (box.centerx, box.bottom - 12 * s)
        draw.text(surface, fonts, tr("mode.keys"), box.text_px(16), theme.MUTED, "midbottom", at)

    def _card(
        self, surface: pygame.Surface, mode: Mode, rect: pygame.Rect, focused: bool, s: float
    ) -> None:
        tr, fonts = self.ctx.text.text, self.ctx.fonts
        draw.panel(surface, rect, theme.PANEL, 225, theme.GOLD_DARK, round(18 * s))
        if focused:
            pygame.draw.rect(surface, theme.GOLD, rect, max(2, round(4 * s)), round(18 * s))
        cx = rect.centerx
        name = tr(mode.key)
        size = fonts.fit(name, 50 * s, round(rect.w * 0.85), Face.SERIF)
        ink = theme.GOLD if focused else theme.WHITE
        draw.text(
            surface, fonts, name, size, ink, "center", (cx, rect.y + 64 * s), Face.SERIF, True
        )
        tw, th = round(62 * s), round(86 * s)
        for j, kind in enumerate(mode.tiles):
            sprite = self.ctx.tiles.face(kind, tw, th)
            x = cx + (j - (len(mode.tiles) - 1) / 2) * (tw + 8 * s)
            surface.blit(sprite, sprite.get_rect(center=(round(x), round(rect.y + 180 * s))))
        line = tr(f"{mode.key}.line")
        size = fonts.fit(line, 22 * s, round(rect.w * 0.9))
        draw.text(surface, fonts, line, size, theme.WHITE, "center", (cx, rect.y + 276 * s))
