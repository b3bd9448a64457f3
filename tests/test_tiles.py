"""Tile kinds and the mpsz notation (RULES.md A1): parse, format, helpers, copy checks."""

from __future__ import annotations

import pytest

from mahjong2p.rules.tiles import (
    GREEN_KINDS,
    NUM_KINDS,
    RED_PEACOCK_KINDS,
    TERMINALS_AND_HONOURS,
    NotationError,
    check_copies,
    counts_of,
    flower_tile,
    format_kinds,
    is_flower,
    is_honour,
    is_terminal,
    is_terminal_or_honour,
    kind_name,
    kind_name_zh,
    kind_of,
    kinds_from_counts,
    number_of,
    parse_kinds,
    suit_of,
)


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        pytest.param("1m", [0], id="first-kind"),
        pytest.param("9m1p", [8, 9], id="suit-boundary-m-p"),
        pytest.param("9p1s", [17, 18], id="suit-boundary-p-s"),
        pytest.param("9s1z", [26, 27], id="suit-boundary-s-z"),
        pytest.param("7z", [33], id="last-kind"),
        pytest.param(
            "123m456p789s1122z", [0, 1, 2, 12, 13, 14, 24, 25, 26, 27, 27, 28, 28], id="mixed-hand"
        ),
        pytest.param("1111m", [0, 0, 0, 0], id="four-copies"),
        pytest.param("", [], id="empty"),
    ],
)
def test_parse_and_format_round_trip(text: str, kinds: list[int]) -> None:
    assert parse_kinds(text) == kinds
    assert format_kinds(kinds) == text


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        pytest.param("3m1m2m", "123m", id="one-suit-per-group"),
        pytest.param("1z9m", "9m1z", id="suits-sorted"),
        pytest.param("55p5p", "555p", id="groups-merged"),
    ],
)
def test_format_sorts_and_merges(text: str, canonical: str) -> None:
    assert format_kinds(parse_kinds(text)) == canonical


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        pytest.param("12x", "unexpected character 'x' at position 2", id="unknown-character"),
        pytest.param("1M", "unexpected character 'M'", id="upper-case-suit"),
        pytest.param("１m", "unexpected character '１'", id="non-ascii-digit"),
        pytest.param("12m 3p", "unexpected character ' ' at position 3", id="space"),
        pytest.param("12m\t", "unexpected character '\\t'", id="tab"),
        pytest.param("123", "digits at the end have no suit letter", id="digits-without-suit"),
        pytest.param("1m23", "digits at the end have no suit letter", id="trailing-digits"),
        pytest.param("m", "suit letter 'm' at position 0 has no digits", id="suit-alone"),
        pytest.param("12mp", "suit letter 'p' at position 3 has no digits", id="suit-twice"),
        pytest.param("0m", "'0' at position 0 is not a tile", id="red-five"),
        pytest.param("120p", "'0' at position 2 is not a tile", id="zero-inside"),
        pytest.param("8z", "'8z' at position 0 is not a tile", id="8z"),
        pytest.param("19z", "'9z' at position 1 is not a tile", id="9z"),
    ],
)
def test_parse_errors_name_the_problem(text: str, fragment: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_kinds(text)
    assert fragment in str(info.value)
    assert "\n" not in str(info.value)


@pytest.mark.parametrize(
    ("kind", "name", "zh", "suit", "number"),
    [
        pytest.param(0, "1m", "一万", "m", 1, id="1m"),
        pytest.param(13, "5p", "五筒", "p", 5, id="5p"),
        pytest.param(26, "9s", "九条", "s", 9, id="9s"),
        pytest.param(27, "1z", "东", "z", 1, id="east"),
        pytest.param(32, "6z", "發", "z", 6, id="green-dragon"),
        pytest.param(33, "7z", "中", "z", 7, id="red-dragon"),
    ],
)
def test_kind_names(kind: int, name: str, zh: str, suit: str, number: int) -> None:
    assert kind_name(kind) == name
    assert kind_name_zh(kind) == zh
    assert suit_of(kind) == suit
    assert number_of(kind) == number
    assert parse_kinds(name) == [kind]


def test_kind_of_physical_tiles() -> None:
    assert [kind_of(t) for t in (0, 3, 4, 135)] == [0, 0, 1, 33]


def test_kind_classes() -> None:
    assert [k for k in range(NUM_KINDS) if is_honour(k)] == list(range(27, 34))
    assert [k for k in range(NUM_KINDS) if is_terminal(k)] == [0, 8, 9, 17, 18, 26]
    assert {k for k in range(NUM_KINDS) if is_terminal_or_honour(k)} == TERMINALS_AND_HONOURS
    assert format_kinds(GREEN_KINDS) == "23468s6z"
    assert format_kinds(RED_PEACOCK_KINDS) == "1579s7z"


def test_counts_round_trip() -> None:
    kinds = parse_kinds("1112345678999m7z")
    counts = counts_of(kinds)
    assert len(counts) == NUM_KINDS
    assert counts[0] == 3 and counts[8] == 3 and counts[33] == 1
    assert kinds_from_counts(counts) == kinds


def test_check_copies_accepts_four() -> None:
    check_copies(counts_of(parse_kinds("1111m")))


def test_check_copies_names_a_fifth_copy() -> None:
    with pytest.raises(NotationError, match=r"melds: 5 copies of 7z \(at most 4 exist\)"):
        check_copies(counts_of(parse_kinds("77777z")), "melds")


def test_flower_notation_for_the_72_tile_set() -> None:
    kinds = parse_kinds("1m7z1f8f", flowers=True)
    assert kinds == [0, 33, 34, 41] and [is_flower(k) for k in kinds] == [False, False, True, True]
    assert format_kinds(kinds) == "1m7z18f" and kind_name(41) == "8f"
    assert [kind_name_zh(k) for k in kinds[2:]] == ["春", "菊"]
    assert [flower_tile(n) for n in (1, 8)] == [136, 164]
    assert all(flower_tile(n) // 4 == 33 + n for n in range(1, 9)), "kind = id // 4 holds"


@pytest.mark.parametrize(
    ("text", "flowers", "message"),
    [
        ("1f", False, "unexpected character 'f'"),
        ("9f", True, "'9f' at position 0"),
        ("0f", True, "'0'"),
    ],
)
def test_bad_flower_notation(text: str, flowers: bool, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        parse_kinds(text, flowers=flowers)
