"""Turns each engine event into what the table shows: fold it into the model, and start
the flight, cut-in and sound that tell it (draw slide, discard flying to the pond with a
clack, the called tile gliding from the pond to the meld under a "碰！" that names who
called what, the win cut-in, the tiles a stage feature exchanges flying out to the wall
and the new ones flying in). Every move the log records is also told by the fading line
("电脑 碰 五筒"), except the player's own discards."""

from __future__ import annotations

import pygame

from mahjong2p.audio.cues import Sfx
from mahjong2p.rules.events import (
    Called,
    ChoiceOffered,
    Dealt,
    DeclaredReady,
    Discarded,
    DrawChosen,
    Drew,
    Event,
    HaiteiDrew,
    HandsRevealed,
    IndicatorRevealed,
    KongDeclared,
    KongRobbed,
    TilesExchanged,
    WallExhausted,
    Won,
)
from mahjong2p.rules.features.choice import Choice
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.action_log import describe
from mahjong2p.scenes.table.animation import Animator, Flight
from mahjong2p.scenes.table.discards_part import pond_rects
from mahjong2p.scenes.table.hand_part import hand_rects
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.melds_part import meld_tiles
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.scenes.table.opponent_part import cpu_hand_rects
from mahjong2p.scenes.table.wall_part import dead_wall_rect, next_draw_rect
from mahjong2p.seat import Seat
from mahjong2p.ui.cutin import CutInKind

DRAW_S, DISCARD_S, CALL_S, DEAL_S, EXCHANGE_S = 0.2, 0.24, 0.3, 0.15, 0.32
CLAIM_S = 0.5  # the claimed tile's glide from the pond to the meld: slow enough to follow
REVEAL_S = 1.0  # both hands lie open on the table for a moment before the results
WIN_CUTINS = {
    WinBy.TSUMO: "banner.tsumo",
    WinBy.RON: "banner.ron",
    WinBy.ROB_KONG: "banner.rob_kong",
}
CPU_BACK = -1  # the "tile id" of a CPU draw in flight: its face is unknown
EXCHANGE_CUTINS = {  # what a stage feature's exchange is announced as
    Choice.OPENING_SWAP: ("cutin.swap", CutInKind.NOTICE),
    Choice.TRIPLET_OFFER: ("cutin.triplet", CutInKind.CALL),
    Choice.TOU_TIAN_HUAN_RI: ("item.tou_tian_huan_ri", CutInKind.BIG_DEAL),
    Choice.YI_HUA_JIE_MU: ("item.yi_hua_jie_mu", CutInKind.BIG_DEAL),
}


class Presenter:
    """``quiet``: no sounds (the title's attract mode plays behind the menu);
    ``cut_ins`` off: none are played (the attract mode draws the game's name where they go)."""

    def __init__(
        self, ctx: AppContext, model: TableModel, animator: Animator, quiet: bool = False
    ) -> None:
        self.ctx = ctx
        self.model = model
        self.animator = animator
        self.quiet = quiet
        self.cut_ins = True

    def _sound(self, cue: Sfx) -> None:
        if not self.quiet:
            self.ctx.audio.play(cue)

    def show(self, event: Event, layout: TableLayout) -> None:
        logged = len(self.model.log)
        self._show(event, layout)
        if len(self.model.log) > logged:
            entry = self.model.log[-1]
            if not (entry.key == "log.discard" and entry.seat == Seat.HUMAN):
                self.animator.line.show(entry)

    def _told(self) -> str:
        """The newest log entry in words: the cut-ins' sub-line (who did what)."""
        return describe(self.model.log[-1], self.ctx.text) if self.model.log else ""

    def _show(self, event: Event, layout: TableLayout) -> None:
        if isinstance(event, Drew):
            self._drew(event, layout)
        elif isinstance(event, Discarded):
            self._discarded(event, layout)
        elif isinstance(event, Called | KongDeclared):
            self._meld(event.seat, event.meld, layout, isinstance(event, Called))
        elif isinstance(event, TilesExchanged):
            self._exchanged(event, layout)
        else:
            self.model.apply(event)
            self._announce(event)

    def _announce(self, event: Event) -> None:
        tr = self.ctx.text.text
        if isinstance(event, Dealt):
            self._sound(Sfx.DRAW)
            self.animator.pause(DEAL_S)
        elif isinstance(event, IndicatorRevealed):
            self._sound(Sfx.FLIP)
        elif isinstance(event, DeclaredReady):
            self._cut_in(tr("banner.ready"), CutInKind.READY, self._told())
        elif isinstance(event, KongRobbed):
            self._cut_in(tr("banner.rob_kong"), CutInKind.CALL)
        elif isinstance(event, Won):
            self._won(event)
        elif isinstance(event, HandsRevealed):
            self._sound(Sfx.FLIP)
            self.animator.pause(REVEAL_S)
        elif isinstance(event, WallExhausted):
            key = "banner.haitei" if any(event.ready) else "banner.draw"
            self._cut_in(tr(key), CutInKind.NOTICE)
        elif isinstance(event, HaiteiDrew):  # only a watched table shows the round itself
            name = self.ctx.text.tile_name(kind_of(event.tile))
            self._cut_in(tr("banner.haitei_draw", tile=name), CutInKind.NOTICE, sound=Sfx.FLIP)
        elif isinstance(event, ChoiceOffered) and event.seat == Seat.HUMAN:
            self._sound(Sfx.FLIP)  # the overlay itself asks; a soft cue draws the eye to it
        elif isinstance(event, DrawChosen) and event.seat == Seat.HUMAN and event.kind is not None:
            name = self.ctx.text.tile_name(event.kind)
            self._cut_in(
                tr("cutin.draw_choice"), CutInKind.NOTICE, tr("cutin.draw_choice.sub", tile=name)
            )

    def _won(self, event: Won) -> None:
        tr = self.ctx.text.text
        if event.seat != Seat.HUMAN:
            self._cut_in(tr("banner.cpu_win"), CutInKind.NOTICE, self._told())
        elif event.score.yakuman:
            self._cut_in(tr(WIN_CUTINS[event.win_by]), CutInKind.YAKUMAN, tr("cutin.yakuman"))
        else:
            self._cut_in(tr(WIN_CUTINS[event.win_by]), CutInKind.WIN)

    def _cut_in(self, text: str, kind: CutInKind, sub: str = "", sound: Sfx | None = None) -> None:
        if self.cut_ins:
            self.animator.cutins.play(text, kind, sub, sound, silent=self.quiet)

    def draw_start(self, event: Drew, layout: TableLayout) -> pygame.Rect:
        """Where the drawn tile leaves the wall (the 72-tile table knows the exact place)."""
        return next_draw_rect(layout, self.model, event.replacement)

    def _drew(self, event: Drew, layout: TableLayout) -> None:
        start = self.draw_start(event, layout)
        self.model.apply(event)
        if event.seat == Seat.HUMAN and event.tile is not None:
            end = hand_rects(layout, self.model.view)[-1][1]
            flight = Flight(event.tile, ("face", kind_of(event.tile)), start, end, end.size)
        else:
            end = cpu_hand_rects(layout, self.model)[-1]
            flight = Flight(CPU_BACK, ("back", 0), start, end, end.size)
        self._sound(Sfx.DRAW)
        self.animator.fly(flight, DRAW_S)

    def _discarded(self, event: Discarded, layout: TableLayout) -> None:
        start = self._hand_rect_of(event.seat, event.tile, event.tsumogiri, layout)
        self.model.apply(event)
        end = pond_rects(layout, self.model, event.seat)[-1]
        sprite = ("face", kind_of(event.tile))
        flight = Flight(event.tile, sprite, start, end, end.size)
        self.animator.fly(flight, DISCARD_S, lambda: self._sound(Sfx.DISCARD))

    def _hand_rect_of(self, seat: int, tile: int, drawn: bool, layout: TableLayout) -> pygame.Rect:
        if seat == Seat.HUMAN:
            return next(
                (r for t, r in hand_rects(layout, self.model.view) if t == tile), layout.action_bar
            )
        rects = cpu_hand_rects(layout, self.model)
        return rects[-1] if drawn or not rects else rects[len(rects) // 2]

    def _meld(self, seat: int, meld: Meld, layout: TableLayout, called: bool) -> None:
        starts: dict[int, pygame.Rect] = {}
        if called and meld.called is not None:
            pond = pond_rects(layout, self.model, 1 - seat)
            starts[meld.called] = pond[-1] if pond else layout.action_bar
        for tile in meld.tiles:
            if tile not in starts:
                starts[tile] = self._hand_rect_of(seat, tile, False, layout)
        self.model.apply(Called(seat, meld) if called else KongDeclared(seat, meld))
        size = layout.meld_size(seat)
        for item in meld_tiles(layout, seat, self.model.view.melds[seat]):
            if item.tile in starts and not item.face_down:
                sprite = ("face", kind_of(item.tile))
                flight = Flight(item.tile, sprite, starts[item.tile], item.rect, (size.w, size.h))
                self.animator.fly(flight, CLAIM_S if item.tile == meld.called else CALL_S)
        tr = self.ctx.text.text
        if meld.kind.is_kong:
            self._cut_in(tr("banner.kong"), CutInKind.CALL, self._told(), sound=Sfx.KONG)
        else:
            key = "banner.chi" if meld.kind is MeldKind.CHI else "banner.pon"
            self._cut_in(tr(key), CutInKind.CALL, self._told())

    def _exchanged(self, event: TilesExchanged, layout: TableLayout) -> None:
        """The given tiles fly from the hand to the face-down wall, then the received
        ones fly from it into their places (the CPU's exchanges are never shown: the
        features are the human's alone)."""
        starts = {t: r for t, r in hand_rects(layout, self.model.view)}
        self.model.apply(event)
        if event.seat != Seat.HUMAN or event.given is None or event.received is None:
            return
        wall = dead_wall_rect(layout, self.model)
        for tile in event.given:
            start = starts.get(tile, layout.action_bar)
            flight = Flight(tile, ("face", kind_of(tile)), start, wall, start.size)
            self.animator.fly(flight, EXCHANGE_S)
        ends = dict(hand_rects(layout, self.model.view))
        for tile in event.received:
            end = ends[tile]
            flight = Flight(tile, ("face", kind_of(tile)), wall, end, end.size)
            self.animator.fly(flight, EXCHANGE_S, lambda: self._sound(Sfx.DRAW), EXCHANGE_S)
        key, kind = EXCHANGE_CUTINS[event.choice]
        text = self.ctx.text.text(key)
        if event.choice is Choice.OPENING_SWAP:
            text = self.ctx.text.text(key, n=event.count)
        self._cut_in(text, kind)
