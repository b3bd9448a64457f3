"""The searching CPU thinks in a worker process started with its table (issue 26): the moves
are exactly those of deciding directly on the main loop, a worker that dies or never
starts leaves the decision to the main loop (the same move), and closing the table or the
game — or killing the game — leaves no worker behind."""

from __future__ import annotations

import logging
import multiprocessing
import os
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import pytest

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.policies import make_agent
from mahjong2p.play.agents import DIFFICULTIES, cpu_agent, searches
from mahjong2p.play.thinking import Thinker, prepare
from mahjong2p.rules.actions import Action
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.rules.view import PlayerView

READY_S = 120.0  # a spawned interpreter importing the AI, on a loaded machine
ROOT = Path(__file__).resolve().parents[1]

MAX_ACTIONS = 1000  # far more than any hand takes: a hand that never ends fails, not hangs


def _workers() -> list[multiprocessing.process.BaseProcess]:
    return [p for p in multiprocessing.active_children() if p.name == "cpu-think"]


def _kill_workers() -> None:
    for process in _workers():
        process.kill()
        process.join()


def _game(rules: RuleSet, cpu: Agent, seed: int, kill_at: int | None = None) -> list[Action]:
    """One hand of the expert against ``cpu``; a :class:`Thinker` gets every decision
    started first, as the table does (and its worker is killed, with ``kill_at``, just
    after that decision of the CPU's starts). Checks that the worker answered each started
    decision while it lived: the agent comes back from it as a new object."""
    hand = Hand(seed, 0, 1, rules=rules)
    views = (hand.view(0), hand.view(1))
    human = make_agent("expert", 14, rules)
    taken: list[Action] = []
    cpu_turns = 0
    for _ in range(MAX_ACTIONS):
        if hand.is_over:
            break
        seat = hand.to_act
        assert seat is not None
        legal = hand.legal_actions()
        if seat == 1 and isinstance(cpu, Thinker):
            alive = cpu.worker_alive
            prepare(cpu, views[1], legal)
            if cpu_turns == kill_at:
                _kill_workers()  # it may have answered already: either way is right
            before = cpu.agent
            taken.append(cpu.choose(views[1], legal))
            if cpu_turns != kill_at:
                assert (cpu.agent is not before) == alive  # the worker's agent, or our own
            cpu_turns += 1
        else:
            taken.append((cpu if seat == 1 else human).choose(views[seat], legal))
        for event in hand.apply(taken[-1]):
            for view in views:
                view.observe(event)
    else:
        raise AssertionError("the hand never ended")
    return taken


def _thinker(seed: int, rules: RuleSet = GB) -> Thinker:
    thinker = Thinker(make_agent("master-search", seed, rules))
    assert thinker.worker_ready(READY_S)
    return thinker


def test_thinking_in_the_worker_plays_the_same_moves_as_deciding_directly() -> None:
    for rules in (ARCADE, GB):
        thinker = _thinker(15, rules)  # one worker for every hand: it keeps nothing between jobs
        for seed in (7, 8):
            direct = _game(rules, make_agent("master-search", 15, rules), seed)
            ahead = _game(rules, thinker, seed)
            assert len(direct) > 10
            assert ahead == direct
            thinker.agent = make_agent("master-search", 15, rules)  # a new game, a new CPU
        assert thinker.worker_alive
        thinker.close()


def test_the_same_seed_plays_the_same_game_through_the_worker() -> None:
    games = [_game(GB, _thinker(21), 9) for _ in range(2)]
    assert games[0] == games[1]


def test_a_worker_that_dies_mid_decision_leaves_the_same_moves_in_process(
    caplog: pytest.LogCaptureFixture,
) -> None:
    direct = _game(ARCADE, make_agent("master-search", 15, ARCADE), 7)
    thinker = _thinker(15, ARCADE)
    with caplog.at_level(logging.WARNING, logger="mahjong2p.play.think_worker"):
        ahead = _game(ARCADE, thinker, 7, kill_at=3)
    assert ahead == direct
    assert not thinker.worker_alive
    assert "deciding in-process" in caplog.text


def test_an_agent_that_cannot_be_sent_is_decided_in_process(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with caplog.at_level(logging.ERROR, logger="mahjong2p.play.think_worker"):
        thinker = Thinker(Local())
    assert not thinker.worker_alive and "deciding in-process" in caplog.text
    hand = Hand(3, 0, 0)
    view = hand.view(0)
    legal = hand.legal_actions()
    prepare(thinker, view, legal)
    assert thinker.choose(view, legal) == legal[0]


class Counting:
    """An agent that counts its decisions (each takes the first legal action)."""

    def __init__(self) -> None:
        self.calls = 0

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        self.calls += 1
        return legal[0]


class Local(Counting):
    """An agent that holds something no pickle carries (a lambda)."""

    def __init__(self) -> None:
        super().__init__()
        self.hook = lambda: None


def test_a_started_decision_is_used_once_and_only_for_its_own_question() -> None:
    hand = Hand(3, 0, 0)
    view = hand.view(0)
    legal = hand.legal_actions()
    thinker = Thinker(Counting())
    assert thinker.worker_ready(READY_S)
    thinker.prepare(view, legal)
    assert thinker.choose(view, legal) == legal[0]
    assert isinstance(thinker.agent, Counting)
    assert thinker.agent.calls == 1  # the worker's decision, handed back with its agent
    thinker.prepare(view, legal)
    assert thinker.choose(view, list(reversed(legal))) == legal[-1]
    assert thinker.agent.calls == 2  # another question: the started one dropped, asked here
    thinker.close()


def test_closing_stops_the_worker_and_dropping_the_thinker_too() -> None:
    _kill_workers()
    thinker = _thinker(1)
    assert len(_workers()) == 1
    thinker.close()
    assert _workers() == [] and not thinker.worker_alive
    thinker = _thinker(2)
    assert len(_workers()) == 1
    del thinker  # the table's session dropped
    assert _workers() == []


def test_only_a_searching_table_cpu_gets_a_worker_and_other_agents_ignore_it() -> None:
    # no level a table seats searches today (ai.registry's measured choice); the searching
    # levels of both rule sets would get a worker
    assert not searches("master", GB) and not searches("master", ARCADE)
    assert searches("master-search", ARCADE) and searches("master-search", GB)
    for rules in (ARCADE, GB):
        for difficulty in DIFFICULTIES:
            cpu = cpu_agent(difficulty, 1, rules)
            assert isinstance(cpu, Thinker) and cpu.worker_alive == searches(difficulty, rules)
            cpu.close()
    prepare(Counting(), Hand(3).view(0), [])  # no worker for an agent that cannot


LEAVE = """
import os, sys
from mahjong2p.ai.policies import make_agent
from mahjong2p.play.thinking import Thinker
from mahjong2p.rules.hand import Hand
if __name__ == "__main__":
    hand = Hand(5, 0, 1)
    thinker = Thinker(make_agent("master-search", 4, hand.rules))
    assert thinker.worker_ready(120.0)
    view = hand.view(1)
    thinker.prepare(view, hand.legal_actions())  # thinking when the game goes
    import multiprocessing
    print([p.pid for p in multiprocessing.active_children()][0], flush=True)
    if sys.argv[1] == "kill":
        os._exit(0)  # no clean-up at all, as if the game were killed
"""


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads Linux's /proc")
@pytest.mark.parametrize("how", ["exit", "kill"])
def test_the_game_going_mid_think_leaves_no_worker(how: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", LEAVE, how], capture_output=True, text=True, env=env, timeout=300
    )
    assert done.returncode == 0, done.stderr
    pid = int(done.stdout.split()[-1])
    deadline = time.monotonic() + 30.0
    while _running(pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _running(pid)


def _running(pid: int) -> bool:
    """The process exists and is not a zombie waiting to be reaped (Linux's /proc)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    return "\nState:\tZ" not in status
