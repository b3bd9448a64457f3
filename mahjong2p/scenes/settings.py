"""Settings, as an overlay over the scene below (the title or the table's pause menu)."""

from __future__ import annotations

import pygame

from mahjong2p.app.context import AppContext
from mahjong2p.i18n import Language
from mahjong2p.scenes import flow
from mahjong2p.scenes.base import Scene
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button, Menu

TOGGLE_KEYS = (pygame.K_LEFT, pygame.K_RIGHT)


class SettingsScene(Scene):
    """Language, turn timer and fullscreen; from the table also "quit to title"."""

    opaque = False

    def __init__(self, ctx: AppContext, in_game: bool) -> None:
        self.ctx = ctx
        self.in_game = in_game
        buttons = [
            Button("", self._toggle_language),
            Button("", self._toggle_timer),
            Button("", self._toggle_fullscreen),
            Button("", ctx.stack.pop, color=theme.RED_DARK),
        ]
        if in_game:
            buttons.append(Button("", lambda: flow.to_title(ctx)))
        self.menu = Menu(buttons)

    def _toggle_language(self) -> None:
        new = Language.EN if self.ctx.text.language is Language.ZH else Language.ZH
        self.ctx.text.language = self.ctx.settings.language = new

    def _toggle_timer(self) -> None:
        self.ctx.settings.timer_enabled = not self.ctx.settings.timer_enabled

    def _toggle_fullscreen(self) -> None:
        self.ctx.shell.set_fullscreen(not self.ctx.settings.fullscreen)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return True
        if event.type == pygame.KEYDOWN and event.key in TOGGLE_KEYS and self.menu.focus < 3:
            self.menu.buttons[self.menu.focus].on_click()
            return True
        self.menu.handle_event(event)
        return True  # an overlay keeps input from the scene below

    def draw(self, surface: pygame.Surface) -> None:
        ctx, w, h = self.ctx, surface.get_width(), surface.get_height()
        s = min(w / 1280, h / 720)
        tr, fonts = ctx.text.text, ctx.fonts
        draw.dim(surface)
        n = len(self.menu.buttons)
        box = pygame.Rect(0, 0, int(520 * s), int((150 + n * 70) * s))
        box.center = (w // 2, h // 2)
        draw.panel(surface, box, theme.PANEL, 240, theme.GOLD, int(18 * s))
        draw.text(
            surface,
            fonts,
            tr("settings.title"),
            int(40 * s),
            theme.GOLD,
            "center",
            (box.centerx, box.y + 48 * s),
            Face.SERIF,
        )
        on_off = {True: tr("settings.on"), False: tr("settings.off")}
        language = (
            tr("settings.lang.zh") if ctx.text.language is Language.ZH else tr("settings.lang.en")
        )
        labels = [
            tr("ui.row", name=tr("settings.language"), value=language),
            tr("ui.row", name=tr("settings.timer"), value=on_off[ctx.settings.timer_enabled]),
            tr("ui.row", name=tr("settings.fullscreen"), value=on_off[ctx.settings.fullscreen]),
            tr("settings.resume") if self.in_game else tr("settings.back"),
            tr("settings.to_title"),
        ]
        for i, button in enumerate(self.menu.buttons):
            button.label = labels[i]
            button.rect = pygame.Rect(0, 0, int(400 * s), int(56 * s))
            button.rect.midtop = (box.centerx, int(box.y + (96 + i * 70) * s))
        self.menu.draw(surface, fonts)
        draw.text(
            surface,
            fonts,
            tr("settings.keys"),
            int(15 * s),
            theme.MUTED,
            "midbottom",
            (box.centerx, box.bottom - 12 * s),
        )
