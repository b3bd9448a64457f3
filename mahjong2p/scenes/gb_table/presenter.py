"""The 72-tile table's events told on screen, on top of the table v2 presenter: the dice
tumble, the break is marked, the deal flies off the walls two stacks at a time (4-4-4,
then 跳牌), 补花 sends the flower to its owner's flower row before the replacement comes
from the tail, and every draw leaves the wall from the exact place the engine took it."""

from __future__ import annotations

import pygame

from mahjong2p.audio.cues import Sfx
from mahjong2p.rules.events import (
    Dealt,
    DiceRolled,
    Drew,
    Event,
    FlowerSetAside,
    WallBroken,
    WallExhausted,
    WallTaken,
    Won,
)
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.gb_table.layout import GbTableLayout
from mahjong2p.scenes.gb_table.walls import GbWallState, deal_rect
from mahjong2p.scenes.table.action_log import LogEntry
from mahjong2p.scenes.table.animation import Animator, Flight
from mahjong2p.scenes.table.hand_part import hand_rects
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.scenes.table.opponent_part import cpu_hand_rects
from mahjong2p.scenes.table.presenter import WIN_CUTINS, Presenter
from mahjong2p.seat import Seat
from mahjong2p.ui.cutin import CutInKind
from mahjong2p.ui.tween import Call, Sequence, Tween

ROLL_S, BREAK_S, DEAL_S, DEAL_STAGGER_S, FLOWER_S = 0.7, 0.4, 0.2, 0.04, 0.4
BIG_WIN_FAN = 24  # 清一色 and above: the win's cut-in is the big one
DEAL_BACK = -100  # "tile ids" of the deal's face-down flights (never a real tile)


class GbPresenter(Presenter):
    def __init__(
        self,
        ctx: AppContext,
        model: TableModel,
        animator: Animator,
        walls: GbWallState,
        quiet: bool = False,
    ) -> None:
        super().__init__(ctx, model, animator, quiet)
        self.walls = walls
        self._deal_flights = 0

    def _show(self, event: Event, layout: TableLayout) -> None:
        assert isinstance(layout, GbTableLayout)
        if isinstance(event, DiceRolled | WallBroken | WallTaken):
            self.walls.apply(event)
            self.model.apply(event)
            if isinstance(event, DiceRolled):
                self._roll()
            elif isinstance(event, WallBroken):
                self._sound(Sfx.FLIP)
                self.animator.pause(BREAK_S)
            elif event.seat not in self.walls.dealt:
                self._deal(event, layout)
            return
        if isinstance(event, FlowerSetAside):
            self._flower(event, layout)
            return
        if isinstance(event, Dealt):
            self.walls.dealt.add(event.seat)
        super()._show(event, layout)

    def _announce(self, event: Event) -> None:
        if isinstance(event, WallExhausted):  # no 海底捞月 round here: always 荒牌
            self._cut_in(self.ctx.text.text("banner.draw"), CutInKind.NOTICE)
        else:
            super()._announce(event)

    def _won(self, event: Won) -> None:
        tr = self.ctx.text.text
        if event.seat != Seat.HUMAN:
            self._cut_in(tr("banner.cpu_win"), CutInKind.NOTICE, self._told())
            return
        total = getattr(event.score, "total_fan", 0)
        kind = CutInKind.YAKUMAN if total >= BIG_WIN_FAN else CutInKind.WIN
        self._cut_in(tr(WIN_CUTINS[event.win_by]), kind, tr("gb.cutin.fan", n=total))

    def draw_start(self, event: Drew, layout: TableLayout) -> pygame.Rect:
        assert isinstance(layout, GbTableLayout)
        if self.walls.last_places:
            return layout.place_rect(*self.walls.last_places[-1])
        return super().draw_start(event, layout)

    def _roll(self) -> None:
        self._sound(Sfx.DICE)
        walls = self.walls

        def step(k: float) -> None:
            walls.rolling = k

        def done() -> None:
            walls.rolling = None

        walls.rolling = 0.0
        self.animator.tweener.add(Sequence(Tween(ROLL_S, step), Call(done)))

    def _deal(self, event: WallTaken, layout: GbTableLayout) -> None:
        """The tiles a seat takes in the deal fly face down to its side of the table."""
        walls, seat = self.walls, event.seat
        first = walls.dealt_backs[seat]  # the table shows no event while tiles still fly
        for j, place in enumerate(event.places):
            start = layout.place_rect(*place)
            end = deal_rect(layout, seat, first + j)
            self._deal_flights += 1
            flight = Flight(DEAL_BACK - self._deal_flights, ("back", 0), start, end, end.size)
            flight_seat = seat

            def land(s: int = flight_seat) -> None:
                walls.dealt_backs[s] += 1

            self.animator.fly(flight, DEAL_S, land, j * DEAL_STAGGER_S)
        self._sound(Sfx.DRAW)

    def _flower(self, event: FlowerSetAside, layout: GbTableLayout) -> None:
        """补花: the flower leaves the hand for its owner's flower row, face up."""
        if event.seat == Seat.HUMAN:
            start = next(
                (r for t, r in hand_rects(layout, self.model.view) if t == event.tile),
                layout.action_bar,
            )
        else:
            rects = cpu_hand_rects(layout, self.model)
            start = rects[-1] if rects else layout.action_bar
        self.model.apply(event)
        self.model.log.append(LogEntry("gb.log.flower", event.seat, kind_of(event.tile)))
        end = layout.flower_rect(event.seat, len(self.model.view.flowers[event.seat]) - 1)
        flight = Flight(event.tile, ("face", kind_of(event.tile)), start, end, end.size)
        self.animator.fly(flight, FLOWER_S, lambda: self._sound(Sfx.FLOWER))
