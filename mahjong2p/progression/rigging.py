"""Rigged "大出血" deals (RULES.md A9): a whole wall order in which the player is dealt a
hand 1–2 tiles from a big target hand and finds the missing tiles among their next draws.

The result is a permutation of the 136 tiles that :class:`~mahjong2p.rules.hand.Hand`
takes as ``wall_order``, so a rigged hand is an ordinary hand: every tile is real and
accounted for, and it replays exactly. The layout follows :mod:`mahjong2p.rules.hand`:
the dealer's 14 tiles come first, then the other seat's 13, then the draws, which
alternate starting with the non-dealer (the dealer discards first), then the dead pool,
whose last tile becomes the 花牌 indicator.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from mahjong2p.progression.patterns import Pattern, Target
from mahjong2p.rules.arcade import DEALER_TILES, NON_DEALER_TILES
from mahjong2p.rules.tiles import COPIES, NUM_KINDS
from mahjong2p.rules.wall import LIVE_TILES

DEALT = DEALER_TILES + NON_DEALER_TILES
DRAWS = LIVE_TILES - DEALT
FIRST_NEED_DRAW = (1, 3)  # the first missing tile comes with the player's 2nd-4th draw
NEXT_NEED_GAP = (1, 3)  # each further one 1-3 of the player's draws later
SPARE_GAP = (2, 4)  # a spare copy of each, when one is left, 2-4 draws after it


@dataclass(frozen=True, slots=True)
class RiggedDeal:
    """``dealt`` are the kinds the seat is dealt; ``needs`` the kinds it is missing from
    ``target``, in the order they are placed among its draws (``target.final`` last)."""

    pattern: Pattern
    target: Target
    seat: int
    dealer: int
    dealt: tuple[int, ...]
    needs: tuple[int, ...]
    wall_order: tuple[int, ...]


def rig_deal(rng: random.Random, pattern: Pattern, dealer: int, seat: int = 0) -> RiggedDeal:
    """A rigged wall for ``seat`` with ``dealer`` dealing, built from ``pattern``."""
    target = pattern.build(rng)
    missing = rng.choice((1, 2))
    rest = list(target.kinds)
    rest.remove(target.final)
    needs = [*rng.sample(rest, missing - 1), target.final]
    for kind in needs[:-1]:
        rest.remove(kind)
    hand_size = DEALER_TILES if seat == dealer else NON_DEALER_TILES
    junk = _junk(rng, target, hand_size - len(rest))
    dealt = tuple(sorted(rest + junk))
    pool = _Pool(rng)
    wall = _Layout(pool, seat, dealer, dealt)
    wall.place_needs(rng, needs)
    return RiggedDeal(pattern, target, seat, dealer, dealt, tuple(needs), wall.order(rng, needs))


def _junk(rng: random.Random, target: Target, count: int) -> list[int]:
    """Filler kinds that are not in the target and cannot complete it another way."""
    banned = set(target.kinds) | target.avoid
    return [rng.choice([k for k in range(NUM_KINDS) if k not in banned]) for _ in range(count)]


class _Pool:
    """The physical tiles not yet placed, by kind, in a random order within each kind."""

    def __init__(self, rng: random.Random) -> None:
        self.by_kind = [
            rng.sample(range(k * COPIES, (k + 1) * COPIES), COPIES) for k in range(NUM_KINDS)
        ]

    def take(self, kind: int) -> int:
        return self.by_kind[kind].pop()

    def left(self, kind: int) -> int:
        return len(self.by_kind[kind])

    def take_all(self, kinds: set[int]) -> list[int]:
        taken = [t for kind in sorted(kinds) for t in self.by_kind[kind]]
        for kind in kinds:
            self.by_kind[kind].clear()
        return taken

    def rest(self) -> list[int]:
        return [t for tiles in self.by_kind for t in tiles]


class _Layout:
    """Fills the wall: the seat's deal, the tiles placed at its draws, then the rest."""

    def __init__(self, pool: _Pool, seat: int, dealer: int, dealt: tuple[int, ...]) -> None:
        self.pool = pool
        self.seat = seat
        self.dealer = dealer
        self.hand = [pool.take(kind) for kind in dealt]
        self.draws: dict[int, int] = {}  # draw index after the deal → tile

    def draw_index(self, nth: int) -> int:
        """Where the seat's ``nth`` draw (0-based) lies among the draws, with no calls."""
        return 2 * nth + (1 if self.seat == self.dealer else 0)

    def place_needs(self, rng: random.Random, needs: list[int]) -> None:
        """One copy of each missing kind at the seat's draws, in order, then a spare copy
        of each that has one left a little later, so a tile thrown away by mistake or a
        call that shifts the draws does not spoil the deal."""
        nth = rng.randint(*FIRST_NEED_DRAW)
        placed = []
        for kind in needs:
            self.draws[self.draw_index(nth)] = self.pool.take(kind)
            placed.append((nth, kind))
            nth += rng.randint(*NEXT_NEED_GAP)
        for at, kind in placed:
            spare = at + rng.randint(*SPARE_GAP)
            while self.draw_index(spare) in self.draws:
                spare += 1
            if self.pool.left(kind):
                self.draws[self.draw_index(spare)] = self.pool.take(kind)

    def order(self, rng: random.Random, needs: list[int]) -> tuple[int, ...]:
        """The whole wall: the other copies of the missing kinds wait in the dead pool (not
        in the opponent's hand, not at the opponent's draws), everything else shuffled."""
        reserved = self.pool.take_all(set(needs))
        rest = self.pool.rest()
        rng.shuffle(rest)
        other_hand = [rest.pop() for _ in range(DEALT - len(self.hand))]
        draws = [self.draws[i] if i in self.draws else rest.pop() for i in range(DRAWS)]
        dead = reserved + rest
        hands = (self.hand, other_hand) if self.seat == self.dealer else (other_hand, self.hand)
        return (*hands[0], *hands[1], *draws, *dead)
