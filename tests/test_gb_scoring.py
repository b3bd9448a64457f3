"""``score_gb`` as the engine calls it (GB_INTERFACE.md, RULES.md B5–B6)."""

from __future__ import annotations

import pytest

from mahjong2p.rules.gb.scoring import (
    GB_FANS,
    GB_SPECS,
    GbExample,
    GbScore,
    GbSituation,
    score_gb,
)
from mahjong2p.rules.gb.scoring.score import GB_TABLE
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.scoring.award import FanTable
from mahjong2p.rules.scoring.registry import Entry
from mahjong2p.rules.tiles import WEST, parse_kinds

RON = GbSituation(win_by=WinBy.RON)


def _score(tiles: str, win: str, situation: GbSituation = RON) -> GbScore:
    (win_tile,) = parse_kinds(win)
    return score_gb(parse_kinds(tiles), (), win_tile, situation)


def test_a_half_flush_hand_lists_its_fans_with_values_and_counts() -> None:
    result = _score("123456789m11222z", "2z")
    assert result.win and result.form == "standard"
    assert [(f.id, f.name, f.fan, f.count) for f in result.fans] == [
        ("pure_straight", "清龙", 16, 1),
        ("half_flush", "混一色", 6, 1),
        ("concealed_hand", "门前清", 2, 1),
        ("pung_of_terminals_or_honors", "幺九刻", 1, 1),
    ]
    assert result.total_fan == result.fan_without_flowers == 25
    assert result.points == 13  # capped (RULES.md B6)


def test_flowers_come_last_count_for_points_but_not_for_the_minimum() -> None:
    example = GbExample(
        "23467888m",
        "8m",
        melds=("pon:333z", "chi:123m"),
        situation=GbSituation(win_by=WinBy.RON, flowers=5),
    )
    result = score_gb(*example.hand())
    assert [(f.id, f.count) for f in result.fans] == [
        ("half_flush", 1),
        ("pung_of_terminals_or_honors", 1),
        ("flower_tiles", 5),
    ]
    assert (result.fan_without_flowers, result.total_fan, result.points) == (7, 12, 12)
    assert not result.meets(8)  # 起和 8: flowers never lift a hand over it
    assert result.meets(7)


def test_seven_pairs_form_and_no_concealed_hand_fan() -> None:
    result = _score("1133557799m1122z", "2z")
    assert result.form == "seven_pairs"
    assert result.fan_ids == ("seven_pairs", "half_flush")


def test_nine_gates_and_seven_shifted_pairs_are_shown_in_the_rule_book_forms() -> None:
    assert _score("11123455678999m", "5m").form == "standard"
    assert _score("11223344556677m", "7m").form == "seven_pairs"


def test_not_a_winning_shape_says_why() -> None:
    result = _score("123456789m11223z", "3z")
    assert not result.win and "not a winning hand" in result.reason
    assert not result.meets(0)


@pytest.mark.parametrize(
    ("tiles", "win", "message"),
    [
        ("123456789m1122z", "2z", "14 tiles"),
        ("123456789m11222z", "5z", "not among"),
        ("123456789p11222z", "2z", "筒 or 条"),
    ],
)
def test_calls_the_engine_never_makes_raise(tiles: str, win: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        _score(tiles, win)


def test_seat_wind_follows_the_situation() -> None:
    east = _score("123456789m22333z", "2z")
    west = _score("123456789m22333z", "2z", GbSituation(win_by=WinBy.RON, seat_wind=WEST))
    assert "seat_wind" not in east.fan_ids and "seat_wind" in west.fan_ids


def test_every_fan_example_scores_its_fan() -> None:
    for fan_id, spec in GB_SPECS.items():
        assert fan_id in score_gb(*spec.example.hand()).fan_ids, fan_id


def test_the_table_is_the_official_order_and_replaces_point_down_it() -> None:
    values = [entry.spec.value for entry in GB_FANS]
    assert values == sorted(values, reverse=True)
    backward = (
        Entry(GB_SPECS["self_drawn"]),
        Entry(GB_SPECS["fully_concealed_hand"], ("self_drawn",)),
    )
    with pytest.raises(ValueError, match="not after it"):
        FanTable(backward, chained=True)


def test_a_replaced_fan_replaces_nothing() -> None:
    """四暗刻 replaces 不求人, and 不求人 would replace 自摸: 四暗刻 自摸 keeps 自摸."""
    result = _score("11133355577799m", "9m", GbSituation())
    assert "four_concealed_pungs" in result.fan_ids
    assert "self_drawn" in result.fan_ids and "fully_concealed_hand" not in result.fan_ids
    plain = _score("123456789m11222z", "2z", GbSituation())
    assert "fully_concealed_hand" in plain.fan_ids and "self_drawn" not in plain.fan_ids
    assert GB_TABLE is not None
