"""The 72-tile waits panel (听牌一览, RULES.md B5): the table aids' panel with the 国标
scorer and the room's beans — each discard that leaves the hand ready, each wait with the
copies left and the beans a win on it would pay by 自摸 and by 点和 (the bean economy's own
settlement: points × 3 or × 1 × the room's rate), or "—" for a way of winning below 起和,
which the engine never offers.

The rows reuse the aids' :class:`~mahjong2p.app.waits_panel.ReadyOption`; here a wait's
``tsumo_points`` / ``ron_points`` are the beans the win pays (0: below 起和). Scoring runs
``score_gb`` twice per wait, so the answers are kept per hand shape, and the rows once per
shown event (:class:`GbAids`).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

import pygame

from mahjong2p.app.context import AppContext
from mahjong2p.app.ready_hints import Wait, ready_discards, waits_now
from mahjong2p.app.waits_panel import ReadyOption, WaitValue
from mahjong2p.i18n.amounts import format_beans
from mahjong2p.progression.beans.settle import Party, Purses, settle_win
from mahjong2p.progression.rooms import BeanRules, Room
from mahjong2p.rules.gb.scoring import GbSituation, score_gb
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tiles import EAST, WEST, is_flower, kind_of
from mahjong2p.rules.view import PlayerView
from mahjong2p.scenes.table.aids import TableAids
from mahjong2p.scenes.table.hand_part import hand_rects
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face

HAND_SIZE = 14
MAX_ROWS = 4


class WaitValues:
    """Waits → beans for one room, remembered per (tiles, melds, flowers, seat wind)."""

    def __init__(self, rules: BeanRules, room: Room) -> None:
        self.rules = rules
        self.room = room
        self._cache: dict[tuple[object, ...], tuple[int, int]] = {}

    def values(
        self, view: PlayerView, kinds: Sequence[int], waits: Sequence[Wait]
    ) -> tuple[WaitValue, ...]:
        """``kinds``: the 13 concealed kinds the waits complete."""
        melds = tuple(view.melds[view.seat])
        wind = EAST if view.dealer == view.seat else WEST
        flowers = len(view.flowers[view.seat])
        found = []
        for wait in waits:
            key = (tuple(sorted(kinds)), melds, flowers, wind, wait.kind)
            if key not in self._cache:
                hand = [*kinds, wait.kind]
                self._cache[key] = (
                    self._beans(hand, melds, wait.kind, wind, flowers, WinBy.TSUMO),
                    self._beans(hand, melds, wait.kind, wind, flowers, WinBy.RON),
                )
            tsumo, ron = self._cache[key]
            found.append(WaitValue(wait.kind, wait.unseen, tsumo, ron))
        return tuple(found)

    def _beans(
        self,
        kinds: list[int],
        melds: tuple[Meld, ...],
        tile: int,
        wind: int,
        flowers: int,
        win_by: WinBy,
    ) -> int:
        situation = GbSituation(win_by=win_by, seat_wind=wind, flowers=flowers)
        score = score_gb(kinds, melds, tile, situation)
        if not score.meets(self.rules.min_fan):
            return 0
        settled = settle_win(
            self.rules, self.room, Party.PLAYER, score.total_fan, win_by, Purses(0, 0)
        )
        return settled.payment.due

    def options(self, view: PlayerView) -> tuple[ReadyOption, ...]:
        """The panel's rows: for 14 tiles each ready discard (most winning tiles left
        first), for 13 the hand's own waits; none while a drawn flower is still in hand."""
        kinds = [kind_of(t) for t in view.concealed]
        if any(is_flower(k) for k in kinds):
            return ()  # about to be set aside: no hand to read yet
        size = len(kinds) + 3 * len(view.melds[view.seat])
        if size == HAND_SIZE - 1:
            waits = waits_now(view)
            return (ReadyOption(None, self.values(view, kinds, waits)),) if waits else ()
        if size != HAND_SIZE:
            return ()
        rows = []
        for discard, waits in ready_discards(view).items():
            rest = list(kinds)
            rest.remove(discard)
            rows.append(ReadyOption(discard, self.values(view, rest, waits)))
        return tuple(sorted(rows, key=lambda o: (-o.unseen, o.discard)))


class GbAids(TableAids):
    """The table aids with the 72-tile waits panel (no 报听 here, so no 安 badges)."""

    def __init__(self, rules: BeanRules, room: Room) -> None:
        super().__init__()
        self.wait_values = WaitValues(rules, room)
        self.min_fan = rules.min_fan
        self._rows: tuple[int, tuple[ReadyOption, ...]] | None = None

    def options(self, view: PlayerView, declaring: bool) -> tuple[ReadyOption, ...]:
        del declaring  # no 报听 in this game
        if self._rows is None or self._rows[0] != self._shown:
            self._rows = (self._shown, self.wait_values.options(view))
        return self._rows[1]

    def draw(
        self,
        surface: pygame.Surface,
        ctx: AppContext,
        layout: TableLayout,
        view: PlayerView,
        focus: int | None,
        hidden: Collection[int],
        declaring: bool,
    ) -> None:
        del hidden
        options = self.options(view, declaring)
        if options:
            rects = hand_rects(layout, view)
            focus_kind = (
                kind_of(rects[focus][0]) if focus is not None and focus < len(rects) else None
            )
            draw_bean_panel(
                surface, ctx, layout, options, layout.action_bar.bottom, focus_kind, self.min_fan
            )

    def draw_tooltip(
        self,
        surface: pygame.Surface,
        ctx: AppContext,
        layout: TableLayout,
        model: TableModel,
        focus: int | None,
        confirming: bool,
        avoid: Sequence[pygame.Rect] = (),
    ) -> pygame.Rect | None:
        if any(is_flower(kind_of(t)) for t in model.view.concealed):
            return None  # a drawn flower has no unseen count: it is set aside next
        return super().draw_tooltip(surface, ctx, layout, model, focus, confirming, avoid)


def _beans(ctx: AppContext, wait: WaitValue) -> str:
    """ "+1,950 / +650"; a way of winning below 起和 is "—"."""
    lang = ctx.text.language

    def one(beans: int) -> str:
        return format_beans(beans, lang, signed=True) if beans else "—"

    return f"{one(wait.tsumo_points)} / {one(wait.ron_points)}"


def draw_bean_panel(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    options: Sequence[ReadyOption],
    bottom: int,
    focus_kind: int | None,
    min_fan: int,
) -> pygame.Rect:
    """The panel with its bottom at ``bottom`` over the hand's left; the row of the
    discard under the cursor framed. Returns its rectangle."""
    s, fonts, tr, t = layout.s, ctx.fonts, ctx.text.text, layout.hint_tile
    pad, small, label_size = round(8 * s), max(14, round(15 * s)), round(17 * s)

    def width_of(text: str, size: int, face: Face = Face.REGULAR) -> int:
        return fonts.font(size, face).size(text)[0]

    rows = list(options[:MAX_ROWS])
    more = len(options) - len(rows)
    head_w = width_of(tr("aids.panel.discard"), label_size, Face.BOLD) + t.w + 3 * pad
    numbers_w = max(width_of(_beans(ctx, w), small, Face.BOLD) for o in rows for w in o.waits)
    cell_w = t.w + pad + numbers_w
    row_h = t.h + pad
    title, legend = tr("aids.panel.title"), tr("gb.hint.legend", n=min_fan)
    title_h = fonts.font(label_size, Face.BOLD).get_height() + fonts.font(small).get_height()
    title_h += round(8 * s)
    width = max(
        head_w + max(len(o.waits) for o in rows) * (cell_w + pad) + pad,
        width_of(title, label_size, Face.BOLD) + 2 * pad,
        width_of(legend, small) + 2 * pad,
    )
    height = title_h + len(rows) * row_h + pad + (round(22 * s) if more else 0)
    rect = pygame.Rect(layout.x0 + round(10 * s), bottom - height, width, height)
    draw.panel(surface, rect, theme.PANEL, 232, theme.GOLD, round(10 * s))
    at = (rect.x + pad, rect.y + round(4 * s))
    head = draw.text(surface, fonts, title, label_size, theme.GOLD, "topleft", at, Face.BOLD)
    draw.text(surface, fonts, legend, small, theme.MUTED, "topleft", (at[0], head.bottom))
    y = rect.y + title_h
    for option in rows:
        row = pygame.Rect(rect.x + pad // 2, y, rect.w - pad, row_h - round(2 * s))
        if option.discard is not None and option.discard == focus_kind:
            pygame.draw.rect(surface, theme.GOLD_DARK, row, max(2, round(2 * s)), round(6 * s))
        _row(surface, ctx, layout, option, (rect.x + pad, y + pad // 2), head_w, cell_w)
        y += row_h
    if more:
        line = tr("aids.panel.more", n=more)
        draw.text(surface, fonts, line, small, theme.MUTED, "topleft", (rect.x + pad, y))
    return rect


def _row(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    option: ReadyOption,
    at: tuple[int, int],
    head_w: int,
    cell_w: int,
) -> None:
    s, fonts, tr, t = layout.s, ctx.fonts, ctx.text.text, layout.hint_tile
    x, y = at
    pad, small = round(8 * s), max(14, round(15 * s))
    label = tr("aids.panel.waits" if option.discard is None else "aids.panel.discard")
    mid = (x, y + t.h / 2)
    draw.text(surface, fonts, label, round(17 * s), theme.WHITE, "midleft", mid, Face.BOLD)
    if option.discard is not None:
        label_w = fonts.font(round(17 * s), Face.BOLD).size(label)[0]
        surface.blit(ctx.tiles.face(option.discard, t.w, t.h), (x + label_w + pad // 2, y))
    cx = x + head_w
    for wait in option.waits:
        face = ctx.tiles.face(wait.kind, t.w, t.h)
        if not wait.tsumo_points and not wait.ron_points:  # never offered
            face = face.copy()
            face.set_alpha(120)
        surface.blit(face, (cx, y))
        tx = cx + t.w + round(5 * s)
        left = tr("hint.left", n=wait.unseen)
        left_color = theme.WHITE if wait.unseen else theme.RED
        draw.text(surface, fonts, left, small, left_color, "topleft", (tx, y), Face.BOLD)
        paid = wait.tsumo_points or wait.ron_points
        color = theme.GOLD if paid else theme.MUTED
        draw.text(surface, fonts, _beans(ctx, wait), small, color, "bottomleft", (tx, y + t.h))
        cx += cell_w + pad
