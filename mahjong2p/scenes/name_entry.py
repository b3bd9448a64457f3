"""The high-score name entry: the run made the table, so the player types a name.

The box starts with a default — the name entered last time, or a plain one — which the
first typed character replaces; Backspace deletes, Enter (or OK) keeps the name, Esc keeps
the default. Typing comes from SDL's text input (started only here: elsewhere an IME would
swallow the game's shortcut keys), and a character the shipped font cannot draw is refused
rather than shown as an empty box. The name is cleaned and cut by the run (see
:func:`mahjong2p.progression.highscores.clean_name`).
"""

from __future__ import annotations

import pygame

from mahjong2p.audio.cues import Music, Sfx
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.context import AppContext
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import design_box, text_px
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button, Menu

CARET_BLINK_S = 0.5


class NameEntryScene(Scene):
    def __init__(self, ctx: AppContext, rank: int) -> None:
        self.ctx = ctx
        self.rank = rank
        self.limit = ctx.playing.economy.name_max_length
        self.name = ctx.settings.player_name or ctx.text.text("entry.default")
        self.untouched = True  # the default is shown: the first character replaces it
        self.clock = 0.0
        self.done = False
        self.menu = Menu(
            [
                Button("", self.confirm, color=theme.RED_DARK, key_label="Enter"),
                Button("", self.clear, key_label="Del"),
            ],
            horizontal=True,
            audio=ctx.audio,
        )

    def enter(self) -> None:
        self.ctx.audio.music(Music.BONUS)
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def update(self, dt: float) -> None:
        self.clock += dt

    # ---------------------------------------------------------------- editing
    def type(self, text: str) -> None:
        """Add typed characters the font can draw, up to the length limit."""
        if self.untouched:
            self.name, self.untouched = "", False
        for ch in text:
            if ch.isprintable() and self.ctx.fonts.has_glyph(ch) and len(self.name) < self.limit:
                self.name += ch
        self.ctx.audio.play(Sfx.TICK)

    def backspace(self) -> None:
        self.name = "" if self.untouched else self.name[:-1]
        self.untouched = False

    def clear(self) -> None:
        self.name, self.untouched = "", False

    def confirm(self) -> None:
        if self.done:
            return
        self.done = True
        name = self.name.strip()
        if name:
            self.ctx.settings.player_name = name
            self.ctx.save_settings()
        self.ctx.playing.rename(self.rank, name)
        self.ctx.flow.show_entry(self.rank)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            self.type(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.backspace()
                return True
            if event.key == pygame.K_DELETE:
                self.clear()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.confirm()
                return True
            if event.key == pygame.K_ESCAPE:
                self.name = self.ctx.settings.player_name or self.ctx.text.text("entry.default")
                self.confirm()
                return True
            return True  # every other key is typing, not a shortcut
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            return self.menu.handle_event(event)
        return False

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = design_box((w, h)).s
        tr, fonts = self.ctx.text.text, self.ctx.fonts
        surface.blit(draw.felt((w, h)), (0, 0))
        draw.dim(surface, 80)
        draw.text(
            surface,
            fonts,
            tr("entry.title"),
            round(64 * s),
            theme.GOLD,
            "center",
            (w / 2, h * 0.17),
            Face.SERIF,
            shadow=True,
        )
        run = self.ctx.playing.run
        line = tr("entry.rank", rank=self.rank + 1, score=self.ctx.text.amount(run.score))
        draw.text(
            surface, fonts, line, round(28 * s), theme.WHITE, "center", (w / 2, h * 0.3), Face.BOLD
        )
        self._box(surface, w, h, s)
        draw.text(
            surface,
            fonts,
            tr("entry.prompt"),
            round(20 * s),
            theme.MUTED,
            "center",
            (w / 2, h * 0.39),
        )
        labels = [tr("entry.ok"), tr("entry.clear")]
        bw, bh, gap = round(200 * s), round(56 * s), round(24 * s)
        left = w // 2 - (2 * bw + gap) // 2
        for i, (button, label) in enumerate(zip(self.menu.buttons, labels, strict=True)):
            button.label = label
            button.rect = pygame.Rect(left + i * (bw + gap), round(h * 0.66), bw, bh)
        self.menu.draw(surface, fonts)
        keys = tr("entry.keys", n=self.limit)
        draw.text(
            surface, fonts, keys, text_px(16, s), theme.MUTED, "midbottom", (w / 2, h - 12 * s)
        )

    def _box(self, surface: pygame.Surface, w: int, h: int, s: float) -> None:
        fonts = self.ctx.fonts
        box = pygame.Rect(0, 0, round(520 * s), round(84 * s))
        box.center = (w // 2, round(h * 0.5))
        draw.panel(surface, box, theme.PANEL, 235, theme.GOLD, round(12 * s))
        size = round(44 * s)
        ink = theme.DIM if self.untouched else theme.WHITE
        shown = fonts.drawable(self.name)
        rect = draw.text(surface, fonts, shown, size, ink, "center", box.center, Face.BOLD)
        if int(self.clock / CARET_BLINK_S) % 2 == 0:
            x = rect.right + round(4 * s) if self.name else box.centerx
            top, bottom = box.centery - size // 2, box.centery + size // 2
            pygame.draw.line(surface, theme.GOLD, (x, top), (x, bottom), max(2, round(3 * s)))
