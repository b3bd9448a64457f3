"""Issue 11 item 6: damaged stage data either loads or is one :class:`LevelDataError` line
naming the file (and the key, for a value that is wrong) — never another exception, never
an ``inf`` or out-of-range number that reaches the payouts."""

from __future__ import annotations

import math
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong2p.paths import levels_dir
from mahjong2p.progression.levels import (
    DIFFICULTY_FILE,
    ECONOMY_FILE,
    LevelDataError,
    load_levels,
)

FILES = (*(f"stage{n}.toml" for n in range(1, 5)), ECONOMY_FILE, DIFFICULTY_FILE)
NASTY_VALUES = (
    "inf",
    "-inf",
    "nan",
    "+nan",
    "1e400",
    "-1",
    "0",
    "0.0",
    "1e-300",
    "10000000000000000000000000000000",
    "9" * 5000,
    '"text"',
    '"3"',
    "true",
    "[]",
    "[1, 2]",
    "{ a = 1 }",
    "[" * 3000 + "]" * 3000,
    "[" * 40 + "1" + "]" * 40,
    "1979-05-27",
    '"\\u0000\\n second line"',
    "0x7fffffff",
    "1_000_000_000_000",
)


def _lines(name: str) -> list[str]:
    return (levels_dir() / name).read_text(encoding="utf-8").splitlines()


@st.composite
def damaged_folder_edits(draw: st.DrawFn) -> tuple[str, bytes]:
    """One file of the shipped data with one kind of damage a hand edit or a disk may do."""
    name = draw(st.sampled_from(FILES))
    lines = _lines(name)
    index = draw(st.integers(0, len(lines) - 1))
    line = lines[index]
    kind = draw(st.sampled_from(["value", "delete", "duplicate", "key", "cut", "bytes", "junk"]))
    if kind == "value" and "=" in line:
        lines[index] = f"{line.split('=')[0]}= {draw(st.sampled_from(NASTY_VALUES))}"
    elif kind == "delete":
        del lines[index]
    elif kind == "duplicate":
        lines.insert(index, line)
    elif kind == "key":
        key = draw(st.sampled_from(['"a\\nb"', '"' + "k" * 500 + '"', "x.y.z", "[weird]"]))
        lines.insert(index, f"{key} = 1")
    elif kind == "junk":
        lines.insert(index, draw(st.text(max_size=40)))
    text = "\n".join(lines).encode("utf-8", "surrogatepass")
    if kind == "cut":
        text = text[: draw(st.integers(0, len(text)))]
    elif kind == "bytes":
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(st.binary(min_size=1, max_size=8)) + text[at:]
    return name, text


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("levels")


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edit=damaged_folder_edits())
def test_damaged_level_data_loads_or_is_one_line_naming_file_and_key(
    folder: Path, edit: tuple[str, bytes]
) -> None:
    name, text = edit
    for file in FILES:
        shutil.copyfile(levels_dir() / file, folder / file)
    (folder / name).write_bytes(text)
    try:
        levels = load_levels(folder)
    except LevelDataError as exc:
        message = str(exc)
        assert "\n" not in message and len(message) < 400
        assert message.startswith(f"{folder / name}: ")
        problem = message.removeprefix(f"{folder / name}: ")
        file_level = ("not valid TOML", "file is missing", "cannot be read", "bytes")
        if not problem.startswith(file_level):
            key, _, what = problem.partition(": ")
            assert key and what, message  # a value's problem names its key
        return
    for stage in levels.stages:
        assert math.isfinite(stage.payout_multiplier) and 0 < stage.payout_multiplier <= 100
        assert 1 <= stage.haitei_draws <= 20 and 1 <= stage.bet <= 10**9


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ("inf", "must be a finite number"),
        ("nan", "must be a finite number"),
        ("1e400", "must be a finite number"),
        ("0", "must be above 0"),
        ("1000000", "at most 100"),
        ("1" + "0" * 400, "must be a number"),
    ],
)
def test_payout_multiplier_must_be_finite_and_sane(folder: Path, value: str, problem: str) -> None:
    for file in FILES:
        shutil.copyfile(levels_dir() / file, folder / file)
    path = folder / "stage1.toml"
    path.write_text(
        path.read_text(encoding="utf-8").replace(
            "payout_multiplier = 1 ", f"payout_multiplier = {value} "
        ),
        encoding="utf-8",
    )
    with pytest.raises(LevelDataError) as caught:
        load_levels(folder)
    message = str(caught.value)
    assert message.startswith(f"{path}: payout_multiplier: ") and problem in message


def test_a_value_nested_thousands_deep_is_one_line(folder: Path) -> None:
    for file in FILES:
        shutil.copyfile(levels_dir() / file, folder / file)
    path = folder / "economy.toml"
    path.write_text("starting_credits = " + "[" * 5000 + "]" * 5000, encoding="utf-8")
    with pytest.raises(LevelDataError, match="not valid TOML: nested too deep"):
        load_levels(folder)
