"""Telling the player what the CPU did: the short fading line beside the wall ("电脑 碰
五筒"), and the action log — the hand's moves so far in a scrollable overlay, opened and
closed with L or the 记录 button at the top right of the table."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.action_log import LogEntry, describe
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.seat import Seat
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button

LINE_HOLD_S, LINE_FADE_S = 2.2, 0.6
LOG_ROW_H = 28  # design pixels per log line
SCROLL_KEYS = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: 8, pygame.K_PAGEDOWN: -8}
CLOSE_KEYS = (pygame.K_l, pygame.K_ESCAPE)


class FadingLine:
    """The newest move in words, held for a moment, then fading out (never blocks play:
    it is not on the tweener, so nothing waits for it)."""

    def __init__(self) -> None:
        self.entry: LogEntry | None = None
        self.age = 0.0
        self.plate: pygame.Rect | None = None  # where the last frame drew it

    def show(self, entry: LogEntry) -> None:
        self.entry, self.age = entry, 0.0

    def update(self, dt: float) -> None:
        self.age += dt

    def frame_due(self) -> float:
        """Seconds until the line looks different: the end of its hold, then every frame
        of its fade (:meth:`mahjong2p.scenes.base.Scene.frame_due`)."""
        if self.entry is None:
            return math.inf
        # after the fade, one more frame: the one that no longer draws the line
        return max(0.0, LINE_HOLD_S - self.age)

    @property
    def alpha(self) -> float:
        if self.entry is None or self.age >= LINE_HOLD_S + LINE_FADE_S:
            return 0.0
        return min(1.0, 1 - (self.age - LINE_HOLD_S) / LINE_FADE_S)

    def draw(self, surface: pygame.Surface, ctx: AppContext, layout: TableLayout) -> None:
        alpha = self.alpha
        self.plate = None
        if alpha <= 0 or self.entry is None:
            self.entry = None  # faded: nothing of it is left on the felt
            return
        s = layout.s
        text = describe(self.entry, ctx.text, Seat.HUMAN)
        ink = theme.GOLD if self.entry.seat not in (None, Seat.HUMAN) else theme.WHITE
        band, pad = layout.line_band, round(24 * s)
        # a narrow band (the viewer's board leaves its panel room) takes a smaller size,
        # then two lines: the plate never reaches the wall
        size, smallest = round(22 * s), max(theme.MIN_TEXT_PX, round(16 * s))
        while size > smallest and ctx.fonts.font(size, Face.BOLD).size(text)[0] + pad > band.w:
            size -= 1
        lines = draw.wrap(ctx.fonts, text, size, band.w - pad, Face.BOLD)
        words = [ctx.fonts.render(line, size, ink, Face.BOLD) for line in lines]
        width = max(w.get_width() for w in words)
        line_h = words[0].get_height()
        plate = pygame.Rect(0, 0, width + pad, line_h * len(words) + round(10 * s))
        plate.midright = band.midright
        plate.left = max(plate.left, band.left)
        fill, edge = round(220 * alpha), round(200 * alpha)  # the outline fades with the fill
        draw.panel(surface, plate, theme.PANEL, fill, theme.GOLD_DARK, plate.h // 2, edge)
        self.plate = plate
        top = plate.centery - line_h * len(words) // 2
        for i, word in enumerate(words):
            word.set_alpha(round(255 * alpha))
            surface.blit(word, word.get_rect(midtop=(plate.centerx, top + i * line_h)))
            word.set_alpha(None)


class LogOverlay:
    """The action log: ``scroll`` counts lines up from the newest."""

    def __init__(self) -> None:
        self.open = False
        self.scroll = 0
        self.button = Button("", self.toggle)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def toggle(self) -> None:
        self.open = not self.open
        self.scroll = 0

    def handle_event(self, event: pygame.event.Event, entries: int) -> bool:
        """True when the event was the log's: the button, and while open every click, key
        and wheel turn (so nothing reaches the hand under the overlay)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.button.hit(event.pos) or (self.open and not self.panel.collidepoint(event.pos)):
                self.toggle()
                return True
            return self.open
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.toggle()
            return True
        if not self.open:
            return False
        if event.type == pygame.MOUSEWHEEL:
            self._scroll_by(event.y, entries)
        elif event.type == pygame.KEYDOWN:
            if event.key in CLOSE_KEYS:
                self.toggle()
            self._scroll_by(SCROLL_KEYS.get(event.key, 0), entries)
        return event.type in (pygame.MOUSEWHEEL, pygame.KEYDOWN, pygame.MOUSEBUTTONUP)

    def _scroll_by(self, lines: int, entries: int) -> None:
        self.scroll = max(0, min(max(0, entries - 1), self.scroll + lines))

    def draw_button(self, surface: pygame.Surface, ctx: AppContext, layout: TableLayout) -> None:
        self.button.label = ctx.text.text("log.button")
        self.button.rect = layout.log_button
        self.button.color = theme.SWITCH_ON if self.open else theme.BUTTON
        self.button.draw(surface, ctx.fonts, False)

    def draw(
        self,
        surface: pygame.Surface,
        ctx: AppContext,
        layout: TableLayout,
        entries: Sequence[LogEntry],
    ) -> None:
        """The newest lines at the bottom, older ones above; a bar shows where the view is."""
        if not self.open:
            return
        s, tr, fonts = layout.s, ctx.text.text, ctx.fonts
        panel = self.panel = pygame.Rect(0, 0, round(480 * s), round(440 * s))
        panel.center = (layout.cx, (layout.cpu_y + layout.action_bar.bottom) // 2)
        draw.panel(surface, panel, theme.PANEL, 250, theme.GOLD, round(14 * s))
        x, row_h = panel.x + round(24 * s), round(LOG_ROW_H * s)
        draw.text(
            surface,
            fonts,
            tr("log.title"),
            round(24 * s),
            theme.GOLD,
            "topleft",
            (x, panel.y + round(14 * s)),
            Face.BOLD,
        )
        top, bottom = panel.y + round(56 * s), panel.bottom - round(40 * s)
        rows = max(1, (bottom - top) // row_h)
        newest = len(entries) - self.scroll
        shown = list(enumerate(entries))[max(0, newest - rows) : newest]
        if not entries:
            draw.text(
                surface, fonts, tr("log.empty"), round(18 * s), theme.MUTED, "topleft", (x, top)
            )
        for row, (number, entry) in enumerate(shown):
            y = top + row * row_h
            ink = theme.GOLD if entry.seat not in (None, Seat.HUMAN) else theme.WHITE
            draw.text(
                surface,
                fonts,
                f"{number + 1}.",
                round(16 * s),
                theme.MUTED,
                "topright",
                (x + round(30 * s), y),
            )
            line = describe(entry, ctx.text, Seat.HUMAN)
            draw.text(surface, fonts, line, round(18 * s), ink, "topleft", (x + round(42 * s), y))
        if len(entries) > rows:
            self._scrollbar(surface, panel, top, bottom, rows, len(entries), s)
        draw.text(
            surface,
            fonts,
            tr("log.help"),
            round(15 * s),
            theme.MUTED,
            "midbottom",
            (panel.centerx, panel.bottom - round(12 * s)),
        )

    def _scrollbar(
        self,
        surface: pygame.Surface,
        panel: pygame.Rect,
        top: int,
        bottom: int,
        rows: int,
        total: int,
        s: float,
    ) -> None:
        track = pygame.Rect(panel.right - round(16 * s), top, max(4, round(6 * s)), bottom - top)
        pygame.draw.rect(surface, theme.FELT_DARK, track, border_radius=track.w // 2)
        thumb = track.copy()
        thumb.h = max(track.w * 2, track.h * rows // total)
        first = max(0, total - self.scroll - rows)
        thumb.y = track.y + (track.h - thumb.h) * first // max(1, total - rows)
        pygame.draw.rect(surface, theme.GOLD, thumb, border_radius=track.w // 2)
