"""One player's side of the table inside a hand (the engine's private state)."""

from __future__ import annotations

from dataclasses import dataclass, field

from mahjong2p.rules.melds import Meld
from mahjong2p.rules.shape import is_ready, is_winning_hand
from mahjong2p.rules.tiles import COPIES, NUM_KINDS, kind_of


@dataclass
class SeatState:
    """Concealed tiles, melds, discards and the 报听 bookkeeping of one seat.

    ``ready_since`` is the move number from which the hand has been ready without a break
    (reset when it stops being ready); ``declared_at`` the move number of the 报听. Both
    decide who draws in the 海底捞月 round when both players are ready (RULES.md A8).
    ``exchanges`` counts the stage-feature swaps of the seat's tiles: a dealer who swapped
    no longer holds the 14 *dealt* tiles that 天和 needs (A7). ``flowers`` are the flowers
    the seat has set aside (RULES.md B2), never part of its hand.
    """

    concealed: list[int] = field(default_factory=list)
    melds: list[Meld] = field(default_factory=list)
    discards: list[int] = field(default_factory=list)
    drawn: int | None = None
    discard_count: int = 0
    draw_count: int = 0
    declared_at: int | None = None
    tian_ting: bool = False
    ready_since: int | None = None
    exchanges: int = 0
    flowers: list[int] = field(default_factory=list)

    @property
    def declared_ready(self) -> bool:
        return self.declared_at is not None

    @property
    def is_concealed(self) -> bool:
        """门清: no 吃, 碰 or open kong (a concealed kong keeps the hand concealed)."""
        return not any(m.kind.is_open for m in self.melds)

    def counts(self) -> list[int]:
        """Kinds held, as the shape functions take them (a hot path: a plain loop)."""
        counts = [0] * NUM_KINDS
        for tile in self.concealed:
            counts[tile // COPIES] += 1
        return counts

    def counts_with(self, tile: int) -> list[int]:
        counts = self.counts()
        counts[kind_of(tile)] += 1
        return counts

    def wins_with(self, tile: int) -> bool:
        """Would the opponent's ``tile`` (or a drawn one not yet in hand) complete the hand?"""
        return is_winning_hand(self.counts_with(tile), self.melds)

    def is_winning(self) -> bool:
        return is_winning_hand(self.counts(), self.melds)

    def is_ready(self) -> bool:
        return is_ready(self.counts(), self.melds)

    def tiles_of_kind(self, kind: int) -> list[int]:
        return [t for t in self.concealed if t // COPIES == kind]  # kind_of, inlined: hot

    def all_tiles(self) -> list[int]:
        return [
            *self.concealed,
            *(t for m in self.melds for t in m.tiles),
            *self.discards,
            *self.flowers,
        ]

    def update_ready_since(self, move: int) -> None:
        """Call after the seat's hand changed to 13-equivalent: track an unbroken ready run."""
        if not self.is_ready():
            self.ready_since = None
        elif self.ready_since is None:
            self.ready_since = move


def senior_seat(seats: tuple[SeatState, SeatState]) -> int:
    """Of two ready seats, the one ready longer (RULES.md A8): the earlier 报听 when both
    declared; otherwise the hand that became ready earlier and stayed ready — a 报听 is
    no head start over a hand that was ready before it. Ties go to seat 0."""
    both_declared = all(seat.declared_ready for seat in seats)

    def since(seat_no: int) -> tuple[int, int]:
        seat = seats[seat_no]
        start = seat.declared_at if both_declared else seat.ready_since
        return (start or 0, seat_no)

    return min((0, 1), key=since)
