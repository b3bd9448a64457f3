"""The action bar: exactly the legal choices (和 / 自摸 / 抢杠 / 杠 / 碰 / 吃 / 报听 / 过),
each with a shortcut key, and a row of options when one choice has several forms (which
sequence to 吃, which kong to declare). The buttons sit just above the right end of the
hand, next to the drawn tile, where the eye already is."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.theme import Color
from mahjong2p.ui.widgets import Button

WIN_KINDS = {
    ActionKind.TSUMO: "act.tsumo",
    ActionKind.RON: "act.ron",
    ActionKind.ROB_KONG: "act.rob_kong",
}
KONG_KINDS = (ActionKind.CONCEALED_KONG, ActionKind.ADDED_KONG, ActionKind.OPEN_KONG)
NUMBER_KEYS = tuple(range(pygame.K_1, pygame.K_9 + 1))


@dataclass
class Choice:
    label_key: str
    hotkey: int
    hotkey_label: str
    color: Color
    actions: list[Action]
    ready_toggle: bool = False


def choices_for(legal: Sequence[Action], declared_ready: bool, drawn: int | None) -> list[Choice]:
    """The bar's buttons for this decision, in a fixed order (wins first, 过 last)."""
    out: list[Choice] = []
    for kind, key in WIN_KINDS.items():
        wins = [a for a in legal if a.kind is kind]
        if wins:
            out.append(Choice(key, pygame.K_h, "H", theme.ACTION_WIN, wins))
    kongs = [a for a in legal if a.kind in KONG_KINDS]
    if kongs:
        out.append(Choice("act.kong", pygame.K_g, "G", theme.ACTION_CALL, kongs))
    for kind, key, hotkey, label in (
        (ActionKind.PON, "act.pon", pygame.K_p, "P"),
        (ActionKind.CHI, "act.chi", pygame.K_c, "C"),
    ):
        calls = [a for a in legal if a.kind is kind]
        if calls:
            out.append(Choice(key, hotkey, label, theme.ACTION_CALL, calls))
    ready = [a for a in legal if a.kind is ActionKind.DISCARD and a.declare_ready]
    if ready:
        out.append(
            Choice("act.ready", pygame.K_r, "R", theme.ACTION_READY, ready, ready_toggle=True)
        )
    passes = [a for a in legal if a.kind is ActionKind.PASS]
    if not passes and declared_ready and out:
        # after 报听 declining a 自摸 means discarding the drawn tile (RULES.md A5)
        passes = [a for a in legal if a.kind is ActionKind.DISCARD and a.tile == drawn]
    if passes and out:
        out.append(Choice("act.pass", pygame.K_SPACE, "Space", theme.ACTION_PASS, passes[:1]))
    return out


def option_tiles(action: Action, reaction_tile: int | None) -> list[int]:
    """The tiles a sub-choice shows: the whole meld it would make."""
    if action.kind is ActionKind.ADDED_KONG and action.tile is not None:
        return [action.tile] * 4
    tiles = list(action.tiles)
    if action.kind in (ActionKind.CHI, ActionKind.OPEN_KONG) and reaction_tile is not None:
        tiles.append(reaction_tile)
    return sorted(tiles)


class ActionBar:
    def __init__(self) -> None:
        self.choices: list[Choice] = []
        self.buttons: list[Button] = []
        self.options: list[Action] | None = None
        self.option_rects: list[pygame.Rect] = []
        self.ready_mode = False
        self.right = 0  # where the drawn buttons end

    def set_choices(self, choices: list[Choice]) -> None:
        self.choices = choices
        self.buttons = [
            Button("", lambda: None, color=c.color, key_label=c.hotkey_label) for c in choices
        ]
        self.options = None
        self.ready_mode = False

    def clear(self) -> None:
        self.set_choices([])

    def occupied(self) -> list[pygame.Rect]:
        """Where the bar's buttons and options were last drawn (a tooltip keeps clear)."""
        return [b.rect for b in self.buttons if b.rect.w] + list(self.option_rects)

    def handle_event(self, event: pygame.event.Event) -> Action | None:
        """A chosen action, or ``None`` (the event may still have opened options or
        toggled 报听 mode)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for action, rect in zip(self.options or [], self.option_rects, strict=False):
                if rect.collidepoint(event.pos):
                    return action
            for choice, button in zip(self.choices, self.buttons, strict=True):
                if button.rect.collidepoint(event.pos):
                    return self._pick(choice)
            return None
        if event.type != pygame.KEYDOWN:
            return None
        if self.options is not None:
            if event.key in NUMBER_KEYS[: len(self.options)]:
                return self.options[NUMBER_KEYS.index(event.key)]
            if event.key == pygame.K_ESCAPE:
                self.options = None
            return None
        for choice in self.choices:
            if event.key == choice.hotkey:
                return self._pick(choice)
        if event.key in NUMBER_KEYS[: len(self.choices)]:
            return self._pick(self.choices[NUMBER_KEYS.index(event.key)])
        return None

    def _pick(self, choice: Choice) -> Action | None:
        if choice.ready_toggle:
            self.ready_mode = not self.ready_mode
            self.options = None
            return None
        if len(choice.actions) == 1:
            return choice.actions[0]
        self.options = choice.actions
        return None

    def left_edge(
        self,
        ctx: AppContext,
        layout: TableLayout,
        hand_right: int | None,
        reaction_tile: int | None = None,
    ) -> int:
        """Where the buttons (and the options and their caption) start — the bar's right
        end with none: what lies left of it in the band (the waits strip) keeps clear."""
        right, width = self._span(layout, hand_right)
        tip = round(260 * layout.s) if self.ready_mode else 0  # "pick the 报听 discard"
        widths, _, caption = self._option_boxes(ctx, layout, reaction_tile)
        if widths:
            gap = round(10 * layout.s)
            tip += sum(widths) + gap * (len(widths) + 2) + caption
        return right - max(0, width) - tip

    def _span(self, layout: TableLayout, hand_right: int | None) -> tuple[int, int]:
        """The buttons' right end and their width."""
        s, bar = layout.s, layout.action_bar
        width = len(self.buttons) * (round(92 * s) + round(10 * s)) - round(10 * s)
        right = bar.right if hand_right is None else min(bar.right, max(hand_right, bar.x + width))
        return right, width

    def draw(
        self,
        surface: pygame.Surface,
        ctx: AppContext,
        layout: TableLayout,
        reaction_tile: int | None,
        hand_right: int | None = None,
    ) -> None:
        """``hand_right``: the right edge of the hand, which the buttons end at (within the
        bar)."""
        s, bar = layout.s, layout.action_bar
        w, h, gap = round(92 * s), bar.h, round(10 * s)
        right, width = self._span(layout, hand_right)
        self.right = right
        x = right - width
        for choice, button in zip(self.choices, self.buttons, strict=True):
            button.label = ctx.text.text(choice.label_key)
            if choice.ready_toggle and self.ready_mode:
                button.label = ctx.text.text("act.cancel")
            button.rect = pygame.Rect(x, bar.y, w, h)
            button.draw(surface, ctx.fonts, False)
            x += w + gap
        if self.ready_mode:
            tip = ctx.text.text("act.pick_ready")
            draw.text(
                surface,
                ctx.fonts,
                tip,
                round(18 * s),
                theme.GOLD,
                "midright",
                (right - width - 2 * gap, bar.centery),
                shadow=True,
            )
        self._draw_options(surface, ctx, layout, reaction_tile)

    def _option_boxes(
        self, ctx: AppContext, layout: TableLayout, reaction_tile: int | None
    ) -> tuple[list[int], int, int]:
        """The options' box widths, the key number's room in each, and the caption's
        width: the options stand in the bar's band, left of the buttons."""
        if self.options is None:
            return [], 0, 0
        s, t = layout.s, layout.hint_tile
        pad, size = round(6 * s), max(14, round(15 * s))
        number_w = ctx.fonts.font(size, Face.BOLD).size("9")[0] + pad
        widths = [
            len(option_tiles(a, reaction_tile)) * t.w + 2 * pad + number_w for a in self.options
        ]
        caption = ctx.fonts.font(size, Face.BOLD).size(ctx.text.text("act.pick_option"))[0]
        return widths, number_w, caption

    def _draw_options(
        self,
        surface: pygame.Surface,
        ctx: AppContext,
        layout: TableLayout,
        reaction_tile: int | None,
    ) -> None:
        """The forms of one choice (吃 with 3 or with 5 …) in boxes, each with its number
        key, in the bar's band left of the buttons — clear of the pond and the flowers."""
        self.option_rects = []
        if self.options is None:
            return
        s, t, bar = layout.s, layout.hint_tile, layout.action_bar
        pad, gap, size = round(6 * s), round(10 * s), max(14, round(15 * s))
        widths, number_w, _ = self._option_boxes(ctx, layout, reaction_tile)
        right = self.right - len(self.buttons) * (round(92 * s) + gap)
        x = right - sum(widths) - gap * (len(widths) - 1)
        height = min(bar.h, t.h + 2 * pad)
        y = bar.centery - height // 2
        caption = ctx.text.text("act.pick_option")
        at = (x - gap, bar.centery)
        draw.text(surface, ctx.fonts, caption, size, theme.GOLD, "midright", at, Face.BOLD, True)
        for i, (action, width) in enumerate(zip(self.options, widths, strict=True)):
            rect = pygame.Rect(x, y, width, height)
            draw.panel(surface, rect, theme.PANEL, 235, theme.GOLD, round(8 * s))
            number = (rect.x + pad, rect.centery)
            draw.text(
                surface, ctx.fonts, str(i + 1), size, theme.GOLD, "midleft", number, Face.BOLD
            )
            tiles_x = rect.x + pad + number_w
            for j, tile in enumerate(option_tiles(action, reaction_tile)):
                face = ctx.tiles.face(kind_of(tile), t.w, t.h)
                surface.blit(face, face.get_rect(midleft=(tiles_x + j * t.w, rect.centery)))
            self.option_rects.append(rect)
            x += width + gap
