"""Melds (副露): 吃, 碰, 明杠, 暗杠 and 加杠, built from physical tiles."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from enum import Enum

from mahjong2p.rules.tiles import format_kinds, is_honour, kind_of


class MeldKind(Enum):
    """The five kinds of meld; the values are the names used in JSON and the CLI."""

    CHI = "chi"
    PON = "pon"
    KONG = "kong"
    CONCEALED_KONG = "concealed_kong"
    ADDED_KONG = "added_kong"

    @property
    def is_kong(self) -> bool:
        return self in (MeldKind.KONG, MeldKind.CONCEALED_KONG, MeldKind.ADDED_KONG)

    @property
    def is_open(self) -> bool:
        """Every meld but a concealed kong breaks 门清 (RULES.md A7)."""
        return self is not MeldKind.CONCEALED_KONG

    @property
    def size(self) -> int:
        return 4 if self.is_kong else 3


class MeldError(ValueError):
    """A meld whose tiles do not fit its kind."""


@dataclass(frozen=True, slots=True)
class Meld:
    """A called or declared set. ``tiles`` are physical ids; ``called`` is the one taken
    from the opponent's discard (``None`` for a concealed kong)."""

    kind: MeldKind
    tiles: tuple[int, ...]
    called: int | None = None

    @property
    def kinds(self) -> tuple[int, ...]:
        return _kinds_of(self.tiles)

    @property
    def first_kind(self) -> int:
        """The lowest kind: the triplet's kind, or the start of a sequence."""
        return _kinds_of(self.tiles)[0]

    @property
    def is_sequence(self) -> bool:
        return self.kind is MeldKind.CHI

    def notation(self) -> str:
        return format_kinds(self.kinds)


@functools.lru_cache(maxsize=4096)  # every possible meld's tiles: about 1,500
def _kinds_of(tiles: tuple[int, ...]) -> tuple[int, ...]:
    """A meld's kinds, sorted, worked out once per set of tiles: the scorer and the CPU
    ask them of the same melds again and again."""
    return tuple(sorted(kind_of(t) for t in tiles))


def meld_shape_error(kind: MeldKind, kinds: tuple[int, ...]) -> str | None:
    """Why ``kinds`` (sorted) cannot form a meld of ``kind``, or ``None`` if they can."""
    if len(kinds) != kind.size:
        return f"a {kind.value} has {kind.size} tiles, not {len(kinds)}"
    if kind is MeldKind.CHI:
        first = kinds[0]
        if is_honour(first) or kinds != (first, first + 1, first + 2) or first % 9 > 6:
            return f"chi {format_kinds(kinds)} is not a sequence of one suit"
        return None
    if len(set(kinds)) != 1:
        return f"{kind.value} {format_kinds(kinds)} is not {kind.size} identical tiles"
    return None
