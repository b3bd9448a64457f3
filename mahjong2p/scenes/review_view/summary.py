"""The results screen's 复盘 (and its agreement in the hand's 战绩 line): a button (and the
V key) that opens the hand's review summary over the results — decisions, agreement, the estimated
loss, the largest losses and the moment the hand was lost. The review is computed in the
background from the moment the results open (:class:`~mahjong2p.play.review_job.ReviewJob`);
the button shows its progress.

A results scene holds one :class:`ReviewOverlay`, gives it events first, draws it last.
"""

from __future__ import annotations

import math

import pygame

from mahjong2p.ai.decider import Decider
from mahjong2p.play.review_job import ReviewJob
from mahjong2p.play.stats_keeper import note_agreement
from mahjong2p.replay.record import Replay
from mahjong2p.review.grades import summarise
from mahjong2p.review.record import Decision, HandReview
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.review_view.words import (
    GRADE_COLORS,
    grade_words,
    option_words,
    percent,
)
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import DesignBox, design_box
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button

PANEL_W, PANEL_H = 820, 540  # design pixels
PROGRESS_FRAME_S = 0.1  # the button's percentage moves while the review runs


class ReviewOverlay:
    """The 复盘 button in the results' top right corner and the summary it opens."""

    def __init__(self, ctx: AppContext, replay: Replay | None) -> None:
        """Starts reviewing ``replay`` at once (``None``: no replay, nothing shown)."""
        self.ctx = ctx
        self.job = None if replay is None else ReviewJob(replay)
        self.open = False
        self.noted = False  # the review's agreement is in 战绩 (the hand's line is already)
        self.button = Button("", self.toggle, key_label="V")

    def toggle(self) -> None:
        self.open = not self.open

    def frame_due(self) -> float:
        """Frames while the review runs (its progress shows), still afterwards."""
        return math.inf if self.job is None or self.job.ready else PROGRESS_FRAME_S

    def handle_event(self, event: pygame.event.Event) -> bool:
        """V toggles; while open every key and click belongs to the summary (Esc or a
        click closes it)."""
        if self.job is None:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_v:
            self.toggle()
            return True
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if clicked and (self.open or self.button.hit(event.pos)):
            self.toggle()
            return True
        if self.open and event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE):
                self.open = False
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.job is None:
            return
        if self.job.result is not None and not self.noted:
            self.noted = True
            note_agreement(self.ctx.profile, self.job.replay, summarise(self.job.result).agreement)
        box = design_box(surface.get_size())
        tr = self.ctx.text.text
        label = tr("review.button")
        if not self.job.ready:
            label = tr("review.button_progress", p=percent(self.job.progress))
        s = box.s
        self.button.label = label
        self.button.rect = pygame.Rect(0, 0, round(170 * s), round(48 * s))
        self.button.rect.topright = (round(box.x(1280 - 24)), round(box.y(20)))
        self.button.draw(surface, self.ctx.fonts, self.open)
        if self.open:
            draw.dim(surface, 170)
            self._panel(surface, box)

    def _panel(self, surface: pygame.Surface, box: DesignBox) -> None:
        assert self.job is not None, "drawn only with a review"
        s, tr, fonts = box.s, self.ctx.text.text, self.ctx.fonts
        rect = pygame.Rect(0, 0, round(PANEL_W * s), round(PANEL_H * s))
        rect.center = (round(box.centerx), round(box.centery))
        draw.panel(surface, rect, theme.PANEL, 240, theme.GOLD, round(16 * s))
        x, y = rect.x + round(36 * s), rect.y + round(26 * s)
        draw.text(
            surface,
            fonts,
            tr("review.title"),
            box.text_px(34),
            theme.GOLD,
            "topleft",
            (x, y),
            Face.BOLD,
        )
        note = box.text_px(16)
        draw.text(
            surface,
            fonts,
            tr("review.opinion"),
            note,
            theme.MUTED,
            "topright",
            (rect.right - 36 * s, y + 14 * s),
        )
        y += round(64 * s)
        review = self.job.result
        if review is None:
            key = "review.failed" if self.job.failed else "review.computing"
            line = tr(key, p=percent(self.job.progress))
            draw.text(surface, fonts, line, box.text_px(24), theme.WHITE, "topleft", (x, y))
        else:
            self._summary(surface, box, review, x, y, rect.w - round(72 * s))
        foot = f"{tr('review.close')} · {tr('review.in_viewer')}"
        draw.text(
            surface,
            fonts,
            foot,
            note,
            theme.MUTED,
            "midbottom",
            (rect.centerx, rect.bottom - 16 * s),
        )

    def _summary(
        self,
        surface: pygame.Surface,
        box: DesignBox,
        review: HandReview,
        x: int,
        y: int,
        width: int,
    ) -> None:
        s, tr, fonts = box.s, self.ctx.text.text, self.ctx.fonts
        summary = summarise(review)
        if not summary.decisions:
            draw.text(
                surface,
                fonts,
                tr("review.no_decisions"),
                box.text_px(24),
                theme.WHITE,
                "topleft",
                (x, y),
            )
            return
        head = " · ".join(
            (
                tr("review.decisions", n=summary.decisions),
                tr("review.agreement", p=percent(summary.agreement)),
                tr("review.mistakes", n=summary.mistakes),
            )
        )
        draw.text(surface, fonts, head, box.text_px(26), theme.WHITE, "topleft", (x, y), Face.BOLD)
        y += round(44 * s)
        loss = tr(f"review.loss.{review.currency}", v=self.ctx.text.estimate(summary.loss_total))
        draw.text(surface, fonts, loss, box.text_px(22), theme.GOLD, "topleft", (x, y))
        y += round(46 * s)
        if summary.largest:
            draw.text(
                surface,
                fonts,
                tr("review.largest"),
                box.text_px(20),
                theme.MUTED,
                "topleft",
                (x, y),
            )
            y += round(34 * s)
            for decision in summary.largest:
                self._row(surface, box, review, decision, x, y, width)
                y += round(44 * s)
        else:
            draw.text(
                surface,
                fonts,
                tr("review.all_agreed"),
                box.text_px(22),
                theme.WHITE,
                "topleft",
                (x, y),
            )
            y += round(44 * s)
        y += round(10 * s)
        for line in _closing_lines(self.ctx, review):
            for part in draw.wrap(fonts, line, box.text_px(19), width):
                draw.text(surface, fonts, part, box.text_px(19), theme.WHITE, "topleft", (x, y))
                y += round(30 * s)

    def _row(
        self,
        surface: pygame.Surface,
        box: DesignBox,
        review: HandReview,
        decision: Decision,
        x: int,
        y: int,
        width: int,
    ) -> None:
        s, tr, fonts = box.s, self.ctx.text, self.ctx.fonts
        size = box.text_px(20)
        chip = pygame.Rect(x, y, round(74 * s), round(32 * s))
        pygame.draw.rect(surface, GRADE_COLORS[decision.grade], chip, border_radius=round(8 * s))
        draw.text(
            surface,
            fonts,
            grade_words(tr, decision.grade),
            size,
            theme.WHITE,
            "center",
            chip.center,
            Face.BOLD,
        )
        words = tr.text(
            "review.row",
            i=decision.index + 1,
            chosen=option_words(tr, decision.chosen),
            best=option_words(tr, decision.best),
        )
        draw.text(
            surface, fonts, words, size, theme.WHITE, "midleft", (chip.right + 14 * s, chip.centery)
        )
        loss = tr.text(f"review.row_loss.{review.currency}", v=tr.estimate(decision.loss))
        draw.text(
            surface, fonts, loss, size, theme.GOLD, "midright", (x + width, chip.centery), Face.BOLD
        )


def _closing_lines(ctx: AppContext, review: HandReview) -> list[str]:
    """Where the hand was lost (if on one discard) and what was not reviewed or graded
    (托管's decisions and the game's automatic play, listed apart)."""
    tr = ctx.text
    lines = []
    lost = review.lost_at
    if lost is not None and lost.tile is not None:
        tile = tr.tile_name(kind_of(lost.tile))
        if lost.deal_in is None:
            lines.append(tr.text("review.lost_forced", i=lost.index + 1, tile=tile))
        else:
            line = tr.text("review.lost_at", i=lost.index + 1, tile=tile, p=percent(lost.deal_in))
            more = "review.lost_avoided" if lost.model_avoided else "review.lost_same"
            lines.append(f"{line} · {tr.text(more)}")
    if review.not_reviewed:
        lines.append(tr.text("review.not_reviewed", n=len(review.not_reviewed)))
    takeover = sum(d.by is Decider.TAKEOVER for d in review.apart)
    automatic = len(review.apart) - takeover
    if takeover:
        lines.append(tr.text("review.by_takeover", n=takeover))
    if automatic:
        lines.append(tr.text("review.by_auto", n=automatic))
    return lines
