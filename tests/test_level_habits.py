"""The lower levels' habits (issue 14 item 3): each mistake shown on a real hand at the
level that has it, and not at ``master``; switching the one parameter off at that level
gives master's choice back, so the test is about that habit and nothing else. Mistakes
by chance are off (``careful``) so only the habit decides."""

from __future__ import annotations

import dataclasses

import pytest
from agents import arcade_cpu

from mahjong2p.ai.cpu_agent import CpuAgent
from mahjong2p.ai.levels import LEVELS, MASTER, Level
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.tiles import kind_of, parse_kinds
from mahjong2p.rules.view import PlayerView
from tests.test_ai_positions import (
    FAR_HAND,
    SEAT,
    TileBox,
    discarded_kind,
    make_view,
    turn_actions,
)


def careful(level: Level, **changes: float) -> CpuAgent:
    return arcade_cpu(dataclasses.replace(level, mistake_rate=0.0, **changes), seed=1)


@pytest.mark.parametrize("name", ["easy", "normal", "hard"])
def test_keeps_honour_pairs_too_long(name: str) -> None:
    """东东南南 beside a 2p pair: master breaks an honour pair (two copies left to 碰
    against the 3p/6p a 22p pair and its run can use); a level hoping to 碰 both keeps
    them and breaks the 2p pair."""
    hand = "2245678p789s1122z"
    assert discarded_kind(careful(MASTER), make_view(hand)) == "1z"
    assert discarded_kind(careful(LEVELS[name]), make_view(hand)) == "2p"
    unhabit = careful(LEVELS[name], honour_pair_keep=0.0)
    assert discarded_kind(unhabit, make_view(hand)) == "1z"


def test_easy_misses_the_far_side_of_a_multi_sided_wait() -> None:
    """Cutting 2p leaves 34567p waiting on 2p/5p/8p; easy reads only two of the three and
    cuts 5p for the plain 5p/8p of 23467p instead."""
    hand = "234567p22334455s"
    assert discarded_kind(careful(MASTER), make_view(hand)) == "2p"
    assert discarded_kind(careful(LEVELS["easy"]), make_view(hand)) == "5p"
    assert discarded_kind(careful(LEVELS["easy"], wait_sight=0), make_view(hand)) == "2p"


# The ponds and 花牌 of CHI_3S, a position from easy's own play (seed 5, the first hand).
PONDS = {"opponent_discards": "1m389p2389s36z", "my_discards": "1788m2p19s1357z"}


@dataclasses.dataclass(frozen=True)
class CallOffer:
    """An open hand (``melds``), the opponent's ``offered`` tile and the call on it."""

    hand: str
    melds: tuple[tuple[MeldKind, str], ...]
    offered: str
    uses: str
    kind: ActionKind


CHI_3S = CallOffer("2456m23p4457s", ((MeldKind.CHI, "123s"),), "3s", "45s", ActionKind.CHI)
PON_2S = CallOffer("456p78s22s57m9p", ((MeldKind.CHI, "123m"),), "2s", "22s", ActionKind.PON)


def _call_offer(offer: CallOffer) -> tuple[PlayerView, list[Action]]:
    box = TileBox()
    view = make_view(offer.hand, melds=offer.melds, live=23, indicator="1p5z", box=box, **PONDS)
    tile = box.take(offer.offered)[0]
    view.discards[1].append(tile)
    view.last_discard = tile
    used: list[int] = []
    for wanted in parse_kinds(offer.uses):
        used.append(next(t for t in view.concealed if kind_of(t) == wanted and t not in used))
    return view, [Action(offer.kind, SEAT, tiles=tuple(used)), Action(ActionKind.PASS, SEAT)]


@pytest.mark.parametrize(
    ("name", "offer"),
    [("easy", CHI_3S), ("normal", PON_2S), ("hard", CHI_3S), ("hard", PON_2S)],
    ids=["easy-chi", "normal-pon", "hard-chi", "hard-pon"],
)
def test_calls_that_bring_the_hand_no_closer(name: str, offer: CallOffer) -> None:
    """An open hand one step from ready; the call leaves it one step from ready too (and
    skips a draw): master passes, an eager caller calls."""
    for agent, expected in (
        (careful(MASTER), ActionKind.PASS),
        (careful(LEVELS[name]), offer.kind),
        (careful(LEVELS[name], call_eagerness=0.0), ActionKind.PASS),
    ):
        view, actions = _call_offer(offer)
        assert agent.choose(view, actions).kind is expected


def test_easy_ignores_a_declared_hand() -> None:
    """Three steps from ready against a 报听: master and normal fold on the one safe tile,
    easy does not."""
    view = lambda: make_view(FAR_HAND, opponent_discards="44z", declared=True, live=10)  # noqa: E731
    assert discarded_kind(careful(MASTER), view()) == "4z"
    assert discarded_kind(careful(LEVELS["normal"]), view()) == "4z"
    assert discarded_kind(careful(LEVELS["easy"]), view()) != "4z"


def test_normal_defends_only_after_a_declaration() -> None:
    """Three steps from ready against an undeclared opponent with two pons and eleven
    discards, late in the hand: master reads them as close and folds on the safe 北;
    normal pushes, and folds as well once it reads undeclared hands as master does."""

    def view() -> PlayerView:
        box = TileBox()
        position = make_view(FAR_HAND, opponent_discards="44z1m9m1p9p1s9s7z6z5z", live=10, box=box)
        for text in ("777m", "888p"):
            tiles = tuple(box.take(text))
            position.melds[1].append(Meld(MeldKind.PON, tiles, tiles[0]))
        return position

    assert discarded_kind(careful(MASTER), view()) == "4z"
    assert discarded_kind(careful(LEVELS["normal"]), view()) != "4z"
    reading = careful(LEVELS["normal"], read_weight=1.0, defence_weight=1.5)
    assert discarded_kind(reading, view()) == "4z"


def test_easy_seldom_declares_ready() -> None:
    """Cutting 东 leaves 23m waiting on 1m/4m (six live): master declares 报听 with it
    (the 海底 priority, and a warning the human must heed); easy, declaring only with
    nine live tiles, stays silent."""
    view = make_view("123456p789s1123m1z")
    for level, declares in ((MASTER, True), (LEVELS["easy"], False)):
        action = careful(level).choose(view, turn_actions(view))
        assert action.tile is not None and kind_of(action.tile) == parse_kinds("1z")[0]
        assert action.declare_ready is declares


@pytest.mark.parametrize("name", ["hard", "master"])
def test_reads_a_declared_hands_own_discards_as_nearly_safe(name: str) -> None:
    """Against a 报听, hard folds as master does, with the 5s the opponent discarded before
    declaring rather than its isolated 8s (it weighs such a tile at 0.4 of a wait, master
    at 0.1); reading them as any other tile (the factor at 1), it throws the 8s."""

    def view() -> PlayerView:
        return make_view("2357m2468p3568s67s", opponent_discards="5s", declared=True, live=20)

    assert discarded_kind(careful(LEVELS[name]), view()) == "5s"
    assert discarded_kind(careful(LEVELS[name], own_discard_wait=1.0), view()) == "8s"
