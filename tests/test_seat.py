"""The one :class:`Seat` of the game around the engine writes and keys as the engine's plain
int seats do — in files (json), keys and log lines (str, f-strings) and dicts (hash) — so
handing one to a view, a dict or a file changes nothing that is kept or pinned."""

from __future__ import annotations

import json

from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.seat import Seat


def test_a_seat_is_its_engine_number() -> None:
    assert [int(s) for s in Seat] == [0, 1]
    assert Seat.HUMAN == 0 and Seat.CPU == 1 and 1 - Seat.HUMAN == Seat.CPU


def test_a_seat_writes_as_its_number() -> None:
    for seat in Seat:
        number = int(seat)
        assert json.dumps(seat) == json.dumps(number)
        assert json.dumps({seat: [seat]}) == json.dumps({number: [number]})
        assert str(seat) == f"{seat}" == f"{seat:d}" == str(number)
        assert "%s" % seat == str(number)  # noqa: UP031 (as logging formats it)
        assert {seat: "x"}[number] == "x" and hash(seat) == hash(number)


def test_an_action_with_a_seat_writes_as_the_engines_own() -> None:
    made = Action(ActionKind.HAITEI_PICK, Seat.HUMAN, tile=3)
    engine = Action(ActionKind.HAITEI_PICK, 0, tile=3)
    assert made == engine and json.dumps(made.to_json()) == json.dumps(engine.to_json())
