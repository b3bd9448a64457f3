"""One player's side of the table inside a hand (the engine's private state)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from mahjong2p.rules.melds import Meld
from mahjong2p.rules.shape import melds_are_green, shanten, shape_waits, waits_of
from mahjong2p.rules.tiles import COPIES, NUM_KINDS

# What the shape functions take of a hand: (counts as bytes, meld count, melds green?).
Shape = tuple[bytes, int, bool]


@dataclass
class SeatState:
    """Concealed tiles, melds, discards and the 报听 bookkeeping of one seat.

    ``ready_since`` is the move number from which the hand has been ready without a break
    (reset when it stops being ready); ``declared_at`` the move number of the 报听. Both
    decide who draws in the 海底捞月 round when both players are ready (RULES.md A8).
    ``exchanges`` counts the stage-feature swaps of the seat's tiles: a dealer who swapped
    no longer holds the 14 *dealt* tiles that 天和 needs (A7). ``flowers`` are the flowers
    the seat has set aside (RULES.md B2), never part of its hand.

    The engine asks the shape of the same tiles several times a move (the win, the 报听
    discards, the calls, who is ready), so :meth:`shape` counts them once and keeps the
    answer beside a copy of the tiles and melds it was counted from: any change to the
    lists, by whatever code, makes the copies differ and the next ask count again.
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
    _counted: list[int] | None = field(default=None, init=False, repr=False, compare=False)
    _melded: list[Meld] | None = field(default=None, init=False, repr=False, compare=False)
    _shape: Shape = field(default=(b"", 0, True), init=False, repr=False, compare=False)
    _shanten: tuple[Shape, int] | None = field(default=None, init=False, repr=False, compare=False)
    _waits: tuple[Shape, list[int]] | None = field(
        default=None, init=False, repr=False, compare=False
    )
    _floor: tuple[Shape, int] | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def declared_ready(self) -> bool:
        return self.declared_at is not None

    @property
    def is_concealed(self) -> bool:
        """门清: no 吃, 碰 or open kong (a concealed kong keeps the hand concealed)."""
        return not any(m.kind.is_open for m in self.melds)

    def shape(self) -> Shape:
        """(the kinds held as 34 counts in ``bytes``, the meld count, whether every meld
        is green): the arguments of the shape functions for this hand. Recounted only when
        the concealed tiles or the melds differ from those last counted (two list
        comparisons in C: the ints are the same objects, so they compare by identity);
        the same tuple comes back until then, so answers kept beside it stay valid exactly
        as long as it does."""
        if self.concealed != self._counted:
            counts = [0] * NUM_KINDS
            for tile in self.concealed:
                counts[tile // COPIES] += 1  # kind_of, inlined: once per changed hand
            melds = self._shape[1:] if self.melds == self._melded else self._meld_shape()
            self._shape = (bytes(counts), *melds)
            self._counted = self.concealed[:]
        elif self.melds != self._melded:
            self._shape = (self._shape[0], *self._meld_shape())
        return self._shape

    def _meld_shape(self) -> tuple[int, bool]:
        self._melded = self.melds[:]
        return len(self.melds), melds_are_green(self.melds)

    def shanten(self) -> int:
        return self._shanten_of(self.shape())

    def _shanten_of(self, shape: Shape) -> int:
        if self._shanten is None or self._shanten[0] is not shape:
            self._shanten = (shape, shanten(*shape))
        return self._shanten[1]

    def waits_by_shape(self) -> Sequence[int]:
        """The kinds that complete this 13-equivalent hand, by shape (:func:`shape_waits`;
        the caller must not change the list)."""
        shape = self.shape()
        if self._waits is None or self._waits[0] is not shape:
            self._waits = (shape, shape_waits(*shape))
        return self._waits[1]

    def shanten_unless_far(self) -> int:
        """The shanten where it is -1 or 0 (complete, ready); for a hand already known to
        be at least one tile from ready (see :meth:`draw_tile`, :meth:`discard_tile`),
        that lower bound (1 or more) instead of a search. For the questions "complete?",
        "ready?", "one away or more?" it answers as :meth:`shanten` does."""
        return self._unless_far(self.shape())

    def _unless_far(self, shape: Shape) -> int:
        known = self._known_floor(shape)
        return self._shanten_of(shape) if known is None else known

    def _known_floor(self, shape: Shape) -> int | None:
        """The exact shanten if it was asked of these tiles, else a lower bound of at least
        1 if one was noted, else ``None`` (nothing is searched)."""
        if self._shanten is not None and self._shanten[0] is shape:
            return self._shanten[1]
        if self._floor is not None and self._floor[0] is shape:
            return self._floor[1]
        return None

    def draw_tile(self, tile: int) -> None:
        """Put the drawn ``tile`` in the hand. The kept counts are brought in step (one
        count higher, no recount), and a floor known for the hand before carries over one
        lower: a tile more lowers the shanten by one at most."""
        if tile // COPIES >= NUM_KINDS:  # a flower, set aside at once: nothing to count
            self.concealed.append(tile)
            return
        shape = self.shape()
        floor = self._known_floor(shape)
        self._step(shape, tile, 1)
        self.concealed.append(tile)
        if floor is not None and floor > 1:
            self._note_far(floor - 1)

    def discard_tile(self, tile: int) -> None:
        """Move ``tile`` from the hand to the pond, the kept counts in step. A hand at
        shanten 1 or more leaves one at least as far (a tile fewer never lowers the
        shanten below the fuller hand's), so it has no wait by shape: both are noted."""
        shape = self.shape()
        floor = self._unless_far(shape)
        self._step(shape, tile, -1)
        self.concealed.remove(tile)
        self.discards.append(tile)
        self.discard_count += 1
        if floor > 0:
            self._note_far(floor)

    def _step(self, shape: Shape, tile: int, delta: int) -> None:
        """The kept counts and tiles of ``shape`` (just checked against the lists) with
        ``tile`` added or taken out, as the caller is about to change the list."""
        assert self._counted is not None
        if delta > 0:
            self._counted.append(tile)
        else:
            self._counted.remove(tile)  # the same first copy as the list will lose
        key = bytearray(shape[0])
        key[tile // COPIES] += delta
        self._shape = (bytes(key), shape[1], shape[2])

    def _note_far(self, floor: int) -> None:
        shape = self._shape  # just brought in step with the lists by _step
        self._floor = (shape, floor)
        self._waits = (shape, [])  # a 13-equivalent hand that far has no wait by shape

    def wins_with(self, tile: int) -> bool:
        """Would the opponent's ``tile`` (or a drawn one not yet in hand) complete the
        13-equivalent hand? Exactly when its kind is one of the waits by shape (the waits
        are the kinds whose one more copy makes the hand complete)."""
        return tile // COPIES in self.waits_by_shape()

    def is_winning(self) -> bool:
        return self.shanten() == -1

    def is_ready(self) -> bool:
        """Ready in the A8 sense (:func:`waits_of`); a hand with no wait by shape, the
        common case, is answered without looking at the melds' kinds."""
        return bool(self.waits_by_shape()) and bool(waits_of(self.shape()[0], self.melds))

    def tiles_of_kind(self, kind: int) -> list[int]:
        return [t for t in self.concealed if t // COPIES == kind]  # kind_of, inlined: hot

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
