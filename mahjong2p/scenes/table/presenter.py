"""Turns each engine event into what the table shows: fold it into the model, and start
the flight or banner that tells it (draw slide, discard flying to the pond, called tiles
moving to the meld area, the win banner)."""

from __future__ import annotations

import pygame

from mahjong2p.app.context import AppContext
from mahjong2p.rules.events import (
    Called,
    Dealt,
    DeclaredReady,
    Discarded,
    Drew,
    Event,
    KongDeclared,
    KongRobbed,
    WallExhausted,
    Won,
)
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.table.animation import Animator, Banner, Flight
from mahjong2p.scenes.table.hand_part import hand_rects
from mahjong2p.scenes.table.layout import HUMAN, TableLayout
from mahjong2p.scenes.table.melds_part import meld_tiles
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.scenes.table.opponent_part import cpu_hand_rects
from mahjong2p.scenes.table.wall_part import next_draw_rect
from mahjong2p.ui import theme

DRAW_S, DISCARD_S, CALL_S = 0.2, 0.24, 0.3
CALL_BANNER_S, READY_BANNER_S, WIN_BANNER_S, DRAW_BANNER_S = 0.6, 0.8, 1.5, 1.3
WIN_BANNERS = {
    WinBy.TSUMO: "banner.tsumo",
    WinBy.RON: "banner.ron",
    WinBy.ROB_KONG: "banner.rob_kong",
}
CPU_BACK = -1  # the "tile id" of a CPU draw in flight: its face is unknown


class Presenter:
    def __init__(self, ctx: AppContext, model: TableModel, animator: Animator) -> None:
        self.ctx = ctx
        self.model = model
        self.animator = animator

    def show(self, event: Event, layout: TableLayout) -> None:
        if isinstance(event, Drew):
            self._drew(event, layout)
        elif isinstance(event, Discarded):
            self._discarded(event, layout)
        elif isinstance(event, Called | KongDeclared):
            self._meld(event.seat, event.meld, layout, isinstance(event, Called))
        else:
            self.model.apply(event)
            self._announce(event)

    def _announce(self, event: Event) -> None:
        tr = self.ctx.text.text
        if isinstance(event, Dealt):
            self.animator.wait = 0.15
        elif isinstance(event, DeclaredReady):
            self._banner(tr("banner.ready"), theme.GOLD, READY_BANNER_S)
        elif isinstance(event, KongRobbed):
            self._banner(tr("banner.rob_kong"), theme.RED, CALL_BANNER_S)
        elif isinstance(event, Won):
            key = WIN_BANNERS[event.win_by] if event.seat == HUMAN else "banner.cpu_win"
            self._banner(tr(key), theme.GOLD if event.seat == HUMAN else theme.WHITE, WIN_BANNER_S)
        elif isinstance(event, WallExhausted):
            key = "banner.haitei" if any(event.ready) else "banner.draw"
            self._banner(tr(key), theme.GOLD, DRAW_BANNER_S)

    def _banner(self, text: str, color: tuple[int, int, int], seconds: float) -> None:
        self.animator.banner = Banner(text, color, seconds)

    def _drew(self, event: Drew, layout: TableLayout) -> None:
        start = next_draw_rect(layout, self.model, event.replacement)
        self.model.apply(event)
        if event.seat == HUMAN and event.tile is not None:
            end = hand_rects(layout, self.model.view)[-1][1]
            flight = Flight(event.tile, ("face", kind_of(event.tile)), start, end, DRAW_S, end.size)
            self.animator.flights.append(flight)
        else:
            end = cpu_hand_rects(layout, self.model)[-1]
            self.animator.flights.append(
                Flight(CPU_BACK, ("back", 0), start, end, DRAW_S, end.size)
            )

    def _discarded(self, event: Discarded, layout: TableLayout) -> None:
        start = self._hand_rect_of(event.seat, event.tile, event.tsumogiri, layout)
        self.model.apply(event)
        end = layout.discard_rect(event.seat, len(self.model.view.discards[event.seat]) - 1)
        sprite = ("face", kind_of(event.tile))
        self.animator.flights.append(Flight(event.tile, sprite, start, end, DISCARD_S, end.size))

    def _hand_rect_of(self, seat: int, tile: int, drawn: bool, layout: TableLayout) -> pygame.Rect:
        if seat == HUMAN:
            return next(
                (r for t, r in hand_rects(layout, self.model.view) if t == tile), layout.action_bar
            )
        rects = cpu_hand_rects(layout, self.model)
        return rects[-1] if drawn or not rects else rects[len(rects) // 2]

    def _meld(self, seat: int, meld: Meld, layout: TableLayout, called: bool) -> None:
        starts: dict[int, pygame.Rect] = {}
        if called and meld.called is not None:
            pond = self.model.view.discards[1 - seat]
            starts[meld.called] = layout.discard_rect(1 - seat, max(0, len(pond) - 1))
        for tile in meld.tiles:
            if tile not in starts:
                starts[tile] = self._hand_rect_of(seat, tile, False, layout)
        self.model.apply(Called(seat, meld) if called else KongDeclared(seat, meld))
        size = layout.meld_size(seat)
        for item in meld_tiles(layout, seat, self.model.view.melds[seat]):
            if item.tile in starts and not item.face_down:
                sprite = ("face", kind_of(item.tile))
                flight = Flight(
                    item.tile, sprite, starts[item.tile], item.rect, CALL_S, (size.w, size.h)
                )
                self.animator.flights.append(flight)
        tr = self.ctx.text.text
        key = (
            "banner.kong"
            if meld.kind.is_kong
            else ("banner.chi" if meld.kind is MeldKind.CHI else "banner.pon")
        )
        self._banner(tr(key), theme.GOLD if seat == HUMAN else theme.WHITE, CALL_BANNER_S)
