"""The held items in the HUD (RULES.md A9 特殊玩法): 偷天换日 (U) and 移花接木 (Y) are
buttons that light up on the player's discard turn when the engine allows them (a click
or the key opens the item's choice); 乾坤大挪移 is only counted here — it is used in the
shop, before a hand."""

from __future__ import annotations

from collections.abc import Collection, Mapping

import pygame

from mahjong2p.rules.features.choice import Choice
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.hud_part import ITEM_BUTTON_H, items_area
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button

TABLE_ITEMS = ((Choice.TOU_TIAN_HUAN_RI, pygame.K_u, "U"), (Choice.YI_HUA_JIE_MU, pygame.K_y, "Y"))


class ItemButtons:
    def __init__(self) -> None:
        self.buttons = {
            item: Button("", lambda: None, color=theme.ACTION_READY) for item, _, _ in TABLE_ITEMS
        }

    def handle_event(self, event: pygame.event.Event, usable: Collection[Choice]) -> Choice | None:
        """The item a click or its key asks to use, if it may be used now."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = next((i for i, b in self.buttons.items() if b.rect.collidepoint(event.pos)), None)
        elif event.type == pygame.KEYDOWN:
            hit = next((i for i, key, _ in TABLE_ITEMS if key == event.key), None)
        else:
            return None
        return hit if hit in usable else None

    def draw(
        self,
        surface: pygame.Surface,
        ctx: AppContext,
        layout: TableLayout,
        held: Mapping[Choice, int],
        usable: Collection[Choice],
        qian_kun: int,
    ) -> None:
        s, tr = layout.s, ctx.text.text
        area = items_area(layout)
        row_h, gap = round(ITEM_BUTTON_H * s), round(5 * s)
        for i, (item, _, key) in enumerate(TABLE_ITEMS):
            button = self.buttons[item]
            name = tr("hud.item", name=tr(f"item.{item.value}"), n=held.get(item, 0))
            button.label = f"{name} · {key}"
            button.enabled = item in usable
            button.rect = pygame.Rect(area.x, area.y + i * row_h, area.w, row_h - gap)
            button.draw(surface, ctx.fonts, False)
        line = tr("hud.item", name=tr("item.qian_kun_da_nuo_yi"), n=qian_kun)
        draw.text(
            surface,
            ctx.fonts,
            line,
            max(14, round(15 * s)),
            theme.MUTED,
            "midleft",
            (area.x + round(4 * s), (area.y + 2 * row_h + area.bottom) // 2),
            Face.BOLD,
        )
