"""The left-hand panel: stage and hand, both players' plates (dealer, 报听), credits, bet,
dealer streak, and the 托管 / timer / menu switches (each with its key)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from mahjong2p.app.context import AppContext
from mahjong2p.scenes.table.layout import CPU, HUMAN, TableLayout
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button


class Hud:
    def __init__(
        self, on_auto: Callable[[], None], on_timer: Callable[[], None], on_menu: Callable[[], None]
    ) -> None:
        self.auto = Button("", on_auto, key_label="A")
        self.timer = Button("", on_timer, key_label="T")
        self.menu = Button("", on_menu, key_label="Esc")

    @property
    def buttons(self) -> tuple[Button, ...]:
        return (self.auto, self.timer, self.menu)

    def click(self, pos: tuple[int, int]) -> bool:
        for button in self.buttons:
            if button.hit(pos):
                button.on_click()
                return True
        return False

    def draw(
        self,
        surface: pygame.Surface,
        ctx: AppContext,
        layout: TableLayout,
        model: TableModel,
        auto_on: bool,
        status: str,
    ) -> None:
        box, s = layout.hud, layout.s
        tr, fonts, run = ctx.text.text, ctx.fonts, ctx.run
        draw.panel(surface, box, theme.PANEL, 200, theme.GOLD_DARK, round(14 * s))
        x, right = box.x + round(16 * s), box.right - round(16 * s)
        stage = f"{tr('hud.stage', n=run.stage)} · {tr(f'level.name.{run.stage}')}"
        size = fonts.fit(stage, 22 * s, right - x, Face.BOLD)
        draw.text(
            surface, fonts, stage, size, theme.GOLD, "topleft", (x, box.y + 14 * s), Face.BOLD
        )
        hand_no = tr("hud.hand_no", n=model.view.hand_number + 1)
        draw.text(
            surface, fonts, hand_no, round(17 * s), theme.MUTED, "topleft", (x, box.y + 46 * s)
        )
        # Both plates first, then the player's own numbers right under the player's plate.
        self._plate(surface, ctx, layout, model, CPU, box.y + round(80 * s))
        self._plate(surface, ctx, layout, model, HUMAN, box.y + round(160 * s))
        rows = (
            (tr("hud.credits"), f"{run.credits:,}"),
            (tr("hud.bet"), f"{run.bet:,}"),
            (tr("hud.streak"), str(run.dealer_streak)),
        )
        top = box.y + round(262 * s)
        for i, (label, value) in enumerate(rows):
            y = top + i * round(36 * s)
            draw.text(surface, fonts, label, round(18 * s), theme.MUTED, "midleft", (x, y))
            draw.text(
                surface, fonts, value, round(22 * s), theme.WHITE, "midright", (right, y), Face.BOLD
            )
        status_size = fonts.fit(status, 18 * s, right - x, Face.BOLD)
        draw.text(
            surface,
            fonts,
            status,
            status_size,
            theme.GOLD,
            "topleft",
            (x, top + round(108 * s)),
            Face.BOLD,
        )
        for i, line in enumerate(tr("hint.keys").split(" · ")):
            y = top + round((144 + i * 22) * s)
            draw.text(surface, fonts, line, round(14 * s), theme.DIM, "topleft", (x, y))
        self._switches(surface, ctx, layout, auto_on)

    def _plate(
        self,
        surface: pygame.Surface,
        ctx: AppContext,
        layout: TableLayout,
        model: TableModel,
        seat: int,
        y: int,
    ) -> None:
        s, tr, fonts = layout.s, ctx.text.text, ctx.fonts
        box = layout.hud
        plate = pygame.Rect(box.x + round(10 * s), y, box.w - round(20 * s), round(70 * s))
        draw.panel(surface, plate, theme.FELT_DARK, 230, None, round(10 * s))
        name = tr("hud.cpu") if seat == CPU else tr("hud.you")
        draw.text(
            surface,
            fonts,
            name,
            round(22 * s),
            theme.WHITE,
            "midleft",
            (plate.x + 12 * s, plate.y + 22 * s),
            Face.BOLD,
        )
        x = plate.right - round(12 * s)
        if model.view.dealer == seat:
            x = _badge(surface, ctx, tr("hud.dealer"), theme.RED, x, plate.y + round(22 * s), s)
        if model.view.declared_ready[seat]:
            _badge(
                surface,
                ctx,
                tr("hud.ready"),
                theme.ACTION_READY,
                x - round(6 * s),
                plate.y + round(22 * s),
                s,
            )
        role = tr("hud.role.dealer") if model.view.dealer == seat else tr("hud.role.other")
        draw.text(
            surface,
            fonts,
            role,
            round(15 * s),
            theme.MUTED,
            "midleft",
            (plate.x + 12 * s, plate.y + 52 * s),
        )

    def _switches(
        self, surface: pygame.Surface, ctx: AppContext, layout: TableLayout, auto_on: bool
    ) -> None:
        s, tr, box = layout.s, ctx.text.text, layout.hud
        on_off = {True: tr("settings.on"), False: tr("settings.off")}
        self.auto.label = f"{tr('hud.auto')} {on_off[auto_on]}"
        self.auto.color = theme.ACTION_CALL if auto_on else theme.BUTTON
        self.timer.label = f"{tr('hud.timer')} {on_off[ctx.settings.timer_enabled]}"
        self.menu.label = tr("hud.menu")
        h, gap = round(44 * s), round(8 * s)
        w = box.w - round(24 * s)
        bottom = box.bottom - round(12 * s)
        for i, button in enumerate(reversed(self.buttons)):
            button.rect = pygame.Rect(box.x + round(12 * s), bottom - (i + 1) * h - i * gap, w, h)
            button.draw(surface, ctx.fonts, False)


def _badge(
    surface: pygame.Surface,
    ctx: AppContext,
    label: str,
    color: tuple[int, int, int],
    right: int,
    cy: int,
    s: float,
) -> int:
    """A rounded label ending at ``right``; returns its left edge."""
    text = ctx.fonts.render(label, round(16 * s), theme.WHITE, Face.BOLD)
    rect = pygame.Rect(0, 0, max(text.get_width() + round(12 * s), round(28 * s)), round(26 * s))
    rect.midright = (right, cy)
    pygame.draw.rect(surface, color, rect, border_radius=rect.h // 2)
    pygame.draw.rect(surface, theme.GOLD, rect, max(1, round(1.5 * s)), border_radius=rect.h // 2)
    surface.blit(text, text.get_rect(center=rect.center))
    return rect.left
