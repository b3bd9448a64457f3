"""The 欢乐豆 save (beans.json and its copy): a round trip keeps everything, the file is
separate from the arcade's save.json, a damaged or hand-broken file is moved aside with one
line (a new account, today's relief counted as used, only when no copy is usable), a newer
schema is kept untouched, and a file that cannot be set aside is never overwritten."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest

from mahjong2p.progression.beans.account import BeanAccount
from mahjong2p.progression.beans.relief import ReliefUse
from mahjong2p.progression.beans.stats import BeanStats, HandResult
from mahjong2p.progression.progress import Progress
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.store.bean_saves import (
    BEANS_FILE,
    account_to_json,
    load_beans,
    save_beans,
)
from mahjong2p.store.saves import SAVE_FILE, load_progress, save_progress

RULES = load_rooms()
DAY = datetime.date(2026, 12, 2)
COPY = f"{BEANS_FILE}.copy"
FRESH = BeanAccount(RULES.starting_beans, ReliefUse(DAY, RULES.relief.per_day))


def _played_account() -> BeanAccount:
    stats = (
        BeanStats()
        .with_hand("novice", HandResult.WON, 1800, ["full_flush", "flower_tiles"])
        .with_hand("novice", HandResult.LOST, -400)
        .with_hand("regular", HandResult.ESCAPED, -2600)
        .with_hand("regular", HandResult.DRAWN, 0)
    )
    return BeanAccount(3800, ReliefUse(datetime.date(2026, 12, 1), 2), stats, "regular")


def test_round_trip_keeps_everything(tmp_path: Path) -> None:
    account = _played_account()
    assert save_beans(account, tmp_path) is None
    loaded = load_beans(RULES, tmp_path)
    assert loaded.message is None and loaded.can_save
    assert loaded.account == account
    assert loaded.account.stats.biggest_win == 1800


def test_a_missing_file_is_a_new_account(tmp_path: Path) -> None:
    loaded = load_beans(RULES, tmp_path)
    assert loaded.account == BeanAccount(5000) and loaded.message is None


def test_beans_and_the_arcade_s_credits_are_separate_files(tmp_path: Path) -> None:
    save_progress(Progress(stages_unlocked=3), tmp_path)
    save_beans(_played_account(), tmp_path)
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == sorted([SAVE_FILE, f"{SAVE_FILE}.copy", BEANS_FILE, f"{BEANS_FILE}.copy"])
    assert "beans" not in json.loads((tmp_path / SAVE_FILE).read_text("utf-8"))
    (tmp_path / BEANS_FILE).write_text("{broken", "utf-8")
    assert load_beans(RULES, tmp_path).message is not None
    assert load_progress(tmp_path).progress.stages_unlocked == 3  # the arcade is untouched


def _write(folder: Path, data: object) -> Path:
    path = folder / BEANS_FILE
    path.write_text(data if isinstance(data, str) else json.dumps(data), "utf-8")
    return path


def _edited(**changes: object) -> dict[str, object]:
    data = account_to_json(_played_account())
    data.update(changes)
    return data


def _first_room(**changes: object) -> dict[str, object]:
    data = account_to_json(_played_account())
    data["rooms"][0].update(changes)  # type: ignore[index]
    return data


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        pytest.param("{not json", "was damaged", id="not-json"),
        pytest.param("[1, 2]", "JSON object", id="not-an-object"),
        pytest.param(_edited(beans=-5), "beans: must be at least 0", id="negative-beans"),
        pytest.param(_edited(beans=10**16), "beans: must be at most", id="absurd-beans"),
        pytest.param(_edited(beans="lots"), "beans: must be a whole number", id="beans-text"),
        pytest.param(
            _edited(relief={"day": "yesterday", "used": 1}), "relief.day: must be a date", id="day"
        ),
        pytest.param(_edited(last_room="VIP Room"), "last_room: not a room id", id="room-id"),
        pytest.param(_first_room(wins=9), "rooms[0].hands: is 2, but", id="counts-disagree"),
        pytest.param(_first_room(biggest_win=99999), "biggest_win", id="biggest-above-total"),
        pytest.param(_edited(fan_counts={"full_flush": 0}), "fan_counts.full_flush", id="fan0"),
        pytest.param(_edited(fan_counts={"Full Flush!": 1}), "not a fan id", id="fan-id"),
        pytest.param('{"beans": NaN}', "NaN is not a number", id="nan"),
        pytest.param("[" * 5000 + "]" * 5000, "nested more than", id="deep-nesting"),
        pytest.param('{"beans": ' + "9" * 5000 + "}", "4,300 digits", id="huge-integer"),
        pytest.param(_edited(cheat=True), "cheat: unknown key", id="unknown-key"),
        pytest.param(_edited(schema_version=0), "schema_version", id="old-schema"),
    ],
)
def test_a_damaged_file_is_moved_aside_never_lost(
    tmp_path: Path, data: object, problem: str
) -> None:
    path = _write(tmp_path, data)
    original = path.read_bytes()
    loaded = load_beans(RULES, tmp_path, DAY)
    assert loaded.account == FRESH and loaded.can_save
    assert loaded.message is not None and "\n" not in loaded.message
    assert problem in loaded.message
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(f"{BEANS_FILE}.damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == original
    assert kept[0].name in loaded.message
    assert not path.exists()


def test_a_newer_schema_is_refused_and_kept_untouched(tmp_path: Path) -> None:
    path = _write(tmp_path, _edited(schema_version=2, wallet={"gold": 1}))
    original = path.read_bytes()
    loaded = load_beans(RULES, tmp_path)
    assert loaded.message is not None and "newer version" in loaded.message
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(f"{BEANS_FILE}.v2-")]
    assert len(kept) == 1 and kept[0].read_bytes() == original
    save_beans(loaded.account, tmp_path)  # the new account's save does not touch it
    assert kept[0].read_bytes() == original


def test_a_file_that_cannot_be_set_aside_is_not_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _write(tmp_path, _edited(schema_version=7))

    def refuse(*_: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("mahjong2p.store.atomic.os.replace", refuse)
    loaded = load_beans(RULES, tmp_path)
    assert not loaded.can_save
    assert loaded.message is not None and "will not be saved" in loaded.message
    assert json.loads(path.read_text("utf-8"))["schema_version"] == 7


def test_a_failed_write_is_a_message_and_keeps_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_beans(_played_account(), tmp_path)
    before = (tmp_path / BEANS_FILE).read_bytes()

    def disk_full(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("mahjong2p.store.atomic.os.replace", disk_full)
    message = save_beans(BeanAccount(1), tmp_path)
    assert message is not None and "No space left" in message
    assert (tmp_path / BEANS_FILE).read_bytes() == before
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == [BEANS_FILE, COPY]  # no temporary left behind


def test_a_folder_in_the_file_s_place_is_set_aside(tmp_path: Path) -> None:
    (tmp_path / BEANS_FILE).mkdir()
    loaded = load_beans(RULES, tmp_path, DAY)
    assert loaded.account == FRESH and loaded.can_save
    assert loaded.message is not None and "could not be used" in loaded.message
    assert [p.name.split("-")[0] for p in tmp_path.iterdir()] == [f"{BEANS_FILE}.unusable"]


def test_an_unreadable_file_is_never_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _write(tmp_path, account_to_json(_played_account()))
    original = path.read_bytes()

    def denied(*_: object) -> bytes:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("mahjong2p.store.twin_files.read_capped", denied)
    loaded = load_beans(RULES, tmp_path)
    assert loaded.message is not None and "could not be read" in loaded.message
    monkeypatch.undo()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(f"{BEANS_FILE}.unreadable-")]
    assert len(kept) == 1 and kept[0].read_bytes() == original


def test_a_killed_write_s_temporary_file_is_removed_on_load(tmp_path: Path) -> None:
    save_beans(_played_account(), tmp_path)
    (tmp_path / f"{BEANS_FILE}.abc123.tmp").write_text("{half a sav", "utf-8")
    assert load_beans(RULES, tmp_path).account == _played_account()
    assert sorted(p.name for p in tmp_path.iterdir()) == [BEANS_FILE, COPY]


# ---------------------------------------------------------------- two copies (#24 item 5)
def _saved_twice(folder: Path) -> BeanAccount:
    save_beans(BeanAccount(5000), folder, 1)
    account = _played_account()
    save_beans(account, folder, 2)  # a hand lost since: both copies hold 3,800
    return account


@pytest.mark.parametrize(
    "damage",
    [
        pytest.param(lambda p: p.write_bytes(p.read_bytes() + b"x"), id="one-byte-appended"),
        pytest.param(lambda p: p.write_bytes(p.read_bytes()[:-9]), id="cut-short"),
        pytest.param(lambda p: p.write_text("[" * 5000, "utf-8"), id="deep-nesting"),
        pytest.param(lambda p: p.unlink(), id="deleted"),
        pytest.param(lambda p: p.write_text(json.dumps({"beans": 10**9}), "utf-8"), id="edited"),
    ],
)
def test_a_damaged_main_file_is_restored_from_the_copy_with_the_latest_balance(
    tmp_path: Path, damage: object
) -> None:
    account = _saved_twice(tmp_path)
    damage(tmp_path / BEANS_FILE)  # type: ignore[operator]
    loaded = load_beans(RULES, tmp_path, DAY)
    assert loaded.account == account  # the last loss stays lost
    assert loaded.sequence == 2
    if (tmp_path / f"{BEANS_FILE}").exists() or any(
        p.name.startswith(f"{BEANS_FILE}.damaged-") for p in tmp_path.iterdir()
    ):
        assert loaded.message is not None and COPY in loaded.message
        assert "\n" not in loaded.message


def test_the_copy_damaged_the_main_file_is_used_and_the_copy_set_aside(tmp_path: Path) -> None:
    account = _saved_twice(tmp_path)
    (tmp_path / COPY).write_bytes(b"\x00" * 10)
    loaded = load_beans(RULES, tmp_path, DAY)
    assert loaded.account == account and loaded.message is not None
    assert any(p.name.startswith(f"{COPY}.damaged-") for p in tmp_path.iterdir())


def test_the_newest_valid_copy_wins(tmp_path: Path) -> None:
    """A kill between the two writes leaves the main file one save ahead."""
    _saved_twice(tmp_path)
    newer = BeanAccount(1200)
    save_beans(newer, tmp_path, 3)
    older = json.loads((tmp_path / BEANS_FILE).read_text(encoding="utf-8"))
    assert (older["save_sequence"], older["beans"]) == (3, 1200)
    older.update(save_sequence=2, beans=3800)  # the copy one save behind, with more beans
    (tmp_path / COPY).write_text(json.dumps(older), encoding="utf-8")
    assert load_beans(RULES, tmp_path, DAY).account == newer
    (tmp_path / COPY).write_text(json.dumps({**older, "save_sequence": 4}), encoding="utf-8")
    assert load_beans(RULES, tmp_path, DAY).account.beans == 3800  # now the copy is newer


def test_both_copies_damaged_give_a_new_account_without_today_s_relief(tmp_path: Path) -> None:
    _saved_twice(tmp_path)
    for name in (BEANS_FILE, COPY):
        path = tmp_path / name
        path.write_bytes(path.read_bytes() + b"x")
    loaded = load_beans(RULES, tmp_path, DAY)
    assert loaded.account == FRESH  # no relief to take today: damage buys nothing
    assert loaded.message is not None and "counted as used" in loaded.message
    kept = [p.name for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert len(kept) == 2


def test_a_dangling_link_is_said_and_set_aside_never_replaced_silently(tmp_path: Path) -> None:
    (tmp_path / BEANS_FILE).symlink_to(tmp_path / "elsewhere" / "beans.json")
    loaded = load_beans(RULES, tmp_path, DAY)
    assert loaded.account == FRESH
    assert loaded.message is not None and "does not exist" in loaded.message
    assert not (tmp_path / BEANS_FILE).is_symlink()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(f"{BEANS_FILE}.damaged-")]
    assert len(kept) == 1 and kept[0].is_symlink()  # the link itself, untouched


def test_a_dangling_link_beside_a_good_copy_restores_the_copy(tmp_path: Path) -> None:
    account = _saved_twice(tmp_path)
    (tmp_path / BEANS_FILE).unlink()
    (tmp_path / BEANS_FILE).symlink_to(tmp_path / "gone.json")
    loaded = load_beans(RULES, tmp_path, DAY)
    assert loaded.account == account
    assert loaded.message is not None and "restored from" in loaded.message
