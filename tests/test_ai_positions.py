"""The CPU on crafted positions (issue: CPU opponent): obvious discards, wins, calls it must
refuse, folding against a 报听, and the levels' differences.

Positions are built as a :class:`PlayerView` from tile strings, the way the CPU sees the
table; the legal actions are the ones the engine would offer there. Mistakes are switched
off (``mistake_rate=0``) where a test checks a level's judgement rather than its dice.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from agents import arcade_cpu

from mahjong2p.ai.choice import Option, pick
from mahjong2p.ai.cpu_agent import CpuAgent
from mahjong2p.ai.danger import ReadyWatch
from mahjong2p.ai.levels import EASY, EXPERT, LEVELS, MASTER, Level
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.shape import is_ready
from mahjong2p.rules.tiles import counts_of, kind_of, parse_kinds
from mahjong2p.rules.tileset import ARCADE_TILES
from mahjong2p.rules.view import PlayerView

SEAT = 0
ALL_LEVELS = sorted(LEVELS)
DEFENDING = ["hard", "master"]


class TileBox:
    """Hands out distinct physical tiles by kind, so a view never holds a tile twice."""

    def __init__(self) -> None:
        self._used = [0] * 34

    def take(self, text: str) -> list[int]:
        tiles = []
        for kind in parse_kinds(text):
            tiles.append(kind * 4 + self._used[kind])
            self._used[kind] += 1
        return tiles


def make_view(
    hand: str,
    *,
    melds: tuple[tuple[MeldKind, str], ...] = (),
    opponent_discards: str = "",
    my_discards: str = "",
    declared: bool = False,
    live: int = 30,
    indicator: str = "9p",
    box: TileBox | None = None,
) -> PlayerView:
    """Seat 0's view: its concealed ``hand`` and melds, both ponds, the 花牌 indicator."""
    box = box or TileBox()
    view = PlayerView(SEAT, tile_set=ARCADE_TILES, live_count=live, opponent_tile_count=13)
    view.concealed = box.take(hand)
    for kind, text in melds:
        tiles = tuple(box.take(text))
        view.melds[SEAT].append(Meld(kind, tiles, tiles[0]))
    view.discards[1].extend(box.take(opponent_discards))
    view.discards[SEAT].extend(box.take(my_discards))
    view.declared_ready[1] = declared
    view.indicators = box.take(indicator)
    return view


def turn_actions(view: PlayerView) -> list[Action]:
    """The engine's turn offer: every discard, and 报听 with those that leave a live wait."""
    actions = []
    for tile in view.concealed:
        actions.append(Action(ActionKind.DISCARD, SEAT, tile=tile))
        counts = counts_of(kind_of(t) for t in view.concealed)
        counts[kind_of(tile)] -= 1
        if is_ready(counts, view.melds[SEAT]):
            actions.append(Action(ActionKind.DISCARD, SEAT, tile=tile, declare_ready=True))
    return actions


def careful(name: str) -> CpuAgent:
    """The named level with its mistakes switched off."""
    return arcade_cpu(dataclasses.replace(LEVELS[name], mistake_rate=0.0), seed=1)


def discarded_kind(agent: CpuAgent, view: PlayerView) -> str:
    action = agent.choose(view, turn_actions(view))
    assert action.kind is ActionKind.DISCARD and action.tile is not None
    kind = kind_of(action.tile)
    return f"{kind % 9 + 1}{'mpsz'[kind // 9]}"


@pytest.mark.parametrize("name", ALL_LEVELS)
@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        pytest.param("123m456p789s45m67p1z", "1z", id="isolated-honour-1-shanten"),
        pytest.param("123456m234p6799s5z", "5z", id="isolated-honour-ready-after"),
        pytest.param("111m234p567s2378m9p", "9p", id="isolated-terminal"),
    ],
)
def test_discards_the_obvious_tile(name: str, hand: str, expected: str) -> None:
    assert discarded_kind(careful(name), make_view(hand)) == expected


@pytest.mark.parametrize("name", ALL_LEVELS)
@pytest.mark.parametrize("win", [ActionKind.TSUMO, ActionKind.RON, ActionKind.ROB_KONG])
def test_a_win_is_always_taken_even_by_a_level_that_blunders(name: str, win: ActionKind) -> None:
    view = make_view("123m456p789s11223z")
    blunderer = arcade_cpu(dataclasses.replace(LEVELS[name], mistake_rate=1.0), seed=3)
    others = [Action(ActionKind.PASS, SEAT), *turn_actions(view)[:3]]
    for _ in range(20):
        assert blunderer.choose(view, [*others, Action(win, SEAT)]).kind is win


@pytest.mark.parametrize("name", ALL_LEVELS)
def test_declines_a_pon_that_breaks_a_ready_seven_pairs(name: str) -> None:
    box = TileBox()
    view = make_view("1133m5577p99s22z7z", box=box)
    offered = box.take("5p")[0]
    view.discards[1].append(offered)
    view.last_discard = offered
    pon = Action(ActionKind.PON, SEAT, tiles=tuple(view.concealed[4:6]))
    assert {kind_of(t) for t in pon.tiles} == {kind_of(offered)}
    choice = careful(name).choose(view, [pon, Action(ActionKind.PASS, SEAT)])
    assert choice.kind is ActionKind.PASS


@pytest.mark.parametrize("name", ALL_LEVELS)
def test_calls_a_chi_that_makes_the_hand_ready_on_a_good_wait(name: str) -> None:
    """Chi 6m, then discard 9m: ready on 6s/9s at once, against one more step to go."""
    box = TileBox()
    view = make_view("123m456p78s45m11z9m", box=box)
    offered = box.take("6m")[0]
    view.last_discard = offered
    chi = Action(ActionKind.CHI, SEAT, tiles=tuple(view.concealed[8:10]))
    assert [kind_of(t) for t in chi.tiles] == parse_kinds("45m")
    choice = careful(name).choose(view, [chi, Action(ActionKind.PASS, SEAT)])
    assert choice.kind is ActionKind.CHI


# A hand three tiles from ready made of middle tiles only (each dangerous to a ready
# opponent), with a pair of 北 whose other two copies are in the opponent's pond: the one
# tile that cannot be a wait.
FAR_HAND = "2357m2468p3568s44z"


@pytest.mark.parametrize("name", DEFENDING)
def test_folds_a_far_hand_against_a_declared_ready(name: str) -> None:
    view = make_view(FAR_HAND, opponent_discards="44z", declared=True, live=10)
    assert discarded_kind(careful(name), view) == "4z"


@pytest.mark.parametrize("name", ALL_LEVELS)
def test_keeps_the_pair_when_nobody_is_ready(name: str) -> None:
    view = make_view(FAR_HAND, opponent_discards="44z", declared=False, live=10)
    assert discarded_kind(careful(name), view) != "4z"


@pytest.mark.parametrize("name", DEFENDING)
def test_tiles_that_passed_a_declared_hand_are_safe(name: str) -> None:
    """After the 报听 a tile the opponent discards (their hand is locked) is no wait."""
    agent = careful(name)
    box = TileBox()
    view = make_view("2357m2468p3568s67s", opponent_discards="1z", declared=True, box=box)
    first = agent.choose(view, turn_actions(view))
    view.concealed.remove(first.tile)
    view.discards[SEAT].append(first.tile)
    view.discards[1].extend(box.take("6s"))  # the opponent drew and let it go
    view.concealed.extend(box.take("9m"))
    assert discarded_kind(agent, view) == "6s"


def test_master_folds_with_the_tile_the_declared_opponent_threw_away() -> None:
    """Against a 报听, master throws the 5s the opponent discarded before declaring (a
    player seldom waits on a tile they let go) rather than its isolated 8s; with the
    factor at 1 (the other levels' reading: only fewer copies held) it threw the 8s."""
    view = make_view("2357m2468p3568s67s", opponent_discards="5s", declared=True, live=20)
    assert discarded_kind(careful("master"), view) == "5s"
    trusting = dataclasses.replace(MASTER, own_discard_wait=1.0)
    assert discarded_kind(arcade_cpu(trusting, seed=1), view) == "8s"


def test_ready_watch_remembers_only_what_passed_after_the_declaration() -> None:
    box = TileBox()
    view = make_view("123m456p789s1122z", opponent_discards="5m", box=box)
    watch = ReadyWatch()
    assert watch.passed_kinds(view) == set()
    view.declared_ready[1] = True
    assert watch.passed_kinds(view) == set()  # 5m went before the 报听
    view.discards[1].extend(box.take("7p"))
    view.discards[SEAT].extend(box.take("3s"))
    assert watch.passed_kinds(view) == set(parse_kinds("7p3s"))
    fresh = make_view("123m456p789s1122z", opponent_discards="5m7p3s", declared=True)
    assert watch.passed_kinds(fresh) == set()  # a new hand starts over


def test_declares_ready_only_with_a_wait_the_level_finds_good_enough() -> None:
    """Discarding 东 leaves 23m waiting on 1m (two live, two held) and 4m (four live)."""
    view = make_view("123456p789s1123m1z")
    for name, level in LEVELS.items():
        action = careful(name).choose(view, turn_actions(view))
        assert kind_of(action.tile or 0) == parse_kinds("1z")[0]
        assert action.declare_ready == (level.ready_min_live <= 6), name


def test_value_aware_level_declines_a_chi_that_costs_more_value_than_speed() -> None:
    """A closed 条子 hand heading for 一气通贯 and a flush: chi 7s is a step faster but
    opens the hand; the value-blind CPU (its own fan is worth nothing in the arcade)
    calls, a value weight or the points-seeking player keeps it closed."""
    box = TileBox()
    view = make_view(
        "357p12356789s33z",
        opponent_discards="88m589p3s",
        my_discards="1p1145z",
        live=33,
        indicator="6z",
        box=box,
    )
    offered = box.take("7s")[0]
    view.discards[1].append(offered)
    view.last_discard = offered
    chis = [
        Action(ActionKind.CHI, SEAT, tiles=(_tile_of(view, a), _tile_of(view, b)))
        for a, b in (("5s", "6s"), ("6s", "8s"), ("8s", "9s"))
    ]
    options = [*chis, Action(ActionKind.PASS, SEAT)]
    assert arcade_cpu(MASTER, seed=1).choose(view, options).kind is ActionKind.CHI
    aware = arcade_cpu(dataclasses.replace(MASTER, value_weight=0.05), seed=1)
    assert aware.choose(view, options).kind is ActionKind.PASS
    assert arcade_cpu(EXPERT, seed=1).choose(view, options).kind is ActionKind.PASS


def _tile_of(view: PlayerView, kind_text: str) -> int:
    """The first concealed tile of one kind of ``kind_text`` (a single tile kind)."""
    return next(t for t in view.concealed if kind_of(t) == parse_kinds(kind_text)[0])


def test_a_concealed_kong_that_costs_no_shape_is_declared() -> None:
    """Four 2m beside a ready hand: the kong keeps the wait and adds a replacement draw."""
    view = make_view("2222m345p678s11z56p")
    kong = Action(ActionKind.CONCEALED_KONG, SEAT, tiles=tuple(view.concealed[:4]))
    for name in ALL_LEVELS:
        assert careful(name).choose(view, [kong, *turn_actions(view)]) == kong, name


def test_an_added_kong_of_a_useless_fourth_tile_is_declared() -> None:
    view = make_view("123m456p78s99s7z", melds=((MeldKind.PON, "777z"),))
    fourth = view.concealed[-1]
    kong = Action(ActionKind.ADDED_KONG, SEAT, tile=fourth)
    for name in ALL_LEVELS:
        assert careful(name).choose(view, [kong, *turn_actions(view)]) == kong, name


def test_haitei_picks_are_legal_slots() -> None:
    view = make_view("123m456p789s1122z")
    picks = [Action(ActionKind.HAITEI_PICK, SEAT, tile=slot) for slot in (3, 9, 40)]
    for name in ALL_LEVELS:
        assert careful(name).choose(view, picks) in picks


def test_mistakes_follow_the_level_rate() -> None:
    """The best option is taken unless a mistake is rolled; a mistake stays plausible."""
    options = [Option(1.0, Action(ActionKind.PASS, SEAT))] + [
        Option(u, Action(ActionKind.DISCARD, SEAT, tile=i)) for i, u in enumerate((0.9, 0.1))
    ]
    rng = random.Random(5)
    picks = [pick(options, EASY, rng) for _ in range(4000)]
    wrong = sum(p.kind is not ActionKind.PASS for p in picks) / len(picks)
    assert 0.10 < wrong < 0.15  # a mistake picks one of 2 plausible options: 12.5 %
    assert all(p.tile != 1 for p in picks)  # utility 0.1 is below easy's mistake floor
    assert all(pick(options, MASTER, rng).kind is ActionKind.PASS for _ in range(500))


def test_levels_are_frozen_parameter_sets() -> None:
    assert list(LEVELS) == ["easy", "normal", "hard", "master", "master-search", "master-v2"]
    for level in LEVELS.values():
        assert isinstance(level, Level)
        with pytest.raises(dataclasses.FrozenInstanceError):
            level.mistake_rate = 0.5  # type: ignore[misc]
    rates = [level.mistake_rate for level in LEVELS.values()]
    assert rates == sorted(rates, reverse=True)


def _open_kong_offer(
    hand: str, melds: tuple[tuple[MeldKind, str], ...]
) -> tuple[PlayerView, list[Action]]:
    """Seat 0 holds three 5p; the opponent has just discarded the fourth."""
    box = TileBox()
    view = make_view(hand, melds=melds, box=box)
    offered = box.take("5p")[0]
    view.discards[1].append(offered)
    view.last_discard = offered
    triplet = tuple(t for t in view.concealed if kind_of(t) == kind_of(offered))
    legal = [
        Action(ActionKind.PON, SEAT, tiles=triplet[:2]),
        Action(ActionKind.OPEN_KONG, SEAT, tiles=triplet),
        Action(ActionKind.PASS, SEAT),
    ]
    return view, legal


@pytest.mark.parametrize("name", ALL_LEVELS)
def test_open_kong_on_an_already_open_hand(name: str) -> None:
    """门清 is gone already: the kong keeps the shape and adds a 花牌 indicator."""
    view, legal = _open_kong_offer("555p123s789s1z", melds=((MeldKind.CHI, "234m"),))
    assert careful(name).choose(view, legal).kind is ActionKind.OPEN_KONG


@pytest.mark.parametrize("name", ALL_LEVELS)
def test_no_open_kong_on_a_concealed_hand(name: str) -> None:
    """A level that calls eagerly (a habit of the lower levels) pons the tile instead of
    passing, but never gives 门清 away for the kong."""
    view, legal = _open_kong_offer("555p123s789s234m1z", melds=())
    choice = careful(name).choose(view, legal).kind
    assert choice is not ActionKind.OPEN_KONG
    assert choice is (ActionKind.PON if LEVELS[name].call_eagerness else ActionKind.PASS)
