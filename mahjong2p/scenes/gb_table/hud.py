"""The bean table's rows in the HUD: the room's rate, both sides' beans, and the rules line
(起和, the cap) — the HUD's money rows as the arcade run's :class:`RunNumbers` are."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from mahjong2p.i18n.amounts import format_amount
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.hud_part import ROW_H
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face


@dataclass(frozen=True)
class BeanNumbers:
    rate: int
    beans: int
    cpu_beans: int
    min_fan: int
    fan_cap: int

    def draw(self, surface: pygame.Surface, ctx: AppContext, layout: TableLayout, top: int) -> int:
        s, tr, fonts, box = layout.s, ctx.text.text, ctx.fonts, layout.hud
        x, right = box.x + round(16 * s), box.right - round(16 * s)
        lang = ctx.text.language
        rows = (
            (tr("gb.hud.rate"), format_amount(self.rate, lang)),
            (tr("gb.hud.beans"), format_amount(self.beans, lang)),
            (tr("gb.hud.cpu_beans"), format_amount(self.cpu_beans, lang)),
        )
        for i, (label, value) in enumerate(rows):
            y = top + i * round(ROW_H * s)
            draw.text(surface, fonts, label, round(18 * s), theme.MUTED, "midleft", (x, y))
            size = fonts.fit(value, 22 * s, right - x - round(70 * s), Face.BOLD)
            draw.text(surface, fonts, value, size, theme.WHITE, "midright", (right, y), Face.BOLD)
        y = top + 3 * round(ROW_H * s) - round(8 * s)
        rules = tr("gb.hud.rules", n=self.min_fan, m=self.fan_cap)
        size = fonts.fit(rules, max(14, round(15 * s)), right - x)
        draw.text(surface, fonts, rules, size, theme.MUTED, "topleft", (x, y))
        return y + round(30 * s)
