"""Issue 42: the arcade's difficulties are data (levels/difficulty.toml), a run keeps the
one it began with to its end — through a kill and a resume — and so does its high score,
one table per difficulty; older saves count as 标准 and say so once."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from ui_driver import UiPlayer, quick_app

from mahjong2p.app.shell import App
from mahjong2p.paths import levels_dir
from mahjong2p.progression.highscores import HighScore, insert, table_of
from mahjong2p.progression.levels import (
    DIFFICULTY_FILE,
    STANDARD,
    LevelDataError,
    load_levels,
)
from mahjong2p.scenes.highscores import HighScoreScene
from mahjong2p.scenes.settings import SettingsScene
from mahjong2p.scenes.title import TitleScene
from mahjong2p.store.profile import Profile
from mahjong2p.store.saves import save_path

LEVELS = load_levels()


@pytest.fixture
def data(tmp_path: Path) -> Iterator[Path]:
    yield tmp_path / "data"
    pygame.quit()


def open_app(data: Path, seed: int | None = 6) -> App:
    return quick_app(App(size=(1280, 720), seed=seed, profile=Profile.open(data)))


# ---------------------------------------------------------------- the data
def test_every_difficulty_keeps_every_stages_features_and_differs_in_numbers() -> None:
    assert LEVELS.difficulties == ("easy", "standard", "hard")
    assert LEVELS.difficulty == LEVELS.default_difficulty == STANDARD
    for name in LEVELS.difficulties:
        other = LEVELS.at(name)
        assert other.difficulty == name
        assert [s.features for s in other.stages] == [s.features for s in LEVELS.stages]
    easy, hard = LEVELS.at("easy"), LEVELS.at("hard")
    assert easy.stages != LEVELS.stages != hard.stages
    assert LEVELS.at("no such id") is LEVELS  # a hand-edited id plays the default


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    copy = tmp_path / "levels"
    shutil.copytree(levels_dir(), copy)
    return copy


PLAIN = 'order = ["easy", "standard", "hard"]\ndefault = "standard"\n[easy]\n[standard]\n'


@pytest.mark.parametrize(
    ("table", "key", "problem"),
    [
        ("[hard.stage2.features]\nitems = false\n", "hard.stage2.features", "same in every"),
        ("[hard.stage2]\nbets = 900\n", "hard.stage2.bets", "not a key"),
        ("[hard.stage5]\nbet = 900\n", "hard.stage5", "unknown file"),
        ("[hard.stage2]\nbet = -5\n", "hard.stage2.bet", "at least 1"),
        ("[hard.stage3.chances]\ndraw_choice = nan\n", "hard.stage3.chances.draw_choice", "finite"),
    ],
)
def test_a_difficulty_mistake_is_one_line_naming_the_difficulty_file_and_key(
    folder: Path, table: str, key: str, problem: str
) -> None:
    (folder / DIFFICULTY_FILE).write_text(PLAIN + table, encoding="utf-8")
    with pytest.raises(LevelDataError) as caught:
        load_levels(folder)
    message = str(caught.value)
    assert message.startswith(f"{folder / DIFFICULTY_FILE}: {key}: ") and problem in message
    assert "\n" not in message


def test_a_difficulty_changes_only_the_numbers_it_names(folder: Path) -> None:
    changes = "[hard]\n[hard.stage2]\nbet = 900\n[hard.economy]\nstarting_credits = 50\n"
    (folder / DIFFICULTY_FILE).write_text(PLAIN + changes, encoding="utf-8")
    levels = load_levels(folder)
    hard = load_levels(folder, "hard")
    assert hard.stage(2).bet == 900 and hard.economy.starting_credits == 50
    assert hard.stages[0] == levels.stages[0] and hard.stage(2).target == levels.stage(2).target
    assert levels.at("hard") == hard and levels.at("easy").stages == levels.stages


# ---------------------------------------------------------------- the tables
def test_each_difficulty_has_its_own_table_and_ranks() -> None:
    entries: tuple[HighScore, ...] = ()
    for score in (9000, 5000):
        entries, _ = insert(entries, HighScore("s", score, 4, 0, "standard"), 2)
    entries, rank = insert(entries, HighScore("h", 100, 1, 0, "hard"), 2)
    assert rank == 0  # first in its own table, though last of all scores
    entries, rank = insert(entries, HighScore("s2", 100, 1, 0, "standard"), 2)
    assert rank is None  # the standard table is full of better runs
    assert [e.name for e in table_of(entries, "standard")] == ["s", "s"]
    assert [e.name for e in table_of(entries, "hard")] == ["h"]


# ---------------------------------------------------------------- a run's difficulty
def test_a_run_keeps_its_difficulty_from_start_to_end_through_a_kill(data: Path) -> None:
    app = open_app(data)
    app.ctx.settings.difficulty = "hard"
    app.ctx.flow.start_run(1)
    hard = LEVELS.at("hard")
    assert app.ctx.playing.run.difficulty == "hard" and app.ctx.playing.bet == hard.stage(1).bet
    app.ctx.settings.difficulty = "easy"  # changed mid-run: counts from the next run
    app.ctx.save_settings()
    UiPlayer(app).until_results()
    played = app.ctx.playing.run.hand_number
    assert app.ctx.playing.levels.difficulty == "hard"
    pygame.quit()  # killed: nothing saved at the close, only what each step stored

    app = open_app(data, seed=99)
    assert app.ctx.settings.difficulty == "easy"
    app.ctx.flow.resume_run()
    arcade = app.ctx.playing
    assert arcade.run.difficulty == "hard" and arcade.run.hand_number >= played
    assert arcade.bet == hard.stage(1).bet != LEVELS.at("easy").stage(1).bet
    UiPlayer(app).until_results()
    assert app.ctx.playing.run.difficulty == "hard"
    arcade.end("Kim")
    entries = Profile.open(data).progress.high_scores
    if arcade.rank is not None:  # a run that won anything is in the hard table only
        assert [e.name for e in table_of(entries, "hard")] == ["Kim"]
    assert table_of(entries, "easy") == table_of(entries, STANDARD) == ()
    app.ctx.flow.start_run(1)  # the next run plays the difficulty set now
    assert app.ctx.playing.run.difficulty == "easy"


def test_the_settings_row_cycles_the_difficulty_and_says_when_it_counts(data: Path) -> None:
    app = open_app(data)
    app.ctx.flow.start_run(1)
    settings = SettingsScene(app.ctx, in_game=True)
    row = next(i for i, r in enumerate(settings.rows) if r.name_key == "difficulty.setting")
    assert settings.rows[row].value() == "标准"
    settings._change(row, 1)
    assert app.ctx.settings.difficulty == "hard"
    assert settings.rows[row].value() == "困难（从下一局闯关起生效）"
    assert app.ctx.playing.run.difficulty == STANDARD  # never mid-run
    settings._change(row, 1)
    assert app.ctx.settings.difficulty == "easy"


def test_the_high_score_screen_switches_between_the_tables(data: Path) -> None:
    app = open_app(data)
    scene = HighScoreScene(app.ctx)
    assert scene.difficulty == STANDARD
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    assert scene.difficulty == "hard"
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
    assert scene.difficulty == "easy"
    scene.draw(app.surface)


# ---------------------------------------------------------------- older saves
def _old_save(data: Path) -> None:
    """A save written before difficulties: a run in progress and two high scores."""
    app = open_app(data)
    app.ctx.flow.start_run(1)
    profile = app.ctx.profile
    profile.store(
        profile.progress.__class__(
            stages_unlocked=2,
            high_scores=(HighScore("A", 5000, 2, 0), HighScore("B", 900, 1, 1)),
            settings=profile.progress.settings,
            run=profile.progress.run,
        )
    )
    pygame.quit()
    saved = json.loads(save_path(data).read_text(encoding="utf-8"))
    del saved["run"]["difficulty"]
    for entry in saved["high_scores"]:
        del entry["difficulty"]
    save_path(data).write_text(json.dumps(saved), encoding="utf-8")


def test_an_older_save_loads_as_standard_and_says_so_once(data: Path) -> None:
    _old_save(data)
    app = open_app(data)
    progress = app.ctx.profile.progress
    assert progress.difficulty_assumed and progress.run is not None
    assert progress.run.run.difficulty == STANDARD
    assert [(e.name, e.difficulty) for e in progress.high_scores] == [
        ("A", STANDARD),
        ("B", STANDARD),
    ]
    app.ctx.flow.to_title()
    title = app.ctx.stack.top
    assert isinstance(title, TitleScene) and title.notice == "difficulty.old_save"
    assert title.can_resume  # nothing lost
    pygame.quit()
    again = open_app(data)
    assert not again.ctx.profile.progress.difficulty_assumed
    again.ctx.flow.to_title()
    title = again.ctx.stack.top
    assert isinstance(title, TitleScene) and title.notice is None
    assert len(table_of(again.ctx.profile.progress.high_scores, STANDARD)) == 2
