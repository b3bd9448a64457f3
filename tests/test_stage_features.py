"""The stage features as engine operations, on crafted walls (RULES.md A3, A9): the opening
swap, 搓牌, the triplet offer and the two table items; where each tile goes, and that the
hand carries on as if the choice had never been asked."""

from __future__ import annotations

from walls import rigged_hand

from mahjong2p.rules.actions import Action, ActionKind, ChoiceActionKind
from mahjong2p.rules.events import (
    ChoiceDeclined,
    ChoiceOffered,
    DrawChosen,
    Drew,
    TilesExchanged,
    redact,
)
from mahjong2p.rules.features.choice import Choice, ItemStock
from mahjong2p.rules.features.supply import available_counts
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.phase import HandConfig, Phase, PhaseKind
from mahjong2p.rules.tiles import kind_of, parse_kinds

SELECT, CONFIRM = ChoiceActionKind.SELECT, ChoiceActionKind.CONFIRM
PICK_KIND, USE_ITEM = ChoiceActionKind.PICK_KIND, ChoiceActionKind.USE_ITEM
JUNK_DEALER = "147m258p369s1357z2z"
JUNK_OTHER = "258m369p147s2456z"
# The CPU deals and discards 1z; seat 0 holds every 5z, so no 5z is face down.
CPU_DEALS = "147m258p369s12367z"
ALL_WHITE = "258m369p147s5555z"


def kinds(actions: list[Action]) -> set[ActionKind | ChoiceActionKind]:
    return {a.kind for a in actions}


def kind(text: str) -> int:
    return parse_kinds(text)[0]


def places(hand: Hand) -> dict[int, tuple[str, int]]:
    """Where each face-down tile lies: (row, index)."""
    found = {t: ("live", i) for i, t in enumerate(hand.wall.live)}
    found.update({t: ("dead", i) for i, t in enumerate(hand.wall.dead)})
    return found


def tile_at(hand: Hand, place: tuple[str, int]) -> int:
    row = hand.wall.live if place[0] == "live" else hand.wall.dead
    return row[place[1]]


def cpu_discards_first(config: HandConfig) -> Hand:
    """The CPU deals and throws its 1z; seat 0 cannot call it, so seat 0 draws next."""
    hand = rigged_hand(CPU_DEALS, ALL_WHITE, dealer=1, config=config)
    one_z = next(t for t in hand.seats[1].concealed if kind_of(t) == kind("1z"))
    hand.apply(Action(ActionKind.DISCARD, 1, tile=one_z))
    return hand


# ---------------------------------------------------------------- opening swap (A3)
def test_opening_swap_sets_the_picked_tiles_aside_for_dead_pool_tiles() -> None:
    hand = rigged_hand(JUNK_DEALER, JUNK_OTHER, config=HandConfig(opening_swap=True))
    assert hand.phase.kind is PhaseKind.CHOICE and hand.phase.choice is Choice.OPENING_SWAP
    assert hand.log[-1] == ChoiceOffered(0, Choice.OPENING_SWAP)
    legal = hand.legal_actions()
    assert kinds(legal) == {SELECT, ActionKind.PASS}
    assert sorted(a.tile for a in legal if a.kind is SELECT) == sorted(hand.seats[0].concealed)
    live, dead, indicators = list(hand.wall.live), list(hand.wall.dead), hand.wall.indicators[:]
    give = hand.seats[0].concealed[:3]
    for tile in give:
        assert hand.apply(Action(SELECT, 0, tile=tile)) == []
    assert Action(CONFIRM, 0) in hand.legal_actions()
    [exchanged] = hand.apply(Action(CONFIRM, 0))
    assert isinstance(exchanged, TilesExchanged) and exchanged.given == tuple(give)
    assert exchanged.choice is Choice.OPENING_SWAP and exchanged.count == 3
    assert exchanged.received is not None and set(exchanged.received) <= set(dead)
    assert hand.wall.set_aside == give and set(exchanged.received) <= set(hand.seats[0].concealed)
    assert hand.wall.dead == [t for t in dead if t not in exchanged.received]
    assert hand.wall.live == live and hand.wall.indicators == indicators
    assert hand.phase == Phase(PhaseKind.TURN, 0)
    hand.check_invariants()


def test_the_cpu_dealer_waits_for_the_swap_and_all_tiles_may_go() -> None:
    hand = rigged_hand(JUNK_DEALER, JUNK_OTHER, dealer=1, config=HandConfig(opening_swap=True))
    assert hand.to_act == 0
    for tile in list(hand.seats[0].concealed):
        hand.apply(Action(SELECT, 0, tile=tile))
    assert kinds(hand.legal_actions()) == {CONFIRM, ActionKind.PASS}
    before = set(hand.seats[0].concealed)
    events = hand.apply(Action(CONFIRM, 0))
    assert isinstance(events[-1], TilesExchanged) and events[-1].count == 13
    assert not before & set(hand.seats[0].concealed)
    assert hand.phase == Phase(PhaseKind.TURN, 1)
    hand.check_invariants()


def test_declining_the_swap_changes_nothing() -> None:
    hand = rigged_hand(JUNK_DEALER, JUNK_OTHER, config=HandConfig(opening_swap=True))
    concealed = list(hand.seats[0].concealed)
    hand.apply(Action(SELECT, 0, tile=concealed[0]))
    assert hand.apply(Action(ActionKind.PASS, 0)) == [ChoiceDeclined(0, Choice.OPENING_SWAP)]
    assert hand.seats[0].concealed == concealed and hand.phase == Phase(PhaseKind.TURN, 0)


# ---------------------------------------------------------------- 搓牌 (A9)
def test_draw_choice_offers_every_face_down_kind_with_its_count() -> None:
    hand = cpu_discards_first(HandConfig(draw_choice_chance=1.0))
    offer = hand.log[-1]
    assert isinstance(offer, ChoiceOffered) and offer.choice is Choice.DRAW_CHOICE
    assert offer.available == available_counts(hand.wall)
    assert offer.available[kind("5z")] == 0 and offer.available[kind("1m")] == 3
    picks = {a.tile_kind for a in hand.legal_actions() if a.kind is PICK_KIND}
    assert picks == {k for k, n in enumerate(offer.available) if n}
    assert kind("5z") not in picks
    assert redact(offer, 1) == ChoiceOffered(0, Choice.DRAW_CHOICE)


def test_the_chosen_tile_swaps_places_with_the_next_live_tile() -> None:
    hand = cpu_discards_first(HandConfig(draw_choice_chance=1.0))
    front = hand.wall.live[0]
    before = hand.wall.face_down()
    events = hand.apply(Action(PICK_KIND, 0, tile_kind=kind("9s")))
    assert events[0] == DrawChosen(0, kind("9s"))
    drew = events[1]
    assert isinstance(drew, Drew) and kind_of(drew.tile) == kind("9s")
    before[before.index(drew.tile)] = front
    assert hand.wall.face_down() == before[1:], "only the two tiles traded places"
    assert redact(events[0], 1) == DrawChosen(0, None)
    assert hand.phase.kind is PhaseKind.TURN and hand.seats[0].drawn == drew.tile
    hand.check_invariants()


def test_declining_draw_choice_is_the_normal_draw() -> None:
    hand = cpu_discards_first(HandConfig(draw_choice_chance=1.0))
    front = hand.wall.live[0]
    events = hand.apply(Action(ActionKind.PASS, 0))
    assert events[0] == ChoiceDeclined(0, Choice.DRAW_CHOICE)
    assert isinstance(events[1], Drew) and events[1].tile == front


def test_no_offers_once_the_hand_is_locked_by_bao_ting() -> None:
    config = HandConfig(draw_choice_chance=1.0, triplet_offer_chance=1.0, items=ItemStock(1, 1))
    hand = rigged_hand("123m456m789m123p5s1z", JUNK_OTHER, draws="9p", config=config)
    one_z = next(t for t in hand.seats[0].concealed if kind_of(t) == kind("1z"))
    hand.apply(Action(ActionKind.DISCARD, 0, tile=one_z, declare_ready=True))
    cpu_drawn = hand.seats[1].drawn
    hand.apply(Action(ActionKind.DISCARD, 1, tile=cpu_drawn))
    if hand.phase.kind is PhaseKind.REACTION:
        hand.apply(Action(ActionKind.PASS, 0))
    assert hand.phase.kind is PhaseKind.TURN and hand.to_act == 0
    assert kinds(hand.legal_actions()) <= {ActionKind.DISCARD, ActionKind.TSUMO}
    assert not any(isinstance(e, ChoiceOffered) for e in hand.log)


# ---------------------------------------------------------------- 刻子换牌 (A9)
def test_an_accepted_triplet_offer_trades_places_tile_for_tile() -> None:
    hand = cpu_discards_first(HandConfig(triplet_offer_chance=1.0))
    offer = hand.log[-1]
    assert isinstance(offer, ChoiceOffered) and offer.choice is Choice.TRIPLET_OFFER
    assert offer.tile_kind is not None and isinstance(hand.log[-2], Drew)
    triplet = hand.phase.offer
    assert len(triplet) == 3 and {kind_of(t) for t in triplet} == {offer.tile_kind}
    where = places(hand)
    drawn = hand.seats[0].drawn
    give = [t for t in hand.seats[0].concealed if t != drawn][:3]
    for tile in give:
        hand.apply(Action(SELECT, 0, tile=tile))
    assert SELECT not in kinds(hand.legal_actions()), "exactly three"
    [exchanged] = hand.apply(Action(CONFIRM, 0))
    assert exchanged == TilesExchanged(0, Choice.TRIPLET_OFFER, 3, tuple(give), triplet)
    assert [tile_at(hand, where[t]) for t in triplet] == give
    assert hand.phase == Phase(PhaseKind.TURN, 0) and hand.seats[0].drawn == drawn
    assert redact(exchanged, 1) == TilesExchanged(0, Choice.TRIPLET_OFFER, 3, None, None)
    hand.check_invariants()


def test_a_declined_triplet_offer_leaves_the_turn_as_it_was() -> None:
    hand = cpu_discards_first(HandConfig(triplet_offer_chance=1.0))
    concealed = list(hand.seats[0].concealed)
    hand.apply(Action(ActionKind.PASS, 0))
    assert hand.seats[0].concealed == concealed and hand.phase == Phase(PhaseKind.TURN, 0)
    assert ActionKind.DISCARD in kinds(hand.legal_actions())


# ---------------------------------------------------------------- items (A9)
def test_tou_tian_huan_ri_changes_one_tile_into_the_chosen_kind() -> None:
    hand = rigged_hand(JUNK_DEALER, JUNK_OTHER, config=HandConfig(items=ItemStock(1, 0)))
    use = Action(USE_ITEM, 0, item=Choice.TOU_TIAN_HUAN_RI)
    assert use in hand.legal_actions()
    offer = hand.apply(use)[0]
    assert isinstance(offer, ChoiceOffered) and offer.available == available_counts(hand.wall)
    old = hand.seats[0].concealed[0]
    hand.apply(Action(SELECT, 0, tile=old))
    picks = {a.tile_kind for a in hand.legal_actions() if a.kind is PICK_KIND}
    assert kind_of(old) not in picks and kind("5s") in picks
    where = places(hand)
    [exchanged] = hand.apply(Action(PICK_KIND, 0, tile_kind=kind("5s")))
    assert isinstance(exchanged, TilesExchanged) and exchanged.given == (old,)
    assert exchanged.received is not None and kind_of(exchanged.received[0]) == kind("5s")
    got_from = where[exchanged.received[0]]
    if got_from[0] == "live":
        assert tile_at(hand, got_from) == old
    else:
        assert hand.wall.set_aside == [old]
    assert hand.items_left[Choice.TOU_TIAN_HUAN_RI] == 0
    assert use not in hand.legal_actions() and hand.phase == Phase(PhaseKind.TURN, 0)
    hand.check_invariants()


def test_yi_hua_jie_mu_brings_a_random_triplet_and_cancelling_keeps_the_item() -> None:
    hand = rigged_hand(JUNK_DEALER, JUNK_OTHER, config=HandConfig(items=ItemStock(0, 2)))
    use = Action(USE_ITEM, 0, item=Choice.YI_HUA_JIE_MU)
    hand.apply(use)
    assert hand.apply(Action(ActionKind.PASS, 0)) == [ChoiceDeclined(0, Choice.YI_HUA_JIE_MU)]
    assert hand.items_left[Choice.YI_HUA_JIE_MU] == 2 and use in hand.legal_actions()
    hand.apply(use)
    give = hand.seats[0].concealed[-3:]
    for tile in give:
        hand.apply(Action(SELECT, 0, tile=tile))
    [exchanged] = hand.apply(Action(CONFIRM, 0))
    assert isinstance(exchanged, TilesExchanged) and exchanged.received is not None
    assert len({kind_of(t) for t in exchanged.received}) == 1
    assert set(give) <= set(hand.wall.face_down())
    assert hand.items_left[Choice.YI_HUA_JIE_MU] == 1
    hand.check_invariants()


def test_items_belong_to_the_feature_seat_only() -> None:
    hand = rigged_hand(JUNK_DEALER, JUNK_OTHER, dealer=1, config=HandConfig(items=ItemStock(1, 1)))
    assert hand.to_act == 1
    assert USE_ITEM not in kinds(hand.legal_actions())


def test_default_config_offers_nothing() -> None:
    hand = cpu_discards_first(HandConfig())
    assert hand.phase.kind is PhaseKind.TURN
    assert not {SELECT, CONFIRM, PICK_KIND, USE_ITEM} & kinds(hand.legal_actions())


def test_choice_actions_round_trip_through_json() -> None:
    for action in (
        Action(SELECT, 0, tile=17),
        Action(CONFIRM, 0),
        Action(PICK_KIND, 0, tile_kind=26),
        Action(USE_ITEM, 0, item=Choice.YI_HUA_JIE_MU),
        Action(ActionKind.DISCARD, 1, tile=3, declare_ready=True),
    ):
        assert Action.from_json(action.to_json()) == action
