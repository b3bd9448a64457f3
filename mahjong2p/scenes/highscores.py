"""The high-score tables (排行榜), from the title or after a name entry: one per arcade
difficulty (←→ or a click on the difficulty line switches), each with rank, name, score,
the stage the run ended in and the continues it used; a new entry is lit. Esc, Enter or
a click on 返回 goes back."""

from __future__ import annotations

import pygame

from mahjong2p.audio.cues import Music
from mahjong2p.progression.highscores import table_of
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.context import AppContext
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import design_box
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import CONFIRM_KEYS, Button

COLUMNS = (
    ("scores.rank", 0.08),
    ("scores.name", 0.2),
    ("scores.score", 0.62),
    ("scores.stage", 0.76),
    ("scores.continues", 0.92),
)
ROW_H = 44


class HighScoreScene(Scene):
    def __init__(
        self, ctx: AppContext, highlight: int | None = None, difficulty: str | None = None
    ) -> None:
        """``difficulty``: the table shown first (default: the next run's); ``highlight``:
        the rank lit in it."""
        self.ctx = ctx
        self.highlight = highlight
        self.difficulties = ctx.levels.difficulties
        self.shown = self.difficulties.index(
            ctx.levels.at(difficulty or ctx.arcade_difficulty).difficulty
        )
        self.lit_table = self.shown
        self.back = Button("", ctx.stack.pop, color=theme.RED_DARK, key_label="Esc")
        self.switch = Button("", lambda: self.turn(1))

    @property
    def difficulty(self) -> str:
        return self.difficulties[self.shown]

    def turn(self, step: int) -> None:
        """Show the next (``step`` 1) or previous (-1) difficulty's table."""
        self.shown = (self.shown + step) % len(self.difficulties)

    def enter(self) -> None:
        self.ctx.audio.music(Music.TITLE)

    def handle_event(self, event: pygame.event.Event) -> bool:
        keys = (pygame.K_ESCAPE, pygame.K_BACKSPACE, *CONFIRM_KEYS)
        if event.type == pygame.KEYDOWN and event.key in keys:
            self.ctx.stack.pop()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.turn(-1 if event.key == pygame.K_LEFT else 1)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for button in (self.back, self.switch):
                if button.hit(event.pos):
                    button.on_click()
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        box = design_box((w, h))
        s = box.s
        tr, fonts = self.ctx.text.text, self.ctx.fonts
        draw.page(surface, fonts, tr("scores.title"), round(52 * s), box.y(62))
        name = tr(f"difficulty.name.{self.difficulty}")
        self.switch.label = tr("difficulty.scores_line", name=name)
        self.switch.rect = pygame.Rect(0, 0, round(520 * s), round(36 * s))
        self.switch.rect.center = (w // 2, round(box.y(112)))
        self.switch.draw(surface, fonts, False)
        table = pygame.Rect(0, 0, round(900 * s), round((ROW_H * 11 + 24) * s))
        table.midtop = (w // 2, round(box.y(136)))
        draw.panel(surface, table, theme.PANEL, 215, theme.GOLD_DARK, round(14 * s))
        self._row(surface, table, 0, [tr(k) for k, _ in COLUMNS], theme.MUTED, s)
        entries = table_of(self.ctx.profile.progress.high_scores, self.difficulty)
        if not entries:
            draw.text(
                surface,
                fonts,
                tr("scores.empty"),
                round(24 * s),
                theme.WHITE,
                "center",
                table.center,
            )
        for i, entry in enumerate(entries):
            cells = [
                str(i + 1),
                self.ctx.fonts.drawable(entry.name),
                self.ctx.text.amount(entry.score),
                tr("hud.stage", n=entry.stage),
                str(entry.continues),
            ]
            lit = i == self.highlight and self.shown == self.lit_table
            if lit:
                band = pygame.Rect(table.x + 8, 0, table.w - 16, round((ROW_H - 6) * s))
                band.centery = self._row_y(table, i + 1, s)
                draw.panel(surface, band, theme.RED_DARK, 235, theme.GOLD, round(8 * s))
            self._row(surface, table, i + 1, cells, theme.GOLD if lit else theme.WHITE, s)
        self.back.label = tr("scores.back")
        self.back.rect = pygame.Rect(0, 0, round(200 * s), round(52 * s))
        self.back.rect.midbottom = (w // 2, round(box.bottom - 24 * s))
        self.back.draw(surface, fonts, True)

    @staticmethod
    def _row_y(table: pygame.Rect, row: int, s: float) -> int:
        return table.y + round((12 + ROW_H / 2 + row * ROW_H) * s)

    def _row(
        self,
        surface: pygame.Surface,
        table: pygame.Rect,
        row: int,
        cells: list[str],
        ink: tuple[int, int, int],
        s: float,
    ) -> None:
        y = self._row_y(table, row, s)
        face = Face.BOLD if row else Face.REGULAR
        for (_, at), text in zip(COLUMNS, cells, strict=True):
            anchor = "midleft" if at == COLUMNS[1][1] else "center"
            x = table.x + table.w * at
            size = self.ctx.fonts.fit(text, round(24 * s), round(table.w * 0.36), face)
            draw.text(surface, self.ctx.fonts, text, size, ink, anchor, (x, y), face)
