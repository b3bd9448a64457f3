"""What an agent can do: the closed set of action kinds and the action record."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


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


class IllegalActionError(ValueError):
    """An action that is not among the legal ones at this moment; the message says why."""


@dataclass(frozen=True, slots=True)
class Action:
    """One choice of one seat.

    ``tile``: the physical tile discarded, or the tile added to a kong, or the slot picked in
    the 海底捞月 round. ``tiles``: the seat's own tiles used by a call (吃/碰/明杠) or a
    concealed kong. ``declare_ready``: a discard that declares 报听.
    """

    kind: ActionKind
    seat: int
    tile: int | None = None
    tiles: tuple[int, ...] = ()
    declare_ready: bool = False

    def to_json(self) -> dict[str, object]:
        """A compact, JSON-ready form for replays and bug reports."""
        out: dict[str, object] = {"kind": self.kind.value, "seat": self.seat}
        if self.tile is not None:
            out["tile"] = self.tile
        if self.tiles:
            out["tiles"] = list(self.tiles)
        if self.declare_ready:
            out["declare_ready"] = True
        return out

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Action:
        tiles = data.get("tiles", [])
        tile = data.get("tile")
        return cls(
            kind=ActionKind(data["kind"]),
            seat=int(data["seat"]),  # type: ignore[call-overload]
            tile=None if tile is None else int(tile),  # type: ignore[call-overload]
            tiles=tuple(int(t) for t in tiles),  # type: ignore[union-attr]
            declare_ready=bool(data.get("declare_ready", False)),
        )
