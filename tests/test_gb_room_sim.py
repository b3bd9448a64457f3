"""``sim --ruleset gb --room ID`` (issue 15): a room's CPU against the player model at the
room's rate, and the bean flow a player would see — its arithmetic on crafted hands and on
a small real run, and its usage errors."""

from __future__ import annotations

import json
import math
import statistics
from pathlib import Path
from typing import Any

import pytest

from mahjong2p.cli import main
from mahjong2p.paths import levels_dir
from mahjong2p.progression.beans.ruleset import room_ruleset
from mahjong2p.progression.beans.settle import Party
from mahjong2p.progression.rooms import ROOMS_FILE, load_rooms
from mahjong2p.rules.events import Won
from mahjong2p.rules.gb.scoring.result import GbScore
from mahjong2p.rules.scoring import WinBy
from mahjong2p.sim.room_flow import (
    SESSION_HANDS,
    BeanFlowTally,
    HandResult,
    RoomConfig,
    bean_flow,
    hand_flow,
    session_end,
)
from mahjong2p.sim.session import run_sim

RULES = load_rooms()
NOVICE = RULES.room("novice")  # rate 50, entry 1,000
DRAW = HandResult(None, None)


def won(party: Party, total_fan: int, win_by: WinBy) -> HandResult:
    score = GbScore(True, total_fan=total_fan, fan_without_flowers=8, points=min(total_fan, 13))
    seat = 0 if party is Party.PLAYER else 1
    return HandResult(party, Won(seat, win_by, 0, (), (), score))


def test_a_hands_flow_is_points_times_the_multiplier_times_the_rate() -> None:
    assert hand_flow(RULES, NOVICE, won(Party.PLAYER, 20, WinBy.TSUMO)) == 13 * 3 * 50
    assert hand_flow(RULES, NOVICE, won(Party.CPU, 10, WinBy.RON)) == -10 * 1 * 50
    assert hand_flow(RULES, NOVICE, DRAW) == 0


def test_a_session_is_settled_from_the_entry_and_ends_when_broke() -> None:
    assert session_end(RULES, NOVICE, [DRAW] * SESSION_HANDS) == (1000, False)
    rich = [won(Party.PLAYER, 20, WinBy.TSUMO), won(Party.CPU, 10, WinBy.RON)]
    assert session_end(RULES, NOVICE, rich + [DRAW] * 48) == (1000 + 1950 - 500, False)
    # A CPU 自摸 of 13 points asks 1,950; the player holds 1,000 and pays what they hold.
    broke = [won(Party.CPU, 13, WinBy.TSUMO), *[won(Party.PLAYER, 13, WinBy.TSUMO)] * 49]
    assert session_end(RULES, NOVICE, broke) == (0, True)
    # Below the entry, not at zero, is broke too: the player must leave the room.
    short = [won(Party.CPU, 9, WinBy.RON), won(Party.PLAYER, 13, WinBy.TSUMO)]
    assert session_end(RULES, NOVICE, short) == (550, True)


def test_the_bean_flow_report_adds_up() -> None:
    first = [won(Party.PLAYER, 20, WinBy.TSUMO)] + [DRAW] * 49  # ends at 2,950
    second = [won(Party.CPU, 8, WinBy.RON)] + [DRAW] * 49  # ends at 600: broke
    partial = [won(Party.PLAYER, 13, WinBy.RON)] * 10  # not a whole session
    report = bean_flow(RULES, NOVICE, first + second + partial)
    flows = [1950] + [0] * 49 + [-400] + [0] * 49 + [650] * 10
    assert report["beans_per_hand"] == round(statistics.fmean(flows), 2)
    assert report["beans_per_hand_se"] == round(statistics.stdev(flows) / math.sqrt(110), 2)
    assert report["sessions"] == 2 and report["broke_sessions"] == 1
    assert report["session_start"] == NOVICE.entry_min
    low, high = 600, 2950
    assert report["beans_after_session"] == {
        "median": (low + high) / 2,
        "p10": pytest.approx(low + 0.1 * (high - low)),
        "p90": pytest.approx(low + 0.9 * (high - low)),
    }
    assert bean_flow(RULES, NOVICE, partial)["beans_after_session"] is None


def test_a_small_run_reports_what_its_hands_settled(capsys: pytest.CaptureFixture[str]) -> None:
    hands = SESSION_HANDS + 4
    config = RoomConfig(hands, 5, ("greedy", "easy"), None, room_ruleset(RULES))
    tally = BeanFlowTally(config)
    stats = run_sim(config, None, tally)
    assert stats.invariant_error is None and len(tally.results) == hands
    flows = []
    for result in tally.results:
        win = result.win
        if win is None:
            flows.append(0)
            continue
        due = min(win.score.total_fan, 13) * (3 if win.win_by is WinBy.TSUMO else 1) * 50
        flows.append(due if win.seat == 0 else -due)
    assert sum(f > 0 for f in flows) == stats.wins[0] and sum(f < 0 for f in flows) == stats.wins[1]
    report = bean_flow(RULES, NOVICE, tally.results)
    assert report["beans_per_hand"] == round(statistics.fmean(flows), 2)
    assert report["sessions"] == 1
    beans, broke = 1000, False
    for flow in flows[:SESSION_HANDS]:
        beans = max(0, beans + flow)
        if beans < 1000:
            broke = True
            break
    assert report["beans_after_session"]["median"] == beans
    assert report["broke_sessions"] == broke
    assert all(len(t) for t in config.seat_times), "each seat's decisions are timed"
    cli = room_sim(capsys, "--hands", str(hands), "--seed", "5", "--seat0", "greedy")
    assert cli["room"] == report and cli["policies"] == ["greedy", "easy"]


def edited_rooms(folder: Path, old: str, new: str) -> Path:
    """The shipped room data in ``folder`` with the first ``old`` made ``new``."""
    text = (levels_dir() / ROOMS_FILE).read_text(encoding="utf-8")
    assert old in text
    rooms = folder / ROOMS_FILE
    rooms.write_text(text.replace(old, new, 1), encoding="utf-8")
    return rooms


def room_sim(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    """The JSON report of a run in the novice room."""
    assert main(["sim", "--ruleset", "gb", "--room", "novice", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_room_sets_seat_one_and_the_player_model_sits_in_seat_zero(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    edited_rooms(tmp_path, "rate = 50\n", "rate = 70\n")
    report = room_sim(capsys, "--hands", "1", "--seed", "2", "--levels", str(tmp_path))
    assert report["policies"] == ["expert", "easy"]
    assert report["room"]["rate"] == 70, "the rate comes from the --levels data"
    assert report["room"]["sessions"] == 0 and report["room"]["beans_after_session"] is None


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["--room", "novice"], "--ruleset gb"),
        (["--room", "novice", "--ruleset", "arcade"], "--ruleset gb"),
        (["--room", "nowhere", "--ruleset", "gb"], "'nowhere'"),
        (["--room", "novice", "--ruleset", "gb", "--stage", "1"], "--stage"),
        (["--room", "novice", "--ruleset", "gb", "--seat1", "greedy"], "--seat1"),
        (["--room", "novice", "--ruleset", "gb", "--levels", "/no/such/folder"], "--levels"),
    ],
)
def test_room_usage_errors_are_one_line(
    capsys: pytest.CaptureFixture[str], args: list[str], named: str
) -> None:
    assert main(["sim", "--hands", "1", *args]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1 and named in captured.err
    assert "Traceback" not in captured.err


def test_an_unknown_room_lists_the_rooms(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--hands", "1", "--ruleset", "gb", "--room", "vip"]) == 2
    err = capsys.readouterr().err
    assert all(room.id in err for room in RULES.rooms)


def test_bad_room_data_stops_a_room_run(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    rooms = edited_rooms(tmp_path, 'cpu = "easy"', 'cpu = "godlike"')
    args = ["sim", "--hands", "1", "--ruleset", "gb", "--room", "novice", "--levels", str(tmp_path)]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(rooms) in err and "cpu" in err
