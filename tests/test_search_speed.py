"""The search's speed-ups change no answer: the worlds' kind draw is ``random.choices``'
own, and the racers' memoised let-go is the direct choice (issue 26 §3)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong2p.ai.search.rollout import LETGO, _discard_of
from mahjong2p.ai.search.worlds import _pick
from mahjong2p.rules.tiles import NUM_KINDS, counts_of, parse_kinds

COUNTS = st.lists(st.integers(0, 4), min_size=NUM_KINDS, max_size=NUM_KINDS).filter(any)
WEIGHTS = st.lists(
    st.sampled_from([0.0, 0.3, 0.4, 0.75, 0.9, 1.0]), min_size=NUM_KINDS, max_size=NUM_KINDS
)


@settings(max_examples=200, deadline=None)
@given(counts=COUNTS, weights=st.none() | WEIGHTS, seed=st.integers(0, 2**32 - 1))
def test_a_worlds_kind_is_the_one_random_choices_draws(
    counts: list[int], weights: list[float] | None, seed: int
) -> None:
    ours, theirs = random.Random(seed), random.Random(seed)
    for _ in range(5):
        scale: list[int] | list[float] = counts
        if weights is not None and any(c * w for c, w in zip(counts, weights, strict=True)):
            scale = [c * w for c, w in zip(counts, weights, strict=True)]
        expected = theirs.choices(range(NUM_KINDS), scale)[0]
        assert _pick(counts, None if weights is None else tuple(weights), ours) == expected
        assert counts[expected] > 0
    assert ours.random() == theirs.random()  # one number a draw, as choices takes


def test_the_remembered_let_go_is_the_direct_choice() -> None:
    for tiles in (
        "123m456m789m13p257z",
        "1112345678999m1z",
        "11223344556677z",
        "123m4m5p6s12345677z",
    ):
        counts = counts_of(parse_kinds(tiles))
        direct = _discard_of(list(counts), 0, True)
        assert LETGO[bytes(counts), 0, True] == direct
        assert LETGO[bytes(counts), 0, True] == direct  # and again, from the memo
        assert counts[direct] > 0
