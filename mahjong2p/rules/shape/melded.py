"""The shape functions for a hand as the engine holds it: concealed counts and melds.

Here "ready" has the meaning of RULES.md A8: at least one winning kind that is not already
all in the player's own hand and melds.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong2p.rules.melds import Meld
from mahjong2p.rules.shape.forms import is_winning, shanten
from mahjong2p.rules.shape.waits import shape_waits
from mahjong2p.rules.tiles import COPIES, GREEN_KINDS


def melds_are_green(melds: Sequence[Meld]) -> bool:
    """Loose all-green (A6.4) counts the melds' tiles too (no melds: green, at once)."""
    if not melds:
        return True
    return all(tile // COPIES in GREEN_KINDS for meld in melds for tile in meld.tiles)


def shanten_of(counts: Sequence[int], melds: Sequence[Meld]) -> int:
    return shanten(counts, len(melds), melds_are_green(melds))


def is_winning_hand(counts: Sequence[int], melds: Sequence[Meld]) -> bool:
    return is_winning(counts, len(melds), melds_are_green(melds))


def waits_of(counts: Sequence[int], melds: Sequence[Meld]) -> list[int]:
    """Waits by shape, less the kinds whose four copies are all in this hand and its melds."""
    waits = shape_waits(counts, len(melds), melds_are_green(melds))
    if not waits:
        return waits
    held = list(counts)
    for meld in melds:
        for kind in meld.kinds:
            held[kind] += 1
    return [kind for kind in waits if held[kind] < COPIES]


def is_ready(counts: Sequence[int], melds: Sequence[Meld]) -> bool:
    """听牌 in the A8 sense: some winning kind still has a copy outside this hand."""
    return bool(waits_of(counts, melds))
