"""Readings of a complete hand: every decomposition exactly once, and the three other forms."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest

from mahjong2p.bench.scoring import random_winning_hand
from mahjong2p.rules.decompose import (
    Form,
    Reading,
    readings,
    seven_pairs,
    standard_readings,
    thirteen_orphans_pair,
)
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.shape import is_winning_hand
from mahjong2p.rules.tiles import counts_of, parse_kinds

Shape = tuple[int, tuple[int, ...], tuple[int, ...]]


def _counts(text: str) -> list[int]:
    return counts_of(parse_kinds(text))


def _shape(reading: Reading) -> Shape:
    return (reading.pair or 0, tuple(sorted(reading.sequences)), tuple(sorted(reading.triplets)))


def _brute_force(counts: list[int]) -> set[Shape]:
    """Every (pair, sequences, triplets) whose tiles are exactly ``counts``, found by trying
    every multiset of candidate sets: slow, obvious, and independent of the real code."""
    n_sets = (sum(counts) - 2) // 3
    candidates = [("t", k) for k in range(34) if counts[k] >= 3]
    candidates += [("s", k) for k in range(27) if k % 9 <= 6 and all(counts[k : k + 3])]
    found: set[Shape] = set()
    for pair in (k for k in range(34) if counts[k] >= 2):
        for combo in combinations_with_replacement(candidates, n_sets):
            used = [0] * 34
            used[pair] += 2
            for what, k in combo:
                for kind in (k, k, k) if what == "t" else (k, k + 1, k + 2):
                    used[kind] += 1
            if used == counts:
                seqs = tuple(sorted(k for what, k in combo if what == "s"))
                trips = tuple(sorted(k for what, k in combo if what == "t"))
                found.add((pair, seqs, trips))
    return found


def _random_concealed(rng: random.Random) -> list[int]:
    """Concealed counts of generated winning hands, and of near-misses (one tile swapped)."""
    hand = random_winning_hand(rng, closed=False)
    kinds = list(hand.concealed)
    if rng.random() < 0.3:
        kinds[rng.randrange(len(kinds))] = rng.randrange(34)
    return counts_of(kinds)


def test_standard_readings_match_brute_force_once_each() -> None:
    rng = random.Random(7)
    for _ in range(400):
        counts = _random_concealed(rng)
        if max(counts) > 4 or sum(counts) % 3 != 2:
            continue
        shapes = [_shape(r) for r in standard_readings(counts)]
        assert len(shapes) == len(set(shapes)), counts
        assert set(shapes) == _brute_force(counts), counts


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        pytest.param("11122233344455m", 4, id="triplets-or-sequences"),
        pytest.param("11112222333344m", 3, id="four-identical-sequences"),
        pytest.param("22334455667788p", 3, id="big-wheels-shape"),
        pytest.param("123m456p789s11122z", 1, id="plain"),
    ],
)
def test_number_of_standard_readings(hand: str, expected: int) -> None:
    assert len(standard_readings(_counts(hand))) == expected


@pytest.mark.parametrize(
    "hand",
    [
        pytest.param("22m22p22s22z", id="four-pairs-in-four-groups"),
        pytest.param("11m22p33s44555z", id="pairs-spread-over-groups"),
        pytest.param("1234m", id="three-n-plus-one"),
        pytest.param("1111z", id="honour-four"),
    ],
)
def test_no_standard_reading(hand: str) -> None:
    assert standard_readings(_counts(hand)) == []


def test_seven_pairs_counts_four_identical_as_two_pairs() -> None:
    assert seven_pairs(_counts("111133m5577p99s11z")) == (0, 0, 2, 13, 15, 26, 27)
    assert seven_pairs(_counts("1113m35577p99s11z")) == ()


def test_thirteen_orphans_names_the_doubled_kind() -> None:
    assert thirteen_orphans_pair(_counts("19m19p19s12345677z")) == 33
    assert thirteen_orphans_pair(_counts("19m19p19s12345666z")) is None


def test_seven_pairs_and_orphans_need_a_fully_concealed_hand() -> None:
    pon = Meld(MeldKind.PON, (0, 1, 2), 0)
    forms = {r.form for r in readings(_counts("5577p99s1122z"), [pon])}
    assert Form.SEVEN_PAIRS not in forms


@pytest.mark.parametrize(
    ("concealed", "meld_tiles", "green"),
    [
        pytest.param("222344666888s66z", (), True, id="loose-any-shape"),
        pytest.param("223446668s66z", (100, 101, 102), True, id="with-a-green-pon"),
        pytest.param("223446668s66z", (96, 97, 98), False, id="a-red-pon"),
    ],
)
def test_loose_green_counts_melds(concealed: str, meld_tiles: tuple[int, ...], green: bool) -> None:
    melds = [Meld(MeldKind.PON, meld_tiles, meld_tiles[0])] if meld_tiles else []
    forms = [r.form for r in readings(_counts(concealed), melds)]
    assert (Form.LOOSE_GREEN in forms) is green


def test_forms_come_in_preference_order() -> None:
    forms = [r.form for r in readings(_counts("22334455667788s"), [])]
    assert forms == [Form.STANDARD] * 3 + [Form.SEVEN_PAIRS]


def test_readings_agree_with_the_shape_module() -> None:
    """Two independent answers to "is this a win?": ours and ``rules.shape``'s shanten."""
    rng = random.Random(5)
    checked = 0
    for _ in range(3000):
        hand = random_winning_hand(rng, closed=rng.random() < 0.5)
        kinds = list(hand.concealed)
        if rng.random() < 0.5:
            kinds[rng.randrange(len(kinds))] = rng.randrange(34)
        counts = counts_of(kinds)
        if max(counts) > 4:
            continue
        checked += 1
        assert bool(readings(counts, hand.melds)) == is_winning_hand(counts, hand.melds), kinds
    assert checked > 2000
