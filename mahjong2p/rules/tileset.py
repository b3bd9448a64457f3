"""The physical tiles a rule set plays with (RULES.md A1, B1).

Every rule set keeps the same numbering — kind ``tile // 4``, 万 and honour tiles with their
arcade ids, flowers ``136 + 4·(i−1)`` — so melds, shapes and scorers work on either set;
what differs is which ids are in play, which is data here.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from mahjong2p.rules.tiles import COPIES, FLOWER_BASE, NUM_FLOWERS, NUM_KINDS, flower_tile


@dataclass(frozen=True, slots=True)
class TileSet:
    """``tiles``: every physical id in play, sorted; ``copies``: per kind 0–33 how many are
    in play (0 for a kind the set lacks); ``flowers``: the flower ids (none in the arcade);
    ``id_set``: the ids again, as a set (the engine's accounting compares against it)."""

    name: str
    tiles: tuple[int, ...]
    copies: tuple[int, ...]
    flowers: tuple[int, ...]
    id_set: frozenset[int]

    @property
    def size(self) -> int:
        return len(self.tiles)

    def has_kind(self, kind: int) -> bool:
        return kind < NUM_KINDS and self.copies[kind] > 0

    def __reduce__(self) -> tuple[Any, ...]:
        """A shipped set stays the one object after pickling (``sim --jobs`` hands rule
        sets to worker processes) and copying: code tells the sets apart with ``is``."""
        if SHIPPED.get(self.name) is self:
            return (shipped_tile_set, (self.name,))
        return (TileSet, (self.name, self.tiles, self.copies, self.flowers, self.id_set))

    def __deepcopy__(self, memo: dict[int, Any]) -> TileSet:
        return self  # immutable


def tile_set(name: str, tiles: Iterable[int]) -> TileSet:
    ids = tuple(sorted(tiles))
    copies = [0] * NUM_KINDS
    for tile in ids:
        if tile // COPIES < NUM_KINDS:
            copies[tile // COPIES] += 1
    flowers = tuple(t for t in ids if t // COPIES >= FLOWER_BASE)
    return TileSet(name, ids, tuple(copies), flowers, frozenset(ids))


ARCADE_TILES = tile_set("arcade", range(136))
CHARACTER_AND_HONOUR_IDS = (*range(9 * COPIES), *range(27 * COPIES, NUM_KINDS * COPIES))
GB_TILES = tile_set(
    "gb", (*CHARACTER_AND_HONOUR_IDS, *(flower_tile(n) for n in range(1, NUM_FLOWERS + 1)))
)
SHIPPED = {tiles.name: tiles for tiles in (ARCADE_TILES, GB_TILES)}


def shipped_tile_set(name: str) -> TileSet:
    """The shipped set of this name (what a pickled one comes back as)."""
    return SHIPPED[name]
