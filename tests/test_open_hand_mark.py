"""#35 §1 (RULES.md B6, the decision of 2026-12-06): the wallet knows a hand is open.

The attacks: kill the game mid-hand, then garble or delete the hand's file — the next
start used to set the hand aside with the beans unchanged, a free 逃跑 and a free re-deal;
or delete only the journal — the hand used to resume at its deal, after the player had
seen their draws. Now the hand is one file (snapshot and actions), the wallet holds the
open-hand mark written after that file and cleared by the settling write, and a hand whose
file is gone is settled as 逃跑 (the arcade: charged as that hand's loss).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hand_step import LEVELS, ROOM, RULES, HandOnDisk, money

from mahjong2p.play.arcade import ArcadeRun
from mahjong2p.play.bean_table import BeanTable, NotDealtError
from mahjong2p.play.bean_wallet import BeanWallet
from mahjong2p.store import atomic
from mahjong2p.store.hand_files import TABLE_FILE
from mahjong2p.store.profile import Profile
from mahjong2p.store.replays import load_replays, replay_folder

ACTIONS_PLAYED = 8


def _garble(path: Path) -> None:
    path.write_bytes(b"\x00garbled" + path.read_bytes()[:40])


def _hand_files(folder: Path) -> list[Path]:
    """Every file that holds a part of the hand in play (today's one file; an older
    version's snapshot and journal): none of them holds beans."""
    names = ("bean_table.", "run_hand.")
    return [p for p in folder.iterdir() if p.name.startswith(names)]


@pytest.mark.parametrize("damage", ["garble", "delete"])
def test_a_hand_whose_file_is_gone_after_a_kill_is_settled_as_escape(
    tmp_path: Path, damage: str
) -> None:
    table = HandOnDisk(tmp_path, "beans")
    before = money(tmp_path, "beans")
    table.play(ACTIONS_PLAYED)
    for path in _hand_files(tmp_path):  # the kill: then the files are damaged
        _garble(path) if damage == "garble" else path.unlink()
    wallet = BeanWallet.open(RULES, tmp_path)
    assert BeanTable.resume(wallet, tmp_path) is None
    due = RULES.escape_points * RULES.room(ROOM).rate
    assert wallet.account.beans == before - due
    assert wallet.account.stats.rooms[ROOM].escapes == 1
    assert wallet.account.open_hand is None
    assert wallet.lost is not None and wallet.lost[1].paid == due
    [kept] = [s.replay for s in load_replays(replay_folder(tmp_path))[0]]
    assert kept.room is not None and kept.room.escaped and kept.seed == table.hand.seed
    again = BeanWallet.open(RULES, tmp_path)  # the next start charges nothing more
    assert BeanTable.resume(again, tmp_path) is None and again.account == wallet.account


@pytest.mark.parametrize("mode", ["beans", "arcade"])
def test_deleting_the_journal_alone_cannot_rewind_the_hand(tmp_path: Path, mode: str) -> None:
    """After 8 actions: whatever file is named a journal is deleted; the next start either
    resumes at action 8 or settles the hand — never at the deal."""
    table = HandOnDisk(tmp_path, mode)
    table.play(ACTIONS_PLAYED)
    for path in tmp_path.iterdir():
        if path.name.endswith(".journal"):
            path.unlink()
    if mode == "beans":
        resumed = BeanTable.resume(BeanWallet.open(RULES, tmp_path), tmp_path)
        hand = None if resumed is None else resumed.hand
    else:
        profile = Profile.open(tmp_path)
        assert profile.progress.run is not None
        hand = ArcadeRun.resume(LEVELS, profile, profile.progress.run).playing
    assert hand is None or hand.actions == table.hand.actions


def test_the_arcade_run_whose_hand_file_is_lost_is_charged_that_hands_loss(
    tmp_path: Path,
) -> None:
    table = HandOnDisk(tmp_path, "arcade")
    bet_taken = money(tmp_path, "arcade")
    table.play(ACTIONS_PLAYED)
    for path in _hand_files(tmp_path):
        path.unlink()
    profile = Profile.open(tmp_path)
    assert profile.progress.run is not None
    arcade = ArcadeRun.resume(LEVELS, profile, profile.progress.run)
    assert arcade.playing is None and arcade.hand is None  # no hand to play on
    assert arcade.run.credits == bet_taken and arcade.run.dealer_streak == 0
    again = Profile.open(tmp_path).progress.run
    assert again is not None and again.hand is None and again.run == arcade.run


@pytest.mark.parametrize("mode", ["beans", "arcade"])
def test_a_hand_whose_file_cannot_be_written_is_not_dealt(
    tmp_path: Path, mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    write = atomic.write_atomically

    def full_disk_for_the_hand(path: Path, text: str) -> None:
        if path.name.startswith(("bean_table.", "run_hand.")):
            raise OSError(28, "No space left on device")
        write(path, text)

    monkeypatch.setattr("mahjong2p.store.journal.write_atomically", full_disk_for_the_hand)
    if mode == "beans":
        wallet = BeanWallet.open(RULES, tmp_path)
        table = BeanTable(wallet, RULES.room(ROOM), 100, folder=tmp_path)
        with pytest.raises(NotDealtError, match="No space left"):
            table.begin_hand()
        assert table.hand is None
        assert BeanWallet.open(RULES, tmp_path).account.open_hand is None
        return
    from mahjong2p.play.arcade import NotDealtError as RunNotDealt

    run = ArcadeRun.new(LEVELS, Profile.open(tmp_path), 3, 1)
    credits = run.run.credits
    with pytest.raises(RunNotDealt, match="No space left"):
        run.begin_hand()
    assert run.playing is None and run.run.credits == credits  # no bet taken
    saved = Profile.open(tmp_path).progress.run
    assert saved is not None and saved.hand is None and saved.run.credits == credits


def test_the_mark_follows_the_hands_file_and_leaves_with_the_settling_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    written: list[tuple[str, bool]] = []
    write = atomic.write_atomically

    def noted(path: Path, text: str) -> None:
        if path.name in (TABLE_FILE, "beans.json"):
            first = json.loads(text.splitlines()[0] if path.name == TABLE_FILE else text)
            written.append((path.name, first.get("open_hand") is not None))
        write(path, text)

    monkeypatch.setattr("mahjong2p.store.journal.write_atomically", noted)
    monkeypatch.setattr("mahjong2p.store.twin_files.atomic.write_atomically", noted)
    table = HandOnDisk(tmp_path, "beans")
    assert written == [(TABLE_FILE, False), ("beans.json", True)]  # the file, then the mark
    before = money(tmp_path, "beans")
    table.play(len(table.actions))
    assert written[-1] == ("beans.json", False)  # the settling write clears the mark
    assert money(tmp_path, "beans") != before


def test_a_hand_resumed_without_its_mark_is_marked_before_play_goes_on(tmp_path: Path) -> None:
    """A kill between the hand's file and its mark leaves a hand the wallet does not know:
    the resume marks it, so deleting its file afterwards still costs the 逃跑."""
    from dataclasses import replace

    table = HandOnDisk(tmp_path, "beans")
    before = money(tmp_path, "beans")
    unmarked = BeanWallet.open(RULES, tmp_path)
    unmarked.store(replace(unmarked.account, open_hand=None))  # as the kill left it
    wallet = BeanWallet.open(RULES, tmp_path)
    resumed = BeanTable.resume(wallet, tmp_path)
    assert resumed is not None and wallet.account.open_hand is not None
    assert wallet.account.open_hand.key == f"{table.hand.seed}/{table.hand.hand_number}"
    (tmp_path / TABLE_FILE).unlink()
    again = BeanWallet.open(RULES, tmp_path)
    assert BeanTable.resume(again, tmp_path) is None
    assert again.account.beans == before - RULES.escape_points * RULES.room(ROOM).rate
