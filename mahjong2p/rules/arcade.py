"""The arcade rule set (RULES.md Part A): the 136-tile table and its scorer."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mahjong2p.rules.events import Dealt, HandStarted, IndicatorRevealed
from mahjong2p.rules.ruleset import RuleSet, WinFlags
from mahjong2p.rules.scoring import FANS, YAKUMAN, ScoreResult, WinBy, WinSituation, score_win
from mahjong2p.rules.tiles import kind_of
from mahjong2p.rules.tileset import ARCADE_TILES
from mahjong2p.rules.wall import Wall

if TYPE_CHECKING:
    from mahjong2p.rules.hand import Hand

DEALER_TILES = 14
NON_DEALER_TILES = 13


@dataclass(frozen=True, slots=True)
class ArcadeTable:
    """71 live tiles, a dead pool and 花牌 indicators (A2); dealer 14, the other 13 (A3)."""

    def new_wall(self, rng: random.Random, order: Sequence[int] | None, dealer: int) -> Wall:
        del dealer
        return Wall(rng, order)

    def deal(self, hand: Hand) -> None:
        wall = hand.wall
        hand._emit(HandStarted(hand.hand_number, hand.dealer, len(wall.live)))
        for seat_no in (hand.dealer, 1 - hand.dealer):
            count = DEALER_TILES if seat_no == hand.dealer else NON_DEALER_TILES
            tiles = wall.deal(count)
            hand.seats[seat_no].concealed = tiles
            hand._emit(Dealt(seat_no, count, tuple(tiles)))
        self.after_kong(hand)  # the first indicator, as each kong turns up one more
        hand.seats[1 - hand.dealer].update_ready_since(hand.move)

    def draw(self, hand: Hand, seat_no: int, replacement: bool) -> int:
        del seat_no
        return hand.wall.draw_replacement() if replacement else hand.wall.draw()

    def after_kong(self, hand: Hand) -> None:
        tile = hand.wall.reveal_indicator()
        if tile is not None:
            hand._emit(IndicatorRevealed(tile))


@dataclass(frozen=True, slots=True)
class ArcadeScoring:
    """The arcade fan table (A7): every winning shape may be taken."""

    fan_ids: tuple[str, ...] = tuple(entry.spec.id for entry in FANS + YAKUMAN)

    def allows(self, hand: Hand, seat_no: int, win_by: WinBy, tile: int) -> bool:
        del hand, seat_no, win_by, tile
        return True

    def score(
        self, hand: Hand, seat_no: int, win_by: WinBy, tile: int, flags: WinFlags
    ) -> ScoreResult:
        seat = hand.seats[seat_no]
        situation = WinSituation(
            win_by=win_by,
            dealer=seat_no == hand.dealer,
            declared_ready=seat.declared_ready,
            ready_first_turn=seat.tian_ting,
            first_turn=flags.first_turn,
            after_kong=flags.after_kong and win_by is WinBy.TSUMO,
            last_tile=flags.last_tile,
            haitei_round=flags.haitei,
            flower_indicators=tuple(kind_of(t) for t in hand.wall.indicators),
        )
        kinds = [kind_of(t) for t in seat.concealed]
        return score_win(kinds, seat.melds, kind_of(tile), situation)

    def award_ids(self, score: ScoreResult) -> tuple[str, ...]:
        return tuple(score.award_ids)

    def fan_without_flowers(self, score: ScoreResult) -> int:
        return score.total_fan

    def is_limit_hand(self, score: ScoreResult) -> bool:
        return bool(score.yakuman)


ARCADE = RuleSet(
    id="arcade",
    tiles=ARCADE_TILES,
    table=ArcadeTable(),
    scoring=ArcadeScoring(),
    bao_ting=True,
    haitei_round=True,
    stage_features=True,
)
