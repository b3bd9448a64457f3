"""The end of every hand lays both concealed hands open (HandsRevealed): public, right
before HandEnded, in the views of both seats, and reproduced by a replay."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from walls import rigged_hand

from mahjong2p.ai.random_agent import RandomAgent
from mahjong2p.play.loop import play_hand
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.events import HandEnded, HandsRevealed, WallExhausted, Won, redact
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.tiles import kind_of, parse_kinds
from mahjong2p.rules.tileset import ARCADE_TILES
from mahjong2p.rules.view import PlayerView

TANKI_5S = "123m456m789m123p5s"


def kinds_of(tiles: tuple[int, ...]) -> list[int]:
    return sorted(kind_of(t) for t in tiles)


def test_a_drawn_hand_reveals_both_hands_before_it_ends() -> None:
    hand = rigged_hand("7z147m258p369s1235z", "77z258m369p147s24z", live_left=0)
    tile = next(t for t in hand.seats[0].concealed if kind_of(t) == parse_kinds("7z")[0])
    events = hand.apply(Action(ActionKind.DISCARD, 0, tile=tile))
    exhausted, revealed, ended = events[-3:]
    assert isinstance(exhausted, WallExhausted) and isinstance(ended, HandEnded)
    assert isinstance(revealed, HandsRevealed)
    assert kinds_of(revealed.concealed[0]) == sorted(parse_kinds("147m258p369s1235z"))
    assert kinds_of(revealed.concealed[1]) == sorted(parse_kinds("77z258m369p147s24z"))


def test_a_cpu_win_reveals_the_winners_hand_with_the_winning_tile() -> None:
    hand = rigged_hand("1112223334445z5s", TANKI_5S)
    tile = next(t for t in hand.seats[0].concealed if kind_of(t) == parse_kinds("5s")[0])
    hand.apply(Action(ActionKind.DISCARD, 0, tile=tile))
    hand.apply(Action(ActionKind.RON, 1))
    won, revealed, ended = hand.log[-3:]
    assert isinstance(won, Won) and isinstance(ended, HandEnded)
    assert isinstance(revealed, HandsRevealed)
    assert kinds_of(revealed.concealed[1]) == sorted(parse_kinds(TANKI_5S + "5s"))
    assert sorted(revealed.concealed[1]) == sorted(won.concealed)


def test_the_reveal_is_public_and_the_opponents_view_records_it() -> None:
    event = HandsRevealed(((1, 2, 3), (40, 41, 42)))
    assert redact(event, 0) == event and redact(event, 1) == event
    view = PlayerView(0, tile_set=ARCADE_TILES)
    assert view.shown_hands is None
    view.observe(event)
    assert view.shown_hands == ((1, 2, 3), (40, 41, 42))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), dealer=st.integers(0, 1))
def test_every_hand_ends_with_the_true_hands_revealed(seed: int, dealer: int) -> None:
    hand = Hand(seed, dealer=dealer)
    views = play_hand(hand, [RandomAgent(seed), RandomAgent(seed + 1)])
    revealed = hand.log[-2]
    assert isinstance(revealed, HandsRevealed)
    assert [list(r) for r in revealed.concealed] == [sorted(s.concealed) for s in hand.seats]
    assert all(v.shown_hands == revealed.concealed for v in views)
    assert sum(isinstance(e, HandsRevealed) for e in hand.log) == 1
