"""The stage features over many seeds (hypothesis): with every feature on and agents that
answer the choices at random, greedily or with the feature seat's policy, all 136 tiles
stay accounted for after every event, the views agree with the engine, the CPU's view
never learns a tile of the player's hand, only the feature seat is ever asked, and a hand
replays exactly from (seed, actions)."""

from __future__ import annotations

from agents import WinHungryRandom
from hypothesis import given, settings
from hypothesis import strategies as st
from replaying import replayed

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.greedy_agent import GreedyAgent
from mahjong2p.ai.random_agent import RandomAgent
from mahjong2p.play.loop import play_hand
from mahjong2p.progression.choices import FeatureSeatAgent
from mahjong2p.rules.events import ChoiceOffered, DrawChosen, Event, TilesExchanged, redact
from mahjong2p.rules.features.choice import Choice, ItemStock
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.phase import HandConfig, PhaseKind

seeds = st.integers(min_value=0, max_value=2**32 - 1)
configs = st.builds(
    HandConfig,
    haitei_draws=st.sampled_from([3, 5]),
    opening_swap=st.booleans(),
    draw_choice_chance=st.sampled_from([0.0, 0.08, 0.5, 1.0]),
    triplet_offer_chance=st.sampled_from([0.0, 0.05, 0.5, 1.0]),
    items=st.builds(ItemStock, st.integers(0, 3), st.integers(0, 3)),
)


def _seat0(kind: str, seed: int) -> Agent:
    return {
        "random": lambda: RandomAgent(seed),
        "hungry": lambda: WinHungryRandom(seed),
        "policy": lambda: FeatureSeatAgent(GreedyAgent(seed)),
    }[kind]()


seat0_kinds = st.sampled_from(["random", "hungry", "policy"])


@settings(max_examples=120, deadline=None)
@given(seed=seeds, agent_seed=seeds, seat0=seat0_kinds, config=configs, dealer=st.integers(0, 1))
def test_features_never_create_or_lose_a_tile(
    seed: int, agent_seed: int, seat0: str, config: HandConfig, dealer: int
) -> None:
    hand = Hand(seed, dealer=dealer, config=config)

    def check(h: Hand, event: Event) -> None:
        h.check_invariants()
        if isinstance(event, ChoiceOffered | TilesExchanged | DrawChosen):
            assert event.seat == config.feature_seat
        if h.phase.kind is PhaseKind.CHOICE:
            assert h.phase.seat == config.feature_seat

    views = play_hand(hand, [_seat0(seat0, agent_seed), RandomAgent(agent_seed + 1)], check)
    assert hand.is_over
    for seat in (0, 1):
        if hand.winner != seat:
            assert sorted(views[seat].concealed) == sorted(hand.seats[seat].concealed)
    used = sum(isinstance(e, TilesExchanged) and e.choice.is_item for e in hand.log)
    assert used == sum(config.items.count(i) - hand.items_left[i] for i in hand.items_left)
    assert all(hand.items_left[item] >= 0 for item in hand.items_left)


@settings(max_examples=60, deadline=None)
@given(seed=seeds, agent_seed=seeds, seat0=seat0_kinds, config=configs)
def test_the_cpu_never_sees_the_players_new_tiles(
    seed: int, agent_seed: int, seat0: str, config: HandConfig
) -> None:
    hand = Hand(seed, config=config)

    def check(h: Hand, event: Event) -> None:
        seen = redact(event, 1)
        if isinstance(seen, TilesExchanged):
            assert seen.given is None and seen.received is None
        if isinstance(seen, ChoiceOffered):
            assert seen.tile_kind is None and seen.available is None
        if isinstance(seen, DrawChosen):
            assert seen.kind is None

    views = play_hand(hand, [_seat0(seat0, agent_seed), GreedyAgent(agent_seed)], check)
    if hand.winner != 0:
        assert not set(hand.seats[0].concealed) & set(views[1].visible_tiles())
    assert sum(views[1].unseen_counts()) == 136 - len(views[1].visible_tiles())
    assert views[0].drawn == hand.seats[0].drawn or hand.winner == 0


@settings(max_examples=40, deadline=None)
@given(seed=seeds, agent_seed=seeds, seat0=seat0_kinds, config=configs)
def test_feature_hands_replay_exactly(
    seed: int, agent_seed: int, seat0: str, config: HandConfig
) -> None:
    first = Hand(seed, hand_number=2, dealer=1, config=config)
    play_hand(first, [_seat0(seat0, agent_seed), RandomAgent(agent_seed)])
    again = replayed(first)
    assert again.log == first.log


def test_random_play_reaches_every_choice_and_answer() -> None:
    """The properties above are only as good as the choices they reach."""
    config = HandConfig(
        opening_swap=True, draw_choice_chance=0.5, triplet_offer_chance=0.5, items=ItemStock(2, 2)
    )
    offered: set[Choice] = set()
    done: set[Choice] = set()
    for seed in range(40):
        hand = Hand(seed, dealer=seed % 2, config=config)
        play_hand(hand, [RandomAgent(seed), RandomAgent(seed + 1)])
        offered |= {e.choice for e in hand.log if isinstance(e, ChoiceOffered)}
        done |= {e.choice for e in hand.log if isinstance(e, TilesExchanged)}
        if any(isinstance(e, DrawChosen) for e in hand.log):
            done.add(Choice.DRAW_CHOICE)
    assert offered == done == set(Choice)
