"""The timeline under the table: the whole hand as a bar, the current position on it,
marks where the calls, the 报听 and the review's 疑问 / 失误 are, with a legend of the
marks above its right end; a click jumps there."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from mahjong2p.review.record import Decision, Grade
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.review_view.words import GRADE_COLORS, grade_words
from mahjong2p.scenes.viewer.track import Track
from mahjong2p.ui import draw, theme

MARKED = (Grade.DOUBT, Grade.MISTAKE)


class Timeline:
    """Drawn in ``rect`` (set each frame by the viewer)."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)

    def x_of(self, position: int, end: int) -> int:
        return self.rect.x + round(self.rect.w * position / max(1, end))

    def position_at(self, pos: tuple[int, int], end: int) -> int | None:
        """The position a click at ``pos`` asks for (``None``: not on the timeline)."""
        hit = self.rect.inflate(0, self.rect.h)  # generous: it is a thin bar
        if not hit.collidepoint(pos):
            return None
        share = (pos[0] - self.rect.x) / max(1, self.rect.w)
        return max(0, min(end, round(share * end)))

    def draw(
        self,
        surface: pygame.Surface,
        track: Track,
        position: int,
        decisions: Sequence[Decision],
        s: float,
    ) -> None:
        rect, end = self.rect, track.end
        bar = pygame.Rect(rect.x, rect.centery - round(3 * s), rect.w, max(2, round(6 * s)))
        pygame.draw.rect(surface, theme.FELT_DARK, bar, border_radius=bar.h // 2)
        done = bar.copy()
        done.w = self.x_of(position, end) - bar.x
        pygame.draw.rect(surface, theme.GOLD_DARK, done, border_radius=bar.h // 2)
        for decision in decisions:
            x = self.x_of(track.starts[decision.index], end)
            if decision.grade in MARKED:
                self._mark(surface, x, GRADE_COLORS[decision.grade], rect, s, tall=True)
            else:
                pygame.draw.circle(surface, theme.MUTED, (x, rect.centery), max(1, round(2 * s)))
        for positions, color in (
            (track.calls, theme.ACTION_CALL),
            (track.ready, theme.ACTION_READY),
        ):
            for p in positions:
                self._mark(surface, self.x_of(p, end), color, rect, s, tall=False)
        cursor = self.x_of(position, end)
        pygame.draw.line(
            surface, theme.WHITE, (cursor, rect.y), (cursor, rect.bottom), max(2, round(3 * s))
        )

    def draw_legend(self, surface: pygame.Surface, ctx: AppContext, s: float) -> pygame.Rect:
        """What each colour of mark means, right-aligned just above the bar."""
        tr, size = ctx.text.text, max(theme.MIN_TEXT_PX, round(14 * s))
        items = [
            (theme.ACTION_CALL, tr("look.viewer.calls")),
            (theme.ACTION_READY, tr("look.viewer.ready")),
            *((GRADE_COLORS[g], grade_words(ctx.text, g)) for g in MARKED),
        ]
        chip, gap = max(3, round(5 * s)), round(12 * s)
        right, bottom = self.rect.right, self.rect.y - round(2 * s)
        drawn = pygame.Rect(right, bottom, 0, 0)
        for color, words in reversed(items):
            text = draw.text(
                surface, ctx.fonts, words, size, theme.MUTED, "bottomright", (right, bottom)
            )
            mark = pygame.Rect(0, 0, chip, text.h * 2 // 3)
            mark.midright = (text.left - round(4 * s), text.centery)
            pygame.draw.rect(surface, color, mark, border_radius=chip // 2)
            drawn = drawn.union(text).union(mark)
            right = mark.left - gap
        return drawn

    @staticmethod
    def _mark(
        surface: pygame.Surface,
        x: int,
        color: tuple[int, int, int],
        rect: pygame.Rect,
        s: float,
        tall: bool,
    ) -> None:
        """A tick above the bar (calls, 报听) or a full-height one (the review's marks)."""
        w = max(3, round(5 * s))
        top = rect.y if tall else rect.y + rect.h // 4
        height = rect.h if tall else rect.h // 2
        pygame.draw.rect(
            surface, color, pygame.Rect(x - w // 2, top, w, height), border_radius=w // 2
        )
