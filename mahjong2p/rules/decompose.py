"""Every reading of a complete hand (RULES.md A6): the ways its tiles can be a win.

A hand of 14 tiles (each meld counted as three) may be read as four sets and a pair in
several ways, and also as seven pairs, thirteen orphans or a loose all-green hand. Scoring
needs all of them, because the rules score the reading that pays most. Melds are fixed
sets, the same in every reading, so a reading describes the concealed tiles only; the
winning tile's place inside a reading is the scorer's business.

The standard readings are built suit by suit: a suit's nine counts decompose independently
of the other suits, and hands repeat suit patterns all the time, so each suit's
decompositions are memoised on the bytes of its counts.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from functools import lru_cache
from itertools import product
from typing import NamedTuple

from mahjong2p.rules.melds import Meld
from mahjong2p.rules.tiles import GREEN_KINDS, TERMINALS_AND_HONOURS

HAND_SIZE = 14
ORPHAN_KINDS = tuple(sorted(TERMINALS_AND_HONOURS))
HONOUR_BASE = 27
GROUP_BASES = (0, 9, 18, HONOUR_BASE)  # 万, 筒, 条 and the honours, decomposed apart
NOT_GREEN_KINDS = tuple(k for k in range(34) if k not in GREEN_KINDS)
PAIRS_ONLY = frozenset([0, 2, 4])  # seven pairs: every count even (a four is two pairs)


class Form(Enum):
    """The four winning forms; the values are the names in the ``score`` output."""

    STANDARD = "standard"
    SEVEN_PAIRS = "seven_pairs"
    THIRTEEN_ORPHANS = "thirteen_orphans"
    LOOSE_GREEN = "loose_green"

    # Members are singletons, so identity hashing is exact; Enum's own __hash__ is Python
    # code, and scoring looks tables up by form for every reading.
    __hash__ = object.__hash__


class Reading(NamedTuple):
    """One way to read the concealed tiles of a complete hand (the melds come on top).

    ``pair``: the 将 of a standard reading, or the doubled kind of thirteen orphans.
    ``sequences`` / ``triplets``: the lowest kinds of the sequences and the kinds of the
    triplets formed from the concealed tiles, all concealed. ``pairs``: the seven pairs'
    kinds, a four appearing twice. A named tuple, not a dataclass: hands are scored in
    bulk (simulations, the CPU) and this is built for every reading.
    """

    form: Form
    pair: int | None = None
    sequences: tuple[int, ...] = ()
    triplets: tuple[int, ...] = ()
    pairs: tuple[int, ...] = ()


class _Split(NamedTuple):
    """One decomposition of a single suit (or the honours): pair kind or -1, sets."""

    pair: int
    sequences: tuple[int, ...]
    triplets: tuple[int, ...]


def readings(counts: Sequence[int], melds: Sequence[Meld]) -> list[Reading]:
    """Every reading of the hand whose concealed tiles have ``counts`` (34 kinds, winning
    tile included) beside ``melds``; in form order standard, seven pairs, thirteen orphans,
    loose green. Empty when the hand is not complete."""
    total = sum(counts)
    found = standard_readings(counts) if total % 3 == 2 else []
    if not melds and total == HAND_SIZE:
        pairs = seven_pairs(counts)
        if pairs:
            found.append(Reading(Form.SEVEN_PAIRS, pairs=pairs))
        orphan_pair = thirteen_orphans_pair(counts)
        if orphan_pair is not None:
            found.append(Reading(Form.THIRTEEN_ORPHANS, pair=orphan_pair))
    if total + 3 * len(melds) == HAND_SIZE and is_all_green(counts, melds):
        found.append(Reading(Form.LOOSE_GREEN))
    return found


def standard_readings(counts: Sequence[int]) -> list[Reading]:
    """Every decomposition of the concealed tiles (3n + 2 of them) into sets and a pair.

    A group (suit or honours) holds the pair exactly when it has 3n + 2 tiles, so exactly
    one group may have that many: 22m 22p 22s 22z is 3n + 2 tiles but four pairs.
    """
    packed = bytes(counts)
    parts: list[tuple[_Split, ...]] = []
    pair_groups = 0
    for base in GROUP_BASES:
        key = packed[base : base + 9]
        if any(key):
            splits = _group_splits(base, key)
            if not splits:
                return []
            parts.append(splits)
            pair_groups += sum(key) % 3 == 2
    if pair_groups != 1:
        return []
    if len(parts) == 1:
        return [Reading(Form.STANDARD, *split) for split in parts[0]]
    return [_combine(choice) for choice in product(*parts)]


def seven_pairs(counts: Sequence[int]) -> tuple[int, ...]:
    """The seven pairs' kinds (a four gives two), or ``()`` when the tiles are not pairs."""
    if not set(counts) <= PAIRS_ONLY:
        return ()
    pairs = tuple(kind for kind, n in enumerate(counts) for _ in range(n // 2))
    return pairs if len(pairs) == 7 else ()


def thirteen_orphans_pair(counts: Sequence[int]) -> int | None:
    """The doubled kind of a thirteen-orphans hand, or ``None``."""
    held = [counts[k] for k in ORPHAN_KINDS]
    if 0 in held or sum(held) != HAND_SIZE or sum(counts) != HAND_SIZE:
        return None
    return ORPHAN_KINDS[held.index(2)]


def is_all_green(counts: Sequence[int], melds: Sequence[Meld]) -> bool:
    """Every tile green, melds included, whatever the shape (A6.4)."""
    if any(counts[k] for k in NOT_GREEN_KINDS):
        return False
    return all(t // 4 in GREEN_KINDS for m in melds for t in m.tiles)


def _combine(choice: tuple[_Split, ...]) -> Reading:
    pair = -1
    sequences: tuple[int, ...] = ()
    triplets: tuple[int, ...] = ()
    for split in choice:
        pair = max(pair, split.pair)
        sequences += split.sequences
        triplets += split.triplets
    return Reading(Form.STANDARD, pair, sequences, triplets)


# The suits of the last few hands: the hits are within a hand's scoring (2,048 entries
# compute 7 % more splits than 8,192 over 300 hands of the 72-tile model; docs/memory.md).
@lru_cache(maxsize=1 << 11)
def _group_splits(base: int, key: bytes) -> tuple[_Split, ...]:
    """The splits of one suit's (or the honours') counts ``key`` placed at kind ``base``."""
    relative = _honour_splits(key) if base == HONOUR_BASE else _relative_splits(key)
    return tuple(
        _Split(
            base + pair if pair >= 0 else -1,
            tuple(base + k for k in sequences),
            tuple(base + k for k in triplets),
        )
        for pair, sequences, triplets in relative
    )


def _honour_splits(key: bytes) -> tuple[_Split, ...]:
    """Honours cannot form sequences: each kind is a pair, a triplet or nothing."""
    pairs = [k for k, n in enumerate(key) if n == 2]
    if len(pairs) > 1 or any(n not in (0, 2, 3) for n in key):
        return ()
    triplets = tuple(k for k, n in enumerate(key) if n == 3)
    return (_Split(pairs[0] if pairs else -1, (), triplets),)


def suit_splits(key: bytes) -> bool:
    """Whether one suit's nine counts ``key`` split into sets and at most one pair (the
    pair exactly when it holds 3n + 2 tiles); counts may exceed four, as in a wait test
    that adds a tile without asking whether a copy is left."""
    return bool(_relative_splits(key))


# One suit's counts: the last few hands' (a miss is one suit's split, cheap; 2,048
# entries compute 16 % more of them than 8,192 and keep 1.5 MiB less: docs/memory.md).
@lru_cache(maxsize=1 << 11)
def _relative_splits(key: bytes) -> tuple[_Split, ...]:
    """Every split of nine counts into sets and at most one pair, kinds 0–8. The pair is
    there exactly when the suit holds 3n + 2 tiles (3n + 1 tiles have no split)."""
    total = sum(key)
    if total % 3 == 1:
        return ()
    found: list[_Split] = []
    _split(list(key), 0, _FRESH, total % 3 == 2, -1, [], [], found)
    return tuple(found)


# how far the split has got at the current index: pair, then triplet, then sequences
_FRESH, _PAIR, _TRIPLET, _SEQUENCE = range(4)


def _split(
    counts: list[int],
    start: int,
    taken: int,
    need_pair: bool,
    pair: int,
    sequences: list[int],
    triplets: list[int],
    out: list[_Split],
) -> None:
    """The lowest remaining tile must be in the pair, a triplet or a sequence it starts.

    At one index the choices are made in that order (``taken`` says how far along they
    are), so each decomposition is found exactly once.
    """
    i = start
    while i < 9 and not counts[i]:
        i += 1
    if i == 9:
        if need_pair == (pair >= 0):
            out.append(_Split(pair, tuple(sequences), tuple(triplets)))
        return
    if i != start:
        taken = _FRESH
    if taken == _FRESH and need_pair and pair < 0 and counts[i] >= 2:
        counts[i] -= 2
        _split(counts, i, _PAIR, need_pair, i, sequences, triplets, out)
        counts[i] += 2
    if taken <= _PAIR and counts[i] >= 3:
        counts[i] -= 3
        triplets.append(i)
        _split(counts, i, _TRIPLET, need_pair, pair, sequences, triplets, out)
        triplets.pop()
        counts[i] += 3
    if i <= 6 and counts[i + 1] and counts[i + 2]:
        counts[i] -= 1
        counts[i + 1] -= 1
        counts[i + 2] -= 1
        sequences.append(i)
        _split(counts, i, _SEQUENCE, need_pair, pair, sequences, triplets, out)
        sequences.pop()
        counts[i] += 1
        counts[i + 1] += 1
        counts[i + 2] += 1
