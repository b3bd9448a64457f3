"""#24 items 1-3: beans (72-tile) and the arcade's credits move in the engine step that ends
the hand, are on disk at once, and are moved exactly once whatever happens before the
results: the window closed or the game killed at any frame between the winning action
(or the last discard of a 荒牌) and the results screen, in both modes. The table shows
the balance from before the hand until the results; 逃跑 is not offered once the engine's
hand is over.

A kill is the data folder as it stands after a frame (copied: what a SIGKILL then leaves);
a close is the same after the app's save on closing. Each is reopened as the next start
would: the money must be the settled hand's, and no unsettled hand may be left to replay.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from money_gap import FRAME_S, KINDS, disk_app, outcome_kind, sit, steer
from ui_driver import key

from mahjong2p.app.shell import App
from mahjong2p.play.arcade import ArcadeRun
from mahjong2p.play.bean_table import BeanTable
from mahjong2p.play.bean_wallet import BeanWallet
from mahjong2p.progression.levels import load_levels
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.rules.actions import Action
from mahjong2p.rules.events import Event, Won
from mahjong2p.rules.gb.scoring.result import GbScore
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.scoring import ScoreResult, WinBy
from mahjong2p.scenes.gb_results.scene import GbResultsScene
from mahjong2p.scenes.gb_table.scene import GbTableScene
from mahjong2p.scenes.results import ResultsScene
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.store.profile import Profile
from mahjong2p.store.settings import Speed

RULES = load_rooms()
SEEDS = range(1, 12)


@pytest.fixture(autouse=True)
def _quit() -> Iterator[None]:
    yield
    pygame.quit()


def _play_to_engine_end(folder: Path, mode: str, kind: str) -> tuple[App, TableScene]:
    """The app with ``kind``'s hand just ended by the engine (nothing of its end shown at
    a player's speed yet), on the first seed that gives that outcome."""
    for seed in SEEDS:
        for old in folder.iterdir():
            shutil.rmtree(old) if old.is_dir() else old.unlink()
        app = disk_app(folder, seed)
        table = sit(app, mode)
        steer(table.session, kind)
        _at_the_end(app, table.session.hand, Speed.NORMAL)  # the end as a player sees it
        for _ in range(4000):
            if table.session.hand.is_over:
                break
            app.frame(FRAME_S)
        if table.session.hand.is_over and outcome_kind(table.session) == kind:
            return app, table
        pygame.quit()
    raise AssertionError(f"no {kind} hand in {mode} over seeds {SEEDS}")


def _at_the_end(app: App, hand: Hand, speed: Speed) -> None:
    """Switch the animations to ``speed`` in the very step the engine ends ``hand``."""
    apply = hand.apply

    def applied(action: Action) -> list[Event]:
        events = apply(action)
        if hand.is_over:
            app.ctx.settings.anim_speed = speed
        return events

    hand.apply = applied  # type: ignore[method-assign]


def _shown_money(table: TableScene) -> int:
    numbers = table.numbers()
    return numbers.beans if isinstance(table, GbTableScene) else numbers.credits  # type: ignore[union-attr]


def _reopened(folder: Path, mode: str) -> tuple[int, int, bool]:
    """The next start on ``folder``: (money, hands settled, an unsettled hand to replay)."""
    if mode == "beans":
        wallet = BeanWallet.open(RULES, folder)
        table = BeanTable.resume(wallet, folder)
        unsettled = table is not None and getattr(table, "outcome", None) is None
        return wallet.account.beans, wallet.account.stats.hands, unsettled
    profile = Profile.open(folder)
    saved = profile.progress.run
    assert saved is not None
    arcade = ArcadeRun.resume(load_levels(), profile, saved)
    unsettled = arcade.playing is not None and getattr(arcade, "outcome", None) is None
    return arcade.run.credits, arcade.run.hand_number, unsettled


@pytest.mark.parametrize("mode", ["beans", "arcade"])
@pytest.mark.parametrize("kind", KINDS)
def test_close_or_kill_at_every_frame_before_the_results_settles_once(
    tmp_path: Path, mode: str, kind: str
) -> None:
    live = tmp_path / "live"
    live.mkdir()
    app, table = _play_to_engine_end(live, mode, kind)
    before = _shown_money(table)
    results = GbResultsScene if mode == "beans" else ResultsScene
    states: list[Path] = []
    for frame in range(400):
        if isinstance(app.ctx.stack.top, results):
            break
        assert _shown_money(table) == before, f"frame {frame}: the sidebar told the result"
        kill = shutil.copytree(live, tmp_path / f"kill-{frame}")
        app.ctx.save_run()  # what closing the window does
        close = shutil.copytree(live, tmp_path / f"close-{frame}")
        states += [kill, close]
        app.frame(FRAME_S)
    assert len(states) >= 4, "the end of the hand took no frames to show"
    settled = _reopened(live, mode)
    assert not settled[2]
    for state in states:
        assert _reopened(state, mode) == settled, state.name
        assert _reopened(state, mode) == settled, f"{state.name}, opened twice"


@pytest.mark.parametrize("mode", ["beans", "arcade"])
def test_the_money_is_on_disk_in_the_step_that_ends_the_hand(tmp_path: Path, mode: str) -> None:
    app, table = _play_to_engine_end(tmp_path, mode, "player")
    money, hands, unsettled = _reopened(tmp_path, mode)
    assert not unsettled
    assert hands == 1
    # on disk, the amount the rules ask; the table does not say it yet
    assert money == _shown_money(table) + _player_s_win(app, table, mode)


def _player_s_win(app: App, table: TableScene, mode: str) -> int:
    """What the player's win of the first hand pays by the rules: RULES.md B6 (the total
    fan capped at 13, × 3 for 自摸 and × 1 on a discard, × the room's rate; the house
    stands behind the CPU, so it is paid in full) or A9 (the points × the stage's payout
    multiplier; no dealer-streak bonus in a first hand)."""
    won = next(e for e in table.session.hand.log if isinstance(e, Won))
    assert won.seat == 0
    if mode == "beans":
        assert isinstance(table, GbTableScene) and isinstance(won.score, GbScore)
        multiplier = 3 if won.win_by is WinBy.TSUMO else 1
        return min(won.score.total_fan, 13) * multiplier * table.table.room.rate
    run = app.ctx.arcade
    assert run is not None and isinstance(won.score, ScoreResult)
    return round(won.score.points * app.ctx.levels.stage(run.run.stage).payout_multiplier)


def test_escape_is_not_offered_once_the_engine_ended_the_hand(tmp_path: Path) -> None:
    app, table = _play_to_engine_end(tmp_path, "beans", "cpu")
    assert isinstance(table, GbTableScene)
    wallet = table.table.wallet
    after = wallet.account.beans  # the CPU's win is settled already
    key(pygame.K_ESCAPE)
    app.frame(FRAME_S)
    assert table.menu is not None and table.menu.due == 0
    assert table.table.escape() is None  # nothing to charge: the hand is settled
    key(pygame.K_UP)  # to 离开
    key(pygame.K_RETURN)
    app.frame(FRAME_S)
    assert isinstance(app.ctx.stack.top, GbResultsScene)
    assert wallet.account.beans == after
    assert wallet.account.stats.rooms["novice"].escapes == 0
