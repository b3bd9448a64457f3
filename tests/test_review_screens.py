"""The 复盘 on the results screens: computed in the background from the moment the results
open, opened with its button or V, its summary drawn in both languages at 960×540."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pygame
import pytest
from ui_driver import click, key, quick_app

from mahjong2p.app.shell import App
from mahjong2p.i18n import Language
from mahjong2p.play.review_job import ReviewJob
from mahjong2p.scenes.results import ResultsScene
from mahjong2p.scenes.showcase import review as showcase
from mahjong2p.scenes.showcase import show
from mahjong2p.store.settings import Settings


@pytest.fixture
def app() -> Iterator[App]:
    application = quick_app(App(size=(960, 540), seed=3))
    yield application
    pygame.quit()


def test_the_results_start_the_review_and_v_opens_its_summary(app: App) -> None:
    show(app.ctx, "results")
    scene = app.ctx.stack.top
    assert isinstance(scene, ResultsScene)
    job = scene.review.job
    assert job is not None
    job.wait(30)
    assert job.result is not None and job.result.decisions
    key(pygame.K_v)
    app.frame(0.1)
    assert scene.review.open
    app.draw()
    key(pygame.K_ESCAPE)  # closes the summary, does not leave the results
    app.frame(0.1)
    assert not scene.review.open and app.ctx.stack.top is scene
    click(scene.review.button.rect.center)
    app.frame(0.1)
    assert scene.review.open


@pytest.mark.parametrize("language", list(Language))
def test_the_summary_draws_in_both_languages(language: Language) -> None:
    application = App(size=(960, 540), settings=Settings(language=language), seed=3)
    try:
        showcase.results_review(application.ctx)
        application.draw()
        assert application.ctx.stack.top.review.open  # type: ignore[union-attr]
    finally:
        pygame.quit()


def test_a_replay_that_does_not_replay_is_a_failed_review_not_a_crash() -> None:
    show_app = App(size=(960, 540), seed=3)
    try:
        show(show_app.ctx, "results")
        replay = show_app.ctx.stack.top.review.job.replay  # type: ignore[union-attr]
    finally:
        pygame.quit()
    broken = dataclasses.replace(replay, actions=replay.actions[1:])
    job = ReviewJob(broken, start=False)
    assert job.progress == 0.0 and not job.ready
    job.run()
    assert job.failed and job.ready and job.result is None and job.progress == 1.0
