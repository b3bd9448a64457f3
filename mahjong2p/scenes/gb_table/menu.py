"""The bean table's menu (Esc): go on playing, the settings, the 国标 番种图鉴, or leave
the table. Leaving during a hand is 逃跑 (RULES.md B6): the menu says what it costs and
asks once more before the beans are charged. Keyboard (↑↓ Enter, Esc back) and mouse."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from mahjong2p.app.context import AppContext
from mahjong2p.i18n.amounts import format_amount
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import design_box
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button, Menu


class LeaveMenu:
    """``due``: what 逃跑 costs now (0: the hand is over, leaving is free)."""

    def __init__(
        self,
        ctx: AppContext,
        due: int,
        formula: str,
        close: Callable[[], None],
        settings: Callable[[], None],
        encyclopedia: Callable[[], None],
        leave: Callable[[], None],
    ) -> None:
        self.ctx = ctx
        self.due = due
        self.formula = formula
        self.close = close
        self.settings = settings
        self.encyclopedia = encyclopedia
        self.leave = leave
        self.confirming = False
        self.menu = self._main_menu()

    def _main_menu(self) -> Menu:
        buttons = [
            Button("", self.close),
            Button("", self.settings),
            Button("", self.encyclopedia),
            Button("", self._leave_pressed, color=theme.RED_DARK),
        ]
        return Menu(buttons, audio=self.ctx.audio)

    def _leave_pressed(self) -> None:
        if self.due and not self.confirming:
            self.confirming = True  # 逃跑 costs beans: ask once more
            self.menu = Menu(
                [Button("", self.leave, color=theme.RED_DARK), Button("", self._back)],
                audio=self.ctx.audio,
            )
            self.menu.focus = 1  # the safe answer first
        else:
            self.leave()

    def _back(self) -> None:
        self.confirming = False
        self.menu = self._main_menu()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Takes every key and click while open (nothing reaches the table under it)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.confirming:
                self._back()
            else:
                self.close()
            return True
        self.menu.handle_event(event)
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def labels(self) -> list[str]:
        tr = self.ctx.text.text
        amount = format_amount(self.due, self.ctx.text.language)
        if self.confirming:
            return [tr("gb.menu.escape_confirm", n=amount), tr("gb.menu.cancel")]
        leave = tr("gb.menu.escape", n=amount) if self.due else tr("gb.menu.leave")
        return [tr("gb.menu.resume"), tr("gb.menu.settings"), tr("gbx.menu.encyclopedia"), leave]

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = design_box((w, h)).s  # centred in the window: only the scale is the design box's
        tr, fonts = self.ctx.text.text, self.ctx.fonts
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        bw, bh, gap = round(360 * s), round(54 * s), round(14 * s)
        rows = len(self.menu.buttons)
        box = pygame.Rect(0, 0, round(560 * s), round(150 * s) + rows * (bh + gap))
        box.center = (w // 2, h // 2)
        draw.panel(surface, box, theme.PANEL, 245, theme.GOLD, round(16 * s))
        title = tr("gb.menu.confirm_title") if self.confirming else tr("gb.menu.title")
        draw.text(
            surface,
            fonts,
            title,
            round(30 * s),
            theme.GOLD,
            "midtop",
            (box.centerx, box.y + 22 * s),
            Face.BOLD,
        )
        amount = format_amount(self.due, self.ctx.text.language)
        note = tr("gb.menu.escape_note", n=amount, formula=self.formula)
        note = note if self.due else tr("gb.menu.free_note")
        size = fonts.fit(note, round(17 * s), box.w - round(40 * s))
        draw.text(surface, fonts, note, size, theme.WHITE, "midtop", (box.centerx, box.y + 72 * s))
        for i, (button, label) in enumerate(zip(self.menu.buttons, self.labels(), strict=True)):
            button.label = label
            button.rect = pygame.Rect(0, 0, bw, bh)
            button.rect.midtop = (box.centerx, round(box.y + 120 * s + i * (bh + gap)))
        self.menu.draw(surface, fonts)
