"""The encyclopedia screen: a mode's fan table as tabs (番种 / 役满, or the 72-tile set's
value bands) of cards in a scrolling list.

Keyboard: ↑↓ move the focused card, PgUp/PgDn a page, Home/End, Tab or ←→ the section,
Esc back. Mouse: the wheel scrolls, clicking a tab switches, clicking a card focuses it.
The list glides to its target with a short tween (instant at that speed setting).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from mahjong2p.audio.cues import Sfx
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.encyclopedia.card import CARD_H, draw_card
from mahjong2p.scenes.encyclopedia.entries import Entry, FanTable, arcade_table
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import design_box, text_px
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.scroll import ScrollList

GAP = 14  # design pixels between cards
LIST_TOP, LIST_BOTTOM_MARGIN = 132, 40


class EncyclopediaScene(Scene):
    """Opaque: drawn on its own felt (it may be opened over the table's menu). ``table``:
    the current mode's fans (the arcade's unless given)."""

    def __init__(
        self,
        ctx: AppContext,
        table: FanTable | None = None,
        modes: Sequence[tuple[str, FanTable]] = (),
    ) -> None:
        """``modes``: (tab label key, table) per mode, the current mode's first — one tab
        each at the top right (Q switches); the title's 图鉴 opens with both."""
        self.ctx = ctx
        self.tweener = ctx.tweener()
        self.modes = tuple(modes)
        self.mode = 0
        self.table = modes[0][1] if modes else arcade_table() if table is None else table
        self.sections = tuple(section.entries for section in self.table.sections)
        self.section = 0
        self.list = ScrollList(self.tweener, len(self.entries), CARD_H, GAP)
        self.tab_rects: list[pygame.Rect] = []
        self.mode_rects: list[pygame.Rect] = []
        self.card_rects: list[tuple[int, pygame.Rect]] = []

    def switch_mode(self, mode: int) -> None:
        """The other mode's fan table, on its first tab."""
        if mode == self.mode or not self.modes:
            return
        self.ctx.audio.play(Sfx.BUTTON)
        self.mode, self.table = mode, self.modes[mode][1]
        self.sections = tuple(section.entries for section in self.table.sections)
        self.section = 0
        self.list.reset(len(self.entries))

    @property
    def entries(self) -> tuple[Entry, ...]:
        return self.sections[self.section]

    @property
    def focus(self) -> int:
        return self.list.focus

    def show(self, section: int, index: int) -> None:
        """Open ``section`` with the card ``index`` focused (screenshots, tests)."""
        self._switch(section)
        self.list.focus_on(index)

    def _switch(self, section: int) -> None:
        if section != self.section:
            self.ctx.audio.play(Sfx.BUTTON)
            self.section = section
            self.list.reset(len(self.entries))

    def update(self, dt: float) -> None:
        self.tweener.update(dt)

    # ---------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.list.wheel(event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._click(event.pos)
        if event.type != pygame.KEYDOWN:
            return False
        moved = self.list.handle_key(event.key)
        if moved is not None:
            if moved:
                self.ctx.audio.play(Sfx.TICK)
        elif event.key in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if event.key == pygame.K_LEFT else 1
            self._switch((self.section + step) % len(self.sections))
        elif event.key == pygame.K_q and self.modes:  # (M is the global mute)
            self.switch_mode((self.mode + 1) % len(self.modes))
        elif event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.ctx.audio.play(Sfx.BUTTON)
            self.ctx.stack.pop()
        else:
            return False
        return True

    def _click(self, pos: tuple[int, int]) -> bool:
        for i, rect in enumerate(self.mode_rects):
            if rect.collidepoint(pos):
                self.switch_mode(i)
                return True
        for i, rect in enumerate(self.tab_rects):
            if rect.collidepoint(pos):
                self._switch(i)
                return True
        for index, rect in self.card_rects:
            if rect.collidepoint(pos):
                self.list.focus_on(index)
                return True
        return False

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        ctx, (w, h) = self.ctx, surface.get_size()
        s = design_box((w, h)).s
        self.list.view_h = h / s - LIST_TOP - LIST_BOTTOM_MARGIN
        tr, fonts = ctx.text.text, ctx.fonts
        draw.page(surface, fonts, tr("ency.title"), round(46 * s), 40 * s)
        self._tabs(surface, w, s)
        self._mode_tabs(surface, w, s)
        area = pygame.Rect(0, round(LIST_TOP * s), min(w - round(80 * s), round(1080 * s)), 0)
        area.h = round(self.list.view_h * s)
        area.centerx = w // 2
        self._cards(surface, area, s)
        self.list.draw_bar(surface, area, s, theme.GOLD, theme.PANEL)
        keys = tr(self.table.keys) + (f" · {tr('ency.mode_key')}" if self.modes else "")
        draw.text(
            surface,
            fonts,
            keys,
            text_px(15, s),
            theme.MUTED,
            "midbottom",
            (w / 2, h - 10 * s),
        )

    def _tabs(self, surface: pygame.Surface, w: int, s: float) -> None:
        tr, fonts = self.ctx.text.text, self.ctx.fonts
        self.tab_rects = []
        tw, th, gap = round(200 * s), round(42 * s), round(16 * s)
        count = len(self.table.sections)
        left = w // 2 - (count * tw + (count - 1) * gap) // 2
        for i, section in enumerate(self.table.sections):
            rect = pygame.Rect(left + i * (tw + gap), round(74 * s), tw, th)
            self.tab_rects.append(rect)
            on = i == self.section
            pygame.draw.rect(
                surface, theme.RED_DARK if on else theme.BUTTON, rect, border_radius=th // 2
            )
            edge = theme.GOLD if on else theme.GOLD_DARK
            pygame.draw.rect(surface, edge, rect, max(1, round(2 * s)), border_radius=th // 2)
            name = tr(section.key, low=section.low, high=section.high)
            label = f"{name} {len(section.entries)}"
            draw.text(
                surface, fonts, label, round(20 * s), theme.WHITE, "center", rect.center, Face.BOLD
            )
        if not self.table.collects:
            return
        collected = len(self.ctx.profile.yakuman_collected)
        draw.text(
            surface,
            fonts,
            tr("ency.progress", n=collected, total=len(self.sections[1])),
            round(18 * s),
            theme.GOLD,
            "midleft",
            (self.tab_rects[-1].right + round(20 * s), self.tab_rects[-1].centery),
            Face.BOLD,
        )

    def _mode_tabs(self, surface: pygame.Surface, w: int, s: float) -> None:
        """One small tab per mode at the top right, the shown one lit."""
        self.mode_rects = []
        tw, th, gap = round(150 * s), round(36 * s), round(8 * s)
        for i, (key, _) in enumerate(self.modes):
            x = w - round(24 * s) - (len(self.modes) - i) * (tw + gap) + gap
            rect = pygame.Rect(x, round(18 * s), tw, th)
            self.mode_rects.append(rect)
            on = i == self.mode
            fill = theme.RED_DARK if on else theme.BUTTON
            pygame.draw.rect(surface, fill, rect, border_radius=th // 2)
            edge = theme.GOLD if on else theme.GOLD_DARK
            pygame.draw.rect(surface, edge, rect, max(1, round(2 * s)), border_radius=th // 2)
            label = self.ctx.text.text(key)
            at = rect.center
            draw.text(surface, self.ctx.fonts, label, round(18 * s), theme.WHITE, "center", at)

    def _cards(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        self.card_rects = []
        collected = self.ctx.profile.yakuman_collected
        surface.set_clip(area)
        for index in self.list.visible():
            top = area.y + round((index * self.list.pitch - self.list.offset) * s)
            rect = pygame.Rect(area.x, top, area.w - round(24 * s), round(CARD_H * s))
            entry = self.entries[index]
            focused = index == self.list.focus
            draw_card(surface, self.ctx, entry, rect, focused, entry.spec.id in collected, s)
            self.card_rects.append((index, rect.clip(area)))
        surface.set_clip(None)
