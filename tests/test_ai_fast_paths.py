"""The CPU's faster paths give exactly the answers of the plain computations they replace
(issue 11 item 15: not one decision may change, and decisions compare utilities, so the
floats must be equal, not close): the lookahead's ready discards, the shanten per discard,
the effective tiles, each tile's danger and what the opponent's hand is worth."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong2p.ai.danger import (
    CLOSED,
    EDGE,
    LET_GO,
    OFF_SUIT,
    PAIR_WAIT,
    SINGLE,
    TWO_SIDED,
    WAITS_PER_HAND,
    wait_chances,
)
from mahjong2p.ai.efficiency import (
    Shape,
    discard_shanten,
    effective_tiles,
    expected_ready_waits,
)
from mahjong2p.ai.value import points_of_fan
from mahjong2p.ai.win_chance import win_chance
from mahjong2p.ai.worth import (
    BASE_FAN,
    CLOSED_FAN,
    DECLARED_CLOSED_FAN,
    FLUSH_FAN,
    LEAST_WORTH,
    LITTLE_DRAGONS_FAN,
    REFERENCE_POINTS,
    _flowers,
    _flush_leans,
    opponent_worth,
)
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.shape import shanten, shape_waits, useful_draws
from mahjong2p.rules.tiles import DRAGONS, NUM_KINDS, kind_of
from mahjong2p.rules.tileset import ARCADE_TILES
from mahjong2p.rules.view import PlayerView

SETS = [(k, k + 1, k + 2) for k in range(27) if k % 9 <= 6] + [(k, k, k) for k in range(34)]


@st.composite
def near_hands(draw: st.DrawFn, tiles: int) -> list[int]:
    """Counts of ``tiles`` (13 or 14) concealed tiles close to a complete hand: sets and a
    pair from few suits, then a few tiles swapped for random ones (so many hands are ready
    or one away, the hands the lookahead weighs)."""
    suits = draw(st.lists(st.integers(0, 3), min_size=1, max_size=2, unique=True))
    kinds = [k for k in range(NUM_KINDS) if k // 9 in suits]
    counts = [0] * NUM_KINDS
    usable = [s for s in SETS if all(k // 9 in suits for k in s)]
    for chosen in draw(st.lists(st.sampled_from(usable), min_size=4, max_size=4)):
        for k in chosen:
            counts[k] += 1
    counts[draw(st.sampled_from(kinds))] += 2
    for _ in range(draw(st.integers(0, 3))):
        held = [k for k in range(NUM_KINDS) if counts[k]]
        counts[draw(st.sampled_from(held))] -= 1
        counts[draw(st.sampled_from(kinds))] += 1
    while sum(counts) > tiles:
        counts[draw(st.sampled_from([k for k in range(NUM_KINDS) if counts[k]]))] -= 1
    if any(n > 4 for n in counts):
        counts = [min(n, 4) for n in counts]
    while sum(counts) < tiles:
        counts[draw(st.sampled_from([k for k in range(NUM_KINDS) if counts[k] < 4]))] += 1
    return counts


def plain_expected_ready_waits(counts: list[int], shape: Shape, unseen: list[int]) -> float:
    """The lookahead as first written: every discard of every useful draw tried."""
    useful = [k for k in useful_draws(counts, shape.meld_count, shape.green) if unseen[k]]
    total = weight = 0.0
    for kind in useful:
        copies = unseen[kind]
        counts[kind] += 1
        unseen[kind] -= 1
        options = []
        for discard in range(NUM_KINDS):
            if counts[discard]:
                counts[discard] -= 1
                waits = shape_waits(counts, shape.meld_count, shape.green)
                counts[discard] += 1
                if waits:
                    options.append(sum(unseen[w] for w in waits))
        unseen[kind] += 1
        counts[kind] -= 1
        total += copies * max(options, default=0)
        weight += copies
    return total / weight if weight else 0.0


@settings(max_examples=300, deadline=None)
@given(
    counts=near_hands(13),
    unseen=st.lists(st.integers(0, 4), min_size=NUM_KINDS, max_size=NUM_KINDS),
    green=st.booleans(),
)
def test_lookahead_equals_trying_every_discard(
    counts: list[int], unseen: list[int], green: bool
) -> None:
    shape = Shape(0, green)
    _, useful = effective_tiles(counts, shape, unseen)
    expected = plain_expected_ready_waits(list(counts), shape, list(unseen))
    assert expected_ready_waits(list(counts), shape, list(unseen), useful) == expected


@settings(max_examples=300, deadline=None)
@given(counts=near_hands(14), meld_count=st.integers(0, 1), green=st.booleans())
def test_discard_shanten_equals_one_shanten_per_discard(
    counts: list[int], meld_count: int, green: bool
) -> None:
    if meld_count:  # a meld stands for three of the concealed tiles
        held = [k for k in range(NUM_KINDS) if counts[k]]
        for k in held[:3]:
            counts[k] -= 1
    plain = {}
    for kind in range(NUM_KINDS):
        if counts[kind]:
            counts[kind] -= 1
            plain[kind] = shanten(counts, meld_count, green)
            counts[kind] += 1
    shape = Shape(meld_count, green)
    assert discard_shanten(counts, shape) == plain
    assert discard_shanten(counts, shape) == plain  # and again, from the memo


@settings(max_examples=200, deadline=None)
@given(
    counts=near_hands(13),
    unseen=st.lists(st.integers(0, 4), min_size=NUM_KINDS, max_size=NUM_KINDS),
)
def test_effective_tiles_are_the_live_useful_draws(counts: list[int], unseen: list[int]) -> None:
    kinds = [k for k in useful_draws(counts) if unseen[k]]
    assert effective_tiles(counts, Shape(0, True), unseen) == (
        sum(unseen[k] for k in kinds),
        kinds,
    )


@st.composite
def opponent_views(draw: st.DrawFn) -> PlayerView:
    """A view whose opponent (seat 1) has a pond, melds (often of one suit), perhaps a
    报听, and whose table shows 花牌 indicators."""
    order = draw(st.permutations(range(136)))
    view = PlayerView(seat=0, tile_set=ARCADE_TILES)
    suit = draw(st.integers(0, 2))
    for _ in range(draw(st.integers(0, 3))):
        if draw(st.booleans()):
            start = suit * 9 + draw(st.integers(0, 6))
            kinds = (start, start + 1, start + 2)
            meld_kind = MeldKind.CHI
        else:
            kinds = (draw(st.sampled_from([*range(suit * 9, suit * 9 + 9), *DRAGONS])),) * 3
            meld_kind = MeldKind.PON
        shown = set(view.visible_tiles())
        tiles: list[int] = []
        for k in kinds:
            free = [t for t in range(4 * k, 4 * k + 4) if t not in shown and t not in tiles]
            tiles.extend(free[:1])
        if len(tiles) == 3:  # (a kind already shown four times makes no meld)
            view.melds[1].append(Meld(meld_kind, tuple(tiles), tiles[0]))
    seen = set(view.visible_tiles())
    rest = [t for t in order if t not in seen]
    view.discards[1].extend(rest[: draw(st.integers(0, 14))])
    view.discards[0].extend(rest[14:20])
    view.indicators.extend(rest[20 : 20 + draw(st.integers(0, 3))])
    view.declared_ready[1] = draw(st.booleans())
    view.opponent_tile_count = 13 - 3 * len(view.melds[1])
    return view


def plain_wait_chances(
    view: PlayerView, unseen: list[int], passed: set[int], own_discard_wait: float
) -> list[float]:
    """Each tile's danger as first written: one suit check and one shape sum per kind."""
    melds = view.melds[1]
    let_go = {kind_of(t) for t in view.discards[1]}
    suits = {k // 9 for m in melds for k in m.kinds if k < 27}

    def suit_factor(kind: int) -> float:
        off = len(melds) >= 2 and len(suits) == 1 and kind < 27 and kind // 9 not in suits
        return OFF_SUIT if off else 1.0

    held = [unseen[k] * (LET_GO if k in let_go else 1.0) * suit_factor(k) for k in range(NUM_KINDS)]

    def shape_weight(kind: int) -> float:
        copies = held[kind]
        weight = SINGLE * copies + PAIR_WAIT * copies * max(copies - 1, 0) / 2
        if kind >= 27:
            return weight
        n = kind % 9
        if n <= 6:
            weight += (EDGE if n == 6 else TWO_SIDED) * held[kind + 1] * held[kind + 2]
        if n >= 2:
            weight += (EDGE if n == 2 else TWO_SIDED) * held[kind - 1] * held[kind - 2]
        if 1 <= n <= 7:
            weight += CLOSED * held[kind - 1] * held[kind + 1]
        return weight

    weights = [
        0.0 if k in passed else shape_weight(k) * (own_discard_wait if k in let_go else 1.0)
        for k in range(NUM_KINDS)
    ]
    total = sum(weights)
    if total == 0:
        return weights
    return [min(1.0, WAITS_PER_HAND * w / total) for w in weights]


@settings(max_examples=200, deadline=None)
@given(
    view=opponent_views(),
    passed=st.one_of(  # few kinds passed, or nearly all (a few kinds share the danger)
        st.sets(st.integers(0, NUM_KINDS - 1), max_size=6),
        st.sets(st.integers(0, NUM_KINDS - 1), min_size=29),
    ),
    own_discard_wait=st.sampled_from([1.0, 0.1, 0.35]),
)
def test_wait_chances_equal_the_plain_sum(
    view: PlayerView, passed: set[int], own_discard_wait: float
) -> None:
    unseen = view.unseen_counts()
    expected = plain_wait_chances(view, unseen, passed, own_discard_wait)
    assert wait_chances(view, unseen, passed, own_discard_wait) == expected


def plain_worth(view: PlayerView, unseen: list[int], value_danger: float) -> list[float]:
    """What each kind's deal-in costs, as first written: the fan worked out kind by kind."""
    melds = view.melds[1]
    fan = BASE_FAN + _flowers(view, melds, unseen)
    if not any(m.kind.is_open for m in melds):
        fan += CLOSED_FAN + DECLARED_CLOSED_FAN * view.declared_ready[1]
    leans = _flush_leans(view, melds)
    dragon_triplets = sum(1 for m in melds if m.first_kind in DRAGONS)
    worth = []
    for kind in range(NUM_KINDS):
        kind_fan = fan + FLUSH_FAN * max(
            (leans[s] for s in range(3) if s == kind // 9 or kind >= 27), default=0.0
        )
        if dragon_triplets >= 2 and kind in DRAGONS:
            kind_fan += LITTLE_DRAGONS_FAN
        ratio = points_of_fan(kind_fan) / REFERENCE_POINTS
        worth.append(max(LEAST_WORTH, 1 + value_danger * (ratio - 1)))
    return worth


@settings(max_examples=200, deadline=None)
@given(view=opponent_views(), value_danger=st.sampled_from([0.5, 1.0, 0.3]))
def test_opponent_worth_equals_the_kind_by_kind_fan(view: PlayerView, value_danger: float) -> None:
    unseen = view.unseen_counts()
    assert opponent_worth(view, unseen, value_danger) == plain_worth(view, unseen, value_danger)


@settings(max_examples=200, deadline=None)
@given(
    shanten=st.integers(0, 6),
    live=st.one_of(st.integers(0, 60), st.floats(0, 60)),
    live_wall=st.integers(0, 80),
    threat=st.sampled_from([0, 0.0, 0.5, 1.0]),
    next_live=st.one_of(st.none(), st.floats(0, 20)),
)
def test_memoised_win_chance_equals_the_formula(
    shanten: int, live: float, live_wall: int, threat: float, next_live: float | None
) -> None:
    for _ in range(2):  # computed, then from the memo
        assert win_chance(shanten, live, live_wall, threat, next_live) == (
            win_chance.__wrapped__(shanten, live, live_wall, threat, next_live)
        )
