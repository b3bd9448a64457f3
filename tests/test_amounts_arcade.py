"""One rule for amounts in both modes (issue 25, item 6): the arcade's credits, bets,
points and prizes read as the bean table's do — exact with separators up to 99,999, then
万/亿 (zh) or K/M/B (en) — so a stage-4 credits figure of 123,456 reads 12.3万 / 123.4K in
the table's sidebar (less the bet) and on the results, never "123,456" on either."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pygame
import pytest
from text_drawn import drawn_text

from mahjong2p.app.shell import App
from mahjong2p.i18n import Language
from mahjong2p.i18n.amounts import format_estimate
from mahjong2p.scenes.results.scene import ResultsScene
from mahjong2p.scenes.showcase.staged import arcade_at, settled_table
from mahjong2p.scenes.showcase.staging import human_won, play_until

CREDITS = 123_456
LONG_EXACT = re.compile(r"\d{1,3}(,\d{3}){2,}")  # 123,456 and up: the rule shows 12.3万


@pytest.fixture
def app() -> Iterator[App]:
    application = App(size=(1280, 720), seed=5)
    yield application
    pygame.quit()


@pytest.mark.parametrize(
    ("language", "shown", "after_bet"),
    [(Language.ZH, "12.3万", "12.2万"), (Language.EN, "123.4K", "122.6K")],
)
def test_stage_4_credits_read_the_same_on_the_table_and_the_results(
    app: App, monkeypatch: pytest.MonkeyPatch, language: Language, shown: str, after_bet: str
) -> None:
    ctx = app.ctx
    ctx.settings.language = language
    ctx.apply_settings()
    session = play_until(ctx.seed, human_won)
    bet = ctx.levels.stage(4).bet  # the shipped 标准 stage 4: the strings above are CREDITS - 850
    arcade = arcade_at(ctx, 4, credits=CREDITS)
    lines = drawn_text(monkeypatch)
    settled_table(ctx, session, keep=3)  # the win still to show: the hand not yet paid
    app.draw()
    assert arcade.run.credits == CREDITS - bet and after_bet in lines  # the sidebar
    assert ctx.text.amount(bet) in lines
    table_lines = list(lines)
    outcome = arcade.ended(session.hand)
    results = ResultsScene(ctx, session, outcome)
    ctx.stack.reset(results)
    results.skip()
    lines.clear()
    app.draw()
    st = outcome.settlement
    assert st.credits_before == CREDITS and f"{shown} →" in lines
    assert ctx.text.amount(st.credits_after) in lines
    assert ctx.text.text("results.payout", n=ctx.text.amount(st.payout)) in lines
    for line in (*table_lines, *lines):
        assert not LONG_EXACT.search(line), line  # never the same amount written out


@pytest.mark.parametrize(
    ("value", "zh", "en"),
    [
        (2.54, "2.5", "2.5"),
        (-3.0, "-3.0", "-3.0"),
        (1234.6, "1,235", "1,235"),
        (123456.0, "12.3万", "123.4K"),
    ],
)
def test_an_average_or_estimate_reads_by_the_same_rule(value: float, zh: str, en: str) -> None:
    """The review's estimated losses and the stats' averages: one decimal below 10, else
    a whole amount by the rule."""
    assert format_estimate(value, Language.ZH) == zh and format_estimate(value, Language.EN) == en
