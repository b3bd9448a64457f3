"""``sim --ruleset gb``: the 72-tile game with the same keys as the arcade's, plus its own."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from mahjong2p.cli import main
from mahjong2p.paths import levels_dir
from mahjong2p.progression.rooms import ROOMS_FILE

TIMING_KEYS = ("hands_per_s", "decision_ms", "elapsed_s")


def gb_sim(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["sim", "--ruleset", "gb", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_report_has_the_arcade_keys_and_the_gb_ones(capsys: pytest.CaptureFixture[str]) -> None:
    arcade_keys = set(json.loads(_arcade(capsys)))
    report = gb_sim(capsys, "--hands", "8", "--seed", "4", "--seat1", "greedy")
    assert set(report) == arcade_keys | {"ruleset", "min_win_fan", "flowers_per_hand"}
    assert report["ruleset"] == "gb" and report["invariants_ok"]
    assert sum(report["wins"]) + report["draws"] == 8 and report["haitei_rounds"] == 0
    if sum(report["wins"]):
        assert report["min_win_fan"] >= 8, "no win below 起和"
        assert report["fan_histogram"]["half_flush"] + report["fan_histogram"]["full_flush"] > 0
    assert 0 < report["flowers_per_hand"] <= 8
    assert "hua_pai" not in report["fan_histogram"], "the gb fan ids, not the arcade's"


def _arcade(capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["sim", "--json", "--hands", "1", "--seed", "4"]) == 0
    return capsys.readouterr().out


def test_same_seed_same_gb_games(capsys: pytest.CaptureFixture[str]) -> None:
    first, again = (
        gb_sim(capsys, "--hands", "6", "--seed", "9", "--seat0", "random") for _ in "ab"
    )
    for report in (first, again):
        for key in TIMING_KEYS:
            del report[key]
    assert first == again


def test_no_wins_gives_a_null_lowest_win(capsys: pytest.CaptureFixture[str]) -> None:
    report = gb_sim(capsys, "--hands", "2", "--seed", "1", "--seat0", "random", "--seat1", "random")
    assert sum(report["wins"]) == 0 and report["min_win_fan"] is None


def test_stages_are_refused_for_gb(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--ruleset", "gb", "--stage", "2", "--hands", "1", "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert "no stages" in err and err.count("\n") == 1


def test_levels_validates_the_room_data(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    rooms = tmp_path / ROOMS_FILE
    shutil.copy(levels_dir() / ROOMS_FILE, rooms)
    assert gb_sim(capsys, "--hands", "1", "--seed", "1", "--levels", str(tmp_path))["hands"] == 1
    text = rooms.read_text(encoding="utf-8")
    rooms.write_text(text.replace("self_draw = 3", "self_draw = 0", 1), encoding="utf-8")
    args = ["sim", "--ruleset", "gb", "--hands", "1", "--seed", "1", "--levels", str(tmp_path)]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(rooms) in err and "settlement.self_draw" in err
