"""The title screen: start, continue (once saves exist), settings, quit."""

from __future__ import annotations

import pygame

from mahjong2p.app.context import AppContext
from mahjong2p.scenes import flow
from mahjong2p.scenes.base import Scene
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button, Menu

SHOWCASE = (27, 28, 29, 30, 31, 32, 33)  # 東南西北白發中 fanned under the title


class TitleScene(Scene):
    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.menu = Menu(
            [
                Button("", lambda: flow.to_level_select(ctx), color=theme.RED_DARK),
                Button("", lambda: None, enabled=ctx.run.has_save),
                Button("", lambda: flow.open_settings(ctx, in_game=False)),
                Button("", ctx.shell.quit),
            ]
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.shell.quit()
            return True
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        ctx, w, h = self.ctx, surface.get_width(), surface.get_height()
        s = min(w / 1280, h / 720)
        surface.blit(draw.felt((w, h)), (0, 0))
        tr, fonts = ctx.text.text, ctx.fonts
        title_y = h * 0.2
        draw.text(
            surface,
            fonts,
            tr("title.name"),
            int(104 * s),
            theme.GOLD,
            "center",
            (w / 2, title_y),
            Face.SERIF,
            shadow=True,
        )
        draw.text(
            surface,
            fonts,
            tr("title.subtitle"),
            int(26 * s),
            theme.WHITE,
            "center",
            (w / 2, title_y + 78 * s),
            Face.BOLD,
        )
        self._showcase(surface, w / 2, h * 0.43, s)
        labels = ("title.start", "title.continue", "title.settings", "title.quit")
        bw, bh, gap = int(300 * s), int(56 * s), int(14 * s)
        top = h * 0.56
        for i, (button, key) in enumerate(zip(self.menu.buttons, labels, strict=True)):
            button.label = tr(key)
            button.note = (
                tr("title.no_save") if key == "title.continue" and not button.enabled else ""
            )
            button.rect = pygame.Rect(0, 0, bw, bh)
            button.rect.center = (w // 2, int(top + i * (bh + gap) + bh / 2))
        self.menu.draw(surface, fonts)
        draw.text(
            surface,
            fonts,
            tr("title.keys"),
            int(17 * s),
            theme.MUTED,
            "midbottom",
            (w / 2, h - 14 * s),
        )

    def _showcase(self, surface: pygame.Surface, cx: float, cy: float, s: float) -> None:
        tw, th = int(50 * s), int(68 * s)
        n = len(SHOWCASE)
        for i, kind in enumerate(SHOWCASE):
            x = cx + (i - (n - 1) / 2) * (tw + 6 * s)
            lift = abs(i - (n - 1) / 2) * 5 * s
            sprite = self.ctx.tiles.face(kind, tw, th)
            surface.blit(sprite, sprite.get_rect(center=(round(x), round(cy + lift))))
