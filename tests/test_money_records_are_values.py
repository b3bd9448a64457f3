"""A settlement, once made, is the record of beans that moved exactly once: nothing may
change it afterwards (the results screen, the 战绩 line and the save all read the same
object). A relief use is the day's count that stops a fourth relief. These tests fail if
any of them becomes a record a later step could edit in place."""

from __future__ import annotations

import dataclasses
import datetime

import pytest

from mahjong2p.progression.beans.relief import ReliefUse
from mahjong2p.progression.beans.settle import Party, Purses, settle_escape, settle_win
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.rules.scoring import WinBy

RULES = load_rooms()
ROOM = RULES.rooms[0]


def test_a_settled_win_cannot_be_edited_after_it_is_made() -> None:
    settled = settle_win(RULES, ROOM, Party.PLAYER, 12, WinBy.TSUMO, Purses(5000, 9000))
    payment = settled.payment
    with pytest.raises(dataclasses.FrozenInstanceError):
        settled.points = 99  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        payment.paid = 0  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        payment.after.player = 10**9  # type: ignore[misc]
    assert payment.after == Purses(5000 + payment.received, 9000 - payment.paid)


def test_an_escape_payment_cannot_be_edited_after_it_is_made() -> None:
    paid = settle_escape(RULES, ROOM, Party.PLAYER, Purses(5000, 9000))
    with pytest.raises(dataclasses.FrozenInstanceError):
        paid.received = 0  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        paid.before.cpu = 0  # type: ignore[misc]


def test_a_relief_use_cannot_be_edited_in_place() -> None:
    use = ReliefUse(datetime.date(2026, 12, 1), 3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        use.used = 0  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        use.day = None  # type: ignore[misc]
