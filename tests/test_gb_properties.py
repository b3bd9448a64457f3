"""Invariants of the 72-tile engine over many random games (hypothesis): every one of the
72 tiles accounted for after every event, no flower ever in a hand, meld or pond, no state
outside the rules, the same seed and actions giving the same game, views that never hold
the opponent's concealed tiles, and every hand ending — with the stand-in scorer (whose
score keeps the situation it was given) and with the real ``score_gb``."""

from __future__ import annotations

from agents import WinHungryRandom
from gb_standin import GB_STANDIN
from hypothesis import given, settings
from hypothesis import strategies as st
from replaying import replayed

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.greedy_agent import GreedyAgent
from mahjong2p.ai.random_agent import RandomAgent
from mahjong2p.play.loop import play_hand
from mahjong2p.rules.actions import ActionKind
from mahjong2p.rules.events import Event, HaiteiStarted, HandEnded, Won
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tiles import NUM_KINDS, kind_of

seeds = st.integers(min_value=0, max_value=2**32 - 1)
AGENTS = {"random": RandomAgent, "hungry": WinHungryRandom, "greedy": GreedyAgent}
agent_kinds = st.sampled_from(sorted(AGENTS))
MOST_EVENTS = 400  # 72 tiles: far more than any hand can make


def _agents(kind: str, seed: int) -> list[Agent]:
    return [AGENTS[kind](seed), AGENTS[kind](seed + 1)]


def _check_state(hand: Hand) -> None:
    hand.check_invariants()
    for seat in hand.seats:
        shown = [*seat.discards, *(t for m in seat.melds for t in m.tiles)]
        assert all(kind_of(t) < NUM_KINDS for t in shown), "a flower in a pond or a set"
        assert all(kind_of(t) >= NUM_KINDS for t in seat.flowers)
    if not hand.is_over:
        assert not any(a.declare_ready for a in hand.legal_actions()), "no 报听 in Part B"


@settings(max_examples=120, deadline=None)
@given(seed=seeds, agent_seed=seeds, agent_kind=agent_kinds, dealer=st.integers(0, 1))
def test_every_tile_accounted_for_after_every_event(
    seed: int, agent_seed: int, agent_kind: str, dealer: int
) -> None:
    hand = Hand(seed, dealer=dealer, rules=GB_STANDIN)
    steps = 0

    def check(h: Hand, event: Event) -> None:
        nonlocal steps
        steps += 1
        assert steps <= MOST_EVENTS
        _check_state(h)

    views = play_hand(hand, _agents(agent_kind, agent_seed), on_event=check)
    assert hand.is_over and isinstance(hand.log[-1], HandEnded)
    assert not any(isinstance(e, HaiteiStarted) for e in hand.log)
    for seat in (0, 1):
        view = views[seat]
        if hand.winner != seat:
            assert sorted(view.concealed) == sorted(hand.seats[seat].concealed)
        assert not set(view.concealed) & set(hand.seats[1 - seat].concealed)
        assert view.flowers == (hand.seats[0].flowers, hand.seats[1].flowers)
    for won in (e for e in hand.log if isinstance(e, Won)):
        situation = won.score.situation
        assert won.score.meets(GB_STANDIN.min_fan), "a win below the minimum was taken"
        assert situation.last_tile == (
            won.win_by is not WinBy.ROB_KONG and hand.wall.live_count == 0
        )
        assert situation.flowers == len(hand.seats[won.seat].flowers)
        assert not (won.win_by is WinBy.ROB_KONG and situation.last_of_kind)


@settings(max_examples=50, deadline=None)
@given(seed=seeds, agent_seed=seeds, agent_kind=agent_kinds)
def test_same_seed_and_actions_replay_identically(
    seed: int, agent_seed: int, agent_kind: str
) -> None:
    first = Hand(seed, hand_number=2, dealer=1, rules=GB_STANDIN)
    play_hand(first, _agents(agent_kind, agent_seed))
    again = replayed(first)
    assert again.log == first.log and again.is_over


@settings(max_examples=40, deadline=None)
@given(seed=seeds)
def test_a_win_offered_is_always_at_least_the_minimum(seed: int) -> None:
    hand = Hand(seed, rules=GB_STANDIN)
    offered = 0

    def check(h: Hand, event: Event) -> None:
        nonlocal offered
        if h.is_over:
            return
        for action in h.legal_actions():
            if action.kind in (ActionKind.TSUMO, ActionKind.RON, ActionKind.ROB_KONG):
                offered += 1

    play_hand(hand, _agents("hungry", seed), on_event=check)
    wins = [e for e in hand.log if isinstance(e, Won)]
    assert all(w.score.fan_without_flowers >= 8 for w in wins)
    assert bool(wins) <= bool(offered)


@settings(max_examples=60, deadline=None)
@given(seed=seeds, agent_seed=seeds, agent_kind=agent_kinds, dealer=st.integers(0, 1))
def test_games_with_the_real_scorer(
    seed: int, agent_seed: int, agent_kind: str, dealer: int
) -> None:
    hand = Hand(seed, dealer=dealer, rules=GB)
    play_hand(hand, _agents(agent_kind, agent_seed), on_event=lambda h, e: _check_state(h))
    assert hand.is_over
    for won in (e for e in hand.log if isinstance(e, Won)):
        assert won.score.win and won.score.meets(GB.min_fan)
        flowers = [f.count for f in won.score.fans if f.id == "flower_tiles"]
        assert sum(flowers) == len(hand.seats[won.seat].flowers)
        assert won.score.points == min(won.score.total_fan, 13)
