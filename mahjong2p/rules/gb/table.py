"""The 72-tile table (RULES.md B2): dice, the wall break, the 4-4-4-跳牌 deal and 补花."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mahjong2p.rules.events import Dealt, DiceRolled, HandStarted, WallBroken, WallTaken
from mahjong2p.rules.gb.wall import BOTTOM, TOP, GbWall
from mahjong2p.rules.phase import Phase, PhaseKind
from mahjong2p.rules.tiles import FLOWER_BASE, kind_of

if TYPE_CHECKING:
    from mahjong2p.rules.hand import Hand

DEAL_ROUNDS = 3  # each player takes two stacks (4 tiles), dealer first, three times
STACKS_PER_TURN = 2


@dataclass(frozen=True, slots=True)
class GbTable:
    """Every tile is in play: no dead pool, no indicators; replacements from the tail.
    ``deal_version``: which version of the deal (:mod:`.deals`; 2 is B2 as the seed says)."""

    deal_version: int = 2

    def new_wall(self, rng: random.Random, order: Sequence[int] | None, dealer: int) -> GbWall:
        return GbWall(rng, order, dealer)

    def deal(self, hand: Hand) -> None:
        wall: GbWall = hand.wall
        dealer, other = hand.dealer, 1 - hand.dealer
        hand._emit(
            HandStarted(hand.hand_number, dealer, wall.live_count),
            DiceRolled(dealer, wall.dice[0]),
            DiceRolled(self.second_roller(wall, dealer), wall.dice[1]),
            WallBroken(wall.break_wall, wall.break_stack),
        )
        dealt: dict[int, list[int]] = {dealer: [], other: []}
        for _ in range(DEAL_ROUNDS):
            for seat_no in (dealer, other):
                dealt[seat_no] += wall.deal_next_stacks(STACKS_PER_TURN)
                hand._emit(WallTaken(seat_no, wall.pop_places(), tail=False))
        # 跳牌: the dealer the tops of stacks 1 and 3 of the next three (隔一墩; deal 1: of
        # the next two), the other the bottom of stack 1; draws go on from stack 2
        position = wall.front_position()
        skip = 2 if self.deal_version >= 2 else 1
        dealt[dealer] += [wall.take(position, TOP), wall.take(position + skip, TOP)]
        hand._emit(WallTaken(dealer, wall.pop_places(), tail=False))
        dealt[other].append(wall.take(position, BOTTOM))
        hand._emit(WallTaken(other, wall.pop_places(), tail=False))
        for seat_no in (dealer, other):
            hand.seats[seat_no].concealed = dealt[seat_no]
            hand._emit(Dealt(seat_no, len(dealt[seat_no]), tuple(dealt[seat_no])))
        for seat_no in (dealer, other):
            self._replace_flowers(hand, seat_no)
        hand.phase = Phase(PhaseKind.TURN, dealer)

    def second_roller(self, wall: GbWall, dealer: int) -> int:
        """Who throws the second time: the seat whose wall is broken (deal 1: the dealer)."""
        return wall.break_wall if self.deal_version >= 2 else dealer

    def _replace_flowers(self, hand: Hand, seat_no: int) -> None:
        """补花 at the deal: every flower set aside, each replaced from the tail (a flower
        drawn as a replacement is set aside and replaced in its turn)."""
        flowers = [t for t in hand.seats[seat_no].concealed if kind_of(t) >= FLOWER_BASE]
        for tile in flowers:
            hand.set_flower_aside(seat_no, tile)
        for _ in flowers:
            hand._draw(seat_no, replacement=True, for_kong=False)

    def draw(self, hand: Hand, seat_no: int, replacement: bool) -> int:
        wall: GbWall = hand.wall
        tile = wall.draw_replacement() if replacement else wall.draw()
        hand._emit(WallTaken(seat_no, wall.pop_places(), tail=replacement))
        return tile

    def after_kong(self, hand: Hand) -> None:
        del hand  # nothing is turned up
