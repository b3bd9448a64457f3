"""The CPU's value guesses answer exactly what the plain formula answers (issue 11 item 15).

:func:`~mahjong2p.ai.patterns.pattern_fan`, :func:`~mahjong2p.ai.value.hand_fan` and
:func:`~mahjong2p.ai.value.hand_points` read a hand through memoised per-suit and per-meld
summaries. Decisions compare utilities, so the floats must be *equal* to the ones the plain
34-count formula below gives, not merely close: one changed bit can change a discard.
"""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong2p.ai.patterns import (
    ALL_SIMPLES,
    ALL_TRIPLETS,
    BIG_DRAGONS,
    CONCEALED,
    FLUSH_FULL,
    FLUSH_HALF,
    LEAN,
    LITTLE_DRAGONS,
    SEVEN_PAIRS,
    STRAIGHT,
    THREE_COLOUR,
    pattern_fan,
)
from mahjong2p.ai.value import (
    CLOSED_EXTRA_FAN,
    SELF_DRAW_SHARE,
    hand_fan,
    hand_points,
    points_of_fan,
)
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.scoring import WinBy, WinSituation, score_win
from mahjong2p.rules.scoring.points import FAN_CAP
from mahjong2p.rules.tiles import (
    COPIES,
    DRAGONS,
    NUM_KINDS,
    TERMINALS_AND_HONOURS,
    counts_of,
    kinds_from_counts,
    parse_kinds,
)

HAND_SIZE = 13


# --- the plain formula, one 34-count walk per pattern -------------------------------------


def plain_lean(missing: int) -> float:
    if missing < 0:
        return 1.0
    return LEAN[missing] if missing < len(LEAN) else 0.0


def plain_presence(counts: Sequence[int], start: int) -> int:
    return sum(1 << n for n in range(9) if counts[start + n])


def plain_pattern_fan(
    counts: Sequence[int], melds: Sequence[Meld], flowers: Sequence[int]
) -> float:
    all_counts = list(counts)
    run_counts = list(counts)
    for meld in melds:
        for kind in meld.kinds:
            all_counts[kind] += 1
            run_counts[kind] += meld.is_sequence
    masks = [plain_presence(run_counts, start) for start in (0, 9, 18)]
    closed = not any(m.kind.is_open for m in melds)
    per_suit = [sum(all_counts[s : s + 9]) for s in (0, 9, 18)]
    honours = sum(all_counts[27:])
    off = sum(per_suit) - max(per_suit)
    flush = max(FLUSH_HALF * plain_lean(off), FLUSH_FULL * plain_lean(off + honours))
    seven_pairs = SEVEN_PAIRS * plain_lean(6 - sum(n // 2 for n in counts))
    triplets = sum(n >= 3 for n in counts) + len(melds)
    pairs = sum(n == 2 for n in counts)
    missing = 0 if triplets >= 4 else max(0, 5 - triplets - pairs) + max(0, 3 - triplets)
    all_triplets = ALL_TRIPLETS * plain_lean(missing)
    three_colour = max(sum((m >> n & 0b111).bit_count() for m in masks) for n in range(7))
    held = sum(min(all_counts[k], 3) for k in DRAGONS)
    dragons = max(LITTLE_DRAGONS * plain_lean(7 - held), BIG_DRAGONS * plain_lean(8 - held))
    return (
        sum(all_counts[k] for k in flowers)
        + CONCEALED * closed
        + flush
        + (seven_pairs if not melds else 0.0)
        + (0.0 if any(m.is_sequence for m in melds) else all_triplets)
        + STRAIGHT * plain_lean(8 - max(mask.bit_count() for mask in masks))
        + THREE_COLOUR * plain_lean(8 - three_colour)
        + dragons
        + ALL_SIMPLES * plain_lean(sum(all_counts[k] for k in TERMINALS_AND_HONOURS))
    )


def plain_won(counts: Sequence[int], wait: int) -> list[int]:
    won = list(counts)
    won[wait] += 1
    return kinds_from_counts(won)


def plain_hand_fan(counts, melds, waits, unseen, flowers) -> float:  # type: ignore[no-untyped-def]
    if not waits:
        return plain_pattern_fan(counts, melds, flowers)
    total = 0
    for w in waits:
        situation = WinSituation(win_by=WinBy.RON, flower_indicators=flowers)
        result = score_win(plain_won(counts, w), melds, w, situation)
        total += unseen[w] * (min(result.total_fan, FAN_CAP) if result.win else 0)
    return total / sum(unseen[w] for w in waits)


def plain_hand_points(counts, melds, waits, unseen, flowers, declared) -> float:  # type: ignore[no-untyped-def]
    if not waits:
        closed = not any(m.kind.is_open for m in melds)
        return points_of_fan(plain_pattern_fan(counts, melds, flowers) + CLOSED_EXTRA_FAN * closed)
    total = 0.0
    for w in waits:
        paid = [
            score_win(
                plain_won(counts, w),
                melds,
                w,
                WinSituation(win_by=by, declared_ready=declared, flower_indicators=flowers),
            ).points
            for by in (WinBy.TSUMO, WinBy.RON)
        ]
        total += unseen[w] * (SELF_DRAW_SHARE * paid[0] + (1 - SELF_DRAW_SHARE) * paid[1])
    return total / sum(unseen[w] for w in waits)


# --- random hands: melds of every kind, then concealed blocks drawn from a few kinds ------

MELD_KINDS = list(MeldKind)


def _fits(used: list[int], kinds: Sequence[int]) -> bool:
    return all(used[k] + kinds.count(k) <= COPIES for k in set(kinds))


@st.composite
def hands(draw: st.DrawFn) -> tuple[list[int], tuple[Meld, ...]]:
    """A 13-equivalent hand: up to four melds (吃, 碰, 明杠, 暗杠, 加杠), then concealed
    sets, pairs, partial sets and singles drawn mostly from a small palette of kinds, so
    that flushes, pairs, triplets, dragons and straights all turn up."""
    palette = draw(st.lists(st.integers(0, NUM_KINDS - 1), min_size=1, max_size=12, unique=True))
    kind_of_palette = st.sampled_from(palette) | st.integers(0, NUM_KINDS - 1)
    used = [0] * NUM_KINDS
    melds: list[Meld] = []
    for _ in range(draw(st.integers(0, 4))):
        meld_kind = draw(st.sampled_from(MELD_KINDS))
        first = draw(kind_of_palette)
        if meld_kind is MeldKind.CHI:
            first = first // 9 * 9 + min(first % 9, 6) if first < 27 else draw(st.integers(0, 6))
            kinds = [first, first + 1, first + 2]
        else:
            kinds = [first] * meld_kind.size
        if not _fits(used, kinds):
            continue
        tiles = []
        for k in kinds:
            tiles.append(k * COPIES + used[k])
            used[k] += 1
        called = None if meld_kind is MeldKind.CONCEALED_KONG else tiles[0]
        melds.append(Meld(meld_kind, tuple(tiles), called))
    size = HAND_SIZE - 3 * len(melds)
    concealed: list[int] = []
    while len(concealed) < size:
        first = draw(kind_of_palette)
        shape = draw(st.sampled_from(("triplet", "run", "pair", "near", "single")))
        if shape == "run" and first < 27 and first % 9 < 7:
            block = [first, first + 1, first + 2]
        elif shape == "near" and first < 27 and first % 9 < 7:
            block = [first, first + draw(st.integers(1, 2))]
        else:
            block = [first] * {"triplet": 3, "pair": 2}.get(shape, 1)
        block = block[: size - len(concealed)]
        if _fits(used, block):
            concealed += block
            for k in block:
                used[k] += 1
    return counts_of(concealed), tuple(melds)


flowers = st.lists(st.integers(0, NUM_KINDS - 1), max_size=4).map(tuple)
# Even the simplest hand is thirteen tiles drawn block by block.
WHOLE_HANDS = [HealthCheck.large_base_example, HealthCheck.too_slow]


@settings(max_examples=600, deadline=None, suppress_health_check=WHOLE_HANDS)
@given(hand=hands(), flowers=flowers)
def test_pattern_fan_equals_the_plain_formula(
    hand: tuple[list[int], tuple[Meld, ...]], flowers: tuple[int, ...]
) -> None:
    counts, melds = hand
    expected = plain_pattern_fan(counts, melds, flowers)
    assert pattern_fan(counts, melds, flowers) == expected
    assert pattern_fan(bytes(counts), list(melds), list(flowers)) == expected


def _waits_and_unseen(
    draw: st.DrawFn, counts: list[int], melds: tuple[Meld, ...]
) -> tuple[tuple[int, ...], list[int]]:
    """Either no waits (the guess) or the kinds that really win, else a few that do not;
    ``unseen`` copies of each, at least one of a wait."""
    held = list(counts)
    for meld in melds:
        for kind in meld.kinds:
            held[kind] += 1
    open_kinds = [k for k in range(NUM_KINDS) if held[k] < COPIES]
    winning = [
        k for k in open_kinds if score_win(plain_won(counts, k), melds, k, WinSituation()).win
    ]
    choice = draw(st.sampled_from(("none", "winning", "any")))
    if choice == "none" or not open_kinds:
        waits: tuple[int, ...] = ()
    elif choice == "winning" and winning:
        waits = tuple(winning)
    else:
        waits = tuple(
            draw(st.lists(st.sampled_from(open_kinds), min_size=1, max_size=3, unique=True))
        )
    unseen = [draw(st.integers(0, COPIES - held[k])) if k in waits else 1 for k in range(NUM_KINDS)]
    if waits and not sum(unseen[w] for w in waits):
        unseen[waits[0]] = 1
    return waits, unseen


@settings(max_examples=200, deadline=None, suppress_health_check=WHOLE_HANDS)
@given(hand=hands(), flowers=flowers, declared=st.booleans(), data=st.data())
def test_hand_fan_and_points_equal_the_plain_formula(
    hand: tuple[list[int], tuple[Meld, ...]],
    flowers: tuple[int, ...],
    declared: bool,
    data: st.DataObject,
) -> None:
    counts, melds = hand
    waits, unseen = _waits_and_unseen(data.draw, counts, melds)
    assert hand_fan(counts, melds, waits, unseen, flowers) == plain_hand_fan(
        counts, melds, waits, unseen, flowers
    )
    assert hand_points(counts, melds, waits, unseen, flowers, declared) == plain_hand_points(
        counts, melds, waits, unseen, flowers, declared
    )


def _melds(*specs: tuple[MeldKind, str]) -> tuple[Meld, ...]:
    """Melds from mpsz notation, using the first free copies of each kind."""
    used = [0] * NUM_KINDS
    melds = []
    for kind, text in specs:
        tiles = []
        for k in parse_kinds(text):
            tiles.append(k * COPIES + used[k])
            used[k] += 1
        melds.append(
            Meld(kind, tuple(tiles), None if kind is MeldKind.CONCEALED_KONG else tiles[0])
        )
    return tuple(melds)


def test_real_hands_give_the_plain_formula_and_lean_as_a_player_expects() -> None:
    """A near-清一色 hand is worth more than a scattered one; a dragon 碰 and a dragon pair
    lean to 小三元; each answer is the plain formula's to the bit."""
    flush = counts_of(parse_kinds("1123445678999m"))
    scattered = counts_of(parse_kinds("147m258p369s1357z"))
    dragons_melds = _melds((MeldKind.PON, "555z"))
    dragons = counts_of(parse_kinds("66z7z123m456p9s"))
    chi_kong = _melds((MeldKind.CHI, "123p"), (MeldKind.CONCEALED_KONG, "1111s"))
    chi_kong_hand = counts_of(parse_kinds("456p789p5m"))
    cases = [
        (flush, (), (0,)),
        (scattered, (), (27, 27)),
        (dragons, dragons_melds, ()),
        (chi_kong_hand, chi_kong, (18,)),
    ]
    for counts, melds, flower_kinds in cases:
        assert pattern_fan(counts, melds, flower_kinds) == plain_pattern_fan(
            counts, melds, flower_kinds
        )
    assert pattern_fan(flush, (), ()) > pattern_fan(scattered, (), ()) + FLUSH_FULL * LEAN[1] / 2
    assert pattern_fan(dragons, dragons_melds, ()) >= LITTLE_DRAGONS * LEAN[2]
