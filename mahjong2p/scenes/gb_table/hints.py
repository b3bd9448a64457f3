"""The 72-tile waits hint: for the discard under the cursor (or the ready hand), each wait
with how many are unseen and — when it reaches 起和 — the beans it would win by 自摸 and by
点和 (points × 3 or × 1 × the room's rate, by the bean economy's own settlement); a wait
below the minimum says "不足8番" (greyed: that win will never be offered).

Scoring each wait runs ``score_gb`` twice, so the answers are kept per hand shape."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from mahjong2p.app.context import AppContext
from mahjong2p.app.ready_hints import Wait
from mahjong2p.i18n import Language
from mahjong2p.i18n.amounts import format_beans
from mahjong2p.progression.beans.settle import Party, Purses, settle_win
from mahjong2p.progression.rooms import BeanRules, Room
from mahjong2p.rules.gb.scoring import GbSituation, score_gb
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tiles import EAST, WEST, kind_of
from mahjong2p.rules.view import PlayerView
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.ui import draw, theme
from mahjong2p.ui.fonts import Face


@dataclass(frozen=True)
class WaitValue:
    """A wait and what winning on it pays (``None``: below 起和, never offered)."""

    kind: int
    unseen: int
    self_draw: int | None
    discard: int | None


class WaitValues:
    """Waits → beans for one room, remembered per (tiles, melds, flowers, seat wind)."""

    def __init__(self, rules: BeanRules, room: Room) -> None:
        self.rules = rules
        self.room = room
        self._cache: dict[tuple[object, ...], tuple[int | None, int | None]] = {}

    def values(
        self, view: PlayerView, kinds: Sequence[int], waits: Sequence[Wait]
    ) -> list[WaitValue]:
        """``kinds``: the 13 concealed kinds the waits complete."""
        melds = tuple(view.melds[view.seat])
        wind = EAST if view.dealer == view.seat else WEST
        flowers = len(view.flowers[view.seat])
        found = []
        for wait in waits:
            key = (tuple(sorted(kinds)), melds, flowers, wind, wait.kind)
            if key not in self._cache:
                self._cache[key] = (
                    self._beans([*kinds, wait.kind], melds, wait.kind, wind, flowers, WinBy.TSUMO),
                    self._beans([*kinds, wait.kind], melds, wait.kind, wind, flowers, WinBy.RON),
                )
            tsumo, ron = self._cache[key]
            found.append(WaitValue(wait.kind, wait.unseen, tsumo, ron))
        return found

    def _beans(
        self,
        kinds: list[int],
        melds: tuple[Meld, ...],
        tile: int,
        wind: int,
        flowers: int,
        win_by: WinBy,
    ) -> int | None:
        situation = GbSituation(win_by=win_by, seat_wind=wind, flowers=flowers)
        score = score_gb(kinds, melds, tile, situation)
        if not score.meets(self.rules.min_fan):
            return None
        settled = settle_win(
            self.rules, self.room, Party.PLAYER, score.total_fan, win_by, Purses(0, 0)
        )
        return settled.payment.due


def concealed_kinds(view: PlayerView, without: int | None = None) -> list[int]:
    """The player's concealed kinds, less one tile of ``without`` (the discard considered)."""
    kinds = [kind_of(t) for t in view.concealed]
    if without is not None:
        kinds.remove(without)
    return kinds


def draw_wait_values(
    surface: pygame.Surface,
    ctx: AppContext,
    layout: TableLayout,
    title: str,
    values: Sequence[WaitValue],
    min_fan: int,
) -> None:
    """A panel over the hand's left: the title, then each wait with 剩n and its beans."""
    s, t, fonts, tr = layout.s, layout.hint_tile, ctx.fonts, ctx.text.text
    lang = ctx.text.language
    pad, size = round(10 * s), max(14, round(14 * s))
    lines = [
        (
            _line(tr, "gb.hint.tsumo", value.self_draw, lang, min_fan),
            _line(tr, "gb.hint.ron", value.discard, lang, min_fan),
        )
        for value in values
    ]
    font = fonts.font(size)
    text_w = max((font.size(line)[0] for pair in lines for line in pair), default=0)
    cell = max(t.w, text_w) + round(12 * s)
    title_size = round(18 * s)
    title_w = fonts.font(title_size, Face.BOLD).size(title)[0]
    width = pad * 3 + title_w + len(values) * cell
    height = t.h + 2 * pad + 3 * round(size * 1.25)  # 剩n, 自摸 and 点和 under each tile
    rect = pygame.Rect(layout.x0 + round(10 * s), layout.action_bar.bottom - height, width, height)
    draw.panel(surface, rect, theme.PANEL, 235, theme.GOLD, round(10 * s))
    draw.text(
        surface,
        fonts,
        title,
        title_size,
        theme.GOLD,
        "midleft",
        (rect.x + pad, rect.y + pad + t.h / 2),
        Face.BOLD,
    )
    x = rect.x + pad * 2 + title_w
    for value, pair in zip(values, lines, strict=True):
        cx = x + cell / 2
        face = ctx.tiles.face(value.kind, t.w, t.h)
        if value.self_draw is None and value.discard is None:  # never offered
            face = face.copy()
            face.set_alpha(110)
        surface.blit(face, face.get_rect(midtop=(round(cx), rect.y + pad)))
        y = rect.y + pad + t.h + 1
        left = tr("hint.left", n=value.unseen)
        color = theme.WHITE if value.unseen else theme.RED
        draw.text(surface, fonts, left, size, color, "midtop", (cx, y))
        for j, (line, beans) in enumerate(zip(pair, (value.self_draw, value.discard), strict=True)):
            ink = theme.GOLD if beans is not None else theme.MUTED
            line_y = y + round(size * 1.25) * (j + 1)
            draw.text(surface, fonts, line, size, ink, "midtop", (cx, line_y))
        x += cell


def _line(tr: Callable[..., str], key: str, beans: int | None, lang: Language, min_fan: int) -> str:
    """ "自摸 +1,950", or "自摸 不足8番" when that way of winning is below 起和."""
    if beans is None:
        return tr(f"{key}_below", n=min_fan)
    return tr(key, n=format_beans(beans, lang))
