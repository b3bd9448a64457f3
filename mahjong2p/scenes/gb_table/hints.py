"""The 72-tile waits panel (听牌一览, RULES.md B5): the table aids' panel with the 国标
scorer and the room's beans — each discard that leaves the hand ready, each wait with the
copies left and the beans a win on it would pay by 自摸 and by 点和 (the bean economy's own
settlement: points × 3 or × 1 × the room's rate), or "—" for a way of winning below 起和,
which the engine never offers.

The rows reuse the aids' :class:`~mahjong2p.scenes.aids.waits_panel.ReadyOption`; here a wait's
``tsumo_points`` / ``ron_points`` are the beans the win pays (0: below 起和). Scoring runs
``score_gb`` twice per wait, so the answers are kept per hand shape, and the rows once per
shown event (:class:`GbAids`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import partial

from mahjong2p.i18n import Language
from mahjong2p.i18n.amounts import format_amount
from mahjong2p.progression.beans.settle import Party, Purses, settle_win
from mahjong2p.progression.rooms import BeanRules, Room
from mahjong2p.rules.gb.scoring import GbScore, GbSituation, score_gb
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tiles import EAST, WEST, is_flower, kind_of
from mahjong2p.rules.view import PlayerView
from mahjong2p.scenes.aids.ready_hints import Wait, ready_discards, waits_now
from mahjong2p.scenes.aids.waits_panel import ReadyOption, WaitValue
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.aids import TableAids
from mahjong2p.scenes.table.hints_part import PanelStyle

HAND_SIZE = 14


class WaitValues:
    """Waits → beans for one room, remembered per (tiles, melds, flowers, seat wind)."""

    def __init__(self, rules: BeanRules, room: Room) -> None:
        self.rules = rules
        self.room = room
        self._cache: dict[tuple[object, ...], WaitValue] = {}

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
                tsumo = self._score(hand, melds, wait.kind, wind, flowers, WinBy.TSUMO)
                ron = self._score(hand, melds, wait.kind, wind, flowers, WinBy.RON)
                fans = tuple((f.name, f.name_en, f.fan * f.count) for f in tsumo.fans)
                beans = self._beans(tsumo, WinBy.TSUMO), self._beans(ron, WinBy.RON)
                self._cache[key] = WaitValue(wait.kind, 0, *beans, fans, tsumo.total_fan)
            found.append(replace(self._cache[key], unseen=wait.unseen))
        return tuple(found)

    @staticmethod
    def _score(
        kinds: list[int],
        melds: tuple[Meld, ...],
        tile: int,
        wind: int,
        flowers: int,
        win_by: WinBy,
    ) -> GbScore:
        situation = GbSituation(win_by=win_by, seat_wind=wind, flowers=flowers)
        return score_gb(kinds, melds, tile, situation)

    def _beans(self, score: GbScore, win_by: WinBy) -> int:
        """What the win pays (0: below 起和, never offered)."""
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

    def style(self, ctx: AppContext) -> PanelStyle:
        """Beans, the 起和 legend, the waits a win could never be taken on dimmed, and the
        fans behind a wait's value: "五万 自摸：混一色 6 + 一色三步高 16 + 自摸 1 = 23番",
        "不足8番" first for a win never offered."""
        tr, n = ctx.text.text, self.min_fan
        legend, short = tr("gb.hint.legend", n=n), tr("gb.hint.short", n=n)
        return PanelStyle(_beans, legend, short, True, partial(fans_line, min_fan=n))


def _beans(ctx: AppContext, wait: WaitValue) -> str:
    """ "+1,950 / +650"; a way of winning below 起和 is "—"."""
    lang = ctx.text.language

    def one(beans: int) -> str:
        return format_amount(beans, lang, signed=True) if beans else "—"

    return f"{one(wait.tsumo_points)} / {one(wait.ron_points)}"


def fans_line(ctx: AppContext, wait: WaitValue, min_fan: int) -> str:
    """How a self-drawn win on ``wait`` scores, fan by fan (in the player's language)."""
    tr, zh = ctx.text.text, ctx.text.language is Language.ZH
    named = " + ".join(f"{z if zh else e} {n}" for z, e, n in wait.fans)
    line = tr("gb.hint.fans", tile=ctx.text.tile_name(wait.kind), fans=named, t=wait.total_fan)
    if not wait.tsumo_points and not wait.ron_points:
        return f"{tr('gb.hint.short', n=min_fan)} · {line}"
    return line
