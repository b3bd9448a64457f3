"""The rollout policy: both seats race by shape alone, fast enough for dozens of playouts
a decision.

A seat keeps its 13-equivalent concealed counts, their shanten and the kinds that lower
it (:func:`~mahjong2p.rules.shape.draws.useful_draws`, by shape: for a ready hand, its
waits). A drawn tile that is not useful goes straight back to the pond; a useful one is
kept and the tile whose loss keeps the new shanten and touches the fewest neighbours goes
instead. A ready seat wins on any of its waits, drawn or discarded. No calls, no kongs; the
searcher's seat may hold a :class:`Guard` (it keeps a dangerous tile when a safer one
keeps the same shanten), the opponent's races blind.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mahjong2p.rules.shape.draws import useful_draws
from mahjong2p.rules.shape.forms import shanten, shanten_after_discards
from mahjong2p.rules.shape.memo import BoundedMemo
from mahjong2p.rules.tiles import NUM_KINDS

HONOURS = 27


class _Shapes(BoundedMemo[tuple[bytes, int, bool], tuple[int, frozenset[int]]]):
    """(shanten, useful kinds) of a 13-equivalent hand; the playouts revisit the same
    hands over and over (every world starts from the same own hand)."""

    def __missing__(self, key: tuple[bytes, int, bool]) -> tuple[int, frozenset[int]]:
        counts, melds, green = list(key[0]), key[1], key[2]
        found = shanten(counts, melds, green), frozenset(useful_draws(counts, melds, green))
        return self.remember(key, found)


SHAPES = _Shapes(1 << 15)


class _Letgo(BoundedMemo[tuple[bytes, int, bool], int]):
    """The kind a racer lets go from a 14-equivalent hand (:func:`_discard_of`): the
    playouts of one decision meet the same hands again and again, and the choice is the
    costliest step of a playout (a shanten for every kind held)."""

    def __missing__(self, key: tuple[bytes, int, bool]) -> int:
        return self.remember(key, _discard_of(list(key[0]), key[1], key[2]))


LETGO = _Letgo(1 << 15)


@dataclass(slots=True)
class Guard:
    """The searcher's defence in a playout (issue 40 item 4): per kind, the chance that
    letting it go deals in, as the searcher's view reads the opponent (their chance to be
    ready × the kind's chance to be one of their waits). A tile above ``limit`` is not let
    go while another that keeps the same shanten is safer: the racer stops feeding a
    close opponent without slowing down. ``choices`` remembers the answers of one
    decision's playouts."""

    danger: tuple[float, ...]
    limit: float
    choices: dict[bytes, int] = field(default_factory=dict)

    def safer(self, counts: list[int], out: int, melds: int, green: bool) -> int:
        """The kind to let go from the 14-equivalent ``counts`` instead of ``out``."""
        if self.danger[out] <= self.limit:
            return out
        key = bytes(counts)
        found = self.choices.get(key)
        if found is None:
            held = [k for k in range(NUM_KINDS) if counts[k]]
            after = shanten_after_discards(counts, held, melds, green)
            keep = after[held.index(out)]
            kept = (k for k, s in zip(held, after, strict=True) if s <= keep)
            found = min(kept, key=lambda k: (self.danger[k], _ties(counts, k)))
            self.choices[key] = found
        return found


@dataclass(slots=True)
class Racer:
    """One seat in a playout: its concealed counts (13-equivalent between turns), its meld
    count and whether the melds are all green (the shape forms need both)."""

    counts: list[int]
    melds: int
    green: bool
    shanten: int = 0
    useful: frozenset[int] = frozenset()
    guard: Guard | None = None

    def settle(self) -> None:
        """Look the hand's shanten and useful kinds up after it changed."""
        self.shanten, self.useful = SHAPES[bytes(self.counts), self.melds, self.green]

    def turn(self, drawn: int) -> int:
        """Draw ``drawn``: ``-1`` when it completes the hand, else the kind discarded."""
        if drawn not in self.useful:
            guard = self.guard
            if guard is None or guard.danger[drawn] <= guard.limit:
                return drawn
            return self._hold(drawn, guard)
        if self.shanten == 0:
            return -1
        counts = self.counts
        counts[drawn] += 1
        out = LETGO[bytes(counts), self.melds, self.green]
        if self.guard is not None:
            out = self.guard.safer(counts, out, self.melds, self.green)
        counts[out] -= 1
        self.settle()
        return out

    def _hold(self, drawn: int, guard: Guard) -> int:
        """A dangerous useless draw: kept while a safer tile is as loose."""
        counts = self.counts
        counts[drawn] += 1
        out = guard.safer(counts, drawn, self.melds, self.green)
        counts[out] -= 1
        if out != drawn:
            self.settle()
        return out


def _discard_of(counts: list[int], melds: int, green: bool) -> int:
    """The kind to let go from a 14-equivalent hand: the fastest shanten, then the tile
    with the fewest neighbours of its suit."""
    held = [k for k in range(NUM_KINDS) if counts[k]]
    after = shanten_after_discards(counts, held, melds, green)
    best = min(after)
    return min(
        (k for k, s in zip(held, after, strict=True) if s == best), key=lambda k: _ties(counts, k)
    )


def _ties(counts: list[int], kind: int) -> int:
    """How much ``kind`` works with the hand: its own copies, and the tiles within two of
    it in its suit (an honour only pairs)."""
    if kind >= HONOURS:
        return 2 * counts[kind]
    low, high = kind - kind % 9, kind - kind % 9 + 8
    near = sum(counts[k] for k in range(max(low, kind - 2), min(high, kind + 2) + 1))
    return near + counts[kind]


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a playout ended: the winning seat (0 the searcher, 1 the opponent, ``None`` a
    draw), whether by self-draw, and whether it was off the searcher's discard."""

    winner: int | None
    self_draw: bool


def play_out(me: Racer, them: Racer, discard: int | None, wall: list[int]) -> Outcome:
    """The hand from the searcher's ``discard`` on: the opponent may win on it, then the
    seats draw ``wall`` in turn, the opponent first. Without a ``discard`` (the searcher
    passed on the opponent's), the searcher draws first."""
    racers = (me, them)
    if discard is None:
        seat = 0
    elif discard in them.useful and them.shanten == 0:
        return Outcome(1, False)
    else:
        seat = 1
    for drawn in wall:
        racer = racers[seat]
        out = racer.turn(drawn)
        if out < 0:
            return Outcome(seat, True)
        other = racers[1 - seat]
        if other.shanten == 0 and out in other.useful:
            return Outcome(1 - seat, False)
        seat = 1 - seat
    return Outcome(None, False)
