"""The table's menu (Esc), one shape in both modes: 继续, 设置, 玩法说明, the 番种图鉴 of
the mode in play, then the way out — at the bean table 逃跑 (RULES.md B6: the menu says
what it costs and asks once more before the beans are charged; free once the hand is
over), in the arcade 返回标题 (the hand is kept, 继续游戏 picks it up). Keyboard (↑↓
Enter, Esc back) and mouse."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from mahjong2p.i18n.amounts import format_amount
from mahjong2p.scenes.context import AppContext
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import design_box
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button, Menu


@dataclass(frozen=True)
class MenuMoves:
    """What each entry does; ``leave``: 逃跑 (or leaving a finished hand) at the bean
    table, 返回标题 in the arcade."""

    close: Callable[[], None]
    settings: Callable[[], None]
    how_to_play: Callable[[], None]
    encyclopedia: Callable[[], None]
    leave: Callable[[], None]


@dataclass(frozen=True)
class Escape:
    """The bean table's way out: ``due`` what 逃跑 costs now (0: the hand is over, leaving
    is free), ``formula`` how that is reckoned."""

    due: int
    formula: str


class GameMenu:
    """``escape``: the bean table's 逃跑 (``None``: the arcade, whose way out is 返回标题)."""

    def __init__(self, ctx: AppContext, moves: MenuMoves, escape: Escape | None = None) -> None:
        self.ctx = ctx
        self.moves = moves
        self.escape = escape
        self.due = 0 if escape is None else escape.due
        self.close = moves.close
        self.leave = moves.leave
        self.confirming = False
        self.menu = self._main_menu()

    def _main_menu(self) -> Menu:
        moves = self.moves
        buttons = [
            Button("", moves.close),
            Button("", moves.settings),
            Button("", moves.how_to_play),
            Button("", moves.encyclopedia),
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
        if self.escape is None:
            leave = tr("settings.to_title")
        else:
            leave = tr("gb.menu.escape", n=amount) if self.due else tr("gb.menu.leave")
        entries = ("gb.menu.resume", "gb.menu.settings", "title.how_to_play")
        return [*(tr(key) for key in entries), tr("gbx.menu.encyclopedia"), leave]

    def note(self) -> str:
        """The line under the title: what leaving costs (or that it is free, or kept)."""
        tr = self.ctx.text.text
        if self.escape is None:
            return tr("look.menu.kept")
        if not self.due:
            return tr("gb.menu.free_note")
        amount = format_amount(self.due, self.ctx.text.language)
        return tr("gb.menu.escape_note", n=amount, formula=self.escape.formula)

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
        note = self.note()
        size = fonts.fit(note, round(17 * s), box.w - round(40 * s))
        draw.text(surface, fonts, note, size, theme.WHITE, "midtop", (box.centerx, box.y + 72 * s))
        for i, (button, label) in enumerate(zip(self.menu.buttons, self.labels(), strict=True)):
            button.label = label
            button.rect = pygame.Rect(0, 0, bw, bh)
            button.rect.midtop = (box.centerx, round(box.y + 120 * s + i * (bh + gap)))
        self.menu.draw(surface, fonts)
