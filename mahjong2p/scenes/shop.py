"""The shop between hands (RULES.md A9 特殊玩法, stages with items): the three items with
their prices (from the stage data), what the player holds, the credits and the next bet.

A purchase must leave the next bet covered (the run refuses it otherwise, and the card
says why). 乾坤大挪移 is used here, before a hand: the next deal is a rigged big one.
偷天换日 and 移花接木 are used at the table. ←→ choose, Enter activates, 1–3 buy, Q uses
乾坤大挪移, Enter on 开始下一局 (focused at first) deals; Esc leaves for the title (the
run stays saved for 继续游戏).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from mahjong2p.audio.cues import Music, Sfx
from mahjong2p.play.session import HandSession
from mahjong2p.progression.items import Item
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.shop_pictures import draw_item_picture
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import DesignBox, design_box
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button, Menu

ITEMS = (Item.QIAN_KUN_DA_NUO_YI, Item.TOU_TIAN_HUAN_RI, Item.YI_HUA_JIE_MU)
BUY_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3)
CARD_W, CARD_H, CARD_GAP, CARDS_TOP = 330, 300, 28, 150


class ShopScene(Scene):
    """``session``: the stage's CPU, handed on to the next hand."""

    def __init__(self, ctx: AppContext, session: HandSession | None) -> None:
        self.ctx = ctx
        self.session = session
        self.arcade = ctx.playing
        self.message = ""  # catalogue key of the last purchase's result
        self.buy_buttons = [
            Button("", self._buyer(item), key_label=str(i + 1)) for i, item in enumerate(ITEMS)
        ]
        self.use_button = Button("", self.use_qian_kun, color=theme.ACTION_READY, key_label="Q")
        self.start_button = Button("", self.start, color=theme.RED_DARK, key_label="Enter")
        buttons = [*self.buy_buttons, self.use_button, self.start_button]
        self.menu = Menu(buttons, horizontal=True, audio=ctx.audio)
        self.menu.focus = len(buttons) - 1
        self._refresh()

    def enter(self) -> None:
        self.ctx.audio.music(Music.TITLE)

    # ---------------------------------------------------------------- actions
    def _buyer(self, item: Item) -> Callable[[], None]:
        return lambda: self.buy(item)

    def buy(self, item: Item) -> None:
        if self.arcade.refusal(item) is not None:
            return
        self.arcade.buy(item)
        self.message = "shop.bought"
        self.ctx.audio.play(Sfx.STAMP)
        self._refresh()

    def use_qian_kun(self) -> None:
        if not self._can_use_qian_kun():
            return
        self.arcade.use_qian_kun()
        self.message = "shop.rigged"
        self.ctx.audio.play(Sfx.BIG_DEAL)
        self._refresh()

    def start(self) -> None:
        self.ctx.flow.start_hand(self.session)

    def _can_use_qian_kun(self) -> bool:
        run = self.arcade.run
        return run.items[Item.QIAN_KUN_DA_NUO_YI] > 0 and not run.rig_next

    def _refresh(self) -> None:
        for item, button in zip(ITEMS, self.buy_buttons, strict=True):
            button.enabled = self.arcade.refusal(item) is None
        self.use_button.enabled = self._can_use_qian_kun()
        if not self.menu.buttons[self.menu.focus].enabled:  # Enter must still do something
            self.menu.focus = self.menu.buttons.index(self.start_button)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.ctx.flow.to_title()
                return True
            if event.key in BUY_KEYS:
                self.buy(ITEMS[BUY_KEYS.index(event.key)])
                return True
            if event.key == pygame.K_q:
                self.use_qian_kun()
                return True
        return self.menu.handle_event(event)

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        box = design_box((w, h))
        s = box.s
        tr, fonts, run = self.ctx.text.text, self.ctx.fonts, self.arcade.run
        draw.page(surface, fonts, tr("shop.title", n=run.stage), round(48 * s), box.y(54))
        money = tr(
            "shop.money",
            credits=self.ctx.text.amount(run.credits),
            bet=self.ctx.text.amount(self.arcade.bet),
        )
        at = (w / 2, box.y(108))
        draw.text(surface, fonts, money, round(24 * s), theme.WHITE, "center", at, Face.BOLD)
        left = w // 2 - round((3 * CARD_W + 2 * CARD_GAP) * s) // 2
        for i, item in enumerate(ITEMS):
            x = left + round(i * (CARD_W + CARD_GAP) * s)
            card = pygame.Rect(x, round(box.y(CARDS_TOP)), round(CARD_W * s), round(CARD_H * s))
            self._card(surface, item, card, self.buy_buttons[i], s)
        self._footer(surface, w, box)

    def _card(
        self, surface: pygame.Surface, item: Item, card: pygame.Rect, button: Button, s: float
    ) -> None:
        tr, fonts = self.ctx.text.text, self.ctx.fonts
        focused = self.menu.buttons[self.menu.focus] is button
        draw.panel(
            surface,
            card,
            theme.PANEL,
            225,
            theme.GOLD if focused else theme.GOLD_DARK,
            round(14 * s),
        )
        name = tr(f"item.{item.value}")
        at = (card.centerx, card.y + 34 * s)
        draw.text(surface, fonts, name, round(32 * s), theme.GOLD, "center", at, Face.SERIF)
        inner = card.w - round(36 * s)
        for j, line in enumerate(
            draw.wrap(fonts, tr(f"shop.about.{item.value}"), round(17 * s), inner)[:3]
        ):
            at = (card.x + 18 * s, card.y + (66 + j * 25) * s)
            draw.text(surface, fonts, line, round(17 * s), theme.WHITE, "topleft", at)
        draw_item_picture(surface, self.ctx, item, (card.centerx, card.y + round(158 * s)), s)
        price = tr("shop.price", n=self.ctx.text.amount(self.arcade.economy.prices[item]))
        at = (card.x + 18 * s, card.bottom - 92 * s)
        draw.text(surface, fonts, price, round(20 * s), theme.GOLD, "midleft", at, Face.BOLD)
        held = tr("shop.held", n=self.arcade.run.items[item], m=self.arcade.economy.max_held)
        at = (card.right - 18 * s, card.bottom - 92 * s)
        draw.text(surface, fonts, held, round(18 * s), theme.MUTED, "midright", at)
        refusal = self.arcade.refusal(item)
        button.label = tr("shop.buy")
        button.note = "" if refusal is None else tr(f"shop.refused.{refusal.value}")
        button.rect = pygame.Rect(
            card.x + round(18 * s),
            card.bottom - round(68 * s),
            card.w - round(36 * s),
            round(54 * s),
        )
        button.draw(surface, fonts, focused)

    def _footer(self, surface: pygame.Surface, w: int, box: DesignBox) -> None:
        s = box.s
        tr, fonts, run = self.ctx.text.text, self.ctx.fonts, self.arcade.run
        status = self.message
        if run.rig_next:
            status = "shop.rigged"
        if status:
            at = (w / 2, box.y(CARDS_TOP + CARD_H + 32))
            draw.text(
                surface, fonts, tr(status), round(22 * s), theme.GOLD, "center", at, Face.BOLD, True
            )
        bw, bh, gap = round(300 * s), round(56 * s), round(28 * s)
        y = round(box.bottom) - bh - round(58 * s)
        self.use_button.label = tr("shop.use_qian_kun", n=run.items[Item.QIAN_KUN_DA_NUO_YI])
        self.use_button.rect = pygame.Rect(w // 2 - bw - gap // 2, y, bw, bh)
        self.start_button.label = tr("shop.start")
        self.start_button.rect = pygame.Rect(w // 2 + gap // 2, y, bw, bh)
        for button in (self.use_button, self.start_button):
            button.draw(surface, fonts, self.menu.buttons[self.menu.focus] is button)
        keys = tr("shop.keys")
        draw.text(
            surface,
            fonts,
            keys,
            box.text_px(16),
            theme.MUTED,
            "midbottom",
            (w / 2, box.bottom - 14 * s),
        )
