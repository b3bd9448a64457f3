"""``python -m mahjong2p sim``: the DESIGN.md contract, determinism and every error path."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from mahjong2p.cli import main
from mahjong2p.rules.events import HaiteiStarted
from mahjong2p.rules.hand import Hand, InvariantError
from mahjong2p.rules.scoring import FANS, YAKUMAN
from mahjong2p.sim.stats import SimStats

CONTRACT_KEYS = {
    "hands",
    "seed",
    "hands_per_s",
    "wins",
    "draws",
    "haitei_rounds",
    "fan_histogram",
    "decision_ms",
    "invariants_ok",
}
TIMING_KEYS = {"hands_per_s", "decision_ms", "elapsed_s"}


def run_sim(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(["sim", *args])
    out, err = capsys.readouterr()
    return status, out, err


def sim_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    status, out, err = run_sim(capsys, *args, "--json")
    assert status == 0, err
    assert err == ""  # no progress line: standard error is not a terminal here
    return json.loads(out)


def test_json_has_the_contract_keys_and_adds_up(capsys: pytest.CaptureFixture[str]) -> None:
    report = sim_json(capsys, "--hands", "12", "--seed", "3", "--seat0", "greedy")
    assert set(report) >= CONTRACT_KEYS
    assert report["hands"] == 12 and report["seed"] == 3
    assert sum(report["wins"]) + report["draws"] == 12
    assert report["invariants_ok"] is True
    assert report["policies"] == ["greedy", "normal"]
    assert set(report["decision_ms"]) == {"mean", "p99"}
    assert report["decision_ms"]["p99"] >= report["decision_ms"]["mean"] > 0
    ids = [entry.spec.id for entry in FANS + YAKUMAN]
    assert list(report["fan_histogram"]) == ids
    wins = sum(report["wins"])
    assert report["fan_histogram"]["tui_dao_hu"] <= wins


def test_same_seed_same_result_except_timings(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--hands", "8", "--seed", "11", "--seat0", "master", "--seat1", "easy")
    first = sim_json(capsys, *args)
    second = sim_json(capsys, *args)
    for key in TIMING_KEYS:
        first.pop(key), second.pop(key)
    assert first == second
    other = sim_json(capsys, "--hands", "8", "--seed", "12", "--seat0", "master", "--seat1", "easy")
    assert other["fan_histogram"] != first["fan_histogram"] or other["wins"] != first["wins"]


def test_table_output(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_sim(capsys, "--hands", "5", "--seed", "1", "--seat1", "random")
    assert status == 0
    assert "normal / random" in out
    assert "invariants     ok" in out
    assert not out.lstrip().startswith("{")


def test_progress_only_for_a_terminal(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    status, out, err = run_sim(capsys, "--hands", "3", "--seed", "1", "--seat0", "random", "--json")
    assert status == 0 and json.loads(out)["hands"] == 3
    assert err.startswith("\rsim: ") and err.endswith("3/3 hands\n")


def test_a_stage_plays_its_own_hands(capsys: pytest.CaptureFixture[str]) -> None:
    report = sim_json(capsys, "--hands", "6", "--seed", "4", "--stage", "2", "--seat0", "greedy")
    assert report["stage"] == 2 and report["invariants_ok"]


def test_levels_folder_is_read(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    shipped = Path(__file__).resolve().parent.parent / "levels"
    for source in shipped.glob("*.toml"):
        (tmp_path / source.name).write_text(source.read_text(encoding="utf-8"), "utf-8")
    report = sim_json(
        capsys, "--hands", "3", "--seed", "4", "--stage", "1", "--levels", str(tmp_path)
    )
    assert report["stage"] == 1


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--hands", "0", "--seed", "1"], "--hands"),
        (["--hands", "-3", "--seed", "1"], "--hands"),
        (["--hands", "many", "--seed", "1"], "--hands"),
        (["--hands", "5", "--seed", "1", "--seat0", "genius"], "--seat0"),
        (["--hands", "5", "--seed", "1", "--seat1", "Normal"], "--seat1"),
        (["--hands", "5", "--seed", "1", "--stage", "5"], "--stage"),
        (["--hands", "5", "--seed", "1", "--levels", "/no/such/folder"], "--levels"),
    ],
)
def test_bad_arguments_are_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    with pytest.raises(SystemExit) as raised:
        status = main(["sim", *args])
        raise SystemExit(status)
    assert raised.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err


def test_bad_level_data_names_the_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, _, err = run_sim(capsys, "--hands", "2", "--seed", "1", "--levels", str(tmp_path))
    assert status == 2
    assert err.count("\n") == 1 and "stage1.toml" in err


def test_a_broken_invariant_is_reported(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(self: Hand) -> None:
        if self.move > 3:
            raise InvariantError("a tile went missing")

    monkeypatch.setattr(Hand, "check_invariants", broken)
    status, out, _ = run_sim(capsys, "--hands", "3", "--seed", "1", "--seat0", "random", "--json")
    report = json.loads(out)
    assert status == 1
    assert report["invariants_ok"] is False
    assert "a tile went missing" in report["invariant_error"]


def test_stats_count_haitei_rounds() -> None:
    stats = SimStats()
    hand = Hand(5)
    hand.log.append(HaiteiStarted(0, 3))
    stats.record(hand)
    assert stats.haitei_rounds == 1 and stats.draws == 1
