"""The searching master (issue 26): its worlds come from its own view only, its playouts
race by shape, its decisions are the same for the same seed and the same view whatever
the hidden tiles are, and its pricing of every discard ranks real hands sensibly."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

import pytest
from agents import ARCADE_AI, GB_AI, arcade_cpu, gb_cpu
from gb_walls import gb_hand
from hypothesis import given, settings
from hypothesis import strategies as st
from walls import rigged_hand

from mahjong2p.ai.choice import Option
from mahjong2p.ai.gb.levels import GB_LEVELS
from mahjong2p.ai.levels import LEVELS, MASTER_SEARCH
from mahjong2p.ai.search import decide
from mahjong2p.ai.search.decide import worlds_for
from mahjong2p.ai.search.rollout import Racer, play_out
from mahjong2p.ai.search.search import Playouts, price, seeded
from mahjong2p.ai.search.terms import NARROW, WIDE
from mahjong2p.ai.search.worlds import ARCADE_SWAPS, SHORT_SUIT_SWAPS, SeenTable, sample
from mahjong2p.play.loop import play_hand
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.melds import MeldKind
from mahjong2p.rules.shape import shanten
from mahjong2p.rules.tiles import counts_of, kind_of, parse_kinds
from tests.test_ai_positions import TileBox, make_view
from tests.test_ai_properties import Recorder, Tsumogiri
from tests.test_gb_ai_positions import discards, gb_view
from tests.test_gb_ai_properties import CPU_TILES, DRAWS, WORLDS
from tests.test_gb_ai_properties import Recorder as ScriptedRecorder

MAX_TURNS = 40  # a bound on the moves to the CPU's first turn


def racer(tiles: str) -> Racer:
    seat = Racer(counts_of(parse_kinds(tiles)), 0, True)
    seat.settle()
    return seat


def test_a_ready_seat_wins_on_its_wait_drawn_or_discarded() -> None:
    me, them = racer("123m456m789m123p5p"), racer("123s456s789s11z23p")
    # 1p and 4p are their waits: my discard of 4p deals in at once.
    assert play_out(me, them, parse_kinds("4p")[0], []).winner == 1
    me, them = racer("123m456m789m123p5p"), racer("123s456s789s11z23p")
    # They draw 9m (no use, straight back), I draw my 5p: a self-draw.
    outcome = play_out(me, them, parse_kinds("7z")[0], parse_kinds("9m5p"))
    assert (outcome.winner, outcome.self_draw) == (0, True)
    me, them = racer("123m456m789m123p5p"), racer("123s456s789s11z23p")
    # They draw 5p (kept? no: not useful to a ready hand) and I win off it.
    outcome = play_out(me, them, parse_kinds("7z")[0], parse_kinds("5p"))
    assert (outcome.winner, outcome.self_draw) == (0, False)


def test_a_useful_draw_is_kept_and_the_loosest_tile_goes() -> None:
    seat = racer("123m456m789m13p57z")  # 1-shanten: 2p makes it ready on a single honour
    assert seat.shanten == 1
    assert seat.turn(parse_kinds("2p")[0]) in parse_kinds("57z")
    assert seat.shanten == 0
    assert seat.turn(parse_kinds("9s")[0]) == parse_kinds("9s")[0]  # no use: thrown back


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), declared=st.booleans(), ponds=st.integers(0, 12))
def test_a_world_is_drawn_from_the_unseen_tiles_only(seed: int, declared: bool, ponds: int) -> None:
    rng = random.Random(seed)
    discards = "".join(rng.sample(["1z", "2z", "9m", "1p", "5s", "7p", "3m", "4z"], k=ponds % 8))
    view = make_view("123m456p789s1155z", opponent_discards=discards, declared=declared, live=20)
    table = SeenTable.of(view, frozenset(), ARCADE_SWAPS)
    world = sample(table, random.Random(seed))
    assert sum(world.hand) == view.opponent_tile_count
    assert len(world.wall) == 20
    used = list(world.hand)
    for kind in world.wall:
        used[kind] += 1
    assert all(u <= n for u, n in zip(used, table.unseen, strict=True))
    if declared:
        assert shanten(world.hand) <= 1  # ready but for the rare pool with no set left


def test_the_budget_grows_as_the_wall_shortens() -> None:
    assert worlds_for(120, 50, 3) < worlds_for(120, 20, 3) < worlds_for(120, 5, 3)
    assert worlds_for(120, 5, 4) * 4 <= 120 * 1.4


def test_the_search_prices_keeping_a_ready_hand_above_breaking_it() -> None:
    view = make_view("123m456m789m123p5p6z", live=30)
    kinds = sorted({kind_of(t) for t in view.concealed})

    def priced() -> list[Playouts]:
        found = price(view, kinds, 120, seeded(0, view), ARCADE_AI.search, for_points=True)
        return sorted(found, key=lambda p: -p.mean)

    rows = priced()
    assert {r.kind for r in rows} == set(parse_kinds("123456789m1235p6z"))
    assert rows[0].kind in (parse_kinds("6z")[0], parse_kinds("5p")[0])
    by_kind = {r.kind: r for r in rows}
    keep, breaks = by_kind[parse_kinds("6z")[0]], by_kind[parse_kinds("5m")[0]]
    assert keep.win_rate > breaks.win_rate
    assert keep.mean >= breaks.mean  # the human's seat: its own points
    assert all(0 <= r.deal_in_rate <= 1 and len(r.results) == 120 for r in rows)
    assert priced() == rows  # same view, same seed: same prices


def _searching_actions(opponent: str) -> list[Action]:
    draws = "4m6p9m7p2z1p5z8m3p6z2p7m1z4p"
    hand = rigged_hand("12356m24589p1377z", opponent, draws, live_left=len(draws))
    cpu = Recorder(arcade_cpu(MASTER_SEARCH, seed=11))
    play_hand(hand, [cpu, Tsumogiri()])
    return cpu.actions


@pytest.fixture
def priced_calls(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the search's pricing runs (so a test knows the search really decided)."""
    calls: list[int] = []
    real = decide.price

    def counting(*args: object, **kwargs: object) -> object:
        calls.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(decide, "price", counting)
    return calls


def test_hidden_tiles_do_not_change_the_searching_masters_decisions(
    priced_calls: list[int],
) -> None:
    """The two-worlds test of ``test_ai_properties`` with the search counted: it ran, and
    every decision is the same in both worlds."""
    first = _searching_actions("1112223334445s")
    ran = len(priced_calls)
    second = _searching_actions("5556667778889s")
    assert ran > 0 and len(priced_calls) == 2 * ran
    assert first == second


def test_hidden_tiles_do_not_change_the_72_tile_searching_master(priced_calls: list[int]) -> None:
    def actions(opponent: str) -> list[Action]:
        hand = gb_hand(CPU_TILES, opponent, DRAWS, rules=GB)
        agent = gb_cpu(GB_LEVELS["master-search"], seed=11)
        cpu = ScriptedRecorder(agent, len(parse_kinds(DRAWS)))
        play_hand(hand, [cpu, Tsumogiri()])
        return cpu.actions

    first = actions(WORLDS[0])
    ran = len(priced_calls)
    assert ran > 0
    assert actions(WORLDS[1]) == first


def test_the_search_draws_nothing_from_the_global_or_engine_stream() -> None:
    """Choosing leaves the global generator's state and the engine's (the hand's own
    stream) as they were, and the same view and seed give the same choice whatever state
    the global generator is in."""
    view = make_view("123m456p78s1367z55s", live=25)
    legal: Sequence[Action] = [
        Action(ActionKind.DISCARD, view.seat, tile=t) for t in view.concealed
    ]
    random.seed(1)
    untouched = random.getstate()
    first = arcade_cpu(LEVELS["master-search"], seed=5).choose(view, legal)
    assert random.getstate() == untouched
    random.seed(2)
    assert arcade_cpu(LEVELS["master-search"], seed=5).choose(view, legal) == first
    hand = Hand(5)
    for _ in range(MAX_TURNS):
        if hand.to_act == 1 or hand.is_over:
            break
        hand.apply(hand.legal_actions()[0])
    assert hand.to_act == 1
    engine = hand.rng.getstate()
    untouched = random.getstate()
    arcade_cpu(LEVELS["master-search"], seed=5).choose(hand.view(1), hand.legal_actions())
    assert hand.rng.getstate() == engine and random.getstate() == untouched


def _gb_sampled_ready_share(opponent_discards: str, worlds: int = 300) -> float:
    """The share of sampled 72-tile worlds in which the opponent's hand is ready."""
    view = gb_view("1112345678999m1z")
    view.discards[1].extend(TileBox().take(opponent_discards) if opponent_discards else [])
    table = SeenTable.of(view, frozenset(), SHORT_SUIT_SWAPS)
    rng = random.Random(3)
    return sum(shanten(sample(table, rng).hand) == 0 for _ in range(worlds)) / worlds


def test_a_72_tile_opponent_is_sampled_ready_sooner_as_they_discard() -> None:
    """Fitted to real hands (docs/ai.md): about 1 % ready at the first turn, about half
    after seven discards, nearly all after twelve."""
    early = _gb_sampled_ready_share("")
    middle = _gb_sampled_ready_share("2z3z4z5z6z7z1z")
    late = _gb_sampled_ready_share("2z3z4z5z6z7z1z2z3z4z5z6z")
    assert early < 0.1 < 0.3 < middle < 0.75 < late


def test_the_72_tile_search_weighs_discards_the_arcade_search_leaves_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The model's six best are played out in the 72-tile game (:data:`WIDE`),
    however far below the best; the arcade's breadth searches nothing when no other
    discard is within 35 % of the best."""
    view = gb_view("1112345678999m1z")
    one_each = {kind_of(t): t for t in view.concealed}
    legal = [Action(ActionKind.DISCARD, 0, tile=t) for t in list(one_each.values())[:8]]
    options = [Option(u, a) for u, a in zip((10, 6, 5, 4, 3, 2, 1, 0.5), legal, strict=True)]
    searched_kinds: list[list[int]] = []

    def recording(view: object, kinds: list[int], *args: object) -> list[Playouts]:
        searched_kinds.append(list(kinds))
        return [Playouts(k, 0.0, 0.0, 0.0, (0.0, 0.0)) for k in kinds]

    monkeypatch.setattr(decide, "price", recording)
    unguarded = dataclasses.replace(GB_AI.search, danger_guard=False)
    assert decide.searched(view, options, 1, 120, unguarded, breadth=NARROW) is None
    assert searched_kinds == []
    wide = decide.searched(view, options, 1, 120, unguarded, breadth=WIDE)
    assert wide is None  # all tie
    assert searched_kinds == [[kind_of(a.tile or 0) for a in legal[:6]]]
    # With a danger per kind, a discard more dangerous than the model's best is not weighed.
    danger = [0.0] * 34
    for action in (legal[1], legal[3]):
        danger[kind_of(action.tile or 0)] = 0.2
    decide.searched(view, options, 1, 120, unguarded, breadth=WIDE, danger=danger)
    safer = [legal[0], legal[2], *legal[4:8]]  # then the six best of the rest
    assert searched_kinds[-1] == [kind_of(a.tile or 0) for a in safer]


def test_the_72_tile_search_leaves_an_open_hand_to_the_model(priced_calls: list[int]) -> None:
    """An open hand's shape wins in the playouts may fall short of 起和 (a concealed hand
    of this game always reaches it off a discard: 混一色 and 门前清, or 清一色)."""
    agent = gb_cpu(GB_LEVELS["master-search"], seed=11)
    concealed = gb_view("11123456m13579m1z")
    concealed.live_count = 20
    agent.choose(concealed, discards(concealed))
    assert priced_calls
    priced_calls.clear()
    open_hand = gb_view("23456m13579m1z", melds=((MeldKind.PON, "111m"),))
    open_hand.live_count = 20
    agent.choose(open_hand, discards(open_hand))
    assert not priced_calls
