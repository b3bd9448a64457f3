"""What an agent can do: the closed set of action kinds and the action record."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from mahjong2p.rules.features.choice import Choice


class ActionKind(Enum):
    DISCARD = "discard"
    TSUMO = "tsumo"
    CONCEALED_KONG = "concealed_kong"
    ADDED_KONG = "added_kong"
    RON = "ron"
    CHI = "chi"
    PON = "pon"
    OPEN_KONG = "open_kong"
    PASS = "pass"
    ROB_KONG = "rob_kong"
    HAITEI_PICK = "haitei_pick"


class ChoiceActionKind(Enum):
    """The answers to a stage feature's choice (RULES.md A3, A9), kept apart from the
    mahjong actions above so a second rule set can reuse those without the arcade's.
    Declining a choice is an ordinary PASS."""

    SELECT = "select"  # mark one own tile (``tile``) for the choice
    CONFIRM = "confirm"  # carry out the choice with the marked tiles
    PICK_KIND = "pick_kind"  # finish the choice with a tile kind (``tile_kind``)
    USE_ITEM = "use_item"  # open a table item's choice (``item``) on the seat's turn


class IllegalActionError(ValueError):
    """An action that is not among the legal ones at this moment; the message says why."""


@dataclass(frozen=True, slots=True)
class Action:
    """One choice of one seat.

    ``tile``: the physical tile discarded, or the tile added to a kong, or the slot picked in
    the 海底捞月 round, or the tile marked by a SELECT. ``tiles``: the seat's own tiles used
    by a call (吃/碰/明杠) or a concealed kong. ``declare_ready``: a discard that declares
    报听. ``tile_kind``: the kind a PICK_KIND chooses; ``item``: the item a USE_ITEM opens.
    """

    kind: ActionKind | ChoiceActionKind
    seat: int
    tile: int | None = None
    tiles: tuple[int, ...] = ()
    declare_ready: bool = False
    tile_kind: int | None = None
    item: Choice | None = None

    def to_json(self) -> dict[str, object]:
        """A compact, JSON-ready form for replays and bug reports."""
        out: dict[str, object] = {"kind": self.kind.value, "seat": self.seat}
        if self.tile is not None:
            out["tile"] = self.tile
        if self.tiles:
            out["tiles"] = list(self.tiles)
        if self.declare_ready:
            out["declare_ready"] = True
        if self.tile_kind is not None:
            out["tile_kind"] = self.tile_kind
        if self.item is not None:
            out["item"] = self.item.value
        return out

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Action:
        tiles = data.get("tiles", [])
        tile = data.get("tile")
        tile_kind = data.get("tile_kind")
        item = data.get("item")
        return cls(
            kind=_action_kind(str(data["kind"])),
            seat=int(data["seat"]),  # type: ignore[call-overload]
            tile=None if tile is None else int(tile),  # type: ignore[call-overload]
            tiles=tuple(int(t) for t in tiles),  # type: ignore[union-attr]
            declare_ready=bool(data.get("declare_ready", False)),
            tile_kind=None if tile_kind is None else int(tile_kind),  # type: ignore[call-overload]
            item=None if item is None else Choice(str(item)),
        )


def _action_kind(value: str) -> ActionKind | ChoiceActionKind:
    """The action kind named ``value``, from either closed set (ValueError if neither)."""
    try:
        return ActionKind(value)
    except ValueError:
        return ChoiceActionKind(value)
