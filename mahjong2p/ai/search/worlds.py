"""Worlds consistent with one seat's view: the opponent's concealed hand and the live
wall, drawn from the tiles this seat has not seen, never from the real ones.

The opponent's hand is built the way hands are: sets and a pair from the unseen tiles, one
tile short of complete (ready), then a few tiles swapped for random unseen ones — more
early in the hand, fewer late, none after a 报听, and in the arcade at least one before
it: there a ready player declares (the 门清报听 fan, the 海底 priority; the player model
does with any wait of two live tiles), so a silent one is seldom ready. Tiles near what
the opponent threw away are less likely in the hand (a player keeps what they need), and a
declared hand is never waiting on a tile that passed it since. The rest of the unseen
tiles, shuffled, are the wall; the first ``live_count`` of them are drawn.
"""

from __future__ import annotations

import operator
import random
from bisect import bisect
from dataclasses import dataclass
from itertools import accumulate

from mahjong2p.ai.search.rollout import HONOURS, SHAPES
from mahjong2p.ai.search.terms import Swaps
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.shape.melded import melds_are_green
from mahjong2p.rules.tiles import NUM_KINDS, kind_of
from mahjong2p.rules.view import PlayerView

LAST_KIND = NUM_KINDS - 1
# How much less likely a kind the opponent discarded is in their hand, and its neighbours
# one and two steps away in the suit.
DISCARDED = 0.4
NEAR_ONE = 0.75
NEAR_TWO = 0.9
# A block is a triplet rather than a run this often when both fit.
TRIPLET_SHARE = 0.3
# The arcade's expected tiles swapped out of a ready hand: the start, the drop per
# opponent discard and per opponent meld (a hand with melds is nearer), and at least one
# before a 报听 (a silent player there is seldom ready).
ARCADE_SWAPS = Swaps(start=2.8, per_discard=0.17, per_meld=0.6, geometric=False, least=1)
# The 72-tile game's hands get ready far sooner (one suit and the honours): the expected
# swaps fall by a factor per opponent discard and per meld, fitted to the real shanten of
# the expert model's hands at the other seat's turns (400 hands: a mean shanten of 2.5 at
# the first turn, 0.8 after six discards, 0.3 after eight with a meld), and no 报听 exists.
SHORT_SUIT_SWAPS = Swaps(start=2.0, per_discard=0.82, per_meld=0.8, geometric=True, least=0)
# Tries at a declared hand that waits on no tile that passed it, and at each block.
DECLARED_TRIES = 6
BLOCK_TRIES = 12


@dataclass(frozen=True, slots=True)
class SeenTable:
    """What every world of one decision shares: the unseen counts, the kind weights from
    the opponent's discards, the opponent's hand size, melds and readiness, the kinds that
    passed a 报听, and the number of live tiles to draw."""

    unseen: tuple[int, ...]
    weights: tuple[float, ...]
    size: int
    melds: int
    green: bool
    declared: bool
    passed: frozenset[int]
    live: int
    swaps: float
    least_swaps: int

    @classmethod
    def of(cls, view: PlayerView, passed: frozenset[int], model: Swaps) -> SeenTable:
        opponent = view.opponent
        melds: list[Meld] = view.melds[opponent]
        swaps = model.expected(len(view.discards[opponent]), len(melds))
        return cls(
            tuple(max(0, n) for n in view.unseen_counts()),
            _weights(view.discards[opponent]),
            view.opponent_tile_count,
            len(melds),
            melds_are_green(melds),
            view.declared_ready[opponent],
            passed,
            view.live_count,
            max(0.0, swaps),
            model.least,
        )


def _weights(discards: list[int]) -> tuple[float, ...]:
    weights = [1.0] * NUM_KINDS
    for kind in {kind_of(t) for t in discards}:
        if kind >= NUM_KINDS:
            continue
        weights[kind] *= DISCARDED
        if kind < HONOURS:
            for step, factor in ((1, NEAR_ONE), (2, NEAR_TWO)):
                for near in (kind - step, kind + step):
                    if near // 9 == kind // 9 and 0 <= near < HONOURS:
                        weights[near] *= factor
    return tuple(weights)


@dataclass(frozen=True, slots=True)
class World:
    """One sampled world: the opponent's concealed counts and the kinds drawn in turn."""

    hand: list[int]
    wall: list[int]


def sample(table: SeenTable, rng: random.Random) -> World:
    """One world of ``table`` from ``rng``."""
    tries = DECLARED_TRIES if table.declared else 1
    for _ in range(tries):
        pool = list(table.unseen)
        hand = _hand(table, pool, rng)
        if not table.declared:
            break
        ready, waits = SHAPES[bytes(hand), table.melds, table.green]
        if ready == 0 and not waits & table.passed:
            break
    wall = [k for k in range(NUM_KINDS) for _ in range(pool[k])]
    rng.shuffle(wall)
    return World(hand, wall[: table.live])


def _hand(table: SeenTable, pool: list[int], rng: random.Random) -> list[int]:
    """Sets and a pair one tile short of complete, then the swaps; taken out of ``pool``."""
    hand = [0] * NUM_KINDS
    size = table.size
    sets, pair = size // 3, size % 3 != 0
    for _ in range(sets):
        _take(hand, pool, _block(table, pool, rng))
    if pair:
        _take(hand, pool, _pair(table, pool, rng))
    while sum(hand) > size:  # ready: one tile of the complete hand goes back
        _take(pool, hand, [_pick(hand, None, rng)])
    swaps = 0 if table.declared else max(table.least_swaps, _swaps(table.swaps, rng))
    for _ in range(swaps):
        if not any(pool) or not any(hand):
            break
        _take(pool, hand, [_pick(hand, None, rng)])
        _take(hand, pool, [_pick(pool, table.weights, rng)])
    while sum(hand) < size and any(pool):  # the pool ran short of sets: fill
        _take(hand, pool, [_pick(pool, table.weights, rng)])
    return hand


def _swaps(mean: float, rng: random.Random) -> int:
    whole = int(mean)
    return whole + (rng.random() < mean - whole)


def _block(table: SeenTable, pool: list[int], rng: random.Random) -> list[int]:
    """A run or a triplet from ``pool``, weighted by the discards (a lone tile if the pool
    has no set left)."""
    for _ in range(BLOCK_TRIES):
        kind = _pick(pool, table.weights, rng)
        if pool[kind] >= 3 and (kind >= HONOURS or rng.random() < TRIPLET_SHARE):
            return [kind] * 3
        if kind < HONOURS:
            start = kind - rng.randrange(3)
            if (
                start // 9 == kind // 9
                and start % 9 <= 6
                and all(pool[start + i] for i in range(3))
            ):
                return [start, start + 1, start + 2]
    return [_pick(pool, table.weights, rng)]


def _pair(table: SeenTable, pool: list[int], rng: random.Random) -> list[int]:
    for _ in range(BLOCK_TRIES):
        kind = _pick(pool, table.weights, rng)
        if pool[kind] >= 2:
            return [kind, kind]
    return [_pick(pool, table.weights, rng)]


def _pick(counts: list[int], weights: tuple[float, ...] | None, rng: random.Random) -> int:
    """A kind drawn from ``counts`` (one tile each), scaled by ``weights`` (by the counts
    alone when the weights leave nothing). The draw is ``random.choices``' own (one
    ``random()`` against the running totals), without its per-call checks: a world draws
    a kind a dozen times, and the worlds were half of a search's time."""
    if weights is not None:
        totals = list(accumulate(map(operator.mul, counts, weights)))
        if totals[-1] > 0:
            return bisect(totals, rng.random() * totals[-1], 0, LAST_KIND)
    totals = list(accumulate(counts))
    return bisect(totals, rng.random() * totals[-1], 0, LAST_KIND)


def _take(into: list[int], out_of: list[int], kinds: list[int]) -> None:
    for kind in kinds:
        out_of[kind] -= 1
        into[kind] += 1
