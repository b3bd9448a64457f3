"""The end of the live wall: 流局, or the 海底捞月 round (RULES.md A8) where the rule set
has it — a mixin of :class:`~mahjong2p.rules.hand.Hand`, kept in its own file."""

from __future__ import annotations

from mahjong2p.rules.actions import Action
from mahjong2p.rules.events import HaiteiDrew, HaiteiStarted, WallExhausted
from mahjong2p.rules.hand_parts import HandParts
from mahjong2p.rules.phase import Phase, PhaseKind
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.seat import senior_seat


class WallEndFlow(HandParts):
    """流局 and the 海底捞月 round."""

    def _exhaust(self) -> None:
        ready = (self.seats[0].is_ready(), self.seats[1].is_ready())
        self._emit(WallExhausted(ready))
        if not self.rules.haitei_round or not any(ready):
            self._end(None)
            return
        seat_no = self._haitei_seat(ready)
        draws = min(self.config.haitei_draws, len(self.wall.dead))
        self._emit(HaiteiStarted(seat_no, draws))
        if draws == 0:  # every dead-pool tile was swapped away: nothing to pick from
            self._end(None)
            return
        self.phase = Phase(PhaseKind.HAITEI, seat_no, draws_left=draws)

    def _haitei_seat(self, ready: tuple[bool, bool]) -> int:
        """Who draws when the wall is exhausted (A8): the only ready seat, else the senior."""
        if ready[0] != ready[1]:
            return 0 if ready[0] else 1
        return senior_seat(self.seats)

    def _do_haitei_pick(self, action: Action) -> None:
        slot = action.tile
        assert slot is not None
        tile = self.wall.dead[slot]
        self.haitei_picked[slot] = tile
        self._emit(HaiteiDrew(action.seat, slot, tile))
        if self.seats[action.seat].wins_with(tile):
            self.wall.take_dead(slot)
            self._win(action.seat, WinBy.TSUMO, tile, False, False, False, True)
            return
        left = self.phase.draws_left - 1
        if left == 0:
            self._end(None)
        else:
            self.phase = Phase(PhaseKind.HAITEI, action.seat, draws_left=left)
