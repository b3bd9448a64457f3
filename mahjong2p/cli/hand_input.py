"""Reading a hand from the JSON that ``score`` and ``waits`` take on standard input.

Every mistake becomes an :class:`InputError` whose message names the field: bad JSON, an
unknown key, a malformed tile string, a fifth copy of a tile, a bad meld; input over 1 MB,
non-UTF-8 bytes and JSON the guarded reader refuses (NaN, deep nesting, 4,300-digit
integers) included. A bad value is quoted at most ~60 characters long.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import IO, Any

from mahjong2p.cli.errors import InputError
from mahjong2p.codec.safe_json import DataFileError, parse_json, quoted
from mahjong2p.rules.melds import Meld, MeldKind, meld_shape_error
from mahjong2p.rules.tiles import COPIES, NotationError, kind_name, parse_kinds

MELD_KINDS = {kind.value: kind for kind in MeldKind}
MAX_INPUT_BYTES = 1024 * 1024
MAX_TILE_STRING = 60  # "123m456p789s1122z" is 17; spelled tile by tile, 14 tiles are 28


@dataclass(frozen=True)
class HandInput:
    """A hand as physical tiles: the concealed tiles and the melds."""

    concealed: tuple[int, ...]
    melds: tuple[Meld, ...]

    @property
    def tile_count(self) -> int:
        """Tiles counted the way the rules count them: each meld as three."""
        return len(self.concealed) + 3 * len(self.melds)


def read_json_object(stream: IO[str], allowed_keys: Collection[str]) -> dict[str, Any]:
    """One JSON object from ``stream``, with no keys outside ``allowed_keys``."""
    obj = parse_input(read_capped_input(stream))
    if not isinstance(obj, dict):
        raise InputError(f"input must be a JSON object, not {type(obj).__name__}")
    unknown = sorted(set(obj) - set(allowed_keys))
    if unknown:
        known = ", ".join(sorted(allowed_keys))
        raise InputError(f"unknown field {quoted(unknown[0])} (known: {known})")
    return obj


def read_capped_input(stream: IO[str], limit: int = MAX_INPUT_BYTES) -> str | bytes:
    """All of ``stream``, refused past ``limit`` bytes (a 50 MB tile string took 25 s and
    5 GB). Read as bytes where the stream has them, so the JSON is decoded as UTF-8
    whatever PYTHONIOENCODING says, and bad bytes are an input error, not a traceback."""
    raw = getattr(stream, "buffer", None)
    data: str | bytes = raw.read(limit + 1) if raw is not None else stream.read(limit + 1)
    if len(data) > limit:
        raise InputError(f"input: more than {limit:,} bytes (a hand is a few hundred)")
    return data


def parse_input(data: str | bytes) -> Any:
    """The JSON document in ``data`` through the guarded reader (no NaN, no 1,000-deep
    nesting, no 4,300-digit integers)."""
    try:
        return parse_json(data)
    except DataFileError as exc:
        raise InputError(f"input is not valid JSON: {exc}") from None


class _TileAllocator:
    """Hands out physical ids copy by copy, so a fifth copy of a kind is caught by name."""

    def __init__(self) -> None:
        self._used = [0] * 34

    def take(self, kinds: list[int], field: str) -> tuple[int, ...]:
        tiles = []
        for kind in kinds:
            if self._used[kind] == COPIES:
                raise InputError(f"{field}: a fifth copy of {kind_name(kind)} (only 4 exist)")
            tiles.append(kind * COPIES + self._used[kind])
            self._used[kind] += 1
        return tuple(tiles)


def parse_tile_string(value: Any, field: str) -> list[int]:
    """Kinds from an mpsz string field, or an :class:`InputError` naming ``field``."""
    if not isinstance(value, str):
        raise InputError(f'{field}: expected a tile string like "123m", got {quoted(value)}')
    if len(value) > MAX_TILE_STRING:
        raise InputError(f"{field}: {len(value):,} characters is too long for a tile string")
    try:
        return parse_kinds(value)
    except NotationError as exc:
        raise InputError(f"{field}: {exc}") from None


def parse_hand(obj: dict[str, Any]) -> tuple[HandInput, _TileAllocator]:
    """The ``concealed`` and ``melds`` fields as physical tiles.

    Returns the allocator too, so further tiles (the 花牌 indicators) count against the
    same four copies.
    """
    if "concealed" not in obj:
        raise InputError('concealed: missing (the concealed tiles, e.g. "123m456p")')
    allocator = _TileAllocator()
    melds = tuple(_parse_meld(m, f"melds[{i}]", allocator) for i, m in enumerate(_meld_list(obj)))
    concealed = allocator.take(parse_tile_string(obj["concealed"], "concealed"), "concealed")
    return HandInput(concealed, melds), allocator


def _meld_list(obj: dict[str, Any]) -> list[Any]:
    melds = obj.get("melds", [])
    if not isinstance(melds, list):
        raise InputError('melds: expected a list of {"kind", "tiles"} objects')
    if len(melds) > 4:
        raise InputError(f"melds: {len(melds)} melds (a hand has at most 4)")
    return melds


def _parse_meld(value: Any, field: str, allocator: _TileAllocator) -> Meld:
    if not isinstance(value, dict) or set(value) != {"kind", "tiles"}:
        raise InputError(f'{field}: expected an object with exactly "kind" and "tiles"')
    kind = MELD_KINDS.get(value["kind"]) if isinstance(value["kind"], str) else None
    if kind is None:
        raise InputError(
            f"{field}.kind: unknown meld kind {quoted(value['kind'])} "
            f"(one of {', '.join(MELD_KINDS)})"
        )
    kinds = parse_tile_string(value["tiles"], f"{field}.tiles")
    problem = meld_shape_error(kind, tuple(sorted(kinds)))
    if problem:
        raise InputError(f"{field}.tiles: {problem}")
    tiles = allocator.take(kinds, f"{field}.tiles")
    called = None if kind is MeldKind.CONCEALED_KONG else tiles[0]
    return Meld(kind, tiles, called)


def require_tile_count(hand: HandInput, expected: int) -> None:
    """An :class:`InputError` unless the hand has ``expected`` tiles (melds as three)."""
    if hand.tile_count != expected:
        raise InputError(
            f"concealed: the hand has {hand.tile_count} tiles counting each meld as three; "
            f"expected {expected}"
        )
