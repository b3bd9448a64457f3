"""Who decided (issue 39 §3): every action of the human's seat carries who chose it —
the player, 托管, or the game for them (the 报听 play, 自动和 / 自动过, a timeout) — the
replay keeps it, and 复盘 grades only the player's own decisions and the timeouts."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pygame
import pytest
from ui_driver import click, key, quick_app, table_with
from walls import rigged_hand

from mahjong2p.ai.decider import Decider
from mahjong2p.app.session import CPU, HUMAN, HandSession
from mahjong2p.app.shell import App
from mahjong2p.cli import main
from mahjong2p.replay.record import ReplayError, replay_from_json, replay_of, replay_to_json
from mahjong2p.review.json_form import review_to_json
from mahjong2p.review.walk import review_hand
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.match import Match
from mahjong2p.rules.tiles import kind_of, parse_kinds
from mahjong2p.scenes.table.hand_part import hand_rects

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
    human = {i for i, a in enumerate(session.hand.actions) if a.seat == HUMAN}
    assert human and session.by == dict.fromkeys(human, Decider.TAKEOVER)
    assert all(session.hand.actions[i].seat != CPU for i in session.by)


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
    first_human = next(i for i, a in enumerate(session.hand.actions) if a.seat == HUMAN)
    data["by"] = {k.replace("0", str(first_human)) if k == "0" else k: v for k, v in by.items()}
    problem = problem.replace("by.0", f"by.{first_human}")
    with pytest.raises(ReplayError) as error:
        replay_from_json(data)
    assert problem in str(error.value) and "\n" not in str(error.value)


def test_an_action_of_the_cpus_seat_cannot_be_marked() -> None:
    session = _takeover_hand()
    data = replay_to_json(replay_of(session.hand, 1, ""))
    first_cpu = next(i for i, a in enumerate(session.hand.actions) if a.seat == CPU)
    data["by"] = {str(first_cpu): "takeover"}
    with pytest.raises(ReplayError, match="not an action of the player's seat"):
        replay_from_json(data)


def test_review_json_says_who_decided_each_decision(
    tmp_path: object, capsys: pytest.CaptureFixture[str]
) -> None:
    session = _takeover_hand()
    path = tmp_path / "hand.json"  # type: ignore[operator]
    path.write_text(json.dumps(replay_to_json(replay_of(session.hand, 1, "", by=session.by))))
    assert main(["review", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["decisions"] and all(d["by"] == "takeover" for d in out["decisions"])
    assert all(d["graded"] is False for d in out["decisions"])


# ---------------------------------------------------------------- the table's own marks
@pytest.fixture
def app() -> Iterator[App]:
    application = quick_app(App(size=(1280, 720), seed=5))
    yield application
    pygame.quit()


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
    human = [i for i, a in enumerate(actions) if a.seat == HUMAN]
    assert human[0] not in table.session.by  # the click
    assert table.session.by[human[-1]] is Decider.TIMEOUT  # the clock took the win


def test_the_table_marks_an_automatic_win(app: App) -> None:
    app.ctx.settings.auto_win = True
    table = table_with(app.ctx, rigged_hand("123m456m789m123p55s", JUNK))  # 天和
    _until(app, lambda: table.model.ended is not None)
    assert table.session.by == {0: Decider.AUTO}
