"""When the CPU wins, both results screens show what it cost the player: the CPU's hand
with the winning tile marked, the player's own hand laid open under it, and one line
naming how the hand was lost (on a 点和: the tile the player discarded) and the amount —
the amount the rules ask (RULES.md A9, B6), which the money panel moves too; the tile
claimed into a meld is marked."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pygame
import pytest
from text_drawn import drawn_text

from mahjong2p.app.shell import App
from mahjong2p.i18n.amounts import format_amount
from mahjong2p.progression.beans.settle import Party, Purses, settle_win
from mahjong2p.rules.gb.scoring.result import GbScore
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes import showcase
from mahjong2p.scenes.gb_results.scene import GbResultsScene
from mahjong2p.scenes.results import loser
from mahjong2p.scenes.results.scene import ResultsScene
from mahjong2p.ui import hand_row


@pytest.fixture
def app() -> Iterator[App]:
    application = App(size=(1280, 720), seed=5)
    yield application
    pygame.quit()


def rows_drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[list[int], int | None]]:
    """Every hand row the results draw: its concealed tiles and its marked winning tile."""
    rows: list[tuple[list[int], int | None]] = []
    real = hand_row.draw_hand_row

    def recorded(*args: Any, **kwargs: Any) -> pygame.Rect:
        win = args[6] if len(args) > 6 else kwargs.get("win_tile")
        rows.append((sorted(args[2]), win))
        return real(*args, **kwargs)

    for module in (loser, *_scene_modules()):
        monkeypatch.setattr(module, "draw_hand_row", recorded)
    return rows


def _scene_modules() -> tuple[Any, ...]:
    from mahjong2p.scenes.gb_results import scene as gb_scene
    from mahjong2p.scenes.results import scene as arcade_scene

    return gb_scene, arcade_scene


def lines_drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    lines: list[str] = []
    real = loser.draw.text

    def recorded(*args: Any, **kwargs: Any) -> pygame.Rect:
        lines.append(args[2])
        return real(*args, **kwargs)

    monkeypatch.setattr(loser.draw, "text", recorded)
    return lines


@pytest.mark.parametrize("scene", ["gb_results_cpu", "results_cpu_win"])
def test_a_cpu_win_shows_both_hands_and_what_it_cost(
    app: App, scene: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    showcase.show(app.ctx, scene)
    top = app.ctx.stack.top
    assert isinstance(top, GbResultsScene | ResultsScene)
    rows, lines = rows_drawn(monkeypatch), lines_drawn(monkeypatch)
    app.draw()
    won = top.won
    assert won is not None and won.seat == 1
    if isinstance(top, GbResultsScene):
        mine, change = top.view.concealed, -_gb_loss(top)
        assert top.outcome.after.player - top.outcome.before.player == change
    else:
        mine = top.session.views[0].concealed
        change = -app.ctx.levels.stage(top.settlement.run.stage).bet  # A9: the bet is lost
        assert top.settlement.credits_after - top.settlement.credits_before == change
    assert (sorted(won.concealed), won.win_tile) in rows  # the CPU's, its tile marked
    assert (sorted(mine), None) in rows  # the player's own
    amount = format_amount(change, app.ctx.text.language, signed=True)
    assert change < 0
    tile = app.ctx.text.tile_name(kind_of(won.win_tile))
    expected = app.ctx.text.text(loser.LOSS_KEYS[won.win_by.value], tile=tile, n=amount)
    assert expected in lines
    if won.win_by is WinBy.RON:
        assert "放铳" in expected and tile in expected


def _gb_loss(top: GbResultsScene) -> int:
    """What the CPU's win takes from the player by RULES.md B6: the total fan (flowers
    included) capped at 13, × 3 for 自摸 and × 1 for 点和 or 抢杠和, × the room's rate,
    never more than the player held."""
    won = top.outcome.won
    assert won is not None and isinstance(won.score, GbScore)
    multiplier = 3 if won.win_by is WinBy.TSUMO else 1
    due = min(won.score.total_fan, 13) * multiplier * top.outcome.room.rate
    return min(due, top.outcome.before.player)


def test_a_claimed_tile_is_marked_in_its_meld(app: App) -> None:
    art = app.ctx.tiles
    meld = Meld(MeldKind.PON, (0, 1, 2), called=1)
    plain = Meld(MeldKind.PON, (0, 1, 2), called=None)
    marked = []
    for m in (meld, plain):
        surface = pygame.Surface((400, 200))
        row = hand_row.draw_hand_row(surface, art, [], [m], (200, 100), (40, 55))
        above = [surface.get_at((x, row.top - 4))[:3] for x in range(row.left, row.right)]
        marked.append(hand_row.CLAIMED in above)
    assert marked == [True, False]


def test_a_player_short_of_the_whole_due_is_told_they_paid_all_they_had(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """B6: a payment never takes a player below 0: the results say so, with what was paid;
    a player who paid the whole due reads no such line."""
    showcase.show(app.ctx, "gb_results_cpu")
    top = app.ctx.stack.top
    assert isinstance(top, GbResultsScene) and app.ctx.beans is not None
    outcome, score = top.outcome, top.outcome.score
    assert outcome.won is not None and score is not None
    lines = drawn_text(monkeypatch)
    app.draw()
    assert not any(line.startswith("欢乐豆不足") for line in lines)
    due = _gb_loss(top)
    short = Purses(due // 2, outcome.before.cpu)
    settled = settle_win(
        app.ctx.beans.rules, outcome.room, Party.CPU, score.total_fan, outcome.won.win_by, short
    )
    assert settled.payment.paid == due // 2 < settled.payment.due
    top.outcome = replace(outcome, settlement=settled, before=short, after=settled.payment.after)
    lines.clear()
    app.draw()
    amount = format_amount(due // 2, app.ctx.text.language)
    assert app.ctx.text.text("gb.results.paid_all", n=amount) in lines
