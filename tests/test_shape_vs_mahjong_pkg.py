"""Differential test against the ``mahjong`` package (the test-only oracle) on seeded
random hands of 13 and 14 tiles.

Where the two definitions coincide the answers must be equal. They differ in exactly three
ways, each with a predicate below that names the hands it can touch; those hands are
filtered out of the equality check (and held to the weaker, still true, relation instead):

1. *By shape.* The package's regular shanten reads the hand's four-of-a-kinds and adds to
   the result when a needed tile would be a fifth copy (``1111m123456789p`` is 1 for it, a
   tanki on a fifth 1m, so 0 for us; an honour quad is a floor of its own). Only hands
   holding a four-of-a-kind can be affected; on them our shanten is never higher.
2. *Seven pairs.* For us four of a kind is two pairs and nothing asks for seven distinct
   kinds (RULES.md A6.2); the package wants seven distinct pairs. Only hands with a
   four-of-a-kind or with fewer than seven kinds are affected.
3. *Loose all-green* (A6.4) is a winning form the package does not know: the combined
   shanten is compared as ``min(package, our loose-green shanten)``.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from mahjong2p.bench.hands import random_hands
from mahjong2p.rules.shape import (
    is_winning,
    loose_green_shanten,
    seven_pairs_shanten,
    shanten,
    standard_shanten,
    thirteen_orphans_shanten,
)
from mahjong2p.rules.tiles import (
    COPIES,
    GREEN_KINDS,
    NUM_KINDS,
    TERMINALS_AND_HONOURS,
    counts_of,
    parse_kinds,
)

pytest.importorskip("mahjong")
from mahjong.agari import Agari
from mahjong.shanten import Shanten

SEED = 1234
RANDOM_HANDS = 2_000
SHAPED_HANDS = 2_000


# --- the differences, as predicates --------------------------------------------------------


def holds_four_of_a_kind(counts: list[int]) -> bool:
    """Difference 1 (and 2): the package's availability adjustments read only these."""
    return COPIES in counts


def fewer_than_seven_kinds(counts: list[int]) -> bool:
    """Difference 2: the package's seven-pairs rule asks for seven distinct kinds."""
    return sum(1 for n in counts if n) < 7


def _seven_pairs_may_differ(counts: list[int]) -> bool:
    return holds_four_of_a_kind(counts) or fewer_than_seven_kinds(counts)


def seven_pairs_with_a_quad(counts: list[int]) -> bool:
    """Difference 2 for wins: a complete seven pairs that uses a four-of-a-kind."""
    return sum(counts) == 14 and all(n % 2 == 0 for n in counts) and COPIES in counts


def all_green(counts: list[int]) -> bool:
    """Difference 3 for wins: every tile green is complete for us, in any shape."""
    return all(n == 0 or kind in GREEN_KINDS for kind, n in enumerate(counts))


# --- hands ---------------------------------------------------------------------------------


def _complete_hand(rng: random.Random) -> list[int]:
    """Four sets and a pair, seven pairs or thirteen orphans; at most four copies."""
    while True:
        form = rng.random()
        if form < 0.8:
            kinds = [rng.randrange(NUM_KINDS)] * 2
            for _ in range(4):
                if rng.random() < 0.6:
                    start = rng.randrange(3) * 9 + rng.randrange(7)
                    kinds += [start, start + 1, start + 2]
                else:
                    kinds += [rng.randrange(NUM_KINDS)] * 3
        elif form < 0.95:
            kinds = 2 * [rng.randrange(NUM_KINDS) for _ in range(7)]
        else:
            orphans = sorted(TERMINALS_AND_HONOURS)
            kinds = [*orphans, rng.choice(orphans)]
        counts = [kinds.count(k) for k in range(NUM_KINDS)]
        if max(counts) <= COPIES:
            return counts


def _exchange(rng: random.Random, counts: list[int], out: int, into: int) -> list[int]:
    """Take ``out`` random tiles away and put ``into`` random tiles in (four copies kept)."""
    counts = list(counts)
    for _ in range(out):
        counts[rng.choice([k for k, n in enumerate(counts) if n])] -= 1
    for _ in range(into):
        counts[rng.choice([k for k, n in enumerate(counts) if n < COPIES])] += 1
    return counts


def _shaped_hands(seed: int, count: int) -> list[list[int]]:
    """Complete hands and hands a few exchanges from complete, of 13 and 14 tiles: random
    tiles are rarely near a win, and wins are where the definitions are sharpest."""
    rng = random.Random(seed)
    hands = []
    for _ in range(count):
        changes = rng.randrange(3)
        out = changes + rng.randrange(2)  # one more out than in: a 13-tile hand
        hands.append(_exchange(rng, _complete_hand(rng), out, changes))
    return hands


# Hands of the differing kinds, which random tiles almost never give.
SPECIAL = ["22224444888s666z", "223444668888s6z", "1111m2233p445566s", "11112222m3333p44s"]

HANDS = [
    *random_hands(SEED, RANDOM_HANDS, size=13),
    *random_hands(SEED + 1, RANDOM_HANDS, size=14),
    *_shaped_hands(SEED + 2, SHAPED_HANDS),
    *(counts_of(parse_kinds(text)) for text in SPECIAL),
]

Hand = list[int]


def _partition(hands: list[Hand], differs: Callable[[Hand], bool]) -> tuple[list[Hand], ...]:
    """(hands where the definitions may differ, hands where they coincide)."""
    return [h for h in hands if differs(h)], [h for h in hands if not differs(h)]


def _mismatches(
    ours: Callable[[Hand], object], theirs: Callable[[Hand], object], hands: list[Hand]
) -> list[tuple[Hand, object, object]]:
    found = [(h, ours(h), theirs(h)) for h in hands]
    return [(h, a, b) for h, a, b in found if a != b]


# --- the checks ----------------------------------------------------------------------------


def test_the_hands_cover_every_outcome() -> None:
    sizes = {sum(h) for h in HANDS}
    results = {shanten(h) for h in HANDS}
    assert sizes == {13, 14}
    assert {-1, 0, 1, 2, 3, 4} <= results
    assert sum(1 for h in HANDS if not holds_four_of_a_kind(h)) > 0.9 * len(HANDS)


def test_standard_shanten_agrees() -> None:
    def package(counts: list[int]) -> int:
        return Shanten.calculate_shanten(counts, use_chiitoitsu=False, use_kokushi=False)

    differ, same = _partition(HANDS, holds_four_of_a_kind)
    assert _mismatches(standard_shanten, package, same) == []
    assert [h for h in differ if standard_shanten(h) > package(h)] == []


def test_the_four_copies_difference_is_real() -> None:
    """The four-of-a-kind filter guards a real difference, shown on this hand."""
    counts = counts_of(parse_kinds("1111m123456789p"))
    assert standard_shanten(counts) == 0
    assert Shanten.calculate_shanten(counts, use_chiitoitsu=False, use_kokushi=False) == 1


def test_thirteen_orphans_shanten_agrees() -> None:
    package = Shanten.calculate_shanten_for_kokushi_hand
    assert _mismatches(thirteen_orphans_shanten, package, HANDS) == []


def test_seven_pairs_shanten_agrees() -> None:
    package = Shanten.calculate_shanten_for_chiitoitsu_hand
    differ, same = _partition(HANDS, _seven_pairs_may_differ)
    assert _mismatches(seven_pairs_shanten, package, same) == []
    assert [h for h in differ if seven_pairs_shanten(h) > package(h)] == []


def test_shanten_over_all_forms_agrees() -> None:
    def package_or_green(counts: list[int]) -> int:
        return min(Shanten.calculate_shanten(counts), loose_green_shanten(counts))

    _, same = _partition(HANDS, _seven_pairs_may_differ)
    assert _mismatches(shanten, package_or_green, same) == []


def test_wins_agree() -> None:
    hands = [h for h in HANDS if sum(h) == 14]
    ours_only, same = _partition(hands, lambda h: seven_pairs_with_a_quad(h) or all_green(h))
    assert sum(map(is_winning, same)) > 100
    assert _mismatches(is_winning, Agari.is_agari, same) == []
    assert ours_only and all(map(is_winning, ours_only))
