"""Who decided (issue 39 §3): every action of the human's seat carries who chose it —
the player, 托管, or the game for them (the 报听 play, 自动和 / 自动过, a timeout) — the
replay keeps it, and 复盘 grades only the player's own decisions and the timeouts."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from hand_step import LEVELS, RULES, HandOnDisk
from ui_driver import click, key, table_with
from walls import rigged_hand

from mahjong2p.ai.decider import Decider
from mahjong2p.app.shell import App
from mahjong2p.cli import main
from mahjong2p.i18n import Translator
from mahjong2p.play.arcade import ArcadeRun
from mahjong2p.play.bean_table import BeanTable
from mahjong2p.play.bean_wallet import BeanWallet
from mahjong2p.play.session import HandSession
from mahjong2p.play.stats_keeper import line_of
from mahjong2p.replay.record import ReplayError, replay_from_json, replay_of, replay_to_json
from mahjong2p.review.json_form import review_to_json
from mahjong2p.review.walk import review_hand
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.match import Match
from mahjong2p.rules.tiles import kind_of, parse_kinds
from mahjong2p.scenes.review_view.summary import _closing_lines
from mahjong2p.scenes.table.hand_part import hand_rects
from mahjong2p.seat import Seat
from mahjong2p.stats.record import Stats, stats_from_json, stats_to_json
from mahjong2p.stats.summary import summary_of
from mahjong2p.store.journal import SYNCER
from mahjong2p.store.profile import Profile

MAX_MOVES = 400
FRAME_S = 0.05
JUNK = "689m189p1s234567z"


def _takeover_hand(seed: int = 3) -> HandSession:
    """A 72-tile hand played by 托管 in the human's seat from the first move."""
    session = HandSession(Match(seed, rules=GB).new_hand(), "normal")
    session.auto_play = True
    for _ in range(MAX_MOVES):
        if session.to_act is None:
            break
        session.agent_move(session.to_act)
    assert session.hand.is_over
    return session


def test_takeover_marks_every_action_of_the_seat_it_plays() -> None:
    session = _takeover_hand()
    human = {i for i, a in enumerate(session.hand.actions) if a.seat == Seat.HUMAN}
    assert human and session.by == dict.fromkeys(human, Decider.TAKEOVER)
    assert all(session.hand.actions[i].seat != Seat.CPU for i in session.by)


def test_review_after_a_takeover_hand_grades_nothing_takeover_decided() -> None:
    session = _takeover_hand()
    replay = replay_from_json(
        json.loads(json.dumps(replay_to_json(replay_of(session.hand, 1, "", by=session.by))))
    )
    assert replay.deciders() == session.by
    review = review_hand(replay.start(), replay.actions, by=replay.deciders())
    assert review.decisions == ()  # nothing graded: 托管 chose them all
    assert review.apart and all(d.by is Decider.TAKEOVER for d in review.apart)
    data = review_to_json(review)
    assert data["summary"]["decisions"] == 0
    assert {d["by"] for d in data["decisions"]} == {"takeover"}
    assert data["summary"]["not_graded"] == [d.index for d in review.apart]


def test_a_replay_without_the_key_is_the_players_own_and_keeps_its_bytes() -> None:
    session = _takeover_hand()
    plain = replay_to_json(replay_of(session.hand, 1, ""))
    assert "by" not in plain  # a hand the player played alone writes what it always did
    replay = replay_from_json(plain)
    review = review_hand(replay.start(), replay.actions, by=replay.deciders())
    assert review.decisions and not review.apart
    assert all(d.by is Decider.PLAYER for d in review.decisions)


@pytest.mark.parametrize(
    ("by", "problem"),
    [
        ({"999": "takeover"}, "by.999: is not the index of one of the"),
        ({"x": "auto"}, "by.x: is not the index"),
        ({"0": "player"}, "by.0: must be one of"),
        ({"0": "somebody"}, "by.0: must be one of"),
    ],
)
def test_a_damaged_by_key_is_refused_in_one_line(by: dict[str, str], problem: str) -> None:
    session = _takeover_hand()
    data = replay_to_json(replay_of(session.hand, 1, ""))
    first_human = next(i for i, a in enumerate(session.hand.actions) if a.seat == Seat.HUMAN)
    data["by"] = {k.replace("0", str(first_human)) if k == "0" else k: v for k, v in by.items()}
    problem = problem.replace("by.0", f"by.{first_human}")
    with pytest.raises(ReplayError) as error:
        replay_from_json(data)
    assert problem in str(error.value) and "\n" not in str(error.value)


def test_an_action_of_the_cpus_seat_cannot_be_marked() -> None:
    session = _takeover_hand()
    data = replay_to_json(replay_of(session.hand, 1, ""))
    first_cpu = next(i for i, a in enumerate(session.hand.actions) if a.seat == Seat.CPU)
    data["by"] = {str(first_cpu): "takeover"}
    with pytest.raises(ReplayError, match="not an action of the player's seat"):
        replay_from_json(data)


def test_review_json_says_who_decided_each_decision(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    session = _takeover_hand()
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(replay_to_json(replay_of(session.hand, 1, "", by=session.by))))
    assert main(["review", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["decisions"] and all(d["by"] == "takeover" for d in out["decisions"])
    assert all(d["graded"] is False for d in out["decisions"])


# ---------------------------------------------------------------- the table's own marks


def _until(app: App, ready: object, limit: int = 400) -> None:
    for _ in range(limit):
        if ready():  # type: ignore[operator]
            return
        app.frame(FRAME_S)
    raise AssertionError("the table never got there")


def test_the_table_marks_a_timeout_and_not_the_players_click(app: App) -> None:
    # dealer: 报听 discarding 9p by hand; the timer (on) then takes the 1z win
    hand = rigged_hand("123m456p789s345s1z9p", JUNK, draws="5m1z", filler_avoids="1z")
    table = table_with(app.ctx, hand, stage=2)
    _until(app, lambda: table.human_deciding)
    key(pygame.K_t)  # the timer on
    key(pygame.K_r)  # 报听 …
    (nine,) = parse_kinds("9p")
    rect = next(r for t, r in hand_rects(table.layout, table.model.view) if kind_of(t) == nine)
    click(rect.center)  # … with the 9p: the player's own
    _until(app, lambda: table.model.ended is not None, limit=int(40 / FRAME_S))
    actions = table.session.hand.actions
    human = [i for i, a in enumerate(actions) if a.seat == Seat.HUMAN]
    assert human[0] not in table.session.by  # the click
    assert table.session.by[human[-1]] is Decider.TIMEOUT  # the clock took the win


def test_the_table_marks_an_automatic_win(app: App) -> None:
    app.ctx.settings.auto_win = True
    table = table_with(app.ctx, rigged_hand("123m456m789m123p55s", JUNK))  # 天和
    _until(app, lambda: table.model.ended is not None)
    assert table.session.by == {0: Decider.AUTO}


# ---------------------------------------------------------------- the marks survive a kill
def _resumed(folder: Path, mode: str) -> BeanTable | ArcadeRun:
    if mode == "beans":
        table = BeanTable.resume(BeanWallet.open(RULES, folder), folder)
        assert table is not None
        return table
    profile = Profile.open(folder)
    assert profile.progress.run is not None
    return ArcadeRun.resume(LEVELS, profile, profile.progress.run)


@pytest.mark.parametrize("mode", ["beans", "arcade"])
def test_who_chose_survives_a_kill_and_reaches_the_settled_replay(
    tmp_path: Path, mode: str
) -> None:
    """托管 plays the player's actions of the first half of a hand; the game is killed
    (nothing but what is on disk goes on); the resumed hand keeps the marks in its keeper
    and in the session that plays it on, and the replay written at settlement has them."""
    table = HandOnDisk(tmp_path, mode)
    half = len(table.actions) // 2
    for action in table.actions[:half]:
        table.hand.apply(action)
        by = Decider.TAKEOVER if action.seat == Seat.HUMAN else Decider.PLAYER
        table.keeper.acted(table.hand, by)
    marked = {
        i: Decider.TAKEOVER for i, a in enumerate(table.actions[:half]) if a.seat == Seat.HUMAN
    }
    assert marked and table.keeper.by == marked
    SYNCER.wait()
    keeper = _resumed(tmp_path, mode)  # the killed game's files, read afresh
    assert keeper.by == marked
    hand = keeper.hand if isinstance(keeper, BeanTable) else keeper.playing
    assert hand is not None and len(hand.actions) == half
    session = HandSession(hand, "easy")
    session.keeper = keeper
    assert session.by == marked
    for action in table.actions[half:]:
        session.apply(action)
    outcome = keeper.outcome
    assert outcome is not None and outcome.replay is not None
    assert outcome.replay.deciders() == marked


# ---------------------------------------------------------------- 战绩 counts them apart
def test_stats_mark_a_takeover_hand_and_count_it_apart() -> None:
    session = _takeover_hand()
    own = replay_of(session.hand, 1, "2026-12-06 10:00:00")
    helped = replay_of(session.hand, 1, "2026-12-06 10:01:00", by=session.by)
    mine, its = line_of(own, 0), line_of(helped, 0)
    assert not mine.takeover and its.takeover
    plain = stats_to_json(Stats({}, (mine,)))["recent"][0]
    assert "takeover" not in plain  # a line without 托管 is written as before
    assert stats_from_json(stats_to_json(Stats({}, (mine, its)))).recent[1].takeover
    summary = summary_of([mine, its], [], {})
    assert summary.recent == 1 and summary.takeover_hands == 1


def test_the_review_screen_lists_takeovers_decisions_apart() -> None:
    session = _takeover_hand()
    replay = replay_of(session.hand, 1, "", by=session.by)
    review = review_hand(replay.start(), replay.actions, by=replay.deciders())
    ctx = type("Ctx", (), {"text": Translator()})()
    lines = _closing_lines(ctx, review)  # type: ignore[arg-type]
    assert f"托管代打 {len(review.apart)} 次，不计入评分" in lines
