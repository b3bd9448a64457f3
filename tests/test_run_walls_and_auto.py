"""Issue 42 items 5 and 6: every new run deals its own walls (a fresh seed per run when the
launch was not seeded, run k's seed derived from the launch seed when it was), and 托管
stays as the player left it across hands, stages, continues, runs, resumes and 欢乐豆
sittings."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from ui_driver import quick_app

from mahjong2p.app.shell import App
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.scenes.bean_flow import BeanFlow
from mahjong2p.scenes.gb_table.scene import GbTableScene
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.store.profile import Profile


@pytest.fixture
def data(tmp_path: Path) -> Iterator[Path]:
    yield tmp_path / "data"
    pygame.quit()


def open_app(data: Path, seed: int | None) -> App:
    return quick_app(App(size=(1280, 720), seed=seed, profile=Profile.open(data)))


def first_deal(app: App) -> tuple[int, list[int]]:
    """A new run from stage 1: its seed and its first hand's wall (the tiles left in it)."""
    app.ctx.flow.start_run(1)
    arcade = app.ctx.playing
    assert arcade.playing is not None
    return arcade.run.seed, arcade.playing.wall.tiles()


def test_two_new_runs_in_one_sitting_deal_different_walls(data: Path) -> None:
    app = open_app(data, seed=None)  # as the game launches
    first_seed, first_tiles = first_deal(app)
    app.ctx.flow.end_run()  # given up: straight to a new run
    second_seed, second_tiles = first_deal(app)
    assert first_seed != second_seed and first_tiles != second_tiles
    saved = Profile.open(data).progress.run
    assert saved is not None and saved.run.seed == second_seed  # its replays and a resume


def test_a_seeded_launch_derives_each_runs_seed_from_it(data: Path) -> None:
    seeds = []
    for _ in range(2):
        app = open_app(data, seed=5)
        seeds.append([first_deal(app)[0] for _ in range(3)])
        pygame.quit()
    assert seeds[0] == seeds[1]  # the same seed, the same game
    assert seeds[0][0] == 5 and len(set(seeds[0])) == 3


def test_auto_play_stays_on_across_hands_continues_runs_resumes_and_sittings(
    data: Path,
) -> None:
    app = open_app(data, seed=3)
    app.ctx.flow.start_run(1)
    table = app.ctx.stack.top
    assert isinstance(table, TableScene) and not table.session.auto_play
    table.toggle_auto()
    app.ctx.flow.continue_run()  # a CONTINUE: a new CPU and session for the stage
    assert _arcade_table(app).session.auto_play
    app.ctx.flow.start_run(1)  # a new run
    assert _arcade_table(app).session.auto_play
    pygame.quit()

    app = open_app(data, seed=4)  # the next sitting of the game, its run resumed
    app.ctx.flow.resume_run()
    assert _arcade_table(app).session.auto_play
    BeanFlow(app.ctx, app.ctx.flow.to_title).sit(load_rooms().room("novice"))
    bean_table = app.ctx.stack.top
    assert isinstance(bean_table, GbTableScene) and bean_table.session.auto_play
    bean_table.toggle_auto()  # off at the 欢乐豆 table: off for the arcade's next run too
    app.ctx.flow.start_run(1)
    assert not _arcade_table(app).session.auto_play


def _arcade_table(app: App) -> TableScene:
    table = app.ctx.stack.top
    assert isinstance(table, TableScene)
    return table
