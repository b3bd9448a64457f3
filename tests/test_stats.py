"""战绩: the statistics file (bounded, one line per hand, damaged → set aside and fresh),
the lines the results screens note, the numbers and charts per mode, and the ways in."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from ui_driver import quick_app

from mahjong2p.ai.policies import make_agent
from mahjong2p.app.shell import App
from mahjong2p.i18n import Language
from mahjong2p.play.loop import play_hand
from mahjong2p.play.stats_keeper import line_of, stats_line_key
from mahjong2p.progression.beans.stats import BeanStats, HandResult
from mahjong2p.replay.record import Replay, replay_of
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.events import Won
from mahjong2p.rules.hand import Hand
from mahjong2p.scenes.level_select import LevelSelectScene
from mahjong2p.scenes.results import ResultsScene
from mahjong2p.scenes.showcase import review as showcase
from mahjong2p.scenes.showcase import show
from mahjong2p.scenes.stats_view.scene import StatsScene
from mahjong2p.scenes.title import TitleScene
from mahjong2p.stats.record import (
    LAST_N,
    HandLine,
    Mode,
    Result,
    Stats,
    stats_from_json,
    stats_to_json,
)
from mahjong2p.stats.summary import arcade_summary, beans_summary
from mahjong2p.store.profile import Profile
from mahjong2p.store.settings import Settings
from mahjong2p.store.stats import FILE, load_stats, save_stats


def _line(i: int, **changes: object) -> HandLine:
    base = HandLine(
        f"k{i}", Mode.ARCADE, "1", Result.WON, True, False, 3, 600, 1000 + i, ("menqing",)
    )
    return replace(base, **changes)  # type: ignore[arg-type]


def _replay(seed: int) -> Replay:
    hand = Hand(seed, rules=ARCADE)
    play_hand(hand, [make_agent("normal", seed, ARCADE), make_agent("master", seed + 1, ARCADE)])
    return replay_of(hand, 2, "2026-12-02 12:00:00")


def test_the_file_is_bounded_and_keeps_each_hand_once() -> None:
    stats = Stats()
    for i in range(LAST_N + 50):
        stats = stats.with_line(_line(i, result=Result.WON if i % 3 else Result.LOST))
    stats = stats.with_line(_line(LAST_N + 49))  # the same hand noted twice: once
    assert len(stats.recent) == LAST_N and stats.recent[-1].key == f"k{LAST_N + 49}"
    assert stats.stages["1"].hands == LAST_N + 50  # the totals count every hand
    assert stats.stages["1"].wins == sum(1 for i in range(LAST_N + 50) if i % 3)
    assert stats_from_json(json.loads(json.dumps(stats_to_json(stats)))) == stats


def test_each_mode_keeps_its_own_last_hands() -> None:
    """Hundreds of bean hands after the arcade's never push the arcade's recent hands
    (its 自摸 and deal-in shares, its charts) out of the bounded file."""
    stats = Stats()
    for i in range(50):
        stats = stats.with_line(_line(i))
    for i in range(50, 50 + LAST_N + 30):
        stats = stats.with_line(_line(i, mode=Mode.BEANS, place="novice"))
    assert len(stats.lines(Mode.ARCADE)) == 50
    assert len(stats.lines(Mode.BEANS)) == LAST_N
    assert stats.lines(Mode.BEANS)[-1].key == f"k{49 + LAST_N + 30}"
    assert stats_from_json(json.loads(json.dumps(stats_to_json(stats)))) == stats


def test_a_damaged_file_is_set_aside_and_the_statistics_start_afresh(tmp_path: Path) -> None:
    assert save_stats(tmp_path, Stats().with_line(_line(1))) is None
    assert load_stats(tmp_path)[0].recent == (_line(1),)
    for damage in ("{broken", '{"format": 1, "stages": {}, "recent": [{"mode": "poker"}]}', "[]"):
        (tmp_path / FILE).write_text(damage, encoding="utf-8")
        stats, message = load_stats(tmp_path)
        assert stats == Stats() and message is not None and "starting afresh" in message
        assert "\n" not in message and not (tmp_path / FILE).exists()
    assert len(list(tmp_path.glob(f"{FILE}.damaged-*"))) >= 1


def test_a_line_says_how_the_hand_went_for_the_player() -> None:
    seen = set()
    for seed in range(12):
        replay = _replay(seed)
        won = next((e for e in replay.play().log if isinstance(e, Won)), None)
        line = line_of(replay, 1234)
        assert line.key == stats_line_key(replay) and line.mode is Mode.ARCADE and line.place == "2"
        assert line.balance == 1234
        if won is None:
            assert line.result is Result.DRAWN and not line.dealt_in
        elif won.seat == 0:
            assert line.result is Result.WON and line.fan == won.score.total_fan
            assert line.amount == won.score.points and line.fans
            assert line.self_draw == (won.win_by.value == "tsumo")
        else:
            assert line.result is Result.LOST and line.amount == 0
            assert line.dealt_in == (won.win_by.value != "tsumo")
        seen.add(line.result)
    assert {Result.WON, Result.LOST} <= seen


def test_the_numbers_of_a_mode() -> None:
    lines = [
        _line(0, result=Result.WON, self_draw=True, fan=4, amount=800),
        _line(1, result=Result.WON, self_draw=False, fan=2, amount=400),
        _line(2, result=Result.LOST, self_draw=False, dealt_in=True, fan=0, amount=0, fans=()),
        _line(3, result=Result.DRAWN, self_draw=False, fan=0, amount=0, fans=(), agreement=0.5),
    ]
    stats = Stats()
    for line in lines:
        stats = stats.with_line(line)
    summary = arcade_summary(stats)
    assert summary.hands == 4 and summary.win_rate == 0.5
    assert summary.self_draw_share == 0.5 and summary.deal_in_rate == 0.25
    assert summary.average_fan == 3.0 and summary.average_amount == 300.0
    assert summary.top_fans == (("menqing", 2),) and summary.agreements == (0.5,)
    rooms = BeanStats().with_hand("novice", HandResult.WON, 500, ("qing_yi_se",))
    beans = beans_summary(stats, rooms)  # the rooms' totals are the bean account's
    assert beans.hands == 1 and beans.win_rate == 1.0 and beans.recent == 0


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    application = quick_app(App(size=(960, 540), seed=3, profile=Profile.open(tmp_path)))
    yield application
    pygame.quit()


def test_the_results_note_the_hand_and_then_its_review(app: App, tmp_path: Path) -> None:
    show(app.ctx, "results")
    scene = app.ctx.stack.top
    assert isinstance(scene, ResultsScene) and scene.review.job is not None
    stats, _ = load_stats(tmp_path)
    assert len(stats.lines(Mode.ARCADE)) == 1 and stats.recent[0].agreement is None
    scene.review.job.wait(30)
    app.draw()
    stats, _ = load_stats(tmp_path)
    assert stats.recent[0].agreement is not None


@pytest.mark.parametrize("language", list(Language))
def test_the_scene_draws_both_modes_in_both_languages(language: Language) -> None:
    application = App(size=(960, 540), settings=Settings(language=language), seed=3)
    try:
        showcase.stats(application.ctx)
        scene = application.ctx.stack.top
        assert isinstance(scene, StatsScene)
        for _ in range(2):
            application.draw()
            assert scene.summary().recent > 0
            scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0))
    finally:
        pygame.quit()


def test_k_opens_it_from_the_title_and_the_stage_select(app: App) -> None:
    for scene in (TitleScene(app.ctx), LevelSelectScene(app.ctx)):
        app.ctx.stack.push(scene)
        app.draw()
        app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_k, mod=0, unicode="k"))
        assert isinstance(app.ctx.stack.top, StatsScene)
        app.draw()
        app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
        assert app.ctx.stack.top is scene
        app.handle_event(
            pygame.event.Event(
                pygame.MOUSEBUTTONDOWN, pos=scene.stats_corner.button.rect.center, button=1
            )
        )
        assert isinstance(app.ctx.stack.top, StatsScene)
        app.ctx.stack.pop()
