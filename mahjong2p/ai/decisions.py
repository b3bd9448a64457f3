"""What kind of decision the legal actions make: a win on offer (every model takes it,
the engine scores it), the seat's own turn (a discard to make), or a reaction to the
opponent's discard."""

from __future__ import annotations

from collections.abc import Iterable

from mahjong2p.ai.choice import Option
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.tiles import kind_of

WIN_KINDS = frozenset({ActionKind.TSUMO, ActionKind.RON, ActionKind.ROB_KONG})


def is_turn(legal: Iterable[Action]) -> bool:
    """The seat's own turn: a discard is among the options."""
    return any(a.kind is ActionKind.DISCARD for a in legal)


def unweighed_discards(legal: Iterable[Action], weighed: Iterable[Option]) -> list[Action]:
    """Each discard of ``legal``, one per kind and 报听 or not, that no option of
    ``weighed`` makes: the discards a model rules out before weighing."""
    taken = {_discard_key(o.action) for o in weighed if o.action.kind is ActionKind.DISCARD}
    found = []
    for action in legal:
        if action.kind is ActionKind.DISCARD:
            key = _discard_key(action)
            if key not in taken:
                taken.add(key)
                found.append(action)
    return found


def _discard_key(action: Action) -> tuple[int, bool]:
    assert action.tile is not None, "a discard names its tile"
    return kind_of(action.tile), action.declare_ready
