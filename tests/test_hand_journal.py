"""#24 item 3: the hand in progress is on disk after every action (an fsynced journal beside
the snapshot), so a kill at any moment resumes at the last action — in both modes — and a
hand killed between its last action and its settlement is settled once at the next start.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from money_gap import FRAME_S, disk_app, sit, steer
from ui_driver import key

from mahjong2p.app.shell import App
from mahjong2p.play.arcade import ArcadeRun
from mahjong2p.play.bean_table import BeanTable
from mahjong2p.play.bean_wallet import BeanWallet
from mahjong2p.progression.levels import load_levels
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.hand import Hand
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.store.bean_table_save import table_journal
from mahjong2p.store.hand_files import RUN_HAND_FILE
from mahjong2p.store.journal import Journal, journal_key
from mahjong2p.store.profile import Profile

RULES = load_rooms()
MAX_FRAMES = 4000  # far more than a hand takes at the quick speed: a stuck hand fails


@pytest.fixture(autouse=True)
def _quit() -> Iterator[None]:
    yield
    pygame.quit()


def _resumed_actions(folder: Path, mode: str) -> list[Action]:
    if mode == "beans":
        table = BeanTable.resume(BeanWallet.open(RULES, folder), folder)
        assert table is not None and table.hand is not None
        return list(table.hand.actions)
    profile = Profile.open(folder)
    assert profile.progress.run is not None
    arcade = ArcadeRun.resume(load_levels(), profile, profile.progress.run)
    assert arcade.playing is not None
    return list(arcade.playing.actions)


def _kill_after_each_action(
    app: App, live: Path, copies: Path, mode: str, hand: Hand, actions: int | None = None
) -> None:
    """Frames until ``hand`` has taken ``actions`` actions (``None``: all) or ended; after
    each action, the data folder as a kill then leaves it resumes at that very action."""
    seen = 0
    for _ in range(MAX_FRAMES):
        if hand.is_over or (actions is not None and len(hand.actions) >= actions):
            return
        app.frame(FRAME_S)
        if len(hand.actions) > seen and not hand.is_over:
            seen = len(hand.actions)
            killed = shutil.copytree(live, copies / f"kill-{hand.hand_number}-{seen}")
            assert _resumed_actions(killed, mode) == hand.actions[:seen]
    raise AssertionError(f"hand {hand.hand_number} stopped at {len(hand.actions)} actions")


@pytest.mark.parametrize("mode", ["beans", "arcade"])
def test_a_kill_after_any_action_resumes_at_that_action(tmp_path: Path, mode: str) -> None:
    """Through the whole first hand, then — its file cleared at its settlement — the next
    hand's first actions, which reach a file written anew."""
    live = tmp_path / "live"
    live.mkdir()
    app = disk_app(live, 3)
    table = sit(app, mode)
    steer(table.session, "draw")
    first = table.session.hand
    _kill_after_each_action(app, live, tmp_path, mode, first)
    assert first.is_over
    for _ in range(MAX_FRAMES):
        if app.ctx.stack.top is not table:
            break
        app.frame(FRAME_S)
    key(pygame.K_RETURN)  # 下一局
    app.frame(FRAME_S)
    again = app.ctx.stack.top
    assert isinstance(again, TableScene) and again.session.hand is not first
    steer(again.session, "draw")
    _kill_after_each_action(app, live, tmp_path, mode, again.session.hand, 12)
    assert len(again.session.hand.actions) >= 12


def test_a_torn_or_foreign_journal_line_adds_nothing(tmp_path: Path) -> None:
    journal = Journal(tmp_path / "j")
    discard = Action(ActionKind.DISCARD, 0, tile=5)
    journal.start({"hand": "1/0"}, ())
    journal.append("1/0", 0, discard)
    journal.append("9/9", 1, discard)  # another hand's line is skipped
    journal.append("1/0", 1, discard)
    journal.append("1/0", 3, discard)  # a gap ends the reading
    assert journal.read().actions_after("1/0", 0) == [discard, discard]
    assert journal.read().actions_after("1/0", 1) == [discard]  # the snapshot holds the first
    with (tmp_path / "j").open("ab") as out:
        out.write(b'{"key": "1/0", "n": 4, "act')  # a kill mid-append
    assert len(journal.read().actions_after("1/0", 0)) == 2


class Killed(Exception):
    """Stands for the process dying at that point."""


@pytest.mark.parametrize("mode", ["beans", "arcade"])
def test_killed_between_the_last_action_and_its_settlement_settles_once(
    tmp_path: Path, mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = disk_app(tmp_path, 3)
    table = sit(app, mode)
    steer(table.session, "player")
    keeper = type(table.session.keeper)

    def die(self: object, hand: object) -> None:
        raise Killed

    monkeypatch.setattr(keeper, "ended", die)
    with pytest.raises(Killed):
        for _ in range(4000):
            app.frame(FRAME_S)
    monkeypatch.undo()
    if mode == "beans":
        wallet = BeanWallet.open(RULES, tmp_path)
        start = wallet.account.beans
        resumed = BeanTable.resume(wallet, tmp_path)
        assert resumed is not None and resumed.outcome is not None
        assert wallet.account.beans > start and wallet.account.stats.hands == 1
        again = BeanWallet.open(RULES, tmp_path)
        assert BeanTable.resume(again, tmp_path) is None
        assert again.account == wallet.account
        assert not table_journal(tmp_path).path.exists()
    else:
        profile = Profile.open(tmp_path)
        assert profile.progress.run is not None
        start = profile.progress.run.run.credits
        arcade = ArcadeRun.resume(load_levels(), profile, profile.progress.run)
        assert arcade.outcome is not None and arcade.run.credits > start
        again = Profile.open(tmp_path)
        assert again.progress.run is not None and again.progress.run.hand is None
        assert again.progress.run.run == arcade.run
        assert not (tmp_path / RUN_HAND_FILE).exists()


def test_killed_after_the_settlement_before_the_table_was_cleared(tmp_path: Path) -> None:
    """The account names the last settled hand, so its leftover save is never replayed."""
    app = disk_app(tmp_path, 3)
    table = sit(app, "beans")
    bean_table = app.ctx.bean_table
    assert bean_table is not None and bean_table.hand is not None
    kept = (tmp_path / "bean_table.json").read_bytes()
    key = journal_key(bean_table.hand)
    steer(table.session, "player")
    for _ in range(MAX_FRAMES):
        if bean_table.outcome is not None:
            break
        app.frame(FRAME_S)
    else:
        raise AssertionError("the hand was never settled")
    settled = BeanWallet.open(RULES, tmp_path).account
    assert settled.settled == key
    (tmp_path / "bean_table.json").write_bytes(kept)  # as if the clearing never happened
    wallet = BeanWallet.open(RULES, tmp_path)
    assert BeanTable.resume(wallet, tmp_path) is None
    assert wallet.account == settled
    assert not (tmp_path / "bean_table.json").exists()
