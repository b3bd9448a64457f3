"""Cut-ins, the win sequence, replays watched on the table, the title's attract mode and
the ends of a stage — driven headless through the app, as a player would meet them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.scenes import showcase
from mahjong2p.scenes.haitei import HaiteiScene
from mahjong2p.scenes.replays import ReplayListScene
from mahjong2p.scenes.results import ResultsScene
from mahjong2p.scenes.shop import ShopScene
from mahjong2p.scenes.showcase.staged import arcade_at, settled
from mahjong2p.scenes.showcase.staging import cpu_won, human_won, play_until
from mahjong2p.scenes.stage_end import GameOverScene, StageClearScene
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.scenes.table.watch import WatchTable
from mahjong2p.scenes.title import IDLE_S, TitleScene
from mahjong2p.scenes.viewer.scene import ReplayViewer
from mahjong2p.store.profile import Profile
from mahjong2p.store.replays import load_replays, replay_folder
from mahjong2p.store.settings import Speed
from mahjong2p.ui.cutin import CutInKind, CutIns
from mahjong2p.ui.particles import Particles
from mahjong2p.ui.tween import Tweener

STEP = 1 / 60


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    application = App(size=(1280, 720), seed=3, profile=Profile.open(tmp_path))
    application.ctx.settings.timer_enabled = False
    yield application
    pygame.quit()


def key(app: App, k: int) -> None:
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def run(app: App, seconds: float) -> None:
    for _ in range(round(seconds / STEP)):
        app.frame(STEP)


def test_a_big_deal_cut_in_is_one_call_and_ends_by_itself(app: App) -> None:
    tweener = Tweener()
    cutins = CutIns(tweener, app.ctx.audio, Particles())
    cutins.play("大出血！", CutInKind.BIG_DEAL, "sub")
    assert cutins.active and tweener.busy
    surface = pygame.Surface((1280, 720))
    area = pygame.Rect(200, 250, 1000, 220)
    frames = []
    for _ in range(40):
        tweener.update(STEP)
        surface.fill((0, 0, 0))
        cutins.draw(surface, app.ctx.fonts, area, 1.0)
        frames.append(pygame.image.tobytes(surface, "RGB"))
    assert len(set(frames)) > 10  # it moves
    tweener.update(5.0)
    assert not cutins.active and not tweener.busy


@pytest.mark.parametrize("kind", list(CutInKind))
def test_every_cut_in_kind_finishes_at_instant_speed(app: App, kind: CutInKind) -> None:
    cutins = CutIns(Tweener(lambda: Speed.INSTANT), app.ctx.audio, Particles())
    cutins.play("碰！", kind)
    assert not cutins.active


def test_the_win_sequence_unfolds_and_a_key_finishes_it(app: App) -> None:
    showcase.show(app.ctx, "win_sequence", at=0.0)
    results = app.ctx.stack.top
    assert isinstance(results, ResultsScene) and results.kind == "win"
    run(app, 1.2)
    shown = (results.state.tiles, results.state.rows, results.state.credits)
    assert results.state.title == 1 and shown[0] > 0 and shown[2] == 0
    key(app, pygame.K_RETURN)  # the first press finishes the show
    assert not results.showing and results.state.credits == 1
    assert results.state.rows == len(results.won.score.fans)  # type: ignore[union-attr]
    run(app, 0.5)
    assert len(results.particles) > 0  # confetti keeps falling behind the panels


def test_a_yakuman_is_collected_and_saved(app: App, tmp_path: Path) -> None:
    showcase.show(app.ctx, "yakuman", at=0.0)
    results = app.ctx.stack.top
    assert isinstance(results, ResultsScene) and results.kind == "yakuman"
    ids = {y.id for y in results.won.score.yakuman}  # type: ignore[union-attr]
    assert ids <= Profile.open(tmp_path).yakuman_collected
    run(app, 8.0)
    assert not results.showing


def test_replaying_the_hand_from_the_results_shows_the_same_events(app: App) -> None:
    app.ctx.settings.anim_speed = Speed.INSTANT
    app.ctx.flow.start_run(1)
    app.ctx.stack.top.session.auto_play = True  # type: ignore[union-attr]
    for _ in range(5000):
        app.frame(0.05)
        top = app.ctx.stack.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, HaiteiScene) and top.ended is not None:
            key(app, pygame.K_RETURN)  # 托管 plays the 海底捞月 round; the player moves on
    results = app.ctx.stack.top
    assert isinstance(results, ResultsScene)
    found, skipped = load_replays(replay_folder(app.ctx.profile.folder or Path()))
    assert len(found) == 1 and not skipped  # kept in the data folder
    assert found[0].replay.play().log == results.session.hand.log
    key(app, pygame.K_r)
    viewer = app.ctx.stack.top
    assert isinstance(viewer, ReplayViewer)
    key(app, pygame.K_END)  # the whole hand shown on the viewer's table
    app.frame(0.05)
    watch = viewer.table
    assert isinstance(watch, WatchTable) and watch.model.ended is not None
    assert watch.session.hand.log == results.session.hand.log
    key(app, pygame.K_ESCAPE)
    app.frame(0.05)
    assert app.ctx.stack.top is results


def test_the_replay_list_opens_a_replay_and_skips_damaged_files(app: App) -> None:
    app.ctx.settings.anim_speed = Speed.INSTANT
    showcase.show(app.ctx, "replays")
    folder = replay_folder(app.ctx.profile.folder or Path())
    (folder / "20990101-000000-s1-h1.json").write_text("{broken", encoding="utf-8")
    app.ctx.stack.pop()
    app.ctx.stack.push(ReplayListScene(app.ctx))
    listing = app.ctx.stack.top
    assert isinstance(listing, ReplayListScene) and listing.skipped == 1
    app.draw()
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.ctx.stack.top, ReplayViewer)
    key(app, pygame.K_SPACE)  # play
    assert app.ctx.stack.top.playing
    key(app, pygame.K_ESCAPE)
    assert app.ctx.stack.top is listing


def test_the_title_plays_a_demo_when_idle_and_any_key_returns(app: App) -> None:
    title = TitleScene(app.ctx)
    app.ctx.stack.push(title)
    run(app, IDLE_S + 0.1)
    assert title.demo is not None
    app.ctx.settings.anim_speed = Speed.INSTANT
    for _ in range(3000):  # whole demo hands, one after another
        app.frame(0.05)
        if title.demo_hands >= 3:
            break
    assert title.demo_hands >= 3
    key(app, pygame.K_x)
    assert title.demo is None and app.ctx.stack.top is title
    key(app, pygame.K_DOWN)  # the menu answers again
    assert title.menu.focus == 2


def _results(app: App, goal, **run) -> ResultsScene:  # type: ignore[no-untyped-def]
    """The results of a hand played to ``goal``, settled by a stage-1 run with ``run``."""
    app.ctx.settings.anim_speed = Speed.INSTANT
    arcade_at(app.ctx, 1, **run)
    session = play_until(app.ctx.seed, goal)
    results = ResultsScene(app.ctx, session, settled(app.ctx, session))
    app.ctx.stack.push(results)
    return results


def test_reaching_the_target_clears_the_stage_and_unlocks_the_next(
    app: App, tmp_path: Path
) -> None:
    target = app.ctx.levels.stage(1).target
    results = _results(app, human_won, stage_winnings=target - 1)
    assert results.settlement.stage_cleared
    key(app, pygame.K_RETURN)
    assert isinstance(app.ctx.stack.top, StageClearScene)
    saved = Profile.open(tmp_path).progress
    assert saved.stages_unlocked == 2
    assert saved.run is not None and saved.run.run.stage == 2  # the run moved on, saved
    app.draw()
    key(app, pygame.K_RETURN)  # 下一关: stage 2 has the shop before its first hand
    assert isinstance(app.ctx.stack.top, ShopScene)
    key(app, pygame.K_RETURN)  # 开始下一局
    table = app.ctx.stack.top
    assert isinstance(table, TableScene) and table.stage.number == 2
    assert app.ctx.playing.run.stage_winnings == 0


def test_running_out_of_credits_offers_continue(app: App) -> None:
    bet = app.ctx.levels.stage(1).bet
    _results(app, cpu_won, credits=bet)  # the bet is the last of the credits, and lost
    key(app, pygame.K_RETURN)
    over = app.ctx.stack.top
    assert isinstance(over, GameOverScene)
    app.draw()
    key(app, pygame.K_RETURN)  # CONTINUE
    assert app.ctx.playing.run.credits == app.ctx.levels.economy.starting_credits - bet
    assert app.ctx.playing.run.continues == 1
    assert isinstance(app.ctx.stack.top, TableScene)


def test_the_continue_countdown_runs_out_to_the_title(app: App) -> None:
    arcade_at(app.ctx, 1, credits=10)
    app.ctx.stack.push(GameOverScene(app.ctx))
    run(app, 12)
    assert isinstance(app.ctx.stack.top, TitleScene)
