"""Issue 37.7: every row of the replay list says what the hand moved, with its unit — 分
in the arcade (a win its points, a CPU win the stage's bet, a drawn hand 0), 欢乐豆 at a
bean table — read from the row's words."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.i18n import Language
from mahjong2p.replay.recorder import replay_now
from mahjong2p.scenes.replay_row import row_labels
from mahjong2p.scenes.showcase.staging import cpu_won, drawn_hand, human_won, play_until
from mahjong2p.store.settings import Settings

UNITS = {Language.ZH: "分", Language.EN: "pts"}


@pytest.fixture(params=list(Language), ids=lambda lang: lang.value)
def app(request: pytest.FixtureRequest) -> Iterator[App]:
    application = App(size=(1280, 720), seed=1, settings=Settings(language=request.param))
    yield application
    pygame.quit()


@pytest.mark.parametrize("stage", [1, 3])
def test_each_arcade_row_has_its_amount_and_unit(app: App, stage: int) -> None:
    language = app.ctx.text.language
    bet = app.ctx.levels.stage(stage).bet
    for goal in (human_won, cpu_won, drawn_hand):
        replay = replay_now(play_until(1, goal).hand, stage)
        outcome = row_labels(app.ctx, replay).outcome
        assert outcome.endswith(UNITS[language]), outcome
        if goal is human_won:
            assert f"+{replay.summary.points:,}" in outcome, outcome
        else:
            assert (f"-{bet:,}" if goal is cpu_won else "0") in outcome, outcome
