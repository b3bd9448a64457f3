"""Shanten, wins and waits over the four winning forms of RULES.md A6, by shape, and the
A8 meaning of "ready" (a wait that still has a copy outside the hand)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.shape import (
    is_ready,
    is_winning,
    is_winning_hand,
    loose_green_shanten,
    melds_are_green,
    seven_pairs_shanten,
    shanten,
    shanten_after_discards,
    shanten_after_draws,
    shanten_of,
    shape_waits,
    standard_shanten,
    thirteen_orphans_shanten,
    useful_draws,
    waits_of,
)
from mahjong2p.rules.tiles import (
    COPIES,
    GREEN_KINDS,
    NUM_KINDS,
    TERMINALS_AND_HONOURS,
    counts_of,
    format_kinds,
    kind_of,
    parse_kinds,
)


def hand(text: str) -> list[int]:
    return counts_of(parse_kinds(text))


def meld(kind: MeldKind, text: str) -> Meld:
    """A meld of the kinds in ``text``, each copy a distinct physical tile."""
    copies: Counter[int] = Counter()
    tiles = []
    for k in parse_kinds(text):
        tiles.append(k * COPIES + copies[k])
        copies[k] += 1
    return Meld(kind, tuple(tiles))


def names(kinds: list[int]) -> str:
    return format_kinds(kinds)


# --- wins --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("123m456p789s11122z", id="standard"),
        pytest.param("11123455678999m", id="pure-one-suit"),
        pytest.param("11223344556677z", id="seven-pairs"),
        pytest.param("1111m2233p445566s", id="seven-pairs-with-a-quad"),
        pytest.param("11112222m334455p", id="seven-pairs-two-quads"),
        pytest.param("19m19p19s12345677z", id="thirteen-orphans"),
        pytest.param("22224444888s666z", id="loose-green-no-shape"),
    ],
)
def test_winning_hands(text: str) -> None:
    assert is_winning(hand(text))
    assert shanten(hand(text)) == -1


@pytest.mark.parametrize(
    ("text", "meld_count", "melds_green"),
    [
        pytest.param("123m456p789s11123z", 0, True, id="no-pair"),
        pytest.param("1122m3344p5566s67z", 0, True, id="six-pairs"),
        pytest.param("19m19p19s1234569s", 0, True, id="orphans-missing-honours"),
        pytest.param("11223344z", 2, True, id="pairs-beside-melds"),
        pytest.param("2222444488s6z", 1, False, id="green-beside-a-non-green-meld"),
    ],
)
def test_not_winning(text: str, meld_count: int, melds_green: bool) -> None:
    assert not is_winning(hand(text), meld_count, melds_green)


# --- shanten per form --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "standard", "pairs", "orphans", "green", "best"),
    [
        pytest.param("123m456p789s1234z", 2, 6, 7, 12, 2, id="standard-two-away"),
        pytest.param("1122m3344p5566s7z", 3, 0, 10, 11, 0, id="seven-pairs-ready"),
        pytest.param("19m19p19s1234567z", 8, 6, 0, 12, 0, id="orphans-thirteen-sided"),
        pytest.param("159m159p159s1234z", 8, 6, 3, 13, 3, id="orphans-best"),
        pytest.param("223444668888s6z", 2, 1, 12, 0, 0, id="loose-green-ready"),
        pytest.param("1357m2468p1357s1z", 4, 6, 10, 12, 4, id="scattered"),
    ],
)
def test_shanten_per_form(
    text: str, standard: int, pairs: int, orphans: int, green: int, best: int
) -> None:
    counts = hand(text)
    assert standard_shanten(counts) == standard
    assert seven_pairs_shanten(counts) == pairs
    assert thirteen_orphans_shanten(counts) == orphans
    assert loose_green_shanten(counts) == green
    assert shanten(counts) == best


def test_green_hand_one_tile_off_for_each_non_green_tile() -> None:
    """13-equivalent: k non-green tiles → shanten k; 14-equivalent: k - 1."""
    assert loose_green_shanten(hand("223444668888s1z")) == 1
    assert loose_green_shanten(hand("223444668888s16z")) == 0
    assert loose_green_shanten(hand("2234446688s1m")) == 0  # 11 tiles + a meld: 14-equivalent


def test_four_of_a_kind_counts_as_two_pairs() -> None:
    assert seven_pairs_shanten(hand("1111m2222p3333s4z")) == 0
    assert seven_pairs_shanten(hand("111m222p333s444z5z")) == 2  # no distinct-kinds rule


def test_green_beside_green_melds_wins() -> None:
    assert is_winning(hand("2222444488s6z"), meld_count=1, melds_green=True)


def test_closed_forms_need_a_closed_hand() -> None:
    """Seven pairs and thirteen orphans are concealed forms (A6.2, A6.3)."""
    counts = hand("1122m3344p5566s7z")
    assert shanten(counts) == seven_pairs_shanten(counts) == 0
    assert shanten(counts, meld_count=1) == standard_shanten(counts) == 3


def test_shanten_is_by_shape() -> None:
    """Tanki on a fifth 1m: the mahjong package would say 1 (no fifth copy exists)."""
    assert shanten(hand("1111m123456789p")) == 0


@pytest.mark.parametrize(
    ("text", "meld_count", "expected"),
    [
        pytest.param("123p23m55p", 2, 0, id="two-melds"),
        pytest.param("23m55p", 3, 0, id="three-melds"),
        pytest.param("5p", 4, 0, id="four-melds-tanki"),
        pytest.param("55p", 4, -1, id="four-melds-complete"),
        pytest.param("19m12z", 3, 2, id="three-melds-scattered"),
    ],
)
def test_melds_reduce_the_sets_needed(text: str, meld_count: int, expected: int) -> None:
    assert shanten(hand(text), meld_count) == expected


@pytest.mark.parametrize(
    "counts",
    [
        pytest.param(hand("123m456p789s123z"), id="twelve-tiles"),
        pytest.param(hand("123m456p789s112233z"), id="fifteen-tiles"),
        pytest.param([0] * 33, id="33-kinds"),
        pytest.param([1] * 13 + [0] * 22, id="35-kinds"),
    ],
)
def test_impossible_hands_are_refused(counts: list[int]) -> None:
    with pytest.raises(ValueError):
        shanten(counts)


# --- waits -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "waits"),
    [
        pytest.param("1112345678999m", "123456789m", id="nine-sided"),
        pytest.param("19m19p19s1234567z", "19m19p19s1234567z", id="thirteen-sided-orphans"),
        pytest.param("19m19p19s1234566z", "7z", id="orphans-single"),
        pytest.param("1122m3344p5566s7z", "7z", id="seven-pairs"),
        pytest.param("111m2233p445566s", "1m23p", id="fourth-copy-as-two-pairs"),
        pytest.param("1111m2233p44556s", "6s", id="seven-pairs-holding-a-quad"),
        pytest.param("123m456p789s1122z", "12z", id="two-pairs"),
        pytest.param("123m456p23789s55z", "14s", id="two-sided"),
        pytest.param("123m456p789s1234z", "", id="not-ready"),
    ],
)
def test_shape_waits(text: str, waits: str) -> None:
    assert names(shape_waits(hand(text))) == waits


def test_seven_pairs_with_a_quad_wins_on_its_wait() -> None:
    counts = hand("1111m2233p44556s")
    counts[parse_kinds("6s")[0]] += 1
    assert is_winning(counts)


def test_loose_green_waits_on_every_green_kind() -> None:
    counts = hand("223444668888s6z")  # green, but no standard or seven-pairs shape
    assert names(shape_waits(counts)) == "23468s6z"
    assert names(waits_of(counts, [])) == "2346s6z"  # all four 8s are in the hand


def test_loose_green_with_melds() -> None:
    counts = hand("2222444468s")
    green, red = [meld(MeldKind.PON, "666z")], [meld(MeldKind.PON, "111m")]
    assert melds_are_green(green) and not melds_are_green(red)
    assert names(waits_of(counts, green)) == "368s6z"
    assert shanten_of(counts, red) == 1
    assert waits_of(counts, red) == []
    assert not is_ready(counts, red)


def test_a_wait_held_four_times_is_no_wait() -> None:
    """Shape-ready, but the only winning kind is all in the hand: not ready in the A8 sense."""
    counts = hand("1111m123p456p789p")
    assert shanten_of(counts, []) == 0
    assert names(shape_waits(counts)) == "1m"
    assert waits_of(counts, []) == []
    assert not is_ready(counts, [])


def test_a_wait_held_in_a_meld_is_no_wait() -> None:
    counts = hand("3m123p456p789p")
    assert names(shape_waits(counts, meld_count=1)) == "3m"
    assert waits_of(counts, [meld(MeldKind.PON, "333m")]) == []
    assert names(waits_of(counts, [meld(MeldKind.PON, "444m")])) == "3m"


def test_meld_helpers_match_the_count_functions() -> None:
    counts = hand("123p23m55p")
    melds = [meld(MeldKind.CHI, "789s"), meld(MeldKind.KONG, "1111z")]
    assert shanten_of(counts, melds) == shanten(counts, 2, False) == 0
    assert names(waits_of(counts, melds)) == "14m"
    assert is_ready(counts, melds)
    counts[parse_kinds("4m")[0]] += 1
    assert is_winning_hand(counts, melds)


# --- properties --------------------------------------------------------------------------


def _counts_of_tiles(tiles: list[int]) -> list[int]:
    return counts_of(kind_of(t) for t in tiles)


def random_hands(size: int) -> st.SearchStrategy[list[int]]:
    """``size`` distinct physical tiles, as counts."""
    tiles = st.lists(st.integers(0, 135), min_size=size, max_size=size, unique=True)
    return tiles.map(_counts_of_tiles)


ORPHANS = sorted(TERMINALS_AND_HONOURS)
GREENS = sorted(GREEN_KINDS)


@st.composite
def complete_hands(draw: st.DrawFn, sets: int = 4) -> list[int]:
    """A complete hand of ``sets`` sets and a pair, or (concealed, 14 tiles) of one of the
    other forms; at most four copies of a kind."""
    form = draw(st.sampled_from(["standard"] * 4 + ["pairs", "orphans", "green"]))
    if form == "standard" or sets < 4:
        kinds = [draw(st.integers(0, NUM_KINDS - 1))] * 2
        for _ in range(sets):
            if draw(st.booleans()):
                start = draw(st.integers(0, 2)) * 9 + draw(st.integers(0, 6))
                kinds += [start, start + 1, start + 2]
            else:
                kinds += [draw(st.integers(0, NUM_KINDS - 1))] * 3
    elif form == "pairs":
        kinds = 2 * draw(st.lists(st.integers(0, NUM_KINDS - 1), min_size=7, max_size=7))
    elif form == "orphans":
        kinds = [*ORPHANS, draw(st.sampled_from(ORPHANS))]
    else:
        kinds = draw(st.lists(st.sampled_from(GREENS), min_size=14, max_size=14))
    counts = counts_of(kinds)
    assume(max(counts) <= COPIES)
    return counts


@st.composite
def ready_hands(draw: st.DrawFn, sets: int = 4) -> list[int]:
    """A complete hand less one tile: ready, so waits get exercised far more than by
    random tiles."""
    counts = draw(complete_hands(sets))
    counts[draw(st.sampled_from([k for k, n in enumerate(counts) if n]))] -= 1
    return counts


@st.composite
def hands_of_14(draw: st.DrawFn) -> list[int]:
    """Random tiles, complete hands, and complete hands with one tile exchanged."""
    counts = draw(st.one_of(random_hands(14), complete_hands(), ready_hands()))
    if sum(counts) == 13:
        counts[draw(st.integers(0, NUM_KINDS - 1))] += 1
    return counts


def _brute_force_waits(counts: list[int], meld_count: int, melds_green: bool) -> list[int]:
    found = []
    for kind in range(NUM_KINDS):
        counts[kind] += 1
        if is_winning(counts, meld_count, melds_green):
            found.append(kind)
        counts[kind] -= 1
    return found


@given(hands_of_14())
def test_complete_iff_shanten_minus_one(counts: list[int]) -> None:
    assert (shanten(counts) == -1) == is_winning(counts)


@given(hands_of_14())
def test_shanten_of_14_is_the_best_discard(counts: list[int]) -> None:
    """A 14-tile hand is as far as its best discard leaves it (or complete)."""
    best_discard = min(
        shanten([n - (k == d) for k, n in enumerate(counts)]) for d in range(NUM_KINDS) if counts[d]
    )
    assert best_discard == max(shanten(counts), 0)


# --- batch shanten (the AI's hot path) ----------------------------------------------------


def _one_by_one(
    counts: list[int], kinds: list[int], delta: int, melds: int, green: bool
) -> list[int]:
    found = []
    for kind in kinds:
        counts[kind] += delta
        found.append(shanten(counts, melds, green))
        counts[kind] -= delta
    return found


@st.composite
def concealed_hands(draw: st.DrawFn, extra: int) -> tuple[list[int], int]:
    """(counts, meld count): (13 + ``extra``)-equivalent hands of 0 … 4 melds, random or
    built from a complete hand."""
    melds = draw(st.integers(0, 4))
    size = 13 - 3 * melds + extra
    counts = draw(st.one_of(random_hands(size), complete_hands(4 - melds)))
    while sum(counts) > size:
        counts[draw(st.sampled_from([k for k, n in enumerate(counts) if n]))] -= 1
    return counts, melds


@given(concealed_hands(0), st.booleans(), st.lists(st.integers(0, NUM_KINDS - 1), max_size=40))
def test_shanten_after_draws_is_shanten_per_draw(
    hand_melds: tuple[list[int], int], green: bool, kinds: list[int]
) -> None:
    counts, melds = hand_melds
    before = list(counts)
    batch = shanten_after_draws(counts, kinds, melds, green)
    assert counts == before
    assert batch == _one_by_one(counts, kinds, 1, melds, green)


@given(concealed_hands(1), st.booleans(), st.randoms(use_true_random=False))
def test_shanten_after_discards_is_shanten_per_discard(
    hand_melds: tuple[list[int], int], green: bool, rng: random.Random
) -> None:
    counts, melds = hand_melds
    kinds = [k for k, n in enumerate(counts) for _ in range(n)]
    rng.shuffle(kinds)
    assert shanten_after_discards(counts, kinds, melds, green) == _one_by_one(
        counts, kinds, -1, melds, green
    )


def test_batch_shanten_on_many_seeded_hands() -> None:
    """Every draw and every discard of thousands of hands, with and without melds, against
    the one-at-a-time answers (tiles may exceed four copies: shanten is by shape)."""
    rng = random.Random(20240601)
    pools = (
        list(range(NUM_KINDS)),
        [0, 1, 2, 4, 9, 10, 12, 19, 20, 21, 22, 23, 25, 27, 31, 32, 33],
    )
    for _ in range(3000):
        melds = rng.choice((0, 0, 0, 1, 2, 3, 4))
        size = 13 - 3 * melds + rng.randint(0, 1)
        counts = counts_of(rng.choice(pools[rng.randint(0, 1)]) for _ in range(size))
        green = rng.random() < 0.5
        if size % 3 == 1:
            draws = list(range(NUM_KINDS))
            assert shanten_after_draws(counts, draws, melds, green) == _one_by_one(
                counts, draws, 1, melds, green
            )
        else:
            held = [k for k, n in enumerate(counts) if n]
            assert shanten_after_discards(counts, held, melds, green) == _one_by_one(
                counts, held, -1, melds, green
            )


def _lowering(counts: list[int], melds: int, green: bool) -> list[int]:
    """Every kind whose draw lowers the shanten, tried one at a time."""
    now = shanten(counts, melds, green)
    after = _one_by_one(counts, list(range(NUM_KINDS)), 1, melds, green)
    return [kind for kind, value in enumerate(after) if value < now]


@given(concealed_hands(0), st.booleans())
def test_useful_draws_are_the_draws_that_lower_the_shanten(
    hand_melds: tuple[list[int], int], green: bool
) -> None:
    counts, melds = hand_melds
    assume(shanten(counts, melds, green) >= 0)
    assert useful_draws(counts, melds, green) == _lowering(counts, melds, green)


def test_useful_draws_on_many_seeded_hands() -> None:
    """Random hands and hands heavy in orphans, green tiles and pairs (where the other
    forms are level with the standard form), with and without melds."""
    rng = random.Random(20261201)
    pools = (list(range(NUM_KINDS)), ORPHANS + GREENS, [0, 1, 9, 10, 18, 19, 27, 28])
    for _ in range(3000):
        melds = rng.choice((0, 0, 0, 1, 2))
        counts = counts_of(rng.choice(rng.choice(pools)) for _ in range(13 - 3 * melds))
        green = melds == 0 or rng.random() < 0.5
        if shanten(counts, melds, green) >= 0:
            assert useful_draws(counts, melds, green) == _lowering(counts, melds, green)


def test_batch_shanten_rejects_bad_input() -> None:
    counts = hand("123456789m12345p")
    with pytest.raises(ValueError, match="no copy"):
        shanten_after_discards(counts, [30])
    with pytest.raises(ValueError, match="34 ints"):
        shanten_after_draws(counts[:-1], [0])
    assert shanten_after_draws(counts, []) == []


@given(st.one_of(random_hands(13), ready_hands()))
def test_waits_are_exactly_the_winning_tiles(counts: list[int]) -> None:
    waits = shape_waits(counts)
    assert waits == _brute_force_waits(counts, 0, True)
    assert bool(waits) == (shanten(counts) == 0)


@given(
    st.integers(1, 4).flatmap(lambda m: st.tuples(st.just(m), ready_hands(4 - m))), st.booleans()
)
def test_waits_beside_melds(melded: tuple[int, list[int]], melds_green: bool) -> None:
    meld_count, counts = melded
    waits = shape_waits(counts, meld_count, melds_green)
    assert waits == _brute_force_waits(counts, meld_count, melds_green)
    assert bool(waits) == (shanten(counts, meld_count, melds_green) == 0)


@given(ready_hands())
def test_waits_of_drops_exactly_the_kinds_held_four_times(counts: list[int]) -> None:
    live = waits_of(counts, [])
    assert live == [k for k in shape_waits(counts) if counts[k] < COPIES]
