"""Files the version before the store layer's codec wrote (``tests/golden/``, made by
``scripts/golden_files.py`` on that version) load on this code, whole, and writing what was
loaded gives the same bytes: a player's folder survives the update untouched."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from mahjong2p.progression.beans.ruleset import gb_ruleset
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.rules.actions import Action
from mahjong2p.store.bean_saves import load_beans, save_beans
from mahjong2p.store.bean_table_save import load_table, save_table, table_journal
from mahjong2p.store.journal import ACTIONS, journal_at
from mahjong2p.store.replays import load_replays, replay_folder, save_replay
from mahjong2p.store.saves import load_progress, save_progress
from mahjong2p.store.settings import settings_from_json
from mahjong2p.store.stats import load_stats, save_stats

GOLDEN = Path(__file__).parent / "golden"


@pytest.fixture
def folders(tmp_path: Path) -> tuple[Path, Path]:
    """A copy of the golden folder to load from, and an empty folder to write to."""
    source, target = tmp_path / "golden", tmp_path / "written"
    shutil.copytree(GOLDEN, source)
    target.mkdir()
    return source, target


def same_bytes(written: Path, name: str) -> None:
    assert (written / name).read_bytes() == (GOLDEN / name).read_bytes(), name


def test_the_arcade_save_loads_whole_and_writes_the_same_bytes(folders: tuple[Path, Path]):
    source, target = folders
    loaded = load_progress(source)
    assert loaded.message is None
    assert loaded.progress.run is not None and loaded.progress.settled is not None
    assert len(loaded.progress.high_scores) == 3
    settings, bad = settings_from_json(loaded.progress.settings)
    assert bad == [] and settings.player_name == "小明"
    assert save_progress(loaded.progress, target, loaded.sequence) is None
    same_bytes(target, "save.json")
    same_bytes(target, "save.json.copy")


def test_the_bean_account_loads_whole_and_writes_the_same_bytes(folders: tuple[Path, Path]):
    source, target = folders
    loaded = load_beans(load_rooms(), source)
    assert loaded.message is None
    assert loaded.account.open_hand is not None and loaded.account.record is not None
    assert save_beans(loaded.account, target, loaded.sequence) is None
    same_bytes(target, "beans.json")
    same_bytes(target, "beans.json.copy")


def test_the_bean_table_in_play_loads_whole_and_writes_the_same_bytes(
    folders: tuple[Path, Path],
):
    source, target = folders
    rooms = load_rooms()
    rules = gb_ruleset(rooms.min_fan, rooms.settlement.self_draw, rooms.settlement.discard)
    loaded = load_table(rules, source)
    table_journal(source).close()
    assert loaded.message is None and loaded.table is not None and loaded.hand is not None
    assert len(loaded.hand.actions) == len(loaded.table.actions) > 0
    assert save_table(loaded.table, target) is None
    table_journal(target).close()
    same_bytes(target, "bean_table.json")


def test_the_arcade_hand_in_play_reads_and_writes_the_same_bytes(folders: tuple[Path, Path]):
    source, target = folders
    found = journal_at(source / "run_hand.json").read()
    journal_at(source / "run_hand.json").close()
    header = {k: v for k, v in found.snapshot.items() if k != ACTIONS}
    actions = [Action.from_json(a) for a in found.snapshot[ACTIONS]]
    journal = journal_at(target / "run_hand.json")
    journal.start(header, actions)
    journal.close()
    same_bytes(target, "run_hand.json")


def test_both_replays_load_and_write_the_same_bytes(folders: tuple[Path, Path]):
    source, target = folders
    stored, skipped = load_replays(replay_folder(source))
    assert skipped == [] and len(stored) == 2
    assert {s.replay.room is None for s in stored} == {True, False}
    for entry in stored:
        entry.replay.play()
        assert save_replay(replay_folder(target), entry.replay) is None
        same_bytes(target, f"replays/{entry.path.name}")


def test_the_statistics_load_and_write_the_same_bytes(folders: tuple[Path, Path]):
    source, target = folders
    stats, message = load_stats(source)
    assert message is None and len(stats.recent) == 5
    assert save_stats(target, stats) is None
    same_bytes(target, "stats.json")
