"""The hand state machine on crafted walls: every action of RULES.md A3–A5 and A8."""

from __future__ import annotations

import pytest
from walls import rigged_hand

from mahjong2p.rules.actions import Action, ActionKind, IllegalActionError
from mahjong2p.rules.events import (
    Called,
    DeclaredReady,
    Drew,
    HaiteiDrew,
    HaiteiStarted,
    HandEnded,
    IndicatorRevealed,
    KongDeclared,
    KongRobbed,
    WallExhausted,
    Won,
)
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.match import Match
from mahjong2p.rules.melds import MeldKind
from mahjong2p.rules.phase import HandConfig, PhaseKind
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.seat import SeatState, senior_seat
from mahjong2p.rules.tiles import kind_of, parse_kinds

# A non-dealer hand waiting on 5s alone (单骑), and two hands that are far from ready.
TANKI_5S = "123m456m789m123p5s"
JUNK_DEALER = "147m258p369s1357z2z"
JUNK_OTHER = "258m369p147s2456z"


def kinds(actions: list[Action]) -> set[ActionKind]:
    return {a.kind for a in actions}


def tile_of(hand: Hand, seat: int, kind_text: str) -> int:
    """The first physical tile of that kind in the seat's concealed hand."""
    kind = parse_kinds(kind_text)[0]
    return next(t for t in hand.seats[seat].concealed if kind_of(t) == kind)


def discard(hand: Hand, seat: int, kind_text: str, ready: bool = False) -> list:
    tile = tile_of(hand, seat, kind_text)
    return hand.apply(Action(ActionKind.DISCARD, seat, tile=tile, declare_ready=ready))


def only(actions: list[Action], kind: ActionKind) -> Action:
    matching = [a for a in actions if a.kind is kind]
    assert len(matching) == 1, matching
    return matching[0]


def last_won(hand: Hand) -> Won:
    won = next(e for e in reversed(hand.log) if isinstance(e, Won))
    hand.check_invariants()
    return won


def yakuman_ids(won: Won) -> set[str]:
    return {y.id for y in won.score.yakuman}


def fan_ids(won: Won) -> set[str]:
    return {f.id for f in won.score.fans}


def test_deal_gives_dealer_14_and_other_13_and_reveals_an_indicator() -> None:
    hand = Hand(seed=42, dealer=1)
    assert len(hand.seats[1].concealed) == 14
    assert len(hand.seats[0].concealed) == 13
    assert hand.wall.live_count == 71 - 27
    assert len(hand.wall.indicators) == 1
    assert any(isinstance(e, IndicatorRevealed) for e in hand.log)
    assert hand.to_act == 1 and hand.phase.kind is PhaseKind.TURN
    hand.check_invariants()


def test_tian_he_dealer_wins_on_the_dealt_hand() -> None:
    hand = rigged_hand("123m456m789m123p55s", JUNK_OTHER)
    hand.apply(only(hand.legal_actions(), ActionKind.TSUMO))
    won = last_won(hand)
    assert won.seat == 0 and won.win_by is WinBy.TSUMO
    assert "tian_he" in yakuman_ids(won)
    assert hand.log[-1] == HandEnded(winner=0, next_dealer=0)


def test_di_he_ron_on_the_dealers_first_discard() -> None:
    hand = rigged_hand("1112223334445z5s", TANKI_5S)
    discard(hand, 0, "5s")
    assert hand.phase.kind is PhaseKind.REACTION and hand.to_act == 1
    assert kinds(hand.legal_actions()) == {ActionKind.RON, ActionKind.PASS}
    hand.apply(Action(ActionKind.RON, 1))
    won = last_won(hand)
    assert won.win_by is WinBy.RON and "di_he" in yakuman_ids(won)
    assert hand.log[-1] == HandEnded(winner=1, next_dealer=1)


def test_ren_he_self_draw_on_the_first_draw() -> None:
    hand = rigged_hand(JUNK_DEALER, TANKI_5S, draws="5s")
    discard(hand, 0, "2z")
    assert hand.seats[1].drawn is not None and kind_of(hand.seats[1].drawn) == parse_kinds("5s")[0]
    hand.apply(only(hand.legal_actions(), ActionKind.TSUMO))
    assert "ren_he" in yakuman_ids(last_won(hand))


def test_chi_offers_every_sequence_the_discard_completes() -> None:
    hand = rigged_hand("5m1112223334445z", "3467m369p147s245z")
    discard(hand, 0, "5m")
    chis = [a for a in hand.legal_actions() if a.kind is ActionKind.CHI]
    used = sorted(tuple(sorted(kind_of(t) for t in a.tiles)) for a in chis)
    assert used == [(2, 3), (3, 5), (5, 6)]  # 34m, 46m, 67m
    hand.apply(chis[0])
    called = hand.log[-1]
    assert isinstance(called, Called) and called.meld.kind is MeldKind.CHI
    turn = hand.legal_actions()
    assert hand.phase.after_call and kinds(turn) == {ActionKind.DISCARD}
    hand.check_invariants()


def test_pon_then_discard_without_drawing() -> None:
    hand = rigged_hand("7z1112223334445z", "77z258m369p147s24z")
    discard(hand, 0, "7z")
    assert ActionKind.PON in kinds(hand.legal_actions())
    hand.apply(only(hand.legal_actions(), ActionKind.PON))
    assert hand.wall.live_count == 44  # no draw after a pon
    assert ActionKind.TSUMO not in kinds(hand.legal_actions())
    discard(hand, 1, "2m")
    hand.check_invariants()


def test_open_kong_reveals_an_indicator_and_draws_from_the_walls_end() -> None:
    hand = rigged_hand("7z1112223334445z", "777z258m369p147s2z", replacements="9m")
    discard(hand, 0, "7z")
    events = hand.apply(only(hand.legal_actions(), ActionKind.OPEN_KONG))
    assert isinstance(events[0], Called) and events[0].meld.kind is MeldKind.KONG
    assert isinstance(events[1], IndicatorRevealed)
    drew = events[2]
    assert isinstance(drew, Drew) and drew.replacement and kind_of(drew.tile) == 8  # 9m
    assert len(hand.wall.indicators) == 2 and hand.phase.after_kong
    hand.check_invariants()


def test_concealed_kong_then_kong_flower_win() -> None:
    hand = rigged_hand("1111z123m456m789m5s", JUNK_OTHER, replacements="5s")
    hand.apply(only(hand.legal_actions(), ActionKind.CONCEALED_KONG))
    assert isinstance(hand.log[-3], KongDeclared)
    hand.apply(only(hand.legal_actions(), ActionKind.TSUMO))
    won = last_won(hand)
    assert "gang_shang_kai_hua" in fan_ids(won) or won.score.yakuman


def _robbable_hand() -> Hand:
    """Dealer discards 5m (报听 on the 46m closed wait); the other seat pons it, then draws
    the fourth 5m and adds it to the pong."""
    return rigged_hand(
        "46m123p456p789p11s5m", "55m123s456s789s12z", draws="7z5m", filler_avoids="5m"
    )


def _to_added_kong(hand: Hand) -> None:
    events = discard(hand, 0, "5m", ready=True)
    assert DeclaredReady(0, tian_ting=True) in events
    hand.apply(only(hand.legal_actions(), ActionKind.PON))
    discard(hand, 1, "1z")
    assert hand.to_act == 0 and hand.legal_actions() == [
        Action(ActionKind.DISCARD, 0, tile=hand.seats[0].drawn)
    ], "after 报听 the only choice is to discard the drawn tile"
    hand.apply(hand.legal_actions()[0])
    hand.apply(only(hand.legal_actions(), ActionKind.ADDED_KONG))


def test_rob_the_added_kong() -> None:
    hand = _robbable_hand()
    _to_added_kong(hand)
    assert hand.phase.kind is PhaseKind.ROB_KONG and hand.to_act == 0
    hand.apply(Action(ActionKind.ROB_KONG, 0))
    assert any(isinstance(e, KongRobbed) for e in hand.log)
    won = last_won(hand)
    assert won.win_by is WinBy.ROB_KONG
    assert "tian_ting" in fan_ids(won) and "men_qing_zi_mo" in fan_ids(won)
    assert [m.kind for m in hand.seats[1].melds] == [MeldKind.PON]
    assert hand.seats[1].drawn is None, "a declared kong leaves no drawn tile set apart"


def test_declining_to_rob_completes_the_kong() -> None:
    hand = _robbable_hand()
    _to_added_kong(hand)
    events = hand.apply(Action(ActionKind.PASS, 0))
    assert isinstance(events[0], IndicatorRevealed) and isinstance(events[1], Drew)
    assert [m.kind for m in hand.seats[1].melds] == [MeldKind.ADDED_KONG]
    assert hand.seats[0].declared_ready, "declining a win keeps 报听"
    hand.check_invariants()


def test_no_ready_declaration_when_the_only_wait_is_all_in_hand() -> None:
    hand = rigged_hand("1111m123p456p789p5s", JUNK_OTHER)
    ready = [a for a in hand.legal_actions() if a.declare_ready]
    assert ready and {kind_of(a.tile) for a in ready} == {0}  # only by discarding a 1m
    assert ActionKind.CONCEALED_KONG in kinds(hand.legal_actions())


def test_non_dealer_tian_ting_needs_the_first_drawn_tile_discarded() -> None:
    hand = rigged_hand(JUNK_DEALER, TANKI_5S, draws="9s9s")
    discard(hand, 0, "2z")
    events = hand.apply(Action(ActionKind.DISCARD, 1, tile=hand.seats[1].drawn, declare_ready=True))
    assert DeclaredReady(1, tian_ting=True) in events

    other = rigged_hand(JUNK_DEALER, TANKI_5S, draws="6s")
    discard(other, 0, "2z")
    events = discard(other, 1, "5s", ready=True)  # keeps 6s: still a 单骑, but not 天听
    assert DeclaredReady(1, tian_ting=False) in events


def test_no_calls_when_the_live_wall_is_empty() -> None:
    hand = rigged_hand("7z147m258p369s1235z", "77z258m369p147s24z", live_left=0)
    events = discard(hand, 0, "7z")
    assert isinstance(events[-3], WallExhausted) and events[-3].ready == (False, False)
    assert events[-1] == HandEnded(winner=None, next_dealer=0)


def test_he_di_lao_yu_win_on_the_last_discard() -> None:
    hand = rigged_hand("5s147m258p369s1357z", TANKI_5S, draws="2z4z", live_left=2)
    discard(hand, 0, "1z")
    discard(hand, 1, "2z")
    discard(hand, 0, "5s")  # the dealer drew the last live tile (4z); this is the last discard
    assert kinds(hand.legal_actions()) == {ActionKind.RON, ActionKind.PASS}
    hand.apply(Action(ActionKind.RON, 1))
    assert "he_di_lao_yu" in fan_ids(last_won(hand))


def test_haitei_round_for_the_only_ready_seat() -> None:
    hand = rigged_hand(JUNK_DEALER, TANKI_5S, live_left=0)
    events = discard(hand, 0, "2z")
    assert WallExhausted((False, True)) in events and HaiteiStarted(1, 3) in events
    assert hand.phase.kind is PhaseKind.HAITEI and len(hand.legal_actions()) == len(hand.wall.dead)
    dead_kinds = [kind_of(t) for t in hand.wall.dead]
    misses = [i for i, k in enumerate(dead_kinds) if k != parse_kinds("5s")[0]][:3]
    for slot in misses:
        events = hand.apply(Action(ActionKind.HAITEI_PICK, 1, tile=slot))
        assert events[0] == HaiteiDrew(1, slot, hand.wall.dead[slot])
    assert hand.log[-1] == HandEnded(winner=None, next_dealer=0)
    hand.check_invariants()


def test_haitei_pick_that_completes_the_hand_wins() -> None:
    hand = rigged_hand(JUNK_DEALER, TANKI_5S, live_left=0, config=HandConfig(haitei_draws=5))
    events = discard(hand, 0, "2z")
    assert HaiteiStarted(1, 5) in events
    slot = next(i for i, t in enumerate(hand.wall.dead) if kind_of(t) == parse_kinds("5s")[0])
    hand.apply(Action(ActionKind.HAITEI_PICK, 1, tile=slot))
    won = last_won(hand)
    assert won.win_by is WinBy.TSUMO and "hai_di_lao_yue" in fan_ids(won)


@pytest.mark.parametrize("declare", [False, True], ids=["undeclared", "declared-later"])
def test_both_ready_the_seat_ready_longer_draws(declare: bool) -> None:
    # The other seat is ready from the deal; the dealer becomes ready with its discard, and
    # a 报听 with it is no head start (A8: the one ready longer draws; issue 11 item 11).
    hand = rigged_hand("46m123p456p789p11s5m", TANKI_5S, live_left=0)
    events = discard(hand, 0, "5m", ready=declare)
    exhausted = next(e for e in events if isinstance(e, WallExhausted))
    assert exhausted.ready == (True, True)
    started = next(e for e in events if isinstance(e, HaiteiStarted))
    assert started.seat == 1


def test_both_declared_the_earlier_bao_ting_draws() -> None:
    # The other seat was ready first (from the deal) but the dealer declared first.
    hand = rigged_hand("46m123p456p789p11s5m", TANKI_5S, draws="9s9s", live_left=2)
    discard(hand, 0, "5m", ready=True)
    if hand.phase.kind is PhaseKind.REACTION:
        hand.apply(Action(ActionKind.PASS, 1))
    hand.apply(Action(ActionKind.DISCARD, 1, tile=hand.seats[1].drawn, declare_ready=True))
    events = hand.apply(Action(ActionKind.DISCARD, 0, tile=hand.seats[0].drawn))
    started = next(e for e in events if isinstance(e, HaiteiStarted))
    assert started.seat == 0


@pytest.mark.parametrize(
    ("states", "senior"),
    [
        # sim --stage 3 --seed 35 --seat0 hard --seat1 hard, hand 217: seat 0 ready since
        # move 13 without 报听, seat 1 declared at move 34 — seat 0 is ready longer.
        (((None, 13), (34, 34)), 0),
        (((45, 45), (None, 33)), 1),
        (((20, 20), (34, 3)), 0),  # both declared: the earlier 报听, not the earlier ready
        (((None, 35), (None, 54)), 0),
        (((None, 8), (None, 8)), 0),  # a tie goes to seat 0
    ],
)
def test_senior_seat_follows_a8(states: tuple[tuple[int | None, int], ...], senior: int) -> None:
    seats = tuple(SeatState(declared_at=d, ready_since=r) for d, r in states)
    assert senior_seat(seats) == senior  # type: ignore[arg-type]


def test_illegal_action_message_names_the_problem() -> None:
    hand = Hand(seed=1, dealer=0)
    with pytest.raises(IllegalActionError, match="seat 0's decision"):
        hand.apply(Action(ActionKind.DISCARD, 1, tile=hand.seats[1].concealed[0]))
    with pytest.raises(IllegalActionError, match="not legal in the turn phase"):
        hand.apply(Action(ActionKind.RON, 0))


def test_match_passes_the_deal_to_the_winner_and_keeps_it_on_a_draw() -> None:
    match = Match(seed=5)
    first = match.dealer
    hand = match.new_hand()
    assert hand.dealer == first and hand.hand_number == 0
    hand._end(winner=1 - first)  # a finished hand as the engine would end it
    match.finish(hand)
    assert match.dealer == 1 - first and match.hand_number == 1
    drawn = match.new_hand()
    drawn._end(winner=None)
    match.finish(drawn)
    assert match.dealer == 1 - first and match.hand_number == 2
    with pytest.raises(ValueError, match="ended"):
        match.finish(match.new_hand())
