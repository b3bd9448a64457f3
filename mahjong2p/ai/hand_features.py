"""Summaries of a hand's parts that :func:`~mahjong2p.ai.patterns.pattern_fan` adds up,
each memoised by the part itself.

A decision weighs every discard, and the hands those options leave differ from each other
by one tile of one suit: the other two suits and the honours are the same bytes as in the
option before, and the melds are the same for the whole decision. Summarising a suit (or
the honours, or the melds) once and looking the summary up afterwards is several times
cheaper than walking all 34 counts for every option (issue 11 item 15). Every summary is
a pure function of its key, so a memo can only change the speed, never an answer.
"""

from __future__ import annotations

from typing import NamedTuple

from mahjong2p.rules.melds import Meld
from mahjong2p.rules.shape.memo import BoundedMemo
from mahjong2p.rules.tiles import NUM_KINDS

SUIT_SIZE = 9
# The three suits and the honours, as slices of a 34-long count vector.
MAN, PIN, SOU, HONOURS = slice(0, 9), slice(9, 18), slice(18, 27), slice(27, NUM_KINDS)
SUITS = (MAN, PIN, SOU)
GROUPS = (*SUITS, HONOURS)
# Index of the first dragon (中发白 are the last three honours) within the honours.
FIRST_DRAGON = 4
RUN = 0b111
SEQUENCE_STARTS = range(SUIT_SIZE - 2)  # 123 … 789
# A live hand's suit or honour pattern is one of a few thousand; keep the recent ones (a
# sitting's worth: docs/memory.md).
GROUP_LIMIT = 1 << 11
MELD_LIMIT = 1 << 10


def runs_held(presence: int) -> int:
    """How many numbers of each of a suit's seven sequences (123 … 789) the presence mask
    holds, four bits per sequence: three suits' values add up without a carry (at most 9
    a sequence), so one addition counts all seven sequences across the suits at once."""
    return sum((presence >> start & RUN).bit_count() << 4 * start for start in SEQUENCE_STARTS)


RUNS_HELD = tuple(runs_held(presence) for presence in range(1 << SUIT_SIZE))
# The larger of a byte's two four-bit fields.
LARGER_NIBBLE = tuple(max(byte & 0xF, byte >> 4) for byte in range(1 << 8))


def most_in_one_run(held: int) -> int:
    """The largest sequence count of a sum of :func:`runs_held` values."""
    return max(
        LARGER_NIBBLE[held & 0xFF],
        LARGER_NIBBLE[held >> 8 & 0xFF],
        LARGER_NIBBLE[held >> 16 & 0xFF],
        LARGER_NIBBLE[held >> 24],
    )


class GroupFeatures(NamedTuple):
    """What the pattern guesses need of one suit (nine counts) or of the honours (seven).

    ``tiles``: tiles held; ``outside``: terminals and honours among them; ``presence``:
    bit ``n`` set when number ``n + 1`` is held; ``numbers``: how many numbers are held;
    ``runs``: the presence's :func:`runs_held`; ``half_pairs``: the pairs 七对子 could use
    (each count halved); ``triplets``: kinds held three times or more; ``pairs``: kinds
    held exactly twice; ``dragons``: dragon tiles held, at most three of each kind. The
    honours have no numbers (``presence``, ``numbers`` and ``runs`` are 0), a suit no
    ``dragons``."""

    tiles: int
    outside: int
    presence: int
    numbers: int
    runs: int
    half_pairs: int
    triplets: int
    pairs: int
    dragons: int


def _features_of(group: bytes) -> GroupFeatures:
    """The features of ``group``, in one walk over its counts (a miss costs the memo
    more than any hit)."""
    honours = len(group) != SUIT_SIZE
    presence = half_pairs = triplets = pairs = 0
    for number, count in enumerate(group):
        if count:
            presence |= 1 << number
            half_pairs += count // 2
            triplets += count >= 3
            pairs += count == 2
    tiles = sum(group)
    presence = 0 if honours else presence
    return GroupFeatures(
        tiles=tiles,
        outside=tiles if honours else group[0] + group[-1],
        presence=presence,
        numbers=presence.bit_count(),
        runs=RUNS_HELD[presence],
        half_pairs=half_pairs,
        triplets=triplets,
        pairs=pairs,
        dragons=sum(min(count, 3) for count in group[FIRST_DRAGON:]) if honours else 0,
    )


class _GroupTable(BoundedMemo[bytes, GroupFeatures]):
    """A suit's nine counts, or the seven honour counts → their :class:`GroupFeatures`."""

    def __missing__(self, group: bytes) -> GroupFeatures:
        return self.remember(group, _features_of(group))


GROUP_FEATURES = _GroupTable(GROUP_LIMIT)


class MeldProfile(NamedTuple):
    """What the pattern guesses need of a hand's melds.

    ``closed``: none of them breaks 门清; ``sequences``: one of them is a 吃; ``tiles``:
    how many tiles of each kind they hold (34 counts); ``group_tiles``: how many of them
    are of each suit and honours; ``outside``: how many are terminals or honours;
    ``honours``: their seven honour counts, ``None`` without an honour meld;
    ``run_presence``: per suit, the numbers a 吃 holds (bit ``n`` for number ``n + 1``)."""

    closed: bool
    sequences: bool
    tiles: bytes
    group_tiles: tuple[int, ...]
    outside: int
    honours: bytes | None
    run_presence: tuple[int, ...]


def _profile_of(melds: tuple[Meld, ...]) -> MeldProfile:
    tiles = [0] * NUM_KINDS
    run = [0] * NUM_KINDS
    for meld in melds:
        for kind in meld.kinds:
            tiles[kind] += 1
            run[kind] += meld.is_sequence
    groups = [_features_of(bytes(tiles[part])) for part in GROUPS]
    return MeldProfile(
        closed=not any(m.kind.is_open for m in melds),
        sequences=any(m.is_sequence for m in melds),
        tiles=bytes(tiles),
        group_tiles=tuple(group.tiles for group in groups),
        outside=sum(group.outside for group in groups),
        honours=bytes(tiles[HONOURS]) if any(tiles[HONOURS]) else None,
        run_presence=tuple(_features_of(bytes(run[suit])).presence for suit in SUITS),
    )


class _MeldTable(BoundedMemo[tuple[Meld, ...], MeldProfile]):
    """A hand's melds → their :class:`MeldProfile`; a hand keeps its melds for many
    decisions. Ask through :meth:`profile`."""

    def __init__(self, limit: int) -> None:
        super().__init__(limit)
        self._last: tuple[tuple[Meld, ...], MeldProfile] = ((), _profile_of(()))

    def __missing__(self, melds: tuple[Meld, ...]) -> MeldProfile:
        return self.remember(melds, _profile_of(melds))

    def profile(self, melds: tuple[Meld, ...]) -> MeldProfile:
        """The profile of ``melds``. A decision asks about the very same tuple for every
        option it weighs, and the last tuple is answered by identity, without hashing it
        (a :class:`Meld` hashes field by field, in Python)."""
        last_melds, last_profile = self._last
        if melds is last_melds:
            return last_profile
        profile = self[melds]
        self._last = (melds, profile)
        return profile


MELD_PROFILES = _MeldTable(MELD_LIMIT)
