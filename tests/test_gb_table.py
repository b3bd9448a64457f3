"""The 72-tile table on crafted and seeded walls (RULES.md B1–B4): dice and the wall break,
the 4-4-4-跳牌 deal, 补花 at the deal and in play, 荒牌, and the actions Part B leaves out.
The scorer is the stand-in (tests/gb_standin.py), injected through the rule set."""

from __future__ import annotations

import pytest
from gb_standin import GB_STANDIN
from gb_walls import gb_hand

from mahjong2p.play.loop import play_hand
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.events import (
    DiceRolled,
    Drew,
    FlowerSetAside,
    HaiteiStarted,
    HandEnded,
    WallBroken,
    WallExhausted,
    WallTaken,
    Won,
)
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.gb.wall import STACKS, STACKS_PER_WALL
from mahjong2p.rules.hand import Hand, InvariantError
from mahjong2p.rules.phase import HandConfig, PhaseKind
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.rules.tiles import kind_of, parse_kinds
from mahjong2p.rules.view import PlayerView

MAX_ACTIONS = 1000  # far more than any hand takes: a hand that never ends fails, not hangs


def kind(text: str) -> int:
    return parse_kinds(text, flowers=True)[0]


def tile_of(hand: Hand, seat: int, text: str) -> int:
    return next(t for t in hand.seats[seat].concealed if kind_of(t) == kind(text))


def of_type(hand: Hand, cls: type) -> list:
    return [e for e in hand.log if isinstance(e, cls)]


@pytest.mark.parametrize("seed", range(12))
def test_the_dice_pick_the_wall_and_the_break(seed: int) -> None:
    hand = Hand(seed, dealer=seed % 2, rules=GB_STANDIN)
    first, second = (e.dice for e in of_type(hand, DiceRolled))
    [broken] = of_type(hand, WallBroken)
    assert broken.wall_seat == (hand.dealer if sum(first) % 2 else 1 - hand.dealer)
    assert broken.stack == (STACKS_PER_WALL * broken.wall_seat + sum(second)) % STACKS
    rollers = [e.seat for e in of_type(hand, DiceRolled)]
    assert rollers == [hand.dealer, broken.wall_seat], "the broken wall's owner rolls second"
    first_take = of_type(hand, WallTaken)[0]
    assert first_take.places[0] == (broken.stack, 0), "the deal starts at the break, top first"
    hand.check_invariants()


@pytest.mark.parametrize("seed", range(6))
def test_the_deal_is_four_four_four_then_the_jump(seed: int) -> None:
    hand = Hand(seed, dealer=1, rules=GB_STANDIN)
    [broken] = of_type(hand, WallBroken)
    deal = [e for e in of_type(hand, WallTaken) if not e.tail]
    d, o = 1, 0
    assert [(e.seat, len(e.places)) for e in deal] == [(d, 4), (o, 4)] * 3 + [(d, 2), (o, 1)]
    stacks = [(broken.stack + i) % STACKS for i in range(16)]
    assert [p for e in deal[:6] for p in e.places] == [
        (s, lv) for s in stacks[:12] for lv in (0, 1)
    ]
    assert deal[6].places == ((stacks[12], 0), (stacks[14], 0)), "跳牌: 隔一墩, two tops"
    assert deal[7].places == ((stacks[12], 1),)
    flowers = [len(s.flowers) for s in hand.seats]
    assert len(hand.seats[d].concealed) == 14 and len(hand.seats[o].concealed) == 13
    assert hand.wall.live_count == 72 - 27 - sum(flowers)
    hand.check_invariants()


def test_bu_hua_at_the_deal_dealer_first_and_again_for_a_flower_replacement() -> None:
    hand = gb_hand("1f2f123m456m789m111z", "3f123m456m789m222z", tail="4f5m6m7m")
    set_aside = [(e.seat, kind_of(e.tile)) for e in of_type(hand, FlowerSetAside)]
    assert set_aside == [(0, kind("1f")), (0, kind("2f")), (0, kind("4f")), (1, kind("3f"))]
    assert [kind_of(t) for t in hand.seats[0].flowers] == [kind(f) for f in ("1f", "2f", "4f")]
    replacements = [e for e in of_type(hand, Drew) if e.replacement]
    assert [(e.seat, kind_of(e.tile)) for e in replacements] == [
        (0, kind("4f")),
        (0, kind("5m")),
        (0, kind("6m")),
        (1, kind("7m")),
    ]
    tail = [e for e in of_type(hand, WallTaken) if e.tail]
    [broken] = of_type(hand, WallBroken)
    last, before = (broken.stack - 1) % STACKS, (broken.stack - 2) % STACKS
    assert [e.places for e in tail] == [((last, 0),), ((last, 1),), ((before, 0),), ((before, 1),)]
    assert hand.phase.kind is PhaseKind.TURN and hand.to_act == 0
    assert not any(kind_of(t) >= 34 for s in hand.seats for t in s.concealed)
    hand.check_invariants()


def test_a_flower_drawn_in_play_is_set_aside_and_replaced_from_the_tail() -> None:
    hand = gb_hand("1357m2468m123456z", "1357m2468m12345z", draws="5f", tail="9m")
    start = len(hand.log)
    hand.apply(Action(ActionKind.DISCARD, 0, tile=tile_of(hand, 0, "5z")))
    events = hand.log[start:]
    kinds_in_order = [type(e).__name__ for e in events]
    i = kinds_in_order.index("FlowerSetAside")
    assert kinds_in_order[i - 2 : i + 3] == [
        "WallTaken",
        "Drew",
        "FlowerSetAside",
        "WallTaken",
        "Drew",
    ]
    assert events[i - 2].tail is False and events[i + 1].tail is True
    drew = events[i + 2]
    assert isinstance(drew, Drew) and drew.replacement and kind_of(drew.tile) == kind("9m")
    assert hand.to_act == 1 and not hand.phase.after_kong, "a flower's replacement is no kong's"
    assert [kind_of(t) for t in hand.seats[1].flowers] == [kind("5f")]
    assert all(kind_of(a.tile) < 34 for a in hand.legal_actions() if a.kind is ActionKind.DISCARD)
    hand.check_invariants()


def test_no_bao_ting_and_no_stage_features() -> None:
    hand = gb_hand("123m456m789m11z22z3z", "1357m2468m12345z")
    assert not any(a.declare_ready for a in hand.legal_actions()), "discarding 3z is ready"
    with pytest.raises(ValueError, match="no stage features"):
        Hand(0, config=HandConfig(opening_swap=True), rules=GB)


@pytest.mark.parametrize(
    ("dealt", "offered"),
    [
        ("123m456m789m111z22z", False),  # 混一色 6 + 自摸 1 = 7: below the minimum
        ("123m456m789m555z22z", True),  # + 箭刻 2 = 9
        ("111m234m567m999m55m", True),  # 清一色
    ],
)
def test_a_win_below_the_minimum_is_never_offered(dealt: str, offered: bool) -> None:
    hand = gb_hand(dealt, "1357m2468m12345z")
    assert (ActionKind.TSUMO in {a.kind for a in hand.legal_actions()}) is offered


@pytest.mark.parametrize(
    ("waiting", "offered"), [("123m456m789m111z2z", False), ("123m456m789m555z2z", True)]
)
def test_a_discard_below_the_minimum_cannot_be_won(waiting: str, offered: bool) -> None:
    hand = gb_hand("1357m2468m33446z2z", waiting)
    hand.apply(Action(ActionKind.DISCARD, 0, tile=tile_of(hand, 0, "2z")))
    reacts = hand.phase.kind is PhaseKind.REACTION
    assert (reacts and ActionKind.RON in {a.kind for a in hand.legal_actions()}) is offered


@pytest.mark.parametrize(("tail", "kong_fan"), [("9m", True), ("1f9m", False)])
def test_gang_shang_kai_hua_on_a_kong_replacement_not_on_a_flower_one(
    tail: str, kong_fan: bool
) -> None:
    hand = gb_hand("1111m234m567m888m9m", "1357z2468m23456z", tail=tail)
    [kong] = [a for a in hand.legal_actions() if a.kind is ActionKind.CONCEALED_KONG]
    hand.apply(kong)
    hand.apply(Action(ActionKind.TSUMO, 0))
    [won] = of_type(hand, Won)
    assert ("out_with_replacement_tile" in {f.id for f in won.score.fans}) is kong_fan
    hand.check_invariants()


@pytest.mark.parametrize("rules", [GB_STANDIN, GB], ids=["stand-in", "score_gb"])
def test_he_jue_zhang_when_the_other_three_copies_are_shown(rules: RuleSet) -> None:
    hand = gb_hand("123m555z777z78m9m11z", "99m2468m1234z12z6z", draws="9m", rules=rules)
    hand.apply(Action(ActionKind.DISCARD, 0, tile=tile_of(hand, 0, "9m")))
    hand.apply(next(a for a in hand.legal_actions() if a.kind is ActionKind.PON))
    hand.apply(Action(ActionKind.DISCARD, 1, tile=tile_of(hand, 1, "6z")))
    assert hand.to_act == 0 and kind_of(hand.seats[0].drawn) == kind("9m")
    hand.apply(Action(ActionKind.TSUMO, 0))
    [won] = of_type(hand, Won)
    assert "last_tile" in {f.id for f in won.score.fans}
    if rules is GB_STANDIN:
        assert won.score.situation.seat_wind == kind("1z"), "the dealer sits 东"


def test_an_empty_wall_after_an_unclaimed_discard_is_a_drawn_hand() -> None:
    hand = gb_hand("1357m2468m123456z", "1357m2468m12345z")
    for _ in range(MAX_ACTIONS):
        if hand.is_over:
            break
        seat = hand.to_act
        legal = hand.legal_actions()
        discards = [a for a in legal if a.kind is ActionKind.DISCARD]
        drawn = hand.seats[seat].drawn
        pick = next((a for a in discards if a.tile == drawn), discards[0] if discards else None)
        hand.apply(pick or Action(ActionKind.PASS, seat))
        hand.check_invariants()
    else:
        raise AssertionError("the hand never ended")
    assert hand.wall.live_count == 0 and hand.winner is None
    assert of_type(hand, WallExhausted) and not of_type(hand, HaiteiStarted)
    assert hand.log[-1] == HandEnded(None, next_dealer=0)


def test_the_views_know_the_tile_set_and_the_flowers() -> None:
    hand = gb_hand("1f2f123m456m789m111z", "3f123m456m789m222z", tail="4f5m6m7m")
    views = (PlayerView(0, tile_set=GB.tiles), PlayerView(1, tile_set=GB.tiles))
    for event in hand.log:
        for view in views:
            view.observe(event)
    for seat, view in enumerate(views):
        assert sorted(view.concealed) == sorted(hand.seats[seat].concealed)
        assert view.flowers == (hand.seats[0].flowers, hand.seats[1].flowers)
        unseen = view.unseen_counts()
        assert unseen[kind("5p")] == 0 and unseen[kind("5s")] == 0
        assert sum(unseen) == 64 - len(view.concealed)
    assert views[0].opponent_tile_count == 13


def test_agents_play_whole_gb_hands() -> None:
    from mahjong2p.ai.policies import make_agent

    hand = Hand(5, rules=GB_STANDIN)
    play_hand(
        hand,
        [make_agent("normal", 1, hand.rules), make_agent("greedy", 2, hand.rules)],
        lambda h, e: h.check_invariants(),
    )
    assert hand.is_over


def test_an_open_half_flush_self_draw_of_seven_fan_is_not_offered() -> None:
    # The other seat chis 234m, then draws 9m: 234m 555m 678m 789m 44z — 混一色 6 + 自摸 1.
    hand = gb_hand("2m11m99m22z33z55z66z7z", "34m55567788m44z1z", draws="1m9m", rules=GB)
    hand.apply(Action(ActionKind.DISCARD, 0, tile=tile_of(hand, 0, "2m")))
    hand.apply(next(a for a in hand.legal_actions() if a.kind is ActionKind.CHI))
    hand.apply(Action(ActionKind.DISCARD, 1, tile=tile_of(hand, 1, "1z")))
    hand.apply(Action(ActionKind.DISCARD, 0, tile=hand.seats[0].drawn))
    assert hand.to_act == 1 and kind_of(hand.seats[1].drawn) == kind("9m")
    assert hand.seats[1].is_winning(), "a winning shape …"
    assert ActionKind.TSUMO not in {a.kind for a in hand.legal_actions()}, "… below 起和 8"


@pytest.mark.parametrize("rules", [GB_STANDIN, GB], ids=["stand-in", "score_gb"])
def test_rob_the_added_kong_is_qiang_gang_he_never_he_jue_zhang(rules: RuleSet) -> None:
    # The dealer waits on 5m (46m); the other seat pons the dealer's 5m, draws the fourth
    # and adds it: three 5m shown, yet robbing it is 抢杠和 only, not also 和绝张 (B5).
    hand = gb_hand("456m99m111z222z777z", "1235578m8m34566z", draws="4z5m", rules=rules)
    hand.apply(Action(ActionKind.DISCARD, 0, tile=tile_of(hand, 0, "5m")))
    hand.apply(next(a for a in hand.legal_actions() if a.kind is ActionKind.PON))
    hand.apply(Action(ActionKind.DISCARD, 1, tile=tile_of(hand, 1, "3z")))
    hand.apply(Action(ActionKind.DISCARD, 0, tile=hand.seats[0].drawn))
    hand.apply(next(a for a in hand.legal_actions() if a.kind is ActionKind.ADDED_KONG))
    assert hand.phase.kind is PhaseKind.ROB_KONG and hand.to_act == 0
    hand.apply(Action(ActionKind.ROB_KONG, 0))
    [won] = of_type(hand, Won)
    fan_ids = {f.id for f in won.score.fans}
    assert "robbing_the_kong" in fan_ids and "last_tile" not in fan_ids
    hand.check_invariants()


def test_the_72_tile_invariant_catches_a_lost_tile_and_a_flower_in_hand() -> None:
    hand = gb_hand("1f2f123m456m789m111z", "3f123m456m789m222z", tail="4f5m6m7m")
    hand.check_invariants()
    flower = hand.seats[0].flowers.pop()
    hand.seats[0].concealed.append(flower)
    with pytest.raises(InvariantError, match="flower"):
        hand.check_invariants()
    hand.seats[0].concealed.remove(flower)
    with pytest.raises(InvariantError, match="not accounted for"):
        hand.check_invariants()
