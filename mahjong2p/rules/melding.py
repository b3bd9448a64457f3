"""Calls and kongs: the meld-making half of :class:`~mahjong2p.rules.hand.Hand` (a mixin,
kept in its own file like :class:`~mahjong2p.rules.features.flow.FeatureFlow`).

Every rule set calls the same way (RULES.md A4, B4); what a kong turns up (a 花牌
indicator, nothing) is the rule set's table, and whether the added tile may be robbed for a
win is its scoring's say (a minimum fan).
"""

from __future__ import annotations

from mahjong2p.rules.actions import Action
from mahjong2p.rules.events import Called, KongDeclared, KongRobbed
from mahjong2p.rules.hand_parts import HandParts
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.phase import Phase, PhaseKind
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tiles import kind_of


class MeldFlow(HandParts):
    """吃, 碰, 明杠, 暗杠, 加杠 and 抢杠."""

    def _do_concealed_kong(self, action: Action) -> None:
        seat = self.seats[action.seat]
        for t in action.tiles:
            seat.concealed.remove(t)
        meld = Meld(MeldKind.CONCEALED_KONG, tuple(sorted(action.tiles)))
        seat.melds.append(meld)
        seat.drawn = None  # the replacement draw is the next drawn tile, as views see it
        self._emit(KongDeclared(action.seat, meld))
        self._finish_kong(action.seat)

    def _do_added_kong(self, action: Action) -> None:
        tile = action.tile
        assert tile is not None
        seat = self.seats[action.seat]
        index = next(
            i
            for i, m in enumerate(seat.melds)
            if m.kind is MeldKind.PON and m.first_kind == kind_of(tile)
        )
        pon = seat.melds[index]
        seat.concealed.remove(tile)
        seat.drawn = None  # as for a concealed kong (and a robbed kong draws nothing more)
        meld = Meld(MeldKind.ADDED_KONG, tuple(sorted((*pon.tiles, tile))), pon.called)
        seat.melds[index] = meld
        self._emit(KongDeclared(action.seat, meld))
        robber = 1 - action.seat
        if self.seats[robber].wins_with(tile) and self.rules.scoring.allows(
            self, robber, WinBy.ROB_KONG, tile
        ):
            self.phase = Phase(PhaseKind.ROB_KONG, robber, tile=tile)
        else:
            self._finish_kong(action.seat)

    def _finish_kong(self, seat_no: int) -> None:
        self.any_call = True
        self.rules.table.after_kong(self)
        self._draw(seat_no, replacement=True)

    def _call(self, action: Action, kind: MeldKind) -> None:
        tile = self.phase.tile
        assert tile is not None
        seat = self.seats[action.seat]
        self.seats[1 - action.seat].discards.remove(tile)
        for t in action.tiles:
            seat.concealed.remove(t)
        meld = Meld(kind, tuple(sorted((*action.tiles, tile))), tile)
        seat.melds.append(meld)
        seat.drawn = None
        self.any_call = True
        self._emit(Called(action.seat, meld))
        self.phase = Phase(PhaseKind.TURN, action.seat, after_call=True)

    def _do_chi(self, action: Action) -> None:
        self._call(action, MeldKind.CHI)

    def _do_pon(self, action: Action) -> None:
        self._call(action, MeldKind.PON)

    def _do_open_kong(self, action: Action) -> None:
        self._call(action, MeldKind.KONG)
        self._finish_kong(action.seat)

    def _do_rob_kong(self, action: Action) -> None:
        tile = self.phase.tile
        assert tile is not None
        victim = self.seats[1 - action.seat]
        index = next(i for i, m in enumerate(victim.melds) if tile in m.tiles)
        kong = victim.melds[index]
        victim.melds[index] = Meld(
            MeldKind.PON, tuple(t for t in kong.tiles if t != tile), kong.called
        )
        self._emit(KongRobbed(action.seat, tile))
        self._win(action.seat, WinBy.ROB_KONG, tile, False, False, False, False)
