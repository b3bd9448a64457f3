"""What :meth:`Hand.check_invariants` catches (it was rewritten for speed in issue 11 item
15; each breakage below must still raise): a tile in two places, a tile lost from any
place, an id that is not a tile, and a hand of the wrong size for the phase."""

from __future__ import annotations

import pytest

from mahjong2p.rules.actions import ActionKind
from mahjong2p.rules.hand import Hand, InvariantError
from mahjong2p.rules.melds import Meld, MeldKind


def _hand_with_a_meld() -> Hand:
    """A hand some moves in, with a meld put in place of three concealed tiles."""
    hand = Hand(3)
    for _ in range(6):
        legal = hand.legal_actions()
        hand.apply(next(a for a in legal if a.kind in (ActionKind.DISCARD, ActionKind.PASS)))
    seat = hand.seats[hand.phase.seat]
    tiles = tuple(seat.concealed[:3])
    del seat.concealed[:3]
    seat.melds.append(Meld(MeldKind.PON, tiles, tiles[0]))
    hand.check_invariants()  # three tiles moved into a meld: still every tile once
    return hand


@pytest.mark.parametrize(
    "place",
    ["live", "dead", "concealed", "discards", "meld"],
)
def test_a_lost_tile_is_caught_wherever_it_was(place: str) -> None:
    hand = _hand_with_a_meld()
    seat = hand.seats[hand.phase.seat]
    lists = {
        "live": hand.wall.live,
        "dead": hand.wall.dead,
        "concealed": seat.concealed,
        "discards": hand.seats[0].discards or hand.seats[1].discards,
    }
    if place == "meld":
        meld = seat.melds[0]
        seat.melds[0] = Meld(meld.kind, meld.tiles[:2], meld.called)
    else:
        lists[place].pop()
    with pytest.raises(InvariantError, match="not accounted for"):
        hand.check_invariants()


def test_a_tile_in_two_places_is_caught() -> None:
    hand = _hand_with_a_meld()
    hand.wall.live[0] = hand.wall.dead[0]  # as many tiles as ever, one of them twice
    with pytest.raises(InvariantError, match="not accounted for"):
        hand.check_invariants()


def test_an_id_that_is_no_tile_is_caught() -> None:
    hand = _hand_with_a_meld()
    hand.wall.live[0] = 999
    with pytest.raises(InvariantError, match="not accounted for"):
        hand.check_invariants()


def test_a_hand_of_the_wrong_size_is_caught() -> None:
    hand = _hand_with_a_meld()
    waiting = hand.seats[1 - hand.phase.seat]
    hand.wall.live.append(waiting.concealed.pop())  # every tile still once, 12 in hand
    with pytest.raises(InvariantError, match="holds 12 tiles"):
        hand.check_invariants()
