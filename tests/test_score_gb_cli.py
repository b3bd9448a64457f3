"""``score`` with ``"ruleset": "gb"`` and ``score --jsonl`` (DESIGN.md, issue 12 item 6)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from typing import Any

import pytest

from mahjong2p.cli import main
from mahjong2p.cli.impossible import Win, impossible_situation
from mahjong2p.cli.score_gb import GB_RULES
from mahjong2p.rules.gb.scoring import GB_SPECS

HALF_FLUSH = {"ruleset": "gb", "concealed": "123456789m11222z", "win_tile": "2z", "win_by": "ron"}


def _run(
    text: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], *flags: str
) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    code = main(["score", *flags])
    out, err = capsys.readouterr()
    return code, out, err


def _score(
    payload: dict[str, Any], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> dict[str, Any]:
    code, out, err = _run(json.dumps(payload, ensure_ascii=False), monkeypatch, capsys)
    assert (code, err) == (0, "")
    return json.loads(out)


def _error(
    payload: dict[str, Any], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> str:
    code, out, err = _run(json.dumps(payload, ensure_ascii=False), monkeypatch, capsys)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and err.startswith("mahjong2p score: ")
    return err


def test_design_output_shape_with_flowers_last(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    result = _score({**HALF_FLUSH, "flowers": 2}, monkeypatch, capsys)
    assert result == {
        "win": True,
        "ruleset": "gb",
        "form": "standard",
        "fans": [
            {"id": "pure_straight", "name": "清龙", "fan": 16, "count": 1},
            {"id": "half_flush", "name": "混一色", "fan": 6, "count": 1},
            {"id": "concealed_hand", "name": "门前清", "fan": 2, "count": 1},
            {"id": "pung_of_terminals_or_honors", "name": "幺九刻", "fan": 1, "count": 1},
            {"id": "flower_tiles", "name": "花牌", "fan": 1, "count": 2},
        ],
        "total_fan": 27,
        "meets_minimum": True,
        "points": 13,
    }


def test_meets_minimum_ignores_flowers(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    payload = {
        "ruleset": "gb",
        "concealed": "23467888m",
        "melds": [{"kind": "pon", "tiles": "333z"}, {"kind": "chi", "tiles": "123m"}],
        "win_tile": "8m",
        "win_by": "ron",
        "flowers": 5,
    }
    result = _score(payload, monkeypatch, capsys)
    assert (result["total_fan"], result["meets_minimum"], result["points"]) == (12, False, 12)


def test_winds_and_flags_reach_the_scorer(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    west = {**HALF_FLUSH, "concealed": "123456789m22333z", "seat_wind": "west"}
    assert "seat_wind" in str(_score(west, monkeypatch, capsys))
    south = {**west, "seat_wind": "east", "prevalent_wind": "west"}
    assert "prevalent_wind" in str(_score(south, monkeypatch, capsys))
    kong = {
        "ruleset": "gb",
        "concealed": "123456789m22z",
        "melds": [{"kind": "kong", "tiles": "1111z"}],
        "win_tile": "2z",
        "win_by": "tsumo",
        "after_kong": True,
        "last_tile": True,
    }
    ids = [f["id"] for f in _score(kong, monkeypatch, capsys)["fans"]]
    assert "out_with_replacement_tile" in ids and "last_tile_draw" in ids
    last = {**HALF_FLUSH, "win_tile": "3m", "last_of_kind": True, "last_tile": True}
    ids = [f["id"] for f in _score(last, monkeypatch, capsys)["fans"]]
    assert "last_tile" in ids and "last_tile_claim" in ids
    robbed = {**HALF_FLUSH, "win_tile": "1m", "win_by": "rob_kong"}
    assert "robbing_the_kong" in str(_score(robbed, monkeypatch, capsys))


def test_seven_pairs_and_a_non_winning_hand(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    pairs = {**HALF_FLUSH, "concealed": "1133557799m1122z"}
    assert _score(pairs, monkeypatch, capsys)["form"] == "seven_pairs"
    loose = _score(
        {**HALF_FLUSH, "concealed": "123456789m11234z", "win_tile": "4z"}, monkeypatch, capsys
    )
    assert loose["win"] is False and "not a winning hand" in loose["reason"]


@pytest.mark.parametrize(
    ("change", "named"),
    [
        ({"concealed": "123456789p11222z"}, "concealed: 1p is not in the 72-tile set"),
        ({"concealed": "123456789m1122z1f", "win_tile": "2z"}, "flowers are not hand tiles"),
        ({"melds": [{"kind": "pon", "tiles": "555s"}], "concealed": "123456m11222z"}, "5s"),
        ({"concealed": "11111m6789m11222z"}, "fifth copy of 1m"),
        ({"concealed": "123456789m1122z"}, "expected 14"),
        ({"win_by": "drawn"}, "win_by: expected one of"),
        ({"seat_wind": "up"}, "seat_wind: expected one of east, south, west, north"),
        ({"flowers": 9}, "flowers: expected a whole number 0–8"),
        ({"flowers": True}, "flowers"),
        ({"last_tile": "yes"}, "last_tile: expected true or false"),
        ({"flower_indicators": ["5p"]}, "unknown field 'flower_indicators'"),
        ({"ruleset": "mcr"}, "ruleset: expected one of arcade, gb"),
        ({"after_kong": True}, "after_kong"),
        (
            {"win_by": "tsumo", "after_kong": True},
            "after_kong without a kong in melds: cannot happen",
        ),
        ({"win_by": "rob_kong", "win_tile": "1m", "last_tile": True}, "rob_kong"),
        (
            {"win_by": "rob_kong", "win_tile": "1m", "last_of_kind": True},
            "不是" if False else "和绝张",
        ),
        ({"win_by": "rob_kong"}, "rob_kong with another copy of win_tile"),
        ({"last_of_kind": True}, "last_of_kind with another copy of win_tile"),
    ],
)
def test_malformed_or_impossible_input_is_one_line_exit_2(
    change: dict[str, Any],
    named: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert named in _error({**HALF_FLUSH, **change}, monkeypatch, capsys)


def test_the_arcade_refuses_gb_fields(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    arcade = {"concealed": "123m456p789s11222z", "win_tile": "2z", "win_by": "ron", "flowers": 2}
    assert "unknown field 'flowers'" in _error(arcade, monkeypatch, capsys)


def test_jsonl_answers_line_for_line_and_goes_on_after_a_bad_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    arcade = {"concealed": "123m456p789s11222z", "win_tile": "2z", "win_by": "ron"}
    lines = [
        json.dumps(HALF_FLUSH),
        "not json",
        "",
        json.dumps(arcade),
        json.dumps({**HALF_FLUSH, "concealed": "123456789p11222z"}),
        json.dumps({**HALF_FLUSH, "flowers": 1}),
    ]
    code, out, err = _run("\n".join(lines) + "\n", monkeypatch, capsys, "--jsonl")
    assert (code, err) == (0, "")
    answers = [json.loads(line) for line in out.splitlines()]
    assert len(answers) == len(lines)
    assert answers[0]["ruleset"] == "gb" and answers[0]["total_fan"] == 25
    assert answers[1]["error"].startswith("line 2: input is not valid JSON")
    assert answers[2] == {"error": "line 3: empty (expected one JSON object)"}
    assert "ruleset" not in answers[3] and answers[3]["points"] > 0  # the arcade's output
    assert "1p is not in the 72-tile set" in answers[4]["error"]
    assert answers[5]["total_fan"] == 26


def test_jsonl_a_line_that_is_not_utf8_is_an_error_on_its_line() -> None:
    good = json.dumps(HALF_FLUSH).encode()
    done = subprocess.run(
        [sys.executable, "-m", "mahjong2p", "score", "--jsonl"],
        input=good + b"\n\xff\xfe\n" + good + b"\n",
        capture_output=True,
        check=False,
    )
    assert (done.returncode, done.stderr) == (0, b"")
    answers = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert answers[1] == {"error": "line 2: not UTF-8 text"}
    assert answers[0] == answers[2] and answers[0]["win"] is True


def test_jsonl_an_unreadable_stream_is_one_line_exit_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    class Broken(io.StringIO):
        def readline(self, size: int | None = -1) -> str:
            raise OSError("I/O error")

    monkeypatch.setattr(sys, "stdin", Broken())
    assert main(["score", "--jsonl"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == "mahjong2p score: standard input cannot be read: I/O error\n"


def test_no_fan_example_is_refused_as_impossible() -> None:
    """The encyclopedia's hands are real situations: none breaks a 72-tile rule."""
    for spec in GB_SPECS.values():
        concealed, melds, win, situation = spec.example.hand()
        assert impossible_situation(Win(concealed, melds, win, situation), GB_RULES) is None
