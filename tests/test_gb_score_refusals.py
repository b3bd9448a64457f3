"""score_gb's guard against calls the engine never makes (RULES.md B1: the 72-tile set is
万, honours and flowers only; at most 8 flowers), in the concealed tiles and in the melds
alike, and its default situation (issue #41: mutants of these survived every test)."""

from __future__ import annotations

import pytest

from mahjong2p.rules.gb.scoring import GbSituation, score_gb
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.tiles import COPIES, parse_kinds

NOT_IN_THE_SET = "^the 72-tile set has no 筒 or 条 tiles$"  # the whole line
(WIN,) = parse_kinds("2z")


def _pon(tile: str) -> Meld:
    (kind,) = parse_kinds(tile)
    tiles = tuple(kind * COPIES + copy for copy in range(3))
    return Meld(MeldKind.PON, tiles, tiles[0])


def test_without_a_situation_a_win_is_a_self_draw_without_flowers() -> None:
    hand = parse_kinds("123456789m11222z")
    plain = score_gb(hand, (), WIN)
    assert plain.win and plain == score_gb(hand, (), WIN, GbSituation())


@pytest.mark.parametrize("flowers", [-1, 9, 20])
def test_flowers_outside_0_to_8_are_refused(flowers: int) -> None:
    with pytest.raises(ValueError, match=f"flowers must be 0–8, not {flowers}"):
        score_gb(parse_kinds("123456789m11222z"), (), WIN, GbSituation(flowers=flowers))


@pytest.mark.parametrize("flowers", [0, 1, 8])
def test_0_to_8_flowers_are_one_fan_each(flowers: int) -> None:
    hand = parse_kinds("123456789m11222z")
    none = score_gb(hand, (), WIN).total_fan
    assert score_gb(hand, (), WIN, GbSituation(flowers=flowers)).total_fan == none + flowers


@pytest.mark.parametrize("outside", ["9s", "1p", "5s"])
def test_a_tile_outside_the_set_in_the_hand_is_refused(outside: str) -> None:
    concealed = parse_kinds("12345678m11222z") + parse_kinds(outside)
    with pytest.raises(ValueError, match=NOT_IN_THE_SET):
        score_gb(concealed, (), WIN)


@pytest.mark.parametrize("outside", ["9s", "1p", "5s"])
def test_a_meld_of_tiles_outside_the_set_is_refused(outside: str) -> None:
    with pytest.raises(ValueError, match=NOT_IN_THE_SET):
        score_gb(parse_kinds("456789m11222z"), (_pon(outside),), WIN)


def test_one_meld_outside_the_set_beside_a_good_one_is_refused() -> None:
    with pytest.raises(ValueError, match=NOT_IN_THE_SET):
        score_gb(parse_kinds("789m11222z"), (_pon("1m"), _pon("9s")), WIN)


def test_melds_of_the_set_are_scored() -> None:
    result = score_gb(parse_kinds("789m11222z"), (_pon("1m"), _pon("5m")), WIN)
    assert result.win
