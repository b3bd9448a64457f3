"""Who chose the human seat's actions (:class:`~mahjong2p.ai.decider.Decider`), as the
files keep it: a table ``{"<action index>": "takeover" | "auto" | "timeout"}`` naming
only the actions the player did not choose, so a hand the player played alone writes what
it always did (the replay, the hands' own files, their action lines)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from mahjong2p.ai.decider import Decider
from mahjong2p.codec.fields import Fields
from mahjong2p.codec.marks import Custom, Reading
from mahjong2p.rules.actions import Action
from mahjong2p.seat import Seat

BY_KEY = "by"
NOT_THE_PLAYER = tuple(d.value for d in Decider if d is not Decider.PLAYER)


def deciders_json(by: Mapping[int, Decider]) -> dict[str, str]:
    """The file's table (empty when the player chose every action)."""
    return {str(i): d.value for i, d in sorted(by.items()) if d is not Decider.PLAYER}


def read_deciders(table: Fields, actions: Sequence[Action]) -> dict[int, Decider]:
    """The table of a file that is checked (a replay, a hand's snapshot): each key the
    index of an action of the player's seat, each value who chose it; anything else is
    the one-line error of ``table``."""
    found = {}
    for key in table.rest():
        if not key.isdigit() or int(key) >= len(actions):
            raise table.error(key, f"is not the index of one of the {len(actions)} actions")
        if actions[int(key)].seat != Seat.HUMAN:
            raise table.error(key, "is not an action of the player's seat")
        found[int(key)] = Decider(table.one_of(key, NOT_THE_PLAYER))
    return found


def loose_decider(value: Any) -> Decider | None:
    """An action line's mark (``None``: none, or not one this version knows)."""
    return Decider(value) if value in NOT_THE_PLAYER else None


Marks = tuple[tuple[int, Decider], ...]  # (action index, who), as a file's dataclass keeps them


def _marks_json(marks: Marks) -> dict[str, Any]:
    return {BY_KEY: deciders_json(dict(marks))} if marks else {}


def _read_marks(table: Fields, key: str, so_far: Reading) -> Marks:
    if not table.has(BY_KEY):
        return ()
    return tuple(sorted(read_deciders(table.table(BY_KEY), so_far["actions"]).items()))


# the field of a file's dataclass that follows its ``actions``: the key only when marked
BY = Custom(_marks_json, _read_marks, inline=True)
