"""The table and ``sim`` play through one loop (issue 39): the real table session — its
CPU made for the hand's rule set, thinking in its worker process where the level searches,
and 托管 in the human's seat — plays the very game ``sim``'s runner plays with the same
agents on the same hand, in every room and every stage. So a figure measured with ``sim``
is a figure of the game.

Both paths get identically seeded fresh agents for each hand (the table seeds its CPU
from ``hand.seed`` and 托管 from ``hand.seed + 1``; ``sim`` seeds its own from its config,
so the test hands the runner the table's seeds rather than assume the two agree)."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator, Sequence

import pytest

from mahjong2p.ai.cpu_agent import CpuAgent
from mahjong2p.ai.gb.agent import GbCpuAgent
from mahjong2p.ai.policies import make_agent
from mahjong2p.ai.registry import ai_for
from mahjong2p.play import agents as table_agents
from mahjong2p.play.agents import HELPER_POLICY
from mahjong2p.play.loop import play_hand
from mahjong2p.play.session import HandSession
from mahjong2p.play.thinking import Thinker, prepare
from mahjong2p.progression.beans.ruleset import room_ruleset
from mahjong2p.progression.choices import FeatureSeatAgent
from mahjong2p.progression.deal import StageMatch
from mahjong2p.progression.levels import STAGE_COUNT, load_levels
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.rules.events import Event
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.match import Match
from mahjong2p.rules.view import PlayerView
from mahjong2p.seat import Seat

ROOMS = load_rooms()
LEVELS = load_levels()
SEEDS = range(8)
MAX_MOVES = 400  # a hand takes fewer than 150 actions
READY_S = 120.0

HandMaker = Callable[[int], Hand]


def _room_hand(room_id: str) -> tuple[HandMaker, str]:
    rules = room_ruleset(ROOMS)
    difficulty = ROOMS.room(room_id).cpu_difficulty.value
    return (lambda seed: Match(seed, rules=rules).new_hand()), difficulty


def _stage_hand(number: int) -> tuple[HandMaker, str]:
    stage = LEVELS.stage(number)
    return (lambda seed: StageMatch(seed, stage).new_hand()), stage.cpu_difficulty.value


TABLES: dict[str, tuple[HandMaker, str]] = {
    **{f"room-{room.id}": _room_hand(room.id) for room in ROOMS.rooms},
    **{f"stage-{n}": _stage_hand(n) for n in range(1, STAGE_COUNT + 1)},
}


def digest(log: Sequence[Event]) -> str:
    return hashlib.sha256("\n".join(repr(e) for e in log).encode()).hexdigest()


def sim_game(hand: Hand, difficulty: str) -> str:
    """``sim``'s runner, with the table's seeds: 托管 (the expert, answering the stage
    features as the human's seat does) in seat 0, the level in seat 1."""
    rules = hand.rules
    helper = FeatureSeatAgent(make_agent(HELPER_POLICY, hand.seed + 1, rules))
    play_hand(hand, [helper, make_agent(difficulty, hand.seed, rules)])
    return digest(hand.log)


def table_game(session: HandSession) -> tuple[str, int]:
    """The table session played to its end as the table plays it with 托管 on: the CPU's
    decision started (in its worker, where it has one) when its turn is known, then taken.
    Returns the digest and how many of the CPU's moves came from the worker."""
    session.auto_play = True
    from_worker = 0
    for _ in range(MAX_MOVES):
        seat = session.to_act
        if seat is None:
            break
        if seat == Seat.CPU:
            prepare(session.cpu, session.views[Seat.CPU], session.legal())
            before = getattr(session.cpu, "agent", None)
            session.agent_move(Seat.CPU)
            from_worker += getattr(session.cpu, "agent", None) is not before
        else:
            session.agent_move(Seat.HUMAN)
    assert session.hand.is_over
    return digest(session.hand.log), from_worker


@pytest.fixture
def no_worker(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The many-seed games decide in-process (the worker's moves are the direct ones,
    checked once per table below and in test_thinking)."""
    monkeypatch.setattr(table_agents, "searches", lambda difficulty, rules: False)
    yield


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("table", list(TABLES))
def test_the_table_session_plays_the_game_sim_plays(table: str, seed: int, no_worker: None) -> None:
    make, difficulty = TABLES[table]
    game, _ = table_game(HandSession(make(seed), difficulty))
    assert game == sim_game(make(seed), difficulty)


@pytest.mark.parametrize("table", list(TABLES))
def test_with_its_thinking_worker_the_table_still_plays_the_game_sim_plays(table: str) -> None:
    """One hand per room and stage as the window plays it: where the level searches its
    moves come from the worker process (the registry's choice decides where that is)."""
    make, difficulty = TABLES[table]
    session = HandSession(make(SEEDS[-1] + 1), difficulty)
    thinking = isinstance(session.cpu, Thinker) and session.cpu.worker_alive
    if thinking:
        assert isinstance(session.cpu, Thinker) and session.cpu.worker_ready(READY_S)
    game, from_worker = table_game(session)
    if isinstance(session.cpu, Thinker):
        session.cpu.close()
    assert game == sim_game(make(SEEDS[-1] + 1), difficulty)
    assert (from_worker > 0) == thinking
    assert thinking == (ai_for(session.hand.rules).model(difficulty).search_rollouts > 0)


def test_a_real_senior_room_hands_cpu_decisions_are_the_registrys_models(
    monkeypatch: pytest.MonkeyPatch, no_worker: None
) -> None:
    """高级场's CPU decides every one of its moves with the model the registry names for
    the level (the arcade model given the 72-tile view): count them, and none goes to the
    72-tile model, which plays there only for 托管 in the human's seat."""
    decided: list[tuple[str, int]] = []
    for model in (CpuAgent, GbCpuAgent):
        real = model.choose

        def counting(self: object, view: PlayerView, legal: object, real: object = real) -> object:
            decided.append((type(self).__name__, view.seat))
            return real(self, view, legal)  # type: ignore[operator]

        monkeypatch.setattr(model, "choose", counting)
    make, difficulty = TABLES["room-senior"]
    expected = type(ai_for(room_ruleset(ROOMS)).agent(difficulty, 0)).__name__
    for seed in SEEDS:
        table_game(HandSession(make(seed), difficulty))
    cpu_moves = [name for name, seat in decided if seat == Seat.CPU]
    assert len(cpu_moves) > 50 and set(cpu_moves) == {expected}
    assert {name for name, seat in decided if seat == Seat.HUMAN} == {"GbCpuAgent"}  # 托管
