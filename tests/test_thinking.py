"""The CPU thinks in a worker thread started when its turn is known (issue 26), and the
moves are exactly those of deciding directly on the main loop."""

from __future__ import annotations

from collections.abc import Sequence

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.policies import make_agent
from mahjong2p.app.agents import cpu_agent
from mahjong2p.app.thinking import Thinker, prepare
from mahjong2p.rules.actions import Action
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.rules.view import PlayerView


def _game(rules: RuleSet, cpu: Agent, early: bool, seed: int) -> list[Action]:
    """One hand of the expert against ``cpu``; with ``early`` every CPU decision is
    started in the worker first, as the table does."""
    hand = Hand(seed, 0, 1, rules=rules)
    views = (PlayerView(0, tile_set=rules.tiles), PlayerView(1, tile_set=rules.tiles))
    for view in views:
        for event in hand.log:
            view.observe(event)
    human = make_agent("expert", 14)
    taken: list[Action] = []
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        legal = hand.legal_actions()
        if seat == 1 and early:
            prepare(cpu, views[1], legal)
        action = (cpu if seat == 1 else human).choose(views[seat], legal)
        taken.append(action)
        for event in hand.apply(action):
            for view in views:
                view.observe(event)
    return taken


def test_thinking_ahead_plays_the_same_moves_as_deciding_directly() -> None:
    for rules in (ARCADE, GB):
        for seed in (7, 8):
            direct = _game(rules, make_agent("master-search", 15), False, seed)
            ahead = _game(rules, Thinker(make_agent("master-search", 15)), True, seed)
            assert len(direct) > 10
            assert ahead == direct


class Counting:
    """An agent that counts its decisions (each takes the first legal action)."""

    def __init__(self) -> None:
        self.calls = 0

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        self.calls += 1
        return legal[0]


def test_a_started_decision_is_used_once_and_only_for_its_own_question() -> None:
    hand = Hand(3, 0, 0)
    view = PlayerView(0)
    for event in hand.log:
        view.observe(event)
    legal = hand.legal_actions()
    agent = Counting()
    thinker = Thinker(agent)
    thinker.prepare(view, legal)
    assert thinker.choose(view, legal) == legal[0]
    assert agent.calls == 1  # the worker's answer, not a second decision
    thinker.prepare(view, legal)
    assert thinker.choose(view, list(reversed(legal))) == legal[-1]
    assert agent.calls == 3  # another question: the started one is dropped, asked again


def test_the_table_cpu_can_think_ahead_and_other_agents_ignore_it() -> None:
    assert isinstance(cpu_agent("master", 1), Thinker)
    prepare(Counting(), PlayerView(0), [])  # no worker for an agent that cannot
