"""What a fan sees: one reading of the hand, the winning tile's place in it, the situation.

:class:`HandFacts` holds what is true whatever the reading (tile counts, melds, 门清,
self-draw, 花牌) and is computed once per hand; :class:`WinContext` adds one reading with
one place of the winning tile, and is built for every such pair, so it stays a few plain
fields.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum

from mahjong2p.rules.decompose import Form, Reading
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.scoring.situation import WinSituation
from mahjong2p.rules.tiles import COPIES

HONOUR_SUIT = 3  # kind // 9 of the honours
_CHI, _PON, _CONCEALED_KONG = MeldKind.CHI, MeldKind.PON, MeldKind.CONCEALED_KONG


class Wait(Enum):
    """The wait the winning tile completed, in one reading."""

    TWO_SIDED = "two_sided"  # 两面: 23 waiting on 1 or 4
    EDGE = "edge"  # 边张: 12 waiting on 3, 89 waiting on 7
    CLOSED = "closed"  # 嵌张: 13 waiting on 2
    PAIR = "pair"  # 单骑: the pair (every seven-pairs win)
    TRIPLET = "triplet"  # 双碰: one of two pairs became a triplet


@dataclass(slots=True)
class HandFacts:
    """The reading-independent facts of a winning hand (read-only; not frozen because a
    frozen dataclass costs several times more to build, and one is built per hand).

    ``counts``: every tile by kind, melds included (a kong's four); ``concealed_counts``:
    the concealed tiles only, winning tile included; ``kinds``: the kinds present;
    ``suits``: the suits present (0 = 万, 1 = 筒, 2 = 条); ``flowers``: the 花牌 count.
    ``meld_sequences`` / ``meld_triplets``: the melds as sets (kongs among the triplets);
    ``concealed_kongs`` count toward the concealed triplets.
    """

    situation: WinSituation
    win_tile: int
    counts: tuple[int, ...]
    concealed_counts: tuple[int, ...]
    kinds: frozenset[int]
    suits: frozenset[int]
    has_honours: bool
    is_concealed: bool  # 门清: no 吃, 碰 or open kong
    self_draw: bool
    flowers: int
    meld_sequences: tuple[int, ...]
    meld_triplets: tuple[int, ...]
    kongs: int
    concealed_kongs: int

    @classmethod
    def of(
        cls,
        concealed: Sequence[int],
        concealed_counts: Sequence[int],
        melds: Sequence[Meld],
        win_tile: int,
        situation: WinSituation,
    ) -> HandFacts:
        counts = list(concealed_counts)
        kinds = set(concealed)
        sequences, triplets, kongs, concealed_kongs = add_melds(melds, counts)
        for first in sequences:
            kinds.update((first, first + 1, first + 2))
        kinds.update(triplets)
        suits = {k // 9 for k in kinds}
        has_honours = HONOUR_SUIT in suits
        suits.discard(HONOUR_SUIT)
        return cls(
            situation=situation,
            win_tile=win_tile,
            counts=tuple(counts),
            concealed_counts=tuple(concealed_counts),
            kinds=frozenset(kinds),
            suits=frozenset(suits),
            has_honours=has_honours,
            is_concealed=len(melds) == concealed_kongs,
            self_draw=situation.self_draw,
            flowers=sum(counts[k] for k in situation.flower_indicators),
            meld_sequences=tuple(sequences),
            meld_triplets=tuple(triplets),
            kongs=kongs,
            concealed_kongs=concealed_kongs,
        )


def add_melds(melds: Sequence[Meld], counts: list[int]) -> tuple[list[int], list[int], int, int]:
    """Adds every meld's tiles to ``counts`` (a kong's four) and returns the melds as sets:
    the sequences' lowest kinds, the triplets' and kongs' kinds, the kongs, the concealed
    kongs. Both rule sets' hand facts start here."""
    sequences: list[int] = []
    triplets: list[int] = []
    kongs = concealed_kongs = 0
    for meld in melds:
        first = min(meld.tiles) // COPIES
        # `is` against module constants: MeldKind's properties are slow on this path.
        if meld.kind is _CHI:
            sequences.append(first)
            counts[first] += 1
            counts[first + 1] += 1
            counts[first + 2] += 1
            continue
        triplets.append(first)
        counts[first] += len(meld.tiles)
        if meld.kind is not _PON:
            kongs += 1
            concealed_kongs += meld.kind is _CONCEALED_KONG
    return sequences, triplets, kongs, concealed_kongs


@dataclass(slots=True)
class WinContext:
    """One reading of the hand with one place of the winning tile: the only argument of
    every fan's ``applies``.

    ``sequences`` are the sequences' lowest kinds and ``triplets`` the triplets' and kongs'
    kinds, melds included (empty outside the standard form). ``concealed_triplets`` counts
    concealed triplets and kongs, leaving out a triplet completed by a discard.
    ``wait`` is ``None`` for thirteen orphans and loose green. Not frozen only because it
    is built on the hot path; nothing changes it after it is made.
    """

    hand: HandFacts
    situation: WinSituation  # the hand's, repeated here because every situation fan reads it
    form: Form
    pair: int | None
    pairs: tuple[int, ...]
    sequences: tuple[int, ...]
    triplets: tuple[int, ...]
    kongs: int
    concealed_triplets: int
    wait: Wait | None


def win_contexts(reading: Reading, hand: HandFacts) -> Iterator[WinContext]:
    """One context per distinct place of the winning tile in ``reading``."""
    form = reading.form
    if form is not Form.STANDARD:
        wait = Wait.PAIR if form is Form.SEVEN_PAIRS else None
        yield WinContext(
            hand, hand.situation, form, reading.pair, reading.pairs, (), (), 0, 0, wait
        )
        return
    sequences = reading.sequences + hand.meld_sequences
    triplets = reading.triplets + hand.meld_triplets
    concealed = len(reading.triplets) + hand.concealed_kongs
    for wait, lost in _win_places(reading, hand.win_tile, hand.self_draw):
        yield WinContext(
            hand,
            hand.situation,
            form,
            reading.pair,
            (),
            sequences,
            triplets,
            hand.kongs,
            concealed - lost,
            wait,
        )


def _win_places(reading: Reading, win: int, self_draw: bool) -> list[tuple[Wait, int]]:
    """The distinct (wait, concealed triplets lost) pairs the winning tile can make, in a
    fixed order (a dict, not a set: a set of enums would iterate in an order that changes
    with Python's hash seed, and so would the reading shown on a tie).

    A triplet completed by a discard is not concealed (RULES.md A7 三暗刻), so it loses one
    concealed triplet when the win was not a self-draw.
    """
    places: dict[tuple[Wait, int], None] = {}
    if reading.pair == win:
        places[Wait.PAIR, 0] = None
    if win in reading.triplets:
        places[Wait.TRIPLET, 0 if self_draw else 1] = None
    for first in reading.sequences:
        if first <= win <= first + 2:
            places[_sequence_wait(first, win), 0] = None
    return list(places)


def _sequence_wait(first: int, win: int) -> Wait:
    offset = win - first
    if offset == 1:
        return Wait.CLOSED
    if (offset == 0 and first % 9 == 6) or (offset == 2 and first % 9 == 0):
        return Wait.EDGE
    return Wait.TWO_SIDED
