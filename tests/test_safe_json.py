"""The guarded JSON reader shared by the save, the replays and the command line."""

from __future__ import annotations

import pytest

from mahjong2p.codec.safe_json import (
    MAX_DEPTH,
    DataFileError,
    clipped,
    parse_json,
    quoted,
)


def test_nesting_up_to_the_limit_is_read_and_one_more_is_refused() -> None:
    assert parse_json("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None
    assert parse_json('{"a": ' * MAX_DEPTH + "1" + "}" * MAX_DEPTH) is not None
    with pytest.raises(DataFileError, match="nested more than"):
        parse_json("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))


@pytest.mark.parametrize(
    "text", ["NaN", "[Infinity]", '{"a": -Infinity}', "1e999", "-1e999", "7" * 4301, "\xff"]
)
def test_what_python_would_read_but_the_game_cannot_use_is_refused(text: str) -> None:
    with pytest.raises(DataFileError) as caught:
        parse_json(text.encode("latin-1") if text == "\xff" else text)
    assert "\n" not in str(caught.value) and len(str(caught.value)) < 100


def test_ordinary_json_reads_as_json_loads_would() -> None:
    assert parse_json(b'\xef\xbb\xbf{"a": [1, 2.5, "x", null, true]}') == {
        "a": [1, 2.5, "x", None, True]
    }
    assert parse_json("12345678901234567890123456789") == 12345678901234567890123456789


def test_quoting_keeps_one_short_line() -> None:
    assert clipped("fine") == "fine"
    assert clipped("a\nb") == "a\\nb"
    assert len(quoted("x" * 10_000)) == 60 and quoted("x" * 10_000).endswith("…")
