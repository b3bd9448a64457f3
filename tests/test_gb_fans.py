"""Every 国标 fan on a hand where it applies and on a near miss, in tile notation.

The hands where a fan applies are the fan definitions' own examples (the encyclopedia
shows them); the near misses change one thing. With the oracle installed, both must also
score exactly as ``pymahjonggb`` scores them.
"""

from __future__ import annotations

import pytest

from mahjong2p.bench.gb_hands import GeneratedGbHand
from mahjong2p.bench.gb_oracle import oracle_calculator, oracle_fans
from mahjong2p.rules.gb.scoring import GB_SPECS, GbExample, GbSituation, score_gb
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tiles import SOUTH

RON = GbSituation(win_by=WinBy.RON)
TSUMO = GbSituation()


def _ex(concealed: str, win: str, *melds: str, situation: GbSituation = RON) -> GbExample:
    return GbExample(concealed, win, melds, situation)


NEAR_MISSES: dict[str, GbExample] = {
    "big_four_winds": _ex("123m11122233344z", "3z"),
    "big_three_dragons": _ex("123m456m55566677z", "6z"),
    "nine_gates": _ex("11123455678999m", "1m"),
    "four_kongs": _ex("11z", "1z", "kong:2222z", "kong:3333z", "kong:4444z", "pon:555z"),
    "seven_shifted_pairs": _ex("11223344556688m", "8m", situation=TSUMO),
    "little_four_winds": _ex("123m11122233355z", "5z"),
    "little_three_dragons": _ex("123m456m11555666z", "1z"),
    "all_honors": _ex("111m111222333z55z", "5z"),
    "four_concealed_pungs": _ex("11133355577799m", "7m"),
    "pure_terminal_chows": _ex("11223344778899m", "4m"),
    "quadruple_chow": _ex("22233344456799m", "7m"),
    "four_pure_shifted_pungs": _ex("222333444666m77z", "7z"),
    "four_pure_shifted_chows": _ex("12233344556799m", "7m"),
    "three_kongs": _ex("123m11z", "1z", "kong:2222z", "pon:333z", "concealed_kong:4444z"),
    "all_terminals_and_honors": _ex("123999m11122233z", "3z"),
    "seven_pairs": _ex("1133557799m1123z", "3z"),
    "full_flush": _ex("123456789m55m111z", "5m"),
    "pure_triple_chow": _ex("11223345699m", "6m", "chi:234m"),
    "pure_shifted_pungs": _ex("11555z", "1z", "pon:111m", "pon:222m", "pon:444m"),
    "pure_straight": _ex("123456m678m11222z", "2z"),
    "pure_shifted_chows": _ex("122334456m11222z", "6m"),
    "three_concealed_pungs": _ex("111333555789m11z", "5m"),
    "upper_four": _ex("56666777788899m", "9m"),
    "lower_four": _ex("11112222333355m", "5m"),
    "big_three_winds": _ex("123m11122255566z", "6z"),
    "last_tile_draw": _ex("123456789m11222z", "2z", situation=TSUMO),
    "last_tile_claim": _ex("123456789m11222z", "2z"),
    "out_with_replacement_tile": _ex("123456789m22z", "2z", "kong:1111z", situation=TSUMO),
    "robbing_the_kong": _ex("123456789m11222z", "1m"),
    "all_pungs": _ex("88m", "8m", "pon:222m", "pon:444m", "chi:567m", "pon:111z"),
    "half_flush": _ex("12345678923455m", "5m"),
    "melded_hand": _ex(
        "22z", "2z", "chi:123m", "chi:456m", "chi:789m", "pon:111z", situation=TSUMO
    ),
    "two_concealed_kongs": _ex("123456m11z", "1z", "concealed_kong:2222z", "kong:3333z"),
    "two_dragons_pungs": _ex("123456m11333555z", "1z"),
    "concealed_kong_and_melded_kong": _ex("123456m11z", "1z", "kong:2222z", "kong:3333z"),
    "outside_hand": _ex("111234789999m11z", "2m"),
    "fully_concealed_hand": _ex("123456789m11222z", "2z"),
    "two_melded_kongs": _ex("123456m11z", "1z", "kong:2222z", "pon:333z"),
    "last_tile": _ex("123456789m11222z", "3m"),
    "dragon_pung": _ex("123456789m11444z", "1z"),
    "prevalent_wind": _ex(
        "123456789m11122z", "2z", situation=GbSituation(win_by=WinBy.RON, prevalent_wind=SOUTH)
    ),
    "seat_wind": _ex("123456789m22333z", "2z"),
    "concealed_hand": _ex("123456789m11222z", "2z", situation=TSUMO),
    "all_chows": _ex("123456789234m11z", "1z"),
    "tile_hog": _ex("123456789m111z22z", "2z"),
    "two_concealed_pungs": _ex("111333456789m22z", "3m"),
    "concealed_kong": _ex("123456789m22z", "2z", "kong:1111z"),
    "all_simples": _ex("22334456677899m", "9m"),
    "pure_double_chow": _ex("122334789m11222z", "2z"),
    "short_straight": _ex("123567m11222333z", "1z"),
    "two_terminal_chows": _ex("123678m11222333z", "1z"),
    "pung_of_terminals_or_honors": _ex("222m345678m11555z", "1z"),
    "melded_kong": _ex("123456789m22z", "2z", "concealed_kong:1111z"),
    "edge_wait": _ex("123456789m11222z", "1m"),
    "closed_wait": _ex("123456789m11222z", "4m"),
    "single_wait": _ex("123456789m11222z", "2z"),
    "self_drawn": _ex("456789m11222z", "2z", "chi:123m"),
    "flower_tiles": _ex("123456789m11222z", "2z", situation=TSUMO),
}


def _ids(example: GbExample) -> dict[str, int]:
    result = score_gb(*example.hand())
    return {f.id: f.count for f in result.fans} if result.win else {}


def test_every_fan_has_a_near_miss() -> None:
    assert set(NEAR_MISSES) == set(GB_SPECS)


@pytest.mark.parametrize("fan_id", sorted(GB_SPECS))
def test_the_fan_applies_to_its_example_and_not_to_the_near_miss(fan_id: str) -> None:
    assert fan_id in _ids(GB_SPECS[fan_id].example)
    assert fan_id not in _ids(NEAR_MISSES[fan_id])


@pytest.mark.parametrize("fan_id", sorted(GB_SPECS))
def test_both_hands_score_exactly_as_the_oracle(fan_id: str) -> None:
    calculator = oracle_calculator()
    if calculator is None:
        pytest.skip("pymahjonggb is not installed")
    for example in (GB_SPECS[fan_id].example, NEAR_MISSES[fan_id]):
        concealed, melds, win, situation = example.hand()
        hand = GeneratedGbHand(tuple(sorted(concealed)), melds, win, situation)
        assert _ids(example) == (oracle_fans(calculator, hand) or {}), example
