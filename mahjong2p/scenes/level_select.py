"""Level select: the four stages as cards (bet and target from the stage data of the
difficulty set, which a line under the title names and explains); locked ones are shown,
dimmed, with a lock. Picking one starts a new run there at that difficulty."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from mahjong2p.progression.levels import Stage
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.stats_view.corner import StatsCorner
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import design_box
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button, Menu

CARD_TILES = (0, 13, 22, 33)  # a tile drawn on each card: 一萬, 5筒, 5条, 中


class LevelSelectScene(Scene):
    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.levels = ctx.levels.at(ctx.arcade_difficulty)
        self.cards = Menu(
            [
                Button("", self._starter(stage.number), enabled=self._unlocked(stage))
                for stage in self.levels.stages
            ],
            horizontal=True,
            audio=ctx.audio,
        )
        self.cards.focus = min(ctx.profile.progress.stages_unlocked, len(self.levels.stages)) - 1
        self.back = Button("", ctx.stack.pop)
        self.stats_corner = StatsCorner(ctx, "arcade")

    def _unlocked(self, stage: Stage) -> bool:
        return stage.number <= self.ctx.profile.progress.stages_unlocked

    def _starter(self, number: int) -> Callable[[], None]:
        return lambda: self.ctx.flow.start_run(number)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.stats_corner.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.ctx.stack.pop()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.back.hit(event.pos):
            self.back.on_click()
            return True
        return self.cards.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        ctx, w, h = self.ctx, surface.get_width(), surface.get_height()
        box = design_box((w, h))
        s = box.s
        tr, fonts = ctx.text.text, ctx.fonts
        draw.page(surface, fonts, tr("level.title"), int(52 * s), box.y(62))
        difficulty = self.levels.difficulty
        line = tr(
            "difficulty.level_line",
            name=tr(f"difficulty.name.{difficulty}"),
            about=tr(f"difficulty.about.{difficulty}"),
        )
        size = fonts.fit(line, box.text_px(18), int(w * 0.9))
        draw.text(surface, fonts, line, size, theme.GOLD, "center", (w / 2, box.y(110)))
        count = len(self.levels.stages)
        cw, ch, gap = int(262 * s), int(420 * s), int(22 * s)
        left = (w - (count * cw + (count - 1) * gap)) / 2
        stages = self.levels.stages
        for i, (stage, button) in enumerate(zip(stages, self.cards.buttons, strict=True)):
            rect = pygame.Rect(int(left + i * (cw + gap)), int(box.y(134)), cw, ch)
            button.rect = rect
            self._card(surface, stage, rect, i == self.cards.focus and button.enabled, s)
        self.back.label = tr("level.back")
        self.back.rect = pygame.Rect(0, 0, int(180 * s), int(50 * s))
        self.back.rect.midbottom = (w // 2, int(box.bottom - 44 * s))
        self.back.draw(surface, fonts, False)
        draw.text(
            surface,
            fonts,
            tr("level.keys"),
            box.text_px(16),
            theme.MUTED,
            "midbottom",
            (w / 2, box.bottom - 12 * s),
        )
        self.stats_corner.draw(surface)

    def _card(
        self, surface: pygame.Surface, stage: Stage, rect: pygame.Rect, focused: bool, s: float
    ) -> None:
        tr, fonts = self.ctx.text.text, self.ctx.fonts
        unlocked = self._unlocked(stage)
        border = theme.GOLD if focused else theme.GOLD_DARK
        draw.panel(surface, rect, theme.PANEL, 225, border, int(16 * s))
        if focused:
            pygame.draw.rect(
                surface, theme.GOLD, rect, max(2, int(4 * s)), border_radius=int(16 * s)
            )
        ink = theme.WHITE if unlocked else theme.DIM
        cx = rect.centerx
        draw.text(
            surface,
            fonts,
            tr("level.stage", n=stage.number),
            int(34 * s),
            theme.GOLD if unlocked else theme.DIM,
            "center",
            (cx, rect.y + 44 * s),
            Face.SERIF,
        )
        draw.text(
            surface,
            fonts,
            tr(f"level.name.{stage.number}"),
            int(24 * s),
            ink,
            "center",
            (cx, rect.y + 88 * s),
            Face.BOLD,
        )
        size = (int(64 * s), int(88 * s))
        tile = self.ctx.tiles.face(CARD_TILES[stage.number - 1], *size)
        if not unlocked:
            tile = self.ctx.tiles.back(*size)
        surface.blit(tile, tile.get_rect(center=(cx, rect.y + 170 * s)))
        feature = tr(f"level.feature.{stage.number}")
        lines = feature.split(" · ")
        for j, line in enumerate(lines):
            size = fonts.fit(line, 19 * s, int(rect.w * 0.9))
            draw.text(surface, fonts, line, size, ink, "center", (cx, rect.y + (248 + j * 28) * s))
        draw.text(
            surface,
            fonts,
            tr("level.bet", bet=self.ctx.text.amount(stage.bet)),
            int(19 * s),
            theme.MUTED,
            "center",
            (cx, rect.bottom - 66 * s),
        )
        draw.text(
            surface,
            fonts,
            tr("level.target", target=self.ctx.text.amount(stage.target)),
            int(19 * s),
            theme.MUTED,
            "center",
            (cx, rect.bottom - 38 * s),
        )
        if not unlocked:
            badge = pygame.Rect(0, 0, int(150 * s), int(44 * s))
            badge.center = (cx, rect.y + 170 * s)
            draw.panel(surface, badge, theme.RED_DARK, 235, theme.GOLD_DARK, int(10 * s))
            _lock_icon(surface, badge.x + 24 * s, badge.centery, s)
            draw.text(
                surface,
                fonts,
                tr("level.locked"),
                int(22 * s),
                theme.WHITE,
                "midleft",
                (badge.x + 44 * s, badge.centery),
                Face.BOLD,
            )


def _lock_icon(surface: pygame.Surface, x: float, y: float, s: float) -> None:
    body = pygame.Rect(0, 0, int(18 * s), int(14 * s))
    body.midtop = (int(x), int(y - 2 * s))
    shackle = pygame.Rect(0, 0, int(12 * s), int(16 * s))
    shackle.midbottom = (int(x), int(y + 2 * s))
    pygame.draw.rect(surface, theme.GOLD, shackle, max(2, int(3 * s)), border_radius=int(6 * s))
    pygame.draw.rect(surface, theme.GOLD, body, border_radius=int(3 * s))
