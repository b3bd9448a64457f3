"""#35 §4 and #39 item 4: nothing a settled hand wrote is lost, and its records are written by
the authority that settles it, whatever screens are drawn.

The kill matrix: the data folder is copied before every file operation of the step that
ends the hand (the last action's line, the settling save, the 牌谱, the 战绩 line, the
clearing of the hand's file), in both modes — each copy is what a kill at that moment
leaves. Each is started as the next start would (a hand still open is played on to its end),
and must hold the hand's money moved once, its replay once and its 战绩 line once; a second
start changes nothing.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from hand_step import LEVELS, RULES, HandOnDisk, kills_before_each_operation, money

from mahjong2p.play.arcade import ArcadeRun
from mahjong2p.play.bean_table import BeanTable
from mahjong2p.play.bean_wallet import BeanWallet
from mahjong2p.play.run_hand_file import keep_left_over_records
from mahjong2p.store.profile import Profile
from mahjong2p.store.replays import replay_folder
from mahjong2p.store.stats import load_stats

MODES = ("beans", "arcade")


def _start(folder: Path, mode: str, rest: HandOnDisk) -> None:
    """The next start on ``folder``: what it settles or writes itself, then the hand it
    resumes (if one is still open) played on to its end with ``rest``'s actions."""
    if mode == "beans":
        table = BeanTable.resume(BeanWallet.open(RULES, folder), folder)
        keeper, hand = table, None if table is None else table.hand
    else:
        profile = Profile.open(folder)
        keep_left_over_records(profile)
        saved = profile.progress.run
        arcade = None if saved is None else ArcadeRun.resume(LEVELS, profile, saved)
        keeper, hand = arcade, None if arcade is None else arcade.playing
    if keeper is None or hand is None or hand.is_over:
        return
    for action in rest.actions[len(hand.actions) :]:
        hand.apply(action)
        keeper.acted(hand)


def _records(folder: Path, table: HandOnDisk) -> tuple[int, int]:
    """(the replay files of the hand, the 战绩 lines of the hand)."""
    hand = table.hand
    mark = f"-s{hand.seed}-h{hand.hand_number}"
    replays = [p for p in replay_folder(folder).glob("*.json") if mark in p.name]
    stats, _ = load_stats(folder)
    lines = [line for line in stats.recent if f"-{hand.seed}-{hand.hand_number}-" in line.key]
    return len(replays), len(lines)


@pytest.mark.parametrize("mode", MODES)
def test_a_kill_at_every_file_operation_of_the_hands_end_keeps_money_replay_and_line_once(
    tmp_path: Path, mode: str
) -> None:
    live = tmp_path / "live"
    live.mkdir()
    table = HandOnDisk(live, mode)
    before = money(live, mode)
    table.play_to_last()
    with kills_before_each_operation(live, tmp_path) as states:
        table.play(1)
    assert table.hand.is_over
    assert len(states) >= 8, f"only {len(states)} file operations in the hand's end"
    settled = money(live, mode)
    assert settled > before  # the player's win, on disk
    assert _records(live, table) == (1, 1)
    for state in [*states, live]:
        for start in range(2):
            _start(state, mode, table)
            assert money(state, mode) == settled, f"{state.name}, start {start + 1}"
            assert _records(state, table) == (1, 1), f"{state.name}, start {start + 1}"
            temps = [p.name for p in state.rglob("*.tmp")]
            assert not temps, f"{state.name}: temporary files of killed writes left: {temps}"
        shutil.rmtree(state) if state != live else None


@pytest.mark.parametrize("mode", MODES)
def test_the_settling_authority_writes_the_records_without_any_screen(
    tmp_path: Path, mode: str
) -> None:
    """No results screen is drawn here: the replay and the 战绩 line are there anyway."""
    table = HandOnDisk(tmp_path, mode)
    table.play(len(table.actions))
    assert table.hand.is_over
    assert _records(tmp_path, table) == (1, 1)


def test_the_settling_save_records_what_the_records_need(tmp_path: Path) -> None:
    table = HandOnDisk(tmp_path, "beans")
    start = money(tmp_path, "beans")
    table.play(len(table.actions))
    account = BeanWallet.open(RULES, tmp_path).account
    assert account.open_hand is None and account.record is not None
    assert account.record.before[0] == start
    assert account.record.moved == account.beans - start
    [line] = load_stats(tmp_path)[0].recent
    assert line.key.endswith(account.record.played_at)
