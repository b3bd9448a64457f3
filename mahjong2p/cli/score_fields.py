"""The readers both ``score`` rule sets share: known fields only, the winning tile, and a
true/false flag — each mistake an :class:`InputError` naming the field. Kept apart from
either command so the 72-tile reader need not import the arcade's (and back)."""

from __future__ import annotations

from typing import Any

from mahjong2p.cli.errors import InputError
from mahjong2p.cli.hand_input import HandInput, parse_tile_string
from mahjong2p.codec.safe_json import quoted
from mahjong2p.rules.tiles import kind_name, kind_of


def require_known_fields(obj: dict[str, Any], allowed: tuple[str, ...]) -> None:
    """No key outside the rule set's own fields (the arcade has no ``flowers`` …)."""
    unknown = sorted(set(obj) - set(allowed))
    if unknown:
        known = ", ".join(sorted(allowed))
        raise InputError(f"unknown field {quoted(unknown[0])} (known: {known})")


def win_tile_of(obj: dict[str, Any], hand: HandInput) -> int:
    if "win_tile" not in obj:
        raise InputError('win_tile: missing (the winning tile, e.g. "5p")')
    kinds = parse_tile_string(obj["win_tile"], "win_tile")
    if len(kinds) != 1:
        raise InputError(f"win_tile: expected exactly one tile, got {len(kinds)}")
    (win,) = kinds
    if all(kind_of(t) != win for t in hand.concealed):
        raise InputError(
            f"win_tile: {kind_name(win)} is not among the concealed tiles "
            "(concealed includes the winning tile)"
        )
    return win


def flag_of(obj: dict[str, Any], flag: str) -> bool:
    value = obj.get(flag, False)
    if not isinstance(value, bool):
        raise InputError(f"{flag}: expected true or false, got {quoted(value)}")
    return value
