"""Room select (``rooms``): the five 欢乐豆 rooms as cards (rate, entry range, the CPU's
strength), the player's beans above them, rooms their beans do not fit greyed with the
reason, and 破产补助 offered — with how many are left today — when no room admits them.

Choosing a room calls ``sit`` with it; until the 国标 table exists nobody passes one, and
the scene says the table is coming soon. Like the mode select, the scene is handed its
moves and imports no flow hub.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from mahjong2p.i18n.amounts import format_amount
from mahjong2p.play.bean_wallet import BeanWallet
from mahjong2p.progression.beans.access import is_broke, room_access
from mahjong2p.progression.beans.relief import ReliefRefusal
from mahjong2p.progression.beans.settle import win_multiplier
from mahjong2p.progression.rooms import BeanRules, Room
from mahjong2p.rules.scoring import WinBy
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.room_card import CardLook, draw_room_card
from mahjong2p.scenes.stats_view.corner import StatsCorner
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import DESIGN_H, DesignBox, design_box
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button, Menu, asks_back

NOTICE_S = 3.0
SAVE_NOTICE_S = 8.0


class RoomsScene(Scene):
    def __init__(
        self,
        ctx: AppContext,
        wallet: BeanWallet,
        sit: Callable[[Room], None] | None = None,
        back: Callable[[], None] | None = None,
    ) -> None:
        self.ctx = ctx
        self.wallet = wallet
        self.sit = sit
        self.back = Button("", back or ctx.stack.pop)
        self.relief = Button("", self._take_relief, color=theme.RED_DARK)
        self.quick_start = Button("", self._quick_start, color=theme.RED_DARK, key_label="Q")
        self.quick: Room | None = None
        self.notice = self.notice_detail = ""
        self.notice_left = 0.0
        self.cards = self._menu()
        self.stats_corner = StatsCorner(ctx, "beans")
        self._save_notice()

    # ---------------------------------------------------------------- state
    @property
    def broke(self) -> bool:
        return is_broke(self.wallet.rules, self.wallet.account.beans)

    def _menu(self) -> Menu:
        """One card per room (open ones focusable), and the relief button while broke;
        the focus (and 快速开始) starts on :func:`preselect`'s room."""
        rules, account = self.wallet.rules, self.wallet.account
        access = room_access(rules, account.beans)
        buttons = [Button("", self._sitter(a.room), enabled=a.open) for a in access]
        self.relief.enabled = self.broke and self.wallet.relief_refusal() is None
        menu = Menu([*buttons, self.relief], horizontal=True, audio=self.ctx.audio)
        self.quick = preselect(rules, account.beans, account.last_room)
        self.quick_start.enabled = self.quick is not None and self.sit is not None
        if self.quick is not None:
            menu.focus = [a.room.id for a in access].index(self.quick.id)
        return menu

    def _quick_start(self) -> None:
        """快速开始: sit in the pre-selected room at once."""
        if self.quick is not None:
            self._sit(self.quick)

    def _sitter(self, room: Room) -> Callable[[], None]:
        return lambda: self._sit(room)

    def _sit(self, room: Room) -> None:
        if self.sit is not None:
            self.sit(room)
            return
        name = self.ctx.text.text(f"beans.room.{room.id}")
        self._show(self.ctx.text.text("beans.coming_soon", room=name))

    def _take_relief(self) -> None:
        self.wallet.take_relief()
        self.cards = self._menu()
        self._show(self.ctx.text.text("beans.relief.taken"))
        self._save_notice()

    def _save_notice(self) -> None:
        """The bean save was set aside or could not be written: say so, once (as the
        wallet's own line after 逃跑 is said once: what leaving the hand cost)."""
        if self.wallet.said:
            self._show(self.wallet.said, seconds=SAVE_NOTICE_S)
            self.wallet.said = None
        if self.wallet.notice:
            tr = self.ctx.text.text
            self._show(tr("beans.save_notice"), self.wallet.notice, SAVE_NOTICE_S)
            self.wallet.notice = None

    def _show(self, notice: str, detail: str = "", seconds: float = NOTICE_S) -> None:
        self.notice, self.notice_detail, self.notice_left = notice, detail, seconds

    # ---------------------------------------------------------------- loop
    def update(self, dt: float) -> None:
        self.notice_left = max(0.0, self.notice_left - dt)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.stats_corner.handle_event(event):
            return True
        if asks_back(event, self.back):
            self.back.on_click()
            return True
        quick = event.type == pygame.KEYDOWN and event.key == pygame.K_q
        if quick or (event.type == pygame.MOUSEBUTTONDOWN and self.quick_start.hit(event.pos)):
            if self.quick_start.enabled:
                self.quick_start.on_click()
            return True
        return self.cards.handle_event(event)

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        box = design_box(surface.get_size())
        s = box.s
        tr, fonts, rules = self.ctx.text.text, self.ctx.fonts, self.wallet.rules
        draw.page(surface, fonts, tr("beans.title"), round(48 * s), box.y(52))
        self._purse(surface, box.centerx, box.y(108), s)
        line = tr(
            "beans.rules_line",
            min_fan=rules.min_fan,
            self_draw=rules.settlement.self_draw,
            discard=rules.settlement.discard,
            cap=rules.fan_cap,
        )
        at = (box.centerx, box.y(146))
        draw.text(surface, fonts, line, box.text_px(17), theme.MUTED, "center", at)
        access = room_access(rules, self.wallet.account.beans)
        cw, ch, gap = round(226 * s), round(356 * s), round(16 * s)
        left = box.centerx - (len(access) * cw + (len(access) - 1) * gap) / 2
        names = [tr(f"beans.room.{a.room.id}") for a in access]  # one size for every name
        size = min(fonts.fit(n, 34 * s, round(cw * 0.88), Face.SERIF) for n in names)
        look = CardLook(size, self.wallet.account.beans, rules)
        for i, (room, button) in enumerate(zip(access, self.cards.buttons[:-1], strict=True)):
            button.rect = pygame.Rect(round(left + i * (cw + gap)), round(box.y(176)), cw, ch)
            focused = i == self.cards.focus and button.enabled
            draw_room_card(self.ctx, surface, room, i, button.rect, focused, s, look)
        if self.broke:
            self._relief(surface, box, round(box.y(586)))
        else:
            self._record(surface, box, round(box.y(586)))
        self.back.label = tr("beans.back")
        self.back.rect = pygame.Rect(0, 0, round(160 * s), round(44 * s))
        self.back.rect.midbottom = (round(box.centerx), round(box.bottom - 40 * s))
        self.back.draw(surface, fonts, False)
        if self.quick is not None:
            room = tr(f"beans.room.{self.quick.id}")
            self.quick_start.label = tr("rooms.quick_start", room=room)
            self.quick_start.rect = pygame.Rect(0, 0, round(260 * s), round(44 * s))
            self.quick_start.rect.midleft = (
                self.back.rect.right + round(24 * s),
                self.back.rect.centery,
            )
            self.quick_start.draw(surface, fonts, False)
        at = (box.centerx, box.bottom - 12 * s)
        draw.text(surface, fonts, tr("beans.keys"), box.text_px(16), theme.MUTED, "midbottom", at)
        self._notice(surface, box)
        self.stats_corner.draw(surface)

    def _purse(self, surface: pygame.Surface, cx: float, cy: float, s: float) -> None:
        """The player's beans in a gold-edged pill under the title."""
        tr, fonts = self.ctx.text.text, self.ctx.fonts
        amount = format_amount(self.wallet.account.beans, self.ctx.text.language)
        label = tr("beans.mine", amount=amount)
        size = round(24 * s)
        width = fonts.font(size, Face.BOLD).size(label)[0] + round(48 * s)
        pill = pygame.Rect(0, 0, width, round(40 * s))
        pill.center = (round(cx), round(cy))
        draw.panel(surface, pill, theme.PANEL, 235, theme.GOLD, pill.h // 2)
        draw.text(surface, fonts, label, size, theme.GOLD, "center", pill.center, Face.BOLD)

    def _record(self, surface: pygame.Surface, box: DesignBox, y: int) -> None:
        """The player's record over every room, once they have played a hand."""
        stats = self.wallet.account.stats
        if stats.hands == 0:
            return
        tr = self.ctx.text.text
        if stats.biggest_win > 0:
            best = format_amount(stats.biggest_win, self.ctx.text.language)
            line = tr("beans.record", hands=stats.hands, wins=stats.wins, best=best)
        else:  # no win yet: no "biggest win 0"
            line = tr("beans.record_no_win", hands=stats.hands, wins=stats.wins)
        at = (box.centerx, y)
        draw.text(surface, self.ctx.fonts, line, box.text_px(19), theme.MUTED, "center", at)

    def _relief(self, surface: pygame.Surface, box: DesignBox, y: int) -> None:
        """破产补助 under the cards: the offer and its button, or that today's are used up."""
        tr, fonts, s = self.ctx.text.text, self.ctx.fonts, box.s
        refusal = self.wallet.relief_refusal()
        if refusal is ReliefRefusal.USED_UP:
            text = tr("beans.relief.used_up")
            at = (box.centerx, y)
            draw.text(surface, fonts, text, round(20 * s), theme.GOLD, "center", at, Face.BOLD)
            return
        amount = format_amount(self.wallet.rules.relief.top_up_to, self.ctx.text.language)
        offer = tr("beans.relief.offer", amount=amount, left=self.wallet.relief_left())
        size = round(20 * s)
        bw, bh = round(170 * s), round(44 * s)
        width = fonts.font(size, Face.BOLD).size(offer)[0] + round(24 * s) + bw
        x = round(box.centerx - width / 2)
        draw.text(surface, fonts, offer, size, theme.WHITE, "midleft", (x, y), Face.BOLD)
        self.relief.label = tr("beans.relief.take")
        self.relief.rect = pygame.Rect(0, 0, bw, bh)
        self.relief.rect.midright = (x + width, y)
        self.relief.draw(surface, fonts, self.cards.focus == len(self.cards.buttons) - 1)

    def _notice(self, surface: pygame.Surface, box: DesignBox) -> None:
        """The banner over the cards: a room's table coming soon, relief taken, or what
        happened to the bean save (with the loader's own line under it)."""
        if self.notice_left <= 0:
            return
        fonts, s, w = self.ctx.fonts, box.s, round(box.width)
        size = round(24 * s)
        detail_size = fonts.fit(self.notice_detail, box.text_px(15), w - round(80 * s))
        width = max(
            fonts.font(size, Face.BOLD).size(self.notice)[0],
            fonts.font(detail_size).size(self.notice_detail)[0],
        )
        band = pygame.Rect(0, 0, min(width + round(60 * s), w - round(40 * s)), 0)
        band.h = round((92 if self.notice_detail else 70) * s)
        band.center = (round(box.centerx), round(box.y(0.48 * DESIGN_H)))
        draw.panel(surface, band, theme.RED_DARK, 240, theme.GOLD, round(12 * s))
        size = fonts.fit(self.notice, size, band.w - round(30 * s), Face.BOLD)
        at = (band.centerx, band.y + 35 * s)
        draw.text(surface, fonts, self.notice, size, theme.WHITE, "center", at, Face.BOLD)
        if self.notice_detail:
            at = (band.centerx, band.bottom - 22 * s)
            draw.text(surface, fonts, self.notice_detail, detail_size, theme.MUTED, "center", at)


def preselect(rules: BeanRules, beans: int, last_room: str | None) -> Room | None:
    """The room the select starts on (and 快速开始 sits in): the last one sat in while the
    player can still cover one capped 自摸 loss there, else the highest open room where
    they can, else the lowest open one (``None``: none is open)."""
    open_rooms = [a.room for a in room_access(rules, beans) if a.open]
    worst = rules.fan_cap * win_multiplier(rules, WinBy.TSUMO)  # × the room's rate
    covered = [room for room in open_rooms if beans >= worst * room.rate]
    last = next((room for room in covered if room.id == last_room), None)
    if last is not None:
        return last
    return covered[-1] if covered else next(iter(open_rooms), None)
