"""The 欢乐豆 room data (levels/rooms.toml): the shipped file holds RULES.md B6's numbers, and
each kind of damage stops the load with one line naming the file and the key."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from mahjong2p.paths import levels_dir
from mahjong2p.progression.levels import Difficulty, LevelDataError
from mahjong2p.progression.rooms import ROOMS_FILE, load_rooms


def test_shipped_rooms_are_the_rule_book_s() -> None:
    rules = load_rooms()
    rooms = rules.rooms
    assert [r.rate for r in rooms] == [50, 200, 500, 2000, 6000]
    assert [r.entry_min for r in rooms] == [1000, 5000, 10000, 50000, 200000]
    assert [r.entry_max for r in rooms] == [60000, 80000, 100000, 1000000, 2000000000]
    cpus = [r.cpu_difficulty for r in rooms]
    assert cpus[0] is Difficulty.EASY and cpus[-1] is Difficulty.MASTER
    assert cpus == sorted(cpus, key=list(Difficulty).index)
    assert (rules.min_fan, rules.fan_cap, rules.starting_beans) == (8, 13, 5000)
    assert (rules.settlement.self_draw, rules.settlement.discard) == (3, 1)
    assert rules.escape_points == 13
    assert (rules.relief.top_up_to, rules.relief.per_day) == (5000, 3)
    assert rules.lowest_entry == 1000
    assert rules.room("senior") is rooms[-1]
    with pytest.raises(KeyError):
        rules.room("vip")


@pytest.fixture
def rooms_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "levels"
    folder.mkdir()
    shutil.copy(levels_dir() / ROOMS_FILE, folder / ROOMS_FILE)
    return folder


def _edit(folder: Path, old: str, new: str) -> None:
    path = folder / ROOMS_FILE
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {ROOMS_FILE}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize(
    ("old", "new", "key", "problem"),
    [
        pytest.param("min_fan = 8", "", "min_fan", "missing", id="missing-key"),
        pytest.param("rate = 200", 'rate = "200"', "room[1].rate", "whole number", id="wrong-type"),
        pytest.param("rate = 50", "rate = 0", "room[0].rate", "at least 1", id="rate-zero"),
        pytest.param("rate = 500", "rate = -5", "room[2].rate", "at least 1", id="rate-negative"),
        pytest.param(
            "rate = 50", "rate = 50.5", "room[0].rate", "whole number", id="rate-fraction"
        ),
        pytest.param("rate = 50", "rate = nan", "room[0].rate", "whole number", id="rate-nan"),
        pytest.param("rate = 50", "rate = inf", "room[0].rate", "whole number", id="rate-infinite"),
        pytest.param(
            "entry_max = 60000",
            "entry_max = 1000",
            "room[0].entry_max",
            "above entry_min (1000)",
            id="upper-not-above-lower",
        ),
        pytest.param(
            "entry_min = 10000",
            "entry_min = 4000",
            "room[2].entry_min",
            "above room[1]'s (5000)",
            id="entries-not-ascending",
        ),
        pytest.param(
            "entry_max = 100000",
            "entry_max = 70000",
            "room[2].entry_max",
            "above room[1]'s (80000)",
            id="upper-limits-not-ascending",
        ),
        pytest.param(
            "entry_min = 200000",
            "entry_min = 1000002",
            "room[4].entry_min",
            "leaves a gap",
            id="gap-between-rooms",
        ),
        pytest.param(
            'id = "junior"', 'id = "regular"', "room[2].id", "earlier room", id="id-twice"
        ),
        pytest.param(
            'id = "junior"', 'id = "初级场"', "room[2].id", "lowercase", id="id-not-a-key"
        ),
        pytest.param(
            'cpu = "hard"', 'cpu = "godlike"', "room[3].cpu", "easy, normal", id="bad-cpu"
        ),
        pytest.param(
            'cpu = "easy"', 'cpu = "easy"\nbet = 5', "room[0].bet", "unknown key", id="unknown-key"
        ),
        pytest.param(
            "fan_cap = 13", "fan_cap = 6", "fan_cap", "at least min_fan (8)", id="cap-below-min"
        ),
        pytest.param(
            "starting_beans = 5000",
            "starting_beans = 500",
            "starting_beans",
            "room[0]",
            id="start-opens-no-room",
        ),
        pytest.param(
            "top_up_to = 5000",
            "top_up_to = 999",
            "relief.top_up_to",
            "room[0]",
            id="relief-opens-no-room",
        ),
        pytest.param(
            "self_draw = 3", "self_draw = 0", "settlement.self_draw", "at least 1", id="x0"
        ),
        pytest.param(
            "entry_max = 2000000000",
            "entry_max = 1000000000001",
            "room[4].entry_max",
            "at most 1000000000000",
            id="absurd-limit",
        ),
        pytest.param(
            "self_draw = 3", "self_draw = 1000000", "settlement.self_draw", "at most 100", id="x1e6"
        ),
        pytest.param("points = 13", "points = true", "escape.points", "whole number", id="bool"),
        pytest.param(
            "[settlement]",
            "settlement = 1\n[old_settlement]",
            "settlement",
            "must be a table",
            id="table-expected",
        ),
    ],
)
def test_each_kind_of_damage_is_one_line_naming_file_and_key(
    rooms_copy: Path, old: str, new: str, key: str, problem: str
) -> None:
    _edit(rooms_copy, old, new)
    with pytest.raises(LevelDataError) as caught:
        load_rooms(rooms_copy)
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(f"{rooms_copy / ROOMS_FILE}: {key}: ")
    assert problem in message


def test_no_rooms_at_all_is_refused(rooms_copy: Path) -> None:
    text = (rooms_copy / ROOMS_FILE).read_text(encoding="utf-8").split("[[room]]")[0]
    (rooms_copy / ROOMS_FILE).write_text("room = []\n" + text, "utf-8")
    with pytest.raises(LevelDataError, match=r"rooms\.toml: room: at least one"):
        load_rooms(rooms_copy)


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        pytest.param(None, "file is missing", id="missing"),
        pytest.param(b"rate = = 5\n", "not valid TOML", id="not-toml"),
        pytest.param(b"\xff\xfe\x00", "not valid TOML", id="not-utf8"),
    ],
)
def test_a_missing_or_broken_file_is_one_line(
    rooms_copy: Path, content: bytes | None, problem: str
) -> None:
    path = rooms_copy / ROOMS_FILE
    if content is None:
        path.unlink()
    else:
        path.write_bytes(content)
    with pytest.raises(LevelDataError) as caught:
        load_rooms(rooms_copy)
    assert str(caught.value).startswith(f"{path}: {problem}")
    assert "\n" not in str(caught.value)


def test_a_room_s_table_plays_the_data_s_minimum_and_multipliers(rooms_copy: Path) -> None:
    from mahjong2p.progression.beans.ruleset import room_ruleset
    from mahjong2p.rules.gb.ruleset import GB

    assert room_ruleset(load_rooms()) == GB  # the shipped data and the engine's defaults agree
    _edit(rooms_copy, "min_fan = 8", "min_fan = 6")
    _edit(rooms_copy, "self_draw = 3", "self_draw = 2")
    ruleset = room_ruleset(load_rooms(rooms_copy))
    assert ruleset.min_fan == 6 and ruleset.settlement is not None
    assert (ruleset.settlement.self_draw, ruleset.settlement.discard) == (2, 1)
    assert ruleset.tiles is GB.tiles and ruleset.id == GB.id
