"""Invariants of the engine over many random games (hypothesis).

Random agents reach every corner of the state machine: calls, kongs, robbed kongs,
报听, exhausted walls and 海底捞月 rounds. After every single event all 136 tiles must be
accounted for, each view must agree with the engine about its own seat, and no view may
hold a tile of the opponent's concealed hand.
"""

from __future__ import annotations

import random

from agents import WinHungryRandom
from hypothesis import given, settings
from hypothesis import strategies as st
from replaying import replayed

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.greedy_agent import GreedyAgent
from mahjong2p.ai.random_agent import RandomAgent
from mahjong2p.play.loop import play_hand
from mahjong2p.rules.actions import Action, ActionKind, IllegalActionError
from mahjong2p.rules.events import Dealt, Drew, Event, HandEnded, Won, redact
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.phase import HandConfig, PhaseKind
from mahjong2p.rules.tiles import kind_of

seeds = st.integers(min_value=0, max_value=2**32 - 1)
configs = st.sampled_from([HandConfig(haitei_draws=3), HandConfig(haitei_draws=5)])


AGENTS = {"random": RandomAgent, "hungry": WinHungryRandom, "greedy": GreedyAgent}
agent_kinds = st.sampled_from(sorted(AGENTS))

MAX_ACTIONS = 1000  # far more than any hand takes: a hand that never ends fails, not hangs


def _agents(kind: str, seed: int) -> list[Agent]:
    return [AGENTS[kind](seed), AGENTS[kind](seed + 1)]


@settings(max_examples=150, deadline=None)
@given(
    seed=seeds,
    agent_seed=seeds,
    agent_kind=agent_kinds,
    config=configs,
    dealer=st.integers(0, 1),
)
def test_every_tile_accounted_for_after_every_event(
    seed: int, agent_seed: int, agent_kind: str, config: HandConfig, dealer: int
) -> None:
    hand = Hand(seed, dealer=dealer, config=config)
    steps = 0

    def check(h: Hand, event: Event) -> None:
        nonlocal steps
        steps += 1
        h.check_invariants()

    views = play_hand(hand, _agents(agent_kind, agent_seed), on_event=check)
    assert hand.is_over
    assert isinstance(hand.log[-1], HandEnded)
    assert steps == len(hand.log)
    for seat in (0, 1):
        if hand.winner != seat:
            assert sorted(views[seat].concealed) == sorted(hand.seats[seat].concealed)


@settings(max_examples=60, deadline=None)
@given(seed=seeds, agent_seed=seeds, agent_kind=agent_kinds, config=configs)
def test_same_seed_and_actions_replay_identically(
    seed: int, agent_seed: int, agent_kind: str, config: HandConfig
) -> None:
    first = Hand(seed, hand_number=3, dealer=1, config=config)
    play_hand(first, _agents(agent_kind, agent_seed))
    again = replayed(first)
    assert again.log == first.log
    assert again.is_over


@settings(max_examples=60, deadline=None)
@given(seed=seeds, agent_seed=seeds, agent_kind=agent_kinds)
def test_views_hold_only_own_and_public_tiles(seed: int, agent_seed: int, agent_kind: str) -> None:
    hand = Hand(seed)

    def check(h: Hand, event: Event) -> None:
        for seat in (0, 1):
            hidden = redact(event, 1 - seat)
            if isinstance(event, Dealt | Drew) and event.seat == seat:
                assert hidden != event  # the other seat never receives these tiles

    views = play_hand(hand, _agents(agent_kind, agent_seed), on_event=check)
    for seat in (0, 1):
        opponent_hand = set(hand.seats[1 - seat].concealed)
        if hand.winner != 1 - seat:
            assert not opponent_hand & set(views[seat].visible_tiles())
        assert sum(views[seat].unseen_counts()) == 136 - len(views[seat].visible_tiles())


def _illegal_candidates(hand: Hand) -> list[Action]:
    seat = hand.to_act
    assert seat is not None
    wall_tile = hand.wall.dead[0]
    return [
        Action(ActionKind.DISCARD, 1 - seat, tile=hand.seats[1 - seat].concealed[0]),
        Action(ActionKind.DISCARD, seat, tile=wall_tile),
        Action(ActionKind.RON, seat),
        Action(ActionKind.TSUMO, seat),
        Action(ActionKind.PON, seat, tiles=(wall_tile, wall_tile)),
        Action(ActionKind.HAITEI_PICK, seat, tile=999),
    ]


@settings(max_examples=40, deadline=None)
@given(seed=seeds, agent_seed=seeds)
def test_offered_actions_accepted_and_others_refused(seed: int, agent_seed: int) -> None:
    hand = Hand(seed, config=HandConfig(haitei_draws=5))
    rng = random.Random(agent_seed)
    for _ in range(MAX_ACTIONS):
        if hand.is_over:
            break
        legal = hand.legal_actions()
        assert legal, "a hand that is not over always offers an action"
        for bad in _illegal_candidates(hand):
            if bad in legal:
                continue
            before = len(hand.log)
            try:
                hand.apply(bad)
            except IllegalActionError as exc:
                assert str(exc) and "\n" not in str(exc)
            else:
                raise AssertionError(f"{bad} was accepted but not offered")
            assert len(hand.log) == before
        hand.apply(rng.choice(legal))
    else:
        raise AssertionError("the hand never ended")
    assert hand.legal_actions() == []


@settings(max_examples=80, deadline=None)
@given(seed=seeds, agent_seed=seeds)
def test_winner_hand_is_complete_and_scored(seed: int, agent_seed: int) -> None:
    hand = Hand(seed)
    play_hand(hand, _agents("greedy", agent_seed))
    wins = [e for e in hand.log if isinstance(e, Won)]
    assert len(wins) == (0 if hand.winner is None else 1)
    for won in wins:
        assert won.score.win, won
        assert won.score.points > 0
        assert kind_of(won.win_tile) in [kind_of(t) for t in won.concealed]


def test_random_games_reach_every_phase_and_action() -> None:
    """The property tests above are only as good as the states they reach (抢杠 is too rare
    for random play; tests/test_hand.py covers it on a crafted wall)."""
    phases: set[PhaseKind] = set()
    kinds: set[ActionKind] = set()
    ready = 0
    for seed in range(200):
        hand = Hand(seed)
        agents = _agents(("random", "greedy")[seed % 2], seed)
        views = play_hand(hand, agents, on_event=lambda h, e: phases.add(h.phase.kind))
        kinds.update(a.kind for a in hand.actions)
        ready += sum(v.declared_ready.count(True) for v in views) // 2
    assert phases >= {PhaseKind.TURN, PhaseKind.REACTION, PhaseKind.HAITEI, PhaseKind.ENDED}
    assert set(ActionKind) - kinds == {ActionKind.ROB_KONG}
    assert ready > 0
