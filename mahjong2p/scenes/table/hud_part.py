"""The left-hand panel: stage and hand, both players' plates (dealer, 报听), the run's
numbers (credits, bet, dealer streak with its 拍分 bonus, the stage's winnings toward its
target, continues), the held items, and the 托管 / timer / menu switches (each with its
key). A table nobody plays (replays, attract mode) shows no money. Every line is at least
14 px at 720p in a colour with ≥ 4.5:1 contrast on its panel (tests/test_table_contrast.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import pygame

from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.seat import Seat
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button

ROW_H = 32
SWITCH_H, SWITCH_GAP = 32, 5  # five rows in the height four of 40 and 7 took
SWITCH_ROWS = 5  # 自动和, 自动过, 托管, 计时, 菜单: each with its state and key
ITEM_BUTTON_H, ITEM_LINE_H = 38, 24  # two item buttons, then the 乾坤大挪移 count
AUTO_WIN_KEY, AUTO_PASS_KEY = "W", "N"  # 自动和 (win), 自动过 (no call)


class HudNumbers(Protocol):
    """The money rows under the plates: the arcade run's, or the bean table's. A value
    (compared for the board cache) that draws itself from ``top`` and returns the y below."""

    def draw(
        self, surface: pygame.Surface, ctx: AppContext, layout: TableLayout, top: int
    ) -> int: ...


@dataclass(frozen=True)
class RunNumbers:
    """What the HUD shows of the run (built from the arcade run for each paint)."""

    credits: int
    bet: int
    streak: int
    bonus_next: bool  # the next win as dealer pays 三连庄拍分
    winnings: int
    target: int
    continues: int

    def draw(self, surface: pygame.Surface, ctx: AppContext, layout: TableLayout, top: int) -> int:
        """Credits, bet, streak and the stage's progress (and the continues beside the
        hand number); returns the y below them."""
        s, tr, fonts, box = layout.s, ctx.text.text, ctx.fonts, layout.hud
        x, right = box.x + round(16 * s), box.right - round(16 * s)
        if self.continues:
            note = tr("hud.continues", n=self.continues)
            draw.text(
                surface,
                fonts,
                note,
                round(15 * s),
                theme.MUTED,
                "topright",
                (right, box.y + 48 * s),
            )
        rows = (
            (tr("hud.credits"), ctx.text.amount(self.credits)),
            (tr("hud.bet"), ctx.text.amount(self.bet)),
            (tr("hud.streak"), str(self.streak)),
        )
        for i, (label, value) in enumerate(rows):
            y = top + i * round(ROW_H * s)
            draw.text(surface, fonts, label, round(18 * s), theme.MUTED, "midleft", (x, y))
            value_rect = draw.text(
                surface, fonts, value, round(22 * s), theme.WHITE, "midright", (right, y), Face.BOLD
            )
            if i == 2 and self.bonus_next:
                bonus = tr("hud.bonus_next")
                draw.text(
                    surface,
                    fonts,
                    bonus,
                    round(15 * s),
                    theme.GOLD,
                    "midright",
                    (value_rect.left - round(8 * s), y),
                    Face.BOLD,
                )
        y = top + 3 * round(ROW_H * s) - round(8 * s)
        goal = tr("hud.target", n=ctx.text.amount(self.winnings), m=ctx.text.amount(self.target))
        draw.text(
            surface, fonts, goal, fonts.fit(goal, 15 * s, right - x), theme.MUTED, "topleft", (x, y)
        )
        bar = pygame.Rect(x, y + round(22 * s), right - x, max(4, round(6 * s)))
        pygame.draw.rect(surface, theme.FELT_DARK, bar, border_radius=bar.h // 2)
        filled = bar.copy()
        filled.w = round(bar.w * min(1.0, self.winnings / max(1, self.target)))
        if filled.w:
            pygame.draw.rect(surface, theme.GOLD, filled, border_radius=bar.h // 2)
        return bar.bottom + round(10 * s)


class Hud:
    def __init__(
        self, on_auto: Callable[[], None], on_timer: Callable[[], None], on_menu: Callable[[], None]
    ) -> None:
        self.auto = Button("", on_auto)
        self.timer = Button("", on_timer)
        self.menu = Button("", on_menu)
        # the settings' 自动和 / 自动过, side by side above (the table wires their clicks)
        self.auto_win = Button("", lambda: None)
        self.auto_pass = Button("", lambda: None)
        self.key_hints = "keys.wait"  # the catalogue key of the keys that work now
        self.timer_exists = True  # the table has a turn timer (stage 1, 新手场: none)
        self.auto_win_on = self.auto_pass_on = False
        self.hints_floor: int | None = None  # where the key hints stop (the items' top)
        # a watched hand in the replay viewer has none of the live table's switches: the
        # viewer's own buttons take their place
        self.switches_shown = True

    @property
    def context(self) -> tuple[str, bool, bool, bool]:
        """What the sidebar shows besides the numbers (a change repaints it)."""
        return (self.key_hints, self.timer_exists, self.auto_win_on, self.auto_pass_on)

    @context.setter
    def context(self, value: tuple[str, bool, bool, bool]) -> None:
        self.key_hints, self.timer_exists, self.auto_win_on, self.auto_pass_on = value

    @property
    def buttons(self) -> tuple[Button, ...]:
        if not self.switches_shown:
            return ()
        return (self.auto_win, self.auto_pass, self.auto, self.timer, self.menu)

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
        title: str,
        numbers: HudNumbers | None,
        auto_on: bool,
        status: str,
    ) -> None:
        box, s = layout.hud, layout.s
        tr, fonts = ctx.text.text, ctx.fonts
        draw.panel(surface, box, theme.PANEL, 200, theme.GOLD_DARK, round(14 * s))
        x, right = box.x + round(16 * s), box.right - round(16 * s)
        size = fonts.fit(title, 22 * s, right - x, Face.BOLD)
        draw.text(
            surface, fonts, title, size, theme.GOLD, "topleft", (x, box.y + 14 * s), Face.BOLD
        )
        hand_no = tr("hud.hand_no", n=model.view.hand_number + 1)
        draw.text(
            surface, fonts, hand_no, round(17 * s), theme.MUTED, "topleft", (x, box.y + 46 * s)
        )
        # Both plates first, then the player's own numbers right under the player's plate.
        self._plate(surface, ctx, layout, model, Seat.CPU, box.y + round(76 * s))
        self._plate(surface, ctx, layout, model, Seat.HUMAN, box.y + round(146 * s))
        top = box.y + round(228 * s)
        if numbers is not None:
            top = numbers.draw(surface, ctx, layout, top)
        status_size = max(14, round(18 * s))
        lines = _key_lines(ctx, status, status_size, right - x, Face.BOLD)
        if self.hints_floor is not None and len(lines) > 1:
            # the held items stand right below: room for one line only ("Auto-play ·
            # press A to stop" had its second line under the items' buttons)
            lines = [status]
            status_size = fonts.fit(status, status_size, right - x, Face.BOLD)
        for line in lines:
            draw.text(surface, fonts, line, status_size, theme.GOLD, "topleft", (x, top), Face.BOLD)
            top += round(status_size * 1.4)
        key_size = max(14, round(15 * s))
        line_h = fonts.font(key_size).get_height()
        floor = self.hints_floor if self.hints_floor is not None else box.bottom
        for i, line in enumerate(_key_lines(ctx, tr(self.key_hints), key_size, right - x)):
            y = top + round(6 * s) + i * round(key_size * 1.35)
            if y + line_h > floor:
                break  # the held items' buttons below keep their room
            draw.text(surface, fonts, line, key_size, theme.MUTED, "topleft", (x, y))
        if self.switches_shown:
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
        plate = pygame.Rect(box.x + round(10 * s), y, box.w - round(20 * s), round(62 * s))
        draw.panel(surface, plate, theme.FELT_DARK, 230, None, round(10 * s))
        name = tr("hud.cpu") if seat == Seat.CPU else tr("hud.you")
        draw.text(
            surface,
            fonts,
            name,
            round(22 * s),
            theme.WHITE,
            "midleft",
            (plate.x + 12 * s, plate.y + 20 * s),
            Face.BOLD,
        )
        x = plate.right - round(12 * s)
        if model.view.dealer == seat:
            x = _badge(surface, ctx, tr("hud.dealer"), theme.RED, x, plate.y + round(20 * s), s)
        if model.view.declared_ready[seat]:
            _badge(
                surface,
                ctx,
                tr("hud.ready"),
                theme.ACTION_READY,
                x - round(6 * s),
                plate.y + round(20 * s),
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
            (plate.x + 12 * s, plate.y + 46 * s),
        )

    def _switches(
        self, surface: pygame.Surface, ctx: AppContext, layout: TableLayout, auto_on: bool
    ) -> None:
        s, tr, box = layout.s, ctx.text.text, layout.hud
        on_off = {True: tr("settings.on"), False: tr("settings.off")}
        self.auto.label = f"{tr('hud.auto')} {on_off[auto_on]} · A"
        self.auto.color = theme.SWITCH_ON if auto_on else theme.BUTTON
        timer = on_off[ctx.settings.timer_enabled] if self.timer_exists else tr("hud.timer_no")
        self.timer.label = f"{tr('hud.timer')} {timer} · T"
        self.menu.label = f"{tr('hud.menu')} · Esc"
        for button, key, on, hotkey in (
            (self.auto_win, "hud.auto_win", self.auto_win_on, AUTO_WIN_KEY),
            (self.auto_pass, "hud.auto_pass", self.auto_pass_on, AUTO_PASS_KEY),
        ):
            button.label = f"{tr(key)} {on_off[on]} · {hotkey}"
            button.color = theme.SWITCH_ON if on else theme.BUTTON
        h, gap = round(SWITCH_H * s), round(SWITCH_GAP * s)
        x, w = box.x + round(12 * s), box.w - round(24 * s)
        bottom = box.bottom - round(12 * s)
        rows = (self.menu, self.timer, self.auto, self.auto_pass, self.auto_win)
        for i, button in enumerate(rows):
            button.rect = pygame.Rect(x, bottom - (i + 1) * h - i * gap, w, h)
        for button in rows:  # one size for the column
            button.size_cap = float("inf")
        size = min(button.fitted_size(ctx.fonts) for button in rows)
        for button in rows:
            button.size_cap = size
        for button in self.buttons:
            button.draw(surface, ctx.fonts, False)


def _key_lines(
    ctx: AppContext, keys: str, size: int, width: int, face: Face = Face.REGULAR
) -> list[str]:
    """A line of hints ("←→ 选牌 · Enter 出牌 · …") broken between hints; a hint wider
    than the panel alone ("Your choice (Space declines)" at 960×540) is wrapped inside."""
    font = ctx.fonts.font(size, face)
    lines: list[str] = []
    for hint in keys.split(" · "):
        joined = f"{lines[-1]} · {hint}" if lines else hint
        if lines and font.size(joined)[0] <= width:
            lines[-1] = joined
        elif font.size(hint)[0] > width:
            lines.extend(draw.wrap(ctx.fonts, hint, size, width, face))
        else:
            lines.append(hint)
    return lines


def items_area(layout: TableLayout) -> pygame.Rect:
    """The HUD's room for the held items: just above the switches."""
    s, box = layout.s, layout.hud
    gaps = (SWITCH_ROWS - 1) * round(SWITCH_GAP * s)
    switches = SWITCH_ROWS * round(SWITCH_H * s) + gaps + round(12 * s)
    height = round((2 * ITEM_BUTTON_H + ITEM_LINE_H) * s)
    rect = pygame.Rect(box.x + round(12 * s), 0, box.w - round(24 * s), height)
    rect.bottom = box.bottom - switches - round(10 * s)
    return rect


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
