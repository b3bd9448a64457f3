"""Properties of ``score_gb`` on generated 72-tile wins (hypothesis draws the generator's
random source, so every example is a real winning hand)."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong2p.bench.gb_hands import GeneratedGbHand, random_gb_hand
from mahjong2p.rules.gb.scoring import GB_FANS, GbScore, score_gb
from mahjong2p.rules.gb.scoring.result import POINTS_CAP

REPLACES = {entry.spec.id: entry.replaces for entry in GB_FANS}
hands = st.randoms(use_true_random=False).map(
    lambda rng: random_gb_hand(random.Random(rng.random()))
)


def _score(hand: GeneratedGbHand) -> GbScore:
    return score_gb(hand.concealed, hand.melds, hand.win_tile, hand.situation)


@settings(max_examples=300)
@given(hands, st.randoms(use_true_random=False))
def test_the_order_of_the_concealed_tiles_does_not_matter(
    hand: GeneratedGbHand, rng: random.Random
) -> None:
    shuffled = list(hand.concealed)
    rng.shuffle(shuffled)
    assert score_gb(shuffled, hand.melds, hand.win_tile, hand.situation) == _score(hand)


@settings(max_examples=300)
@given(hands)
def test_totals_points_and_the_minimum(hand: GeneratedGbHand) -> None:
    result = _score(hand)
    assert result.win
    assert result.total_fan == sum(f.fan * f.count for f in result.fans)
    assert result.fan_without_flowers == result.total_fan - hand.situation.flowers
    assert result.points == min(result.total_fan, POINTS_CAP)
    for minimum in (0, 8, result.fan_without_flowers, result.fan_without_flowers + 1):
        assert result.meets(minimum) == (result.fan_without_flowers >= minimum)


@settings(max_examples=300)
@given(hands, st.integers(0, 8))
def test_flowers_change_only_the_flower_fan(hand: GeneratedGbHand, flowers: int) -> None:
    with_flowers = replace(hand, situation=replace(hand.situation, flowers=flowers))
    before, after = _score(hand), _score(with_flowers)
    assert after.fan_without_flowers == before.fan_without_flowers
    assert [f for f in after.fans if f.id != "flower_tiles"] == [
        f for f in before.fans if f.id != "flower_tiles"
    ]
    assert after.total_fan == after.fan_without_flowers + flowers


@settings(max_examples=300)
@given(hands)
def test_no_fan_is_scored_beside_a_fan_that_excludes_it(hand: GeneratedGbHand) -> None:
    ids = set(_score(hand).fan_ids)
    for fan_id in ids:
        assert not ids & set(REPLACES.get(fan_id, ())), fan_id
