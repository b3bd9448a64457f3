"""``python -m mahjong2p score``: the DESIGN.md contract, output and every error path."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from typing import Any

import pytest

from mahjong2p.cli import main


def _run(
    payload: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> tuple[int, str, str]:
    text = payload if isinstance(payload, str) else json.dumps(payload, ensure_ascii=False)
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    code = main(["score"])
    out, err = capsys.readouterr()
    return code, out, err


def _score(
    payload: dict[str, Any], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> dict[str, Any]:
    code, out, err = _run(payload, monkeypatch, capsys)
    assert (code, err) == (0, "")
    return json.loads(out)


def test_design_example_shape(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    payload = {
        "concealed": "456p789s11222z",
        "melds": [{"kind": "chi", "tiles": "345m"}],
        "win_tile": "2z",
        "win_by": "ron",
        "dealer": False,
        "declared_ready": False,
        "ready_first_turn": False,
        "first_turn": False,
        "after_kong": False,
        "last_tile": False,
        "haitei_round": False,
        "flower_indicators": ["2z"],
    }
    assert _score(payload, monkeypatch, capsys) == {
        "win": True,
        "form": "standard",
        "fans": [
            {"id": "tui_dao_hu", "name": "推倒胡", "fan": 1},
            {"id": "hua_pai", "name": "花牌", "fan": 3},
        ],
        "yakuman": [],
        "yakuman_multiplier": 0,
        "total_fan": 4,
        "points": 1000,
    }


def test_every_meld_kind(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    melds = [
        {"kind": "kong", "tiles": "1111p"},
        {"kind": "concealed_kong", "tiles": "9999s"},
        {"kind": "added_kong", "tiles": "5555s"},
        {"kind": "pon", "tiles": "777z"},
    ]
    payload = {"concealed": "22z", "melds": melds, "win_tile": "2z", "win_by": "tsumo"}
    result = _score(payload, monkeypatch, capsys)
    assert result["fans"][0]["id"] == "peng_peng_hu"


def test_yakuman(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    payload = {
        "concealed": "111m333p555777s11z",
        "win_tile": "7s",
        "win_by": "tsumo",
        "dealer": True,
        "first_turn": True,
    }
    assert _score(payload, monkeypatch, capsys) == {
        "win": True,
        "form": "standard",
        "fans": [],
        "yakuman": [
            {"id": "si_an_ke", "name": "四暗刻", "tier": 13},
            {"id": "tian_he", "name": "天和", "tier": 32},
        ],
        "yakuman_multiplier": 2,
        "total_fan": 32,
        "points": 20000,
    }


def test_capped_hand_keeps_its_fans(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    payload = {
        "concealed": "12345678912355m",
        "win_tile": "5m",
        "win_by": "tsumo",
        "declared_ready": True,
        "ready_first_turn": True,
        "flower_indicators": ["5m"],
    }
    result = _score(payload, monkeypatch, capsys)
    assert sum(f["fan"] for f in result["fans"]) == 16
    assert (result["total_fan"], result["points"], result["yakuman"]) == (13, 10000, [])


def test_not_a_winning_hand(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    payload = {"concealed": "123m456p789s11234z", "win_tile": "4z", "win_by": "tsumo"}
    assert _score(payload, monkeypatch, capsys) == {
        "win": False,
        "reason": "not a winning hand: 1 tile from ready",
    }


def test_rob_kong_and_defaults(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    base = {"concealed": "123m456p789s345s11z", "win_tile": "3s"}
    assert "men_qing_zi_mo" in str(_score({**base, "win_by": "tsumo"}, monkeypatch, capsys))
    ron = _score({**base, "win_by": "ron"}, monkeypatch, capsys)
    assert "men_qing_zi_mo" not in str(ron)
    robbed = _score({**base, "win_by": "rob_kong"}, monkeypatch, capsys)
    assert "men_qing_zi_mo" in str(robbed)


GOOD = {"concealed": "123m456p789s345s11z", "win_tile": "3s", "win_by": "tsumo"}
ORPHANS = "19m19p19s12345677z"
WITH_A_MELD = {**GOOD, "concealed": "456p789s345s11z"}
ERRORS = [
    pytest.param("{", "input is not valid JSON", id="bad-json"),
    pytest.param("[1, 2]", "must be a JSON object", id="not-an-object"),
    pytest.param({**GOOD, "winby": "ron"}, "unknown field 'winby'", id="unknown-field"),
    pytest.param({"win_tile": "3s"}, "concealed: missing", id="no-concealed"),
    pytest.param({**GOOD, "concealed": "123m456p789s345s11x"}, "concealed:", id="bad-tile"),
    pytest.param({**GOOD, "concealed": "123m456p789s345s18z"}, "concealed:", id="no-8z"),
    pytest.param(
        {**GOOD, "concealed": 123}, "concealed: expected a tile string", id="not-a-string"
    ),
    pytest.param(
        {**GOOD, "concealed": "11111m456p789s11z"}, "concealed: a fifth copy of 1m", id="fifth-copy"
    ),
    pytest.param(
        {
            **GOOD,
            "concealed": "111m456p789s345s11z",
            "melds": [{"kind": "pon", "tiles": "111m"}, {"kind": "chi", "tiles": "123m"}],
        },
        "a fifth copy of 1m",
        id="fifth-copy-with-melds",
    ),
    pytest.param({**GOOD, "concealed": "123m456p789s34s11z"}, "expected 14", id="thirteen-tiles"),
    pytest.param(
        {**GOOD, "melds": [{"kind": "pon", "tiles": "777z"}]}, "expected 14", id="seventeen-tiles"
    ),
    pytest.param(
        {**GOOD, "melds": {"kind": "pon"}}, "melds: expected a list", id="melds-not-a-list"
    ),
    pytest.param(
        {**WITH_A_MELD, "melds": [{"kind": "peng", "tiles": "123m"}]},
        "melds[0].kind: unknown meld kind",
        id="bad-meld-kind",
    ),
    pytest.param(
        {**WITH_A_MELD, "melds": [{"kind": "chi", "tiles": "124m"}]},
        "melds[0].tiles",
        id="bad-meld-shape",
    ),
    pytest.param(
        {**WITH_A_MELD, "melds": [{"kind": "pon", "tiles": "123m"}]},
        "melds[0].tiles",
        id="pon-not-identical",
    ),
    pytest.param({**WITH_A_MELD, "melds": [{"tiles": "123m"}]}, "melds[0]", id="meld-without-kind"),
    pytest.param({"concealed": GOOD["concealed"]}, "win_tile: missing", id="no-win-tile"),
    pytest.param(
        {**GOOD, "win_tile": "3s4s"}, "win_tile: expected exactly one tile", id="two-win-tiles"
    ),
    pytest.param(
        {**GOOD, "win_tile": ""}, "win_tile: expected exactly one tile", id="empty-win-tile"
    ),
    pytest.param(
        {**GOOD, "win_tile": "9m"},
        "win_tile: 9m is not among the concealed tiles",
        id="win-tile-not-held",
    ),
    pytest.param(
        {**GOOD, "win_tile": 3}, "win_tile: expected a tile string", id="win-tile-not-a-string"
    ),
    pytest.param(
        {**GOOD, "win_by": "zimo"}, "win_by: expected one of tsumo, ron, rob_kong", id="bad-win-by"
    ),
    pytest.param({**GOOD, "win_by": None}, "win_by:", id="null-win-by"),
    pytest.param({**GOOD, "dealer": "yes"}, "dealer: expected true or false", id="flag-string"),
    pytest.param({**GOOD, "last_tile": 1}, "last_tile: expected true or false", id="flag-int"),
    pytest.param(
        {**GOOD, "haitei_round": None}, "haitei_round: expected true or false", id="flag-null"
    ),
    pytest.param(
        {**GOOD, "flower_indicators": "5p"},
        "flower_indicators: expected a list",
        id="indicators-not-a-list",
    ),
    pytest.param(
        {**GOOD, "flower_indicators": ["5p5p"]},
        "flower_indicators[0]: expected one tile",
        id="indicator-two-tiles",
    ),
    pytest.param(
        {**GOOD, "flower_indicators": ["5x"]}, "flower_indicators[0]:", id="indicator-bad-tile"
    ),
    pytest.param(
        {**GOOD, "flower_indicators": [5]},
        "flower_indicators[0]: expected a tile string",
        id="indicator-not-a-string",
    ),
    pytest.param({**GOOD, "flower_indicators": ["1p"] * 6}, "at most 5", id="six-indicators"),
    pytest.param(
        {**GOOD, "flower_indicators": ["1z", "1z", "1z"]},
        "flower_indicators: a fifth copy of 1z",
        id="indicator-fifth-copy",
    ),
]


@pytest.mark.parametrize(("payload", "message"), ERRORS)
def test_error_paths(
    payload: Any,
    message: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = _run(payload, monkeypatch, capsys)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("mahjong2p score: ")
    assert message in err


@pytest.mark.parametrize(
    ("text", "code", "stdout_start"),
    [
        pytest.param(
            f'{{"concealed": "{ORPHANS}", "win_tile": "7z", "win_by": "ron"}}',
            0,
            '{"win": true',
            id="win",
        ),
        pytest.param('{"concealed": "19m", "win_tile": "7z"}', 2, "", id="error"),
    ],
)
def test_as_a_process(text: str, code: int, stdout_start: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "mahjong2p", "score"],
        input=text,
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=False,
    )
    assert done.returncode == code
    assert done.stdout.startswith(stdout_start)
    assert "Traceback" not in done.stderr
    assert done.stderr.count("\n") == (1 if code else 0)
