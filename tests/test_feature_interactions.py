"""How the stage features meet the rest of the rules (issue 11 items 9, 10, 12): a swap
that takes the drawn tile ends 杠上开花, a swap of the dealt tiles ends 天和, and the tiles
swapped away are set aside where neither 海底捞月 nor an indicator can find them."""

from __future__ import annotations

from walls import rigged_hand

from mahjong2p.rules.actions import Action, ActionKind, ChoiceActionKind
from mahjong2p.rules.events import HaiteiStarted, IndicatorRevealed, Won
from mahjong2p.rules.features.choice import Choice, ItemStock
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.phase import HandConfig, PhaseKind
from mahjong2p.rules.tiles import kind_of, parse_kinds
from mahjong2p.rules.wall import hand_rng

SELECT, CONFIRM = ChoiceActionKind.SELECT, ChoiceActionKind.CONFIRM
PICK_KIND, USE_ITEM = ChoiceActionKind.PICK_KIND, ChoiceActionKind.USE_ITEM
JUNK_OTHER = "258m369p147s2456z"

MAX_KONGS = 8  # a hand holds at most four


def kind(text: str) -> int:
    return parse_kinds(text)[0]


def won(hand: Hand) -> Won:
    event = next(e for e in reversed(hand.log) if isinstance(e, Won))
    hand.check_invariants()
    return event


def fan_ids(event: Won) -> set[str]:
    return {f.id for f in event.score.fans} | {y.id for y in event.score.yakuman}


def test_changing_the_kong_replacement_ends_gang_shang_kai_hua() -> None:
    # 暗杠 1z, the replacement is a 9p; 偷天换日 turns that 9p into the 5s the hand waits on.
    config = HandConfig(items=ItemStock(tou_tian_huan_ri=1))
    hand = rigged_hand("1111z123m456m789m5s", JUNK_OTHER, replacements="9p", config=config)
    [kong] = [a for a in hand.legal_actions() if a.kind is ActionKind.CONCEALED_KONG]
    hand.apply(kong)
    replacement = hand.seats[0].drawn
    assert replacement is not None and hand.phase.after_kong
    hand.apply(Action(USE_ITEM, 0, item=Choice.TOU_TIAN_HUAN_RI))
    hand.apply(Action(SELECT, 0, tile=replacement))
    hand.apply(Action(PICK_KIND, 0, tile_kind=kind("5s")))
    assert not hand.phase.after_kong, "the replacement tile has left the hand"
    hand.apply(Action(ActionKind.TSUMO, 0))
    assert "gang_shang_kai_hua" not in fan_ids(won(hand))


def test_changing_another_tile_keeps_gang_shang_kai_hua() -> None:
    # The replacement 5s completes the pair; 偷天换日 turns a 7m into the 9m of the last
    # sequence, and the replacement tile stays in the hand: still 杠上开花.
    config = HandConfig(items=ItemStock(tou_tian_huan_ri=1))
    hand = rigged_hand("1111z123m456m778m5s", JUNK_OTHER, replacements="5s", config=config)
    [kong] = [a for a in hand.legal_actions() if a.kind is ActionKind.CONCEALED_KONG]
    hand.apply(kong)
    seven = next(t for t in hand.seats[0].concealed if kind_of(t) == kind("7m"))
    hand.apply(Action(USE_ITEM, 0, item=Choice.TOU_TIAN_HUAN_RI))
    hand.apply(Action(SELECT, 0, tile=seven))
    hand.apply(Action(PICK_KIND, 0, tile_kind=kind("9m")))
    assert hand.phase.after_kong
    hand.apply(Action(ActionKind.TSUMO, 0))
    assert "gang_shang_kai_hua" in fan_ids(won(hand))


def test_a_dealer_who_swapped_at_the_opening_has_no_tian_he() -> None:
    # The dealer's 14 dealt tiles wait on 2z with a lone 9s; the opening swap trades the 9s
    # for the 2z that the swap's draw from the dead pool is arranged to bring.
    hand = rigged_hand("123m456m789m111z2z9s", JUNK_OTHER, config=HandConfig(opening_swap=True))
    [slot] = hand_rng(0, 0).sample(range(len(hand.wall.dead)), 1)
    dead = hand.wall.dead
    two_z = next(i for i, t in enumerate(dead) if kind_of(t) == kind("2z"))
    dead[slot], dead[two_z] = dead[two_z], dead[slot]
    nine = next(t for t in hand.seats[0].concealed if kind_of(t) == kind("9s"))
    hand.apply(Action(SELECT, 0, tile=nine))
    hand.apply(Action(CONFIRM, 0))
    assert kind("2z") in [kind_of(t) for t in hand.seats[0].concealed]
    hand.apply(Action(ActionKind.TSUMO, 0))
    assert "tian_he" not in fan_ids(won(hand))


def test_a_dealer_who_did_not_swap_keeps_tian_he() -> None:
    hand = rigged_hand("123m456m789m111z22z", JUNK_OTHER, config=HandConfig(opening_swap=True))
    hand.apply(Action(ActionKind.PASS, 0))
    hand.apply(Action(ActionKind.TSUMO, 0))
    assert "tian_he" in fan_ids(won(hand))


def test_tiles_swapped_away_are_never_picked_in_hai_di_lao_yue_nor_turned_up() -> None:
    # The dealer swaps all 14 dealt tiles at the opening, then kongs drive the indicators.
    config = HandConfig(opening_swap=True, haitei_draws=5)
    hand = rigged_hand("147m258p369s1357z2z", "123m456m789m123p5s", config=config, live_left=0)
    given, dead_before = list(hand.seats[0].concealed), len(hand.wall.dead)
    for tile in given:
        hand.apply(Action(SELECT, 0, tile=tile))
    hand.apply(Action(CONFIRM, 0))
    assert sorted(hand.wall.set_aside) == sorted(given)
    assert not set(given) & set(hand.wall.dead), "the dead pool no longer holds them"
    assert not set(given) & set(hand.wall.face_down()), "no feature can bring them back"
    assert len(hand.wall.dead) == dead_before - len(given)
    hand.check_invariants()
    junk = next(t for t in hand.seats[0].concealed if not hand.seats[1].wins_with(t))
    events = hand.apply(Action(ActionKind.DISCARD, 0, tile=junk))
    started = next(e for e in events if isinstance(e, HaiteiStarted))
    assert started.seat == 1 and hand.phase.kind is PhaseKind.HAITEI
    picks = [a.tile for a in hand.legal_actions()]
    assert picks == list(range(len(hand.wall.dead)))
    assert not {hand.wall.dead[slot] for slot in picks} & set(given)


def test_indicators_come_from_the_dead_pool_not_the_set_aside_tiles() -> None:
    config = HandConfig(opening_swap=True)
    hand = rigged_hand("1111z123m456m789m5s", JUNK_OTHER, replacements="3z", config=config)
    given = [t for t in hand.seats[0].concealed if kind_of(t) != kind("1z")]
    for tile in given:
        hand.apply(Action(SELECT, 0, tile=tile))
    hand.apply(Action(CONFIRM, 0))
    for _ in range(MAX_KONGS):
        if not any(a.kind is ActionKind.CONCEALED_KONG for a in hand.legal_actions()):
            break
        kong = next(a for a in hand.legal_actions() if a.kind is ActionKind.CONCEALED_KONG)
        hand.apply(kong)
    else:
        raise AssertionError("concealed kongs were offered for ever")
    turned = [e.tile for e in hand.log if isinstance(e, IndicatorRevealed)]
    assert len(turned) >= 2 and not set(turned) & set(given)
    hand.check_invariants()
