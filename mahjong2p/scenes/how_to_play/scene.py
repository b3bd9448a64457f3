"""玩法说明: one page at a time — heading, picture, paragraphs — with 上一页 / 下一页
buttons and page dots (click), ←/→ (or PgUp/PgDn) to turn the page and Esc to go back.
Opaque, so it can be opened over the title or the table's menu alike."""

from __future__ import annotations

import pygame

from mahjong2p.audio.cues import Sfx
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.how_to_play.gb_pages import GB_PAGES
from mahjong2p.scenes.how_to_play.pages import PAGES, Page
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button

BACK_KEYS = (pygame.K_LEFT, pygame.K_PAGEUP)
NEXT_KEYS = (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_SPACE)
TEXT_W = 1000  # design pixels of a paragraph's width
SETS = (("howto.tab.arcade", PAGES), ("howto.tab.gb", GB_PAGES))  # one tab per mode


class HowToPlayScene(Scene):
    """``gb_first``: the 欢乐豆场 pages open first (the current mode's), the arcade's
    behind the other tab."""

    def __init__(self, ctx: AppContext, page: int = 0, gb_first: bool = False) -> None:
        self.ctx = ctx
        self.page = page
        self.sets = (SETS[1], SETS[0]) if gb_first else SETS
        self.tab = 0
        self.prev = Button("", lambda: self.turn(-1), key_label="←")
        self.next = Button("", lambda: self.turn(1), key_label="→")
        self.tabs = [Button("", lambda i=i: self.switch(i)) for i in range(len(SETS))]
        self.dots: list[pygame.Rect] = []

    @property
    def pages(self) -> tuple[Page, ...]:
        return self.sets[self.tab][1]

    def turn(self, step: int) -> None:
        """Go ``step`` pages on, stopping at the first and the last page."""
        page = max(0, min(len(self.pages) - 1, self.page + step))
        if page != self.page:
            self.page = page
            self.ctx.audio.play(Sfx.TICK)

    def switch(self, tab: int) -> None:
        """The other mode's pages, from their first."""
        if tab != self.tab:
            self.tab, self.page = tab, 0
            self.ctx.audio.play(Sfx.TICK)

    # ---------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.ctx.audio.play(Sfx.BUTTON)
                self.ctx.stack.pop()
            elif event.key in BACK_KEYS:
                self.turn(-1)
            elif event.key in NEXT_KEYS:
                self.turn(1)
            elif event.key == pygame.K_TAB:
                self.switch(1 - self.tab)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.turn(-1 if event.y > 0 else 1)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for button in (self.prev, self.next, *self.tabs):
                if button.hit(event.pos):
                    button.on_click()
                    return True
            for i, dot in enumerate(self.dots):
                if dot.inflate(12, 12).collidepoint(event.pos):
                    self.turn(i - self.page)
                    return True
        return True

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        ctx, (w, h) = self.ctx, surface.get_size()
        s = min(w / 1280, h / 720)
        tr, fonts = ctx.text.text, ctx.fonts
        page = self.pages[self.page]
        draw.page(surface, fonts, tr("howto.title"), round(40 * s), 36 * s)
        self._tabs(surface, w, s)
        heading = tr(page.title_key)
        draw.text(
            surface,
            fonts,
            heading,
            round(30 * s),
            theme.WHITE,
            "center",
            (w / 2, 92 * s),
            Face.BOLD,
        )
        picture = pygame.Rect(0, round(122 * s), round(1000 * s), round(170 * s))
        picture.centerx = w // 2
        draw.panel(surface, picture, theme.PANEL, 150, theme.GOLD_DARK, round(14 * s))
        page.picture(surface, ctx, picture, s)
        self._paragraphs(surface, page.lines(ctx), picture.bottom + round(22 * s), w, h, s)
        self._navigation(surface, w, h, s)
        draw.text(
            surface,
            fonts,
            f"{tr('howto.keys')} · {tr('howto.tab.keys')}",
            round(16 * s),
            theme.MUTED,
            "midbottom",
            (w / 2, h - 10 * s),
        )

    def _paragraphs(
        self, surface: pygame.Surface, lines: list[str], top: int, w: int, h: int, s: float
    ) -> None:
        fonts = self.ctx.fonts
        size = round(21 * s)
        width = min(round(TEXT_W * s), w - round(60 * s))
        x, y = (w - width) // 2, top
        line_h = round(size * 1.45)
        for paragraph in lines:
            for line in draw.wrap(fonts, paragraph, size, width):
                draw.text(surface, fonts, line, size, theme.WHITE, "topleft", (x, y))
                y += line_h
            y += round(8 * s)

    def _navigation(self, surface: pygame.Surface, w: int, h: int, s: float) -> None:
        tr, fonts = self.ctx.text.text, self.ctx.fonts
        y = h - round(64 * s)
        bw, bh = round(170 * s), round(42 * s)
        self.prev.label, self.next.label = tr("howto.prev"), tr("howto.next")
        self.prev.rect = pygame.Rect(round(60 * s), y - bh // 2, bw, bh)
        self.next.rect = pygame.Rect(w - round(60 * s) - bw, y - bh // 2, bw, bh)
        self.prev.enabled = self.page > 0
        self.next.enabled = self.page < len(self.pages) - 1
        for button in (self.prev, self.next):
            button.draw(surface, fonts, False)
        r, gap = max(4, round(7 * s)), round(26 * s)
        left = w // 2 - (len(self.pages) - 1) * gap // 2
        self.dots = []
        for i in range(len(self.pages)):
            center = (left + i * gap, y)
            color = theme.GOLD if i == self.page else theme.DIM
            pygame.draw.circle(surface, color, center, r)
            self.dots.append(pygame.Rect(center[0] - r, center[1] - r, 2 * r, 2 * r))

    def _tabs(self, surface: pygame.Surface, w: int, s: float) -> None:
        """One tab per mode at the top right, the shown one lit."""
        bw, bh, gap = round(150 * s), round(38 * s), round(8 * s)
        right = w - round(24 * s)
        for i, (key, _) in enumerate(self.sets):
            button = self.tabs[i]
            button.label = self.ctx.text.text(key)
            button.color = theme.RED_DARK if i == self.tab else theme.BUTTON
            x = right - (len(self.sets) - i) * (bw + gap) + gap
            button.rect = pygame.Rect(x, round(18 * s), bw, bh)
            button.draw(surface, self.ctx.fonts, False)
