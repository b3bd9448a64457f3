"""Issue 11 item 7: whatever the command line is given, ``score``, ``waits`` and ``sim``
answer with exit status 0, or 2 and one short line on standard error — never a traceback.

Fuzzed in-process through :func:`mahjong2p.cli.main` (an exception there would fail the
test outright); a handful of subprocess cases cover the real standard input's encoding.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong2p.cli import main
from mahjong2p.cli.hand_input import MAX_INPUT_BYTES
from mahjong2p.cli.score_cmd import FIELDS

GOOD = {"concealed": "123m456p789s345s11z", "win_tile": "3s", "win_by": "ron"}
SHORT_LINE = 500  # an error line quotes at most ~60 characters of any bad value


def _cli(argv: list[str], stdin: str | bytes = "") -> tuple[int, str, str]:
    """Run the CLI in-process; (status, stdout, stderr). Standard input as a real text
    stream over bytes, so the byte-level reading is what runs."""
    data = stdin.encode("utf-8", "surrogatepass") if isinstance(stdin, str) else stdin
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    sys.stdout, sys.stderr = out, err
    try:
        try:
            status = main(argv)
        except SystemExit as stop:  # argparse's usage errors
            status = stop.code if isinstance(stop.code, int) else 2
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
    return status, out.getvalue(), err.getvalue()


def _assert_clean(status: int, err: str) -> None:
    assert status in (0, 2), err
    assert "Traceback" not in err
    if status == 2:
        assert err.count("\n") == 1 and err.endswith("\n"), err
        assert len(err) < SHORT_LINE, err[:200]


# ---------------------------------------------------------------- score and waits
TILE_TEXT = st.one_of(
    st.sampled_from(["123m", "123m456p789s1122z", "11z", "0m", "8z", "", "m", "5p5p"]),
    st.text(alphabet="0123456789mpsz \n", max_size=30),
    st.text(max_size=20),
    st.just("1" * 5000 + "m"),
)
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=False, allow_infinity=False),
    TILE_TEXT,
)
JSON_VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)
MELDS = st.lists(
    st.fixed_dictionaries(
        {"kind": st.sampled_from(["chi", "pon", "kong", "concealed_kong", "added_kong", "x"])},
        optional={"tiles": TILE_TEXT},
    )
    | JSON_VALUES,
    max_size=6,
)
WIN_BY = st.sampled_from(["tsumo", "ron", "rob_kong", "TSUMO", ""]) | JSON_VALUES
HANDS = st.fixed_dictionaries(
    {},
    optional={
        "concealed": TILE_TEXT | JSON_VALUES,
        "melds": MELDS,
        "win_tile": TILE_TEXT | JSON_VALUES,
        "win_by": WIN_BY,
        "flower_indicators": st.lists(TILE_TEXT, max_size=7) | JSON_VALUES,
        **{flag: st.booleans() | JSON_VALUES for flag in FIELDS[5:]},
        "extra": JSON_VALUES,
    },
)


def _as_text(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


STDIN = st.one_of(
    HANDS.map(_as_text),
    JSON_VALUES.map(_as_text),
    st.text(max_size=60),
    st.sampled_from(
        [
            "[" * 1000 + "]" * 1000,
            '{"concealed": ' + "[" * 900 + "]" * 900 + "}",
            '{"concealed": "123m", "win_tile": ' + "9" * 5000 + "}",
            '{"concealed": NaN}',
            '{"dealer": Infinity}',
            '{"dealer": 1e999}',
            "\ufeff{}",
        ]
    ),
)


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(command=st.sampled_from(["score", "waits"]), stdin=STDIN)
def test_score_and_waits_answer_or_refuse_in_one_line(command: str, stdin: str) -> None:
    status, out, err = _cli([command], stdin)
    _assert_clean(status, err)
    if status == 0:
        assert isinstance(json.loads(out), dict)


@given(data=st.binary(max_size=40))
@settings(max_examples=150, deadline=None)
def test_any_bytes_on_standard_input_are_answered_or_refused(data: bytes) -> None:
    for command in ("score", "waits"):
        status, _, err = _cli([command], data)
        _assert_clean(status, err)


@pytest.mark.parametrize(
    ("stdin", "message"),
    [
        pytest.param(b"\xff\xfe{}", "not UTF-8", id="not-utf8"),
        pytest.param("[" * 1000 + "]" * 1000, "nested more than", id="nested-1000"),
        pytest.param('{"win_tile": ' + "7" * 4400 + "}", "4,300 digits", id="4400-digits"),
        pytest.param(" " * (MAX_INPUT_BYTES + 1), "more than", id="over-the-cap"),
        pytest.param(
            json.dumps({"concealed": "1" * 500_000 + "m", "win_tile": "1m", "win_by": "ron"}),
            "too long for a tile string",
            id="huge-tile-string",
        ),
        pytest.param(json.dumps({**GOOD, "win_by": "x" * 10_000}), "win_by", id="long-value"),
        pytest.param(json.dumps({"k" * 10_000: 1}), "unknown field", id="long-key"),
        pytest.param(json.dumps({"concealed": "123m\nstolen line"}), "concealed", id="newline"),
    ],
)
def test_hostile_input_is_one_short_line(stdin: str | bytes, message: str) -> None:
    status, out, err = _cli(["score"], stdin)
    assert (status, out) == (2, "")
    _assert_clean(status, err)
    assert message in err


# ---------------------------------------------------------------- sim arguments
PATHS = st.sampled_from(
    ["/no/such/folder", "x" * 300, "a\nb", "levels", "", ".", "/dev/null", "\x00"]
)
SIM_ARGS = st.lists(
    st.one_of(
        st.tuples(st.just("--hands"), st.sampled_from(["0", "1", "-1", "x", "9" * 5000, "1e3"])),
        st.tuples(st.just("--seed"), st.sampled_from(["1", "-5", "seed", "9" * 5000, ""])),
        st.tuples(st.just("--stage"), st.sampled_from(["1", "5", "0", "x"])),
        st.tuples(st.sampled_from(["--seat0", "--seat1"]), st.sampled_from(["random", "x" * 99])),
        st.tuples(st.just("--levels"), PATHS),
        st.tuples(st.sampled_from(["--json", "--bogus", "--hands"])),
    ),
    max_size=5,
)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(args=SIM_ARGS)
def test_sim_arguments_run_or_refuse_in_one_line(args: list[tuple[str, ...]]) -> None:
    argv = ["sim", *(part for arg in args for part in arg)]
    if "--hands" not in argv:
        argv += ["--hands", "1"]
    status, _, err = _cli(argv)
    _assert_clean(status, err)


def test_sim_needs_no_seed(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 16: ``sim --hands 5`` works; the seed defaults to 1."""
    assert main(["sim", "--hands", "5", "--seat0", "random", "--seat1", "random", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["seed"] == 1


@pytest.mark.parametrize(
    ("folder", "message"),
    [
        pytest.param("x" * 300, "File name too long", id="300-byte-name"),
        pytest.param("no\nsuch", r"no\nsuch", id="newline"),
    ],
)
def test_sim_levels_folder_errors_are_one_line(folder: str, message: str) -> None:
    status, _, err = _cli(["sim", "--hands", "1", "--levels", folder])
    assert status == 2 and message in err
    _assert_clean(status, err)


def test_a_levels_folder_whose_path_has_a_newline_names_it_on_one_line(tmp_path: Path) -> None:
    folder = tmp_path / "two\nlines"
    folder.mkdir()
    status, _, err = _cli(["sim", "--hands", "1", "--stage", "1", "--levels", str(folder)])
    assert status == 2 and "stage1.toml: file is missing" in err
    _assert_clean(status, err)


# ---------------------------------------------------------------- real processes
def _process(argv: list[str], stdin: bytes, **env: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "mahjong2p", *argv],
        input=stdin,
        capture_output=True,
        check=False,
        env={**os.environ, **env},
    )


@pytest.mark.parametrize("encoding", ["utf-8", "latin-1", ""])
def test_non_utf8_standard_input_is_one_line_whatever_the_encoding(encoding: str) -> None:
    done = _process(["score"], b'{"concealed": "\xff\xfe"}', PYTHONIOENCODING=encoding)
    err = done.stderr.decode("utf-8", "replace")
    assert done.returncode == 2 and "not UTF-8" in err
    _assert_clean(done.returncode, err)


def test_a_huge_standard_input_is_refused_at_the_cap() -> None:
    payload = b'{"concealed": "' + b"1" * (3 * MAX_INPUT_BYTES) + b'm"}'
    done = _process(["waits"], payload)
    err = done.stderr.decode("utf-8")
    assert done.returncode == 2 and "more than" in err
    _assert_clean(done.returncode, err)


def test_a_sim_levels_name_too_long_is_one_line_in_a_real_process() -> None:
    done = _process(["sim", "--hands", "1", "--levels", "y" * 300], b"")
    err = done.stderr.decode("utf-8")
    assert done.returncode == 2 and "--levels" in err
    _assert_clean(done.returncode, err)
