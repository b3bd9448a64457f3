"""The engine's shortcuts against plain computations (issue 11 item 15), over many random
games (hypothesis): the legal actions equal those computed from scratch the way the rules
read (count the tiles, ask the shape functions), and every answer a seat keeps between
moves — its counts, shanten and waits — equals a fresh computation after every event.

The plain reference below is written out on purpose: it is what the engine did before it
kept answers between moves, so a shortcut that changed one action shows up here.
"""

from __future__ import annotations

from agents import WinHungryRandom
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.greedy_agent import GreedyAgent
from mahjong2p.ai.random_agent import RandomAgent
from mahjong2p.play.loop import play_hand
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.events import Event
from mahjong2p.rules.features.choice import ItemStock
from mahjong2p.rules.features.legal import item_actions
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.phase import HandConfig, PhaseKind
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.seat import SeatState
from mahjong2p.rules.shape import (
    is_ready,
    is_winning_hand,
    melds_are_green,
    shanten,
    shanten_of,
    shape_waits,
)
from mahjong2p.rules.tiles import NUM_KINDS, counts_of, is_honour, kind_of

seeds = st.integers(min_value=0, max_value=2**32 - 1)
configs = st.one_of(
    st.just(HandConfig()),
    st.builds(
        HandConfig,
        haitei_draws=st.sampled_from([3, 5]),
        opening_swap=st.booleans(),
        draw_choice_chance=st.sampled_from([0.0, 0.5]),
        triplet_offer_chance=st.sampled_from([0.0, 0.5]),
        items=st.builds(ItemStock, st.integers(0, 2), st.integers(0, 2)),
    ),
)
AGENTS = {"random": RandomAgent, "hungry": WinHungryRandom, "greedy": GreedyAgent}
agent_kinds = st.sampled_from(sorted(AGENTS))


def plain_counts(seat: SeatState) -> list[int]:
    return counts_of(kind_of(t) for t in seat.concealed)


def plain_turn_actions(hand: Hand) -> list[Action]:
    phase = hand.phase
    seat_no, seat = phase.seat, hand.seats[phase.seat]
    counts = plain_counts(seat)
    actions = []
    if not phase.after_call and is_winning_hand(counts, seat.melds):
        win_tile = seat.drawn if seat.drawn is not None else seat.concealed[-1]
        if hand.rules.scoring.allows(hand, seat_no, WinBy.TSUMO, win_tile):
            actions.append(Action(ActionKind.TSUMO, seat_no))
    if seat.declared_ready:
        return [*actions, Action(ActionKind.DISCARD, seat_no, tile=seat.drawn)]
    actions += [Action(ActionKind.DISCARD, seat_no, tile=t) for t in seat.concealed]
    if hand.rules.bao_ting:
        good = set()
        for kind in {kind_of(t) for t in seat.concealed}:
            left = list(counts)
            left[kind] -= 1
            if is_ready(left, seat.melds):
                good.add(kind)
        actions += [
            Action(ActionKind.DISCARD, seat_no, tile=t, declare_ready=True)
            for t in seat.concealed
            if kind_of(t) in good
        ]
    if hand.wall.live_count > 0 and not phase.after_call:
        for kind in range(NUM_KINDS):
            if counts[kind] == 4:
                tiles = tuple(t for t in seat.concealed if kind_of(t) == kind)
                actions.append(Action(ActionKind.CONCEALED_KONG, seat_no, tiles=tiles))
        for meld in seat.melds:
            if meld.kind is MeldKind.PON:
                actions += [
                    Action(ActionKind.ADDED_KONG, seat_no, tile=t)
                    for t in seat.concealed
                    if kind_of(t) == meld.first_kind
                ]
    return actions + item_actions(hand, seat_no)


def plain_reaction_actions(hand: Hand) -> list[Action]:
    seat_no, tile = hand.phase.seat, hand.phase.tile
    assert tile is not None
    seat, kind = hand.seats[seat_no], kind_of(tile)
    counts = plain_counts(seat)
    actions = []
    with_tile = list(counts)
    with_tile[kind] += 1
    if is_winning_hand(with_tile, seat.melds) and hand.rules.scoring.allows(
        hand, seat_no, WinBy.RON, tile
    ):
        actions.append(Action(ActionKind.RON, seat_no))
    if hand.wall.live_count > 0 and not seat.declared_ready:
        same = [t for t in seat.concealed if kind_of(t) == kind]
        if len(same) >= 2:
            actions.append(Action(ActionKind.PON, seat_no, tiles=tuple(same[:2])))
        if len(same) == 3:
            actions.append(Action(ActionKind.OPEN_KONG, seat_no, tiles=tuple(same)))
        if not is_honour(kind):
            for low in (kind - 2, kind - 1, kind):
                if low < 0 or low // 9 != kind // 9 or low % 9 > 6:
                    continue
                others = [k for k in (low, low + 1, low + 2) if k != kind]
                firsts = [[t for t in seat.concealed if kind_of(t) == k][:1] for k in others]
                if all(firsts):
                    tiles = (firsts[0][0], firsts[1][0])
                    actions.append(Action(ActionKind.CHI, seat_no, tiles=tiles))
    return [*actions, Action(ActionKind.PASS, seat_no)]


def check_seat_answers(hand: Hand) -> None:
    """Each seat's kept answers equal a fresh computation (asked after the engine's own
    questions of the move, so the answers it kept are the ones checked)."""
    for seat_no, seat in enumerate(hand.seats):
        if any(kind_of(t) >= NUM_KINDS for t in seat.concealed):
            continue  # a flower on its way to the side (补花): no shape yet
        counts = plain_counts(seat)
        green = melds_are_green(seat.melds)
        assert seat.shape() == (bytes(counts), len(seat.melds), green)
        exact = shanten_of(counts, seat.melds)
        # shanten() is not asked here: it would keep the exact value where the engine's
        # next move should meet the floor it noted itself.
        far = seat.shanten_unless_far()
        assert far == exact if exact <= 0 else 1 <= far <= exact
        if hand.is_over or hand.phase.turn_seat == seat_no:
            continue
        assert list(seat.waits_by_shape()) == shape_waits(counts, len(seat.melds), green)
        assert seat.is_ready() == is_ready(counts, seat.melds)
        for kind in range(NUM_KINDS):
            with_tile = list(counts)
            with_tile[kind] += 1
            assert seat.wins_with(4 * kind) == is_winning_hand(with_tile, seat.melds)


def _play_and_compare(hand: Hand, agents: list[Agent]) -> None:
    def compare(h: Hand, event: Event) -> None:
        del event
        if h.phase.kind is PhaseKind.TURN:
            assert h.legal_actions() == plain_turn_actions(h)
        elif h.phase.kind is PhaseKind.REACTION:
            assert h.legal_actions() == plain_reaction_actions(h)
        check_seat_answers(h)

    play_hand(hand, agents, on_event=compare)
    assert hand.is_over


@settings(max_examples=120, deadline=None)
@given(seed=seeds, agent_seed=seeds, agent_kind=agent_kinds, config=configs)
def test_arcade_legal_actions_and_seat_answers_equal_plain_ones(
    seed: int, agent_seed: int, agent_kind: str, config: HandConfig
) -> None:
    agents = [AGENTS[agent_kind](agent_seed), AGENTS[agent_kind](agent_seed + 1)]
    _play_and_compare(Hand(seed, dealer=seed % 2, config=config), agents)


@settings(max_examples=60, deadline=None)
@given(seed=seeds, agent_seed=seeds, agent_kind=agent_kinds)
def test_gb_legal_actions_and_seat_answers_equal_plain_ones(
    seed: int, agent_seed: int, agent_kind: str
) -> None:
    agents = [AGENTS[agent_kind](agent_seed), AGENTS[agent_kind](agent_seed + 1)]
    _play_and_compare(Hand(seed, dealer=seed % 2, rules=GB), agents)


def test_a_seat_counts_again_after_its_lists_change_by_any_code() -> None:
    """The kept shape belongs to the tiles it was counted from: changing the lists directly
    (as a test or a future mixin might) is seen at the next ask."""
    hand = Hand(7)
    seat = hand.seats[0]
    before = seat.shape()
    tile = seat.concealed.pop()
    assert seat.shape()[0] == bytes(plain_counts(seat)) != before[0]
    seat.concealed.append(tile)
    assert seat.shape() == before
    assert seat.shanten() == shanten_of(plain_counts(seat), seat.melds)
    seat.melds.append(Meld(MeldKind.PON, (0, 1, 2), 2))  # 1m: not a green tile
    assert seat.shape()[1:] == (1, False)


hands_13 = st.lists(st.integers(0, NUM_KINDS - 1), min_size=13, max_size=13).map(counts_of)
melded = st.tuples(st.integers(0, 4), st.booleans())


@given(hands_13, st.integers(0, NUM_KINDS - 1), melded)
def test_a_tile_more_lowers_the_shanten_by_one_at_most(
    counts: list[int], kind: int, melds: tuple[int, bool]
) -> None:
    """What a seat's noted floor after a draw rests on (it is the floor less one)."""
    meld_count, green = melds
    counts = _fit(counts, meld_count)
    more = list(counts)
    more[kind] += 1
    assert shanten(more, meld_count, green) >= shanten(counts, meld_count, green) - 1


@given(hands_13, st.integers(0, NUM_KINDS - 1), melded)
def test_a_tile_fewer_never_goes_below_the_fuller_hand(
    counts: list[int], kind: int, melds: tuple[int, bool]
) -> None:
    """What a seat's noted floor after a discard rests on (the hand before it)."""
    meld_count, green = melds
    fuller = _fit(counts, meld_count)
    fuller[kind] += 1
    for discard in (k for k, n in enumerate(fuller) if n):
        left = list(fuller)
        left[discard] -= 1
        assert shanten(left, meld_count, green) >= shanten(fuller, meld_count, green)


def _fit(counts: list[int], meld_count: int) -> list[int]:
    """The first 13 − 3·melds tiles of ``counts``: a 13-equivalent hand beside the melds."""
    kept, left = [0] * NUM_KINDS, 13 - 3 * meld_count
    for kind, n in enumerate(counts):
        kept[kind] = min(n, left)
        left -= kept[kind]
    return kept
