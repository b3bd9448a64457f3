"""Issue 26 §3: ``sim --jobs N`` plays a run's blocks of hands in N worker processes and
reports exactly what one process does — byte for byte but for the timings — in both rule
sets and for a room's bean flow; a run of one block is the match it always was."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from mahjong2p.cli import main
from mahjong2p.progression.beans.ruleset import room_ruleset
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.sim.room_flow import BeanFlowTally, RoomConfig, bean_flow
from mahjong2p.sim.session import SimConfig, WinTally, block_plan, run_sim

TIMINGS = ("hands_per_s", "decision_ms", "elapsed_s", "seat_decision_cpu_ms")


def _report(config: SimConfig, jobs: int, tally: WinTally | None = None) -> str:
    stats = run_sim(config, None, tally, jobs)
    report: dict[str, Any] = stats.to_json(config.seed, config.policies, None)
    if tally is not None:
        report.update(tally.to_json())
    for key in TIMINGS:
        report.pop(key, None)
    return json.dumps(report)


def test_the_blocks_cover_the_run_in_order() -> None:
    assert block_plan(1200, 500) == [(0, 500), (1, 500), (2, 200)]
    assert block_plan(500, 500) == [(0, 500)]


def test_an_arcade_run_in_two_processes_reports_what_one_does() -> None:
    config = SimConfig(40, 7, ("normal", "greedy"), block_hands=15)
    one = _report(config, 1)
    assert json.loads(one)["hands"] == 40
    assert _report(config, 2) == one


def test_a_stage_run_in_two_processes_reports_what_one_does() -> None:
    from mahjong2p.progression.levels import load_levels

    config = SimConfig(24, 3, ("normal", "normal"), load_levels().stage(3), block_hands=10)
    assert _report(config, 2) == _report(config, 1)


def test_a_room_in_two_processes_reports_the_same_bean_flow() -> None:
    rules = load_rooms()
    room = rules.room("regular")
    ruleset = room_ruleset(rules)
    reports, seat_times = [], []
    for jobs in (1, 2):
        config = RoomConfig(24, 5, ("expert", "normal"), None, ruleset, block_hands=10)
        tally = BeanFlowTally(config)
        report = json.loads(_report(config, jobs, tally))
        report["room"] = bean_flow(rules, room, tally.results)
        reports.append(report)
        seat_times.append([len(t) for t in config.seat_times])
    assert reports[0] == reports[1] and reports[0]["hands"] == 24
    assert seat_times[0] == seat_times[1] and sum(seat_times[0]) == reports[0]["decisions"]


def test_a_block_after_the_first_is_a_match_of_its_own() -> None:
    """Hand numbers go on, the first dealer and the agents are the block's own."""
    config = SimConfig(10, 7, ("normal", "normal"), rules=GB, block_hands=5)
    first, second = config.match(0), config.match(1)
    assert (first.hand_number, second.hand_number) == (0, 5)
    assert config.agent_seed(0) == 2 * 7 and config.agent_seed(0, 1) != config.agent_seed(0)
    assert replace(config, block_hands=10).match(0).dealer == first.dealer


def _cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(["sim", *args])
    out, err = capsys.readouterr()
    return status, out, err


def test_the_command_line_takes_jobs_and_refuses_a_bad_count(
    capsys: pytest.CaptureFixture[str],
) -> None:
    reports = []
    for jobs in ("1", "2"):
        status, out, _ = _cli(capsys, "--hands", "6", "--jobs", jobs, "--json")
        assert status == 0
        report = json.loads(out)
        reports.append({k: v for k, v in report.items() if k not in TIMINGS})
    assert reports[0] == reports[1]
    with pytest.raises(SystemExit) as stop:
        main(["sim", "--hands", "6", "--jobs", "0"])
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert err == "mahjong2p sim: argument --jobs: must be 1 … 256, got 0 (see --help)"
