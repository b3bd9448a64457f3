"""When a 72-tile win may be taken and what it scores (RULES.md B5): the seam to the 国标
scorer (``score_gb``, mahjong2p.rules.gb.scoring — GB_INTERFACE.md).

A winning shape is a legal action only when its fans without flowers reach the rule set's
minimum (起和). The situation the scorer needs is read off the hand: seat winds 东 for the
dealer and 西 for the other (B3), prevalent 东, the winner's flowers, 杠上开花 only on a
kong's own replacement, 妙手回春 / 海底捞月 on the last wall tile, and 和绝张 when the other
three copies are shown in the ponds or melds (never on 抢杠和).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mahjong2p.rules.gb.scoring import GB_SPECS, GbScore, GbSituation, score_gb
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.ruleset import WinFlags
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tiles import EAST, WEST, kind_of

if TYPE_CHECKING:
    from mahjong2p.rules.hand import Hand

ScoreFn = Callable[[Sequence[int], Sequence[Meld], int, Any], Any]
LAST_OF_KIND_SHOWN = 3


@dataclass(frozen=True, slots=True)
class GbScoring:
    """``score_fn`` / ``situation``: the scorer and its situation type (``score_gb``; a
    test may inject a stand-in with the same signature)."""

    score_fn: ScoreFn = score_gb
    situation: Callable[..., Any] = GbSituation
    seat_winds: tuple[int, int] = (EAST, WEST)  # the dealer's, the other's
    prevalent_wind: int = EAST
    fan_ids: tuple[str, ...] = tuple(GB_SPECS)

    def allows(self, hand: Hand, seat_no: int, win_by: WinBy, tile: int) -> bool:
        """Whether the winning shape reaches the minimum; for 自摸 ``tile`` is in hand."""
        seat = hand.seats[seat_no]
        kinds = [kind_of(t) for t in seat.concealed]
        if win_by is not WinBy.TSUMO:
            kinds.append(kind_of(tile))
        flags = WinFlags(
            after_kong=hand.phase.after_kong,
            last_tile=win_by is not WinBy.ROB_KONG and hand.wall.live_count == 0,
        )
        score = self._score(hand, seat_no, kinds, win_by, tile, flags)
        return bool(score.meets(hand.rules.min_fan))

    def score(self, hand: Hand, seat_no: int, win_by: WinBy, tile: int, flags: WinFlags) -> GbScore:
        kinds = [kind_of(t) for t in hand.seats[seat_no].concealed]
        return self._score(hand, seat_no, kinds, win_by, tile, flags)

    def _score(
        self,
        hand: Hand,
        seat_no: int,
        kinds: list[int],
        win_by: WinBy,
        tile: int,
        flags: WinFlags,
    ) -> Any:
        seat = hand.seats[seat_no]
        situation = self.situation(
            win_by=win_by,
            seat_wind=self.seat_winds[0 if seat_no == hand.dealer else 1],
            prevalent_wind=self.prevalent_wind,
            flowers=len(seat.flowers),
            after_kong=flags.after_kong and win_by is WinBy.TSUMO,
            last_tile=flags.last_tile,
            last_of_kind=win_by is not WinBy.ROB_KONG and _last_of_kind(hand, tile),
        )
        return self.score_fn(kinds, seat.melds, kind_of(tile), situation)

    def award_ids(self, score: Any) -> tuple[str, ...]:
        return tuple(fan.id for fan in score.fans)

    def fan_without_flowers(self, score: Any) -> int:
        return int(score.fan_without_flowers)

    def is_limit_hand(self, score: Any) -> bool:
        del score  # the 国标 table has no 役满; its points are capped at 13 instead
        return False


def _last_of_kind(hand: Hand, tile: int) -> bool:
    """和绝张: the other three copies of the winning kind are shown (ponds, melds)."""
    kind = kind_of(tile)
    shown = 0
    for seat in hand.seats:
        shown += sum(1 for t in seat.discards if t != tile and kind_of(t) == kind)
        shown += sum(1 for m in seat.melds for t in m.tiles if t != tile and kind_of(t) == kind)
    return shown >= LAST_OF_KIND_SHOWN
