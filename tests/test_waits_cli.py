"""``python -m mahjong2p waits``: the DESIGN.md contract, outputs and every error path."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from typing import Any

import pytest

from mahjong2p.cli import main
from mahjong2p.rules.tiles import kind_name, parse_kinds


def run_waits(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], text: str
) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    status = main(["waits"])
    out, err = capsys.readouterr()
    return status, out, err


def request(concealed: str, *melds: tuple[str, str]) -> str:
    body: dict[str, Any] = {"concealed": concealed}
    if melds:
        body["melds"] = [{"kind": kind, "tiles": tiles} for kind, tiles in melds]
    return json.dumps(body)


@pytest.mark.parametrize(
    ("text", "shanten", "waits"),
    [
        pytest.param(request("1112345678999m"), 0, "123456789m", id="nine-sided"),
        pytest.param(request("19m19p19s1234567z"), 0, "19m19p19s1234567z", id="orphans"),
        pytest.param(request("1111m2233p44556s"), 0, "6s", id="seven-pairs-holding-a-quad"),
        pytest.param(request("1111m123456789p"), 0, "", id="wait-all-in-hand"),
        pytest.param(request("123m456p789s1234z"), 2, "", id="not-ready"),
        pytest.param(
            request("23m55p", ("pon", "111z"), ("chi", "789s"), ("kong", "2222z")),
            0,
            "14m",
            id="melds",
        ),
        pytest.param(request("2222444468s", ("pon", "666z")), 0, "368s6z", id="loose-green"),
        pytest.param(request("2222444468s", ("pon", "111m")), 1, "", id="non-green-meld"),
        pytest.param(
            request(
                "3m",
                ("concealed_kong", "1111m"),
                ("added_kong", "2222p"),
                ("pon", "333m"),
                ("chi", "123s"),
            ),
            0,
            "",
            id="tanki-held-in-melds",
        ),
        pytest.param('{"concealed": "123m456p789s1122z", "melds": []}', 0, "12z", id="no-melds"),
    ],
)
def test_output(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    text: str,
    shanten: int,
    waits: str,
) -> None:
    status, out, err = run_waits(monkeypatch, capsys, text)
    assert (status, err) == (0, "")
    expected = {"shanten": shanten, "waits": [kind_name(k) for k in parse_kinds(waits)]}
    assert json.loads(out) == expected
    assert list(json.loads(out)) == ["shanten", "waits"]


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        pytest.param("", "not valid JSON", id="empty-input"),
        pytest.param("{concealed: 1}", "not valid JSON", id="bad-json"),
        pytest.param("[]", "must be a JSON object", id="not-an-object"),
        pytest.param(
            '{"concealed": "1112345678999m", "win_tile": "1m"}', "'win_tile'", id="unknown-field"
        ),
        pytest.param('{"melds": []}', "concealed: missing", id="missing-concealed"),
        pytest.param('{"concealed": 13}', "concealed: expected a tile string", id="not-a-string"),
        pytest.param(request("1112345678999x"), "concealed: ", id="bad-tile"),
        pytest.param(request("111234567899m8z"), "'8z'", id="8z"),
        pytest.param(request("1111123456789m"), "concealed: a fifth copy of 1m", id="fifth-copy"),
        pytest.param(
            request("1m123456789p", ("pon", "111m"), ("pon", "111m")),
            "melds[1].tiles: a fifth copy of 1m",
            id="fifth-copy-across-melds",
        ),
        pytest.param(request("123456789m"), "has 9 tiles", id="too-few"),
        pytest.param(request("11123456789999m"), "has 14 tiles", id="too-many"),
        pytest.param(
            request("123456789m", ("pon", "111z")),
            "the hand has 12 tiles counting each meld as three; expected 13",
            id="melds-count-three",
        ),
        pytest.param('{"concealed": "1m", "melds": {}}', "melds: expected a list", id="melds-dict"),
        pytest.param(
            '{"concealed": "1m", "melds": [1]}',
            "melds[0]: expected an object",
            id="meld-not-object",
        ),
        pytest.param(
            '{"concealed": "1m", "melds": [{"kind": "pon"}]}',
            "melds[0]: expected",
            id="meld-missing-tiles",
        ),
        pytest.param(
            request("123p23m55p", ("pong", "111z"), ("chi", "789s")),
            "melds[0].kind: unknown meld kind 'pong'",
            id="bad-meld-kind",
        ),
        pytest.param(
            request("123p23m55p", ("chi", "135m"), ("chi", "789s")),
            "melds[0].tiles: chi 135m is not a sequence",
            id="chi-not-a-sequence",
        ),
        pytest.param(
            request("123p23m55p", ("pon", "112m"), ("chi", "789s")),
            "melds[0].tiles: pon 112m is not 3 identical tiles",
            id="pon-not-identical",
        ),
        pytest.param(
            request("123p23m55p", ("kong", "111m"), ("chi", "789s")),
            "melds[0].tiles: a kong has 4 tiles",
            id="short-kong",
        ),
        pytest.param(
            request("123p23m55p", ("chi", "789z"), ("chi", "789s")),
            "melds[0].tiles: ",
            id="honour-chi",
        ),
        pytest.param(
            request("", *[("pon", f"{n}{n}{n}z") for n in range(1, 6)]),
            "melds: 5 melds",
            id="five-melds",
        ),
    ],
)
def test_malformed_input(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], text: str, fragment: str
) -> None:
    status, out, err = run_waits(monkeypatch, capsys, text)
    assert status == 2
    assert out == ""
    assert err.startswith("mahjong2p waits: ")
    assert fragment in err
    assert err.count("\n") == 1 and err.endswith("\n")
    assert "Traceback" not in err


def test_real_process() -> None:
    """The console entry point, end to end: stdin in, one JSON line out, exit 0."""
    done = subprocess.run(
        [sys.executable, "-m", "mahjong2p", "waits"],
        input=request("123m456p789s1122z"),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout) == {"shanten": 0, "waits": ["1z", "2z"]}


@pytest.mark.parametrize(
    ("concealed", "waits"),
    [("1112345678999m", "123456789m"), ("123m456m789m1122z", "12z"), ("123m456m789m11z5f", None)],
)
def test_the_gb_rule_set_takes_its_own_tiles_only(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    concealed: str,
    waits: str | None,
) -> None:
    body = json.dumps({"concealed": concealed, "ruleset": "gb"})
    status, out, err = run_waits(monkeypatch, capsys, body)
    if waits is None:
        assert status == 2 and err.count("\n") == 1
        return
    assert status == 0
    assert json.loads(out)["waits"] == [kind_name(k) for k in parse_kinds(waits)]


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"concealed": "1112345678999p", "ruleset": "gb"}, "1p is not a tile of the gb rule set"),
        ({"concealed": "1112345678999m", "melds": [], "ruleset": "riichi"}, "ruleset: 'riichi'"),
        ({"concealed": "1112345678999m", "ruleset": 7}, "ruleset: 7"),
    ],
)
def test_a_tile_outside_the_set_or_an_unknown_ruleset_is_one_line(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    body: dict[str, Any],
    message: str,
) -> None:
    status, _, err = run_waits(monkeypatch, capsys, json.dumps(body))
    assert status == 2 and message in err and err.count("\n") == 1
