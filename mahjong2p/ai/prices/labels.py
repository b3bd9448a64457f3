"""How an option is named in a review: the same short text for every physical tile of one
choice, so the player's 5m and the model's other 5m are one option."""

from __future__ import annotations

from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.tiles import format_kinds, kind_of

READY_SUFFIX = "+ready"  # a discard that declares 报听


def option_label(action: Action) -> str:
    """``"5m"`` for a discard (``"5m+ready"`` declaring 报听), ``"pon 55p"`` for a call
    with the player's own tiles, ``"added_kong 5p"``, ``"pass"``, ``"tsumo"``."""
    if action.kind is ActionKind.DISCARD and action.tile is not None:
        name = format_kinds([kind_of(action.tile)])
        return name + READY_SUFFIX if action.declare_ready else name
    tiles = list(action.tiles) or ([action.tile] if action.tile is not None else [])
    if tiles:
        return f"{action.kind.value} {format_kinds(kind_of(t) for t in tiles)}"
    return action.kind.value
