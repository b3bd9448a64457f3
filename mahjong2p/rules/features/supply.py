"""What the stage features may pick from: the face-down tiles (live wall and dead pool).

"Unseen by the player" in RULES.md A9 means, for every feature, a tile in the live wall or
the dead pool: never the opponent's hand, never a face-up 花牌 indicator.
"""

from __future__ import annotations

from mahjong2p.rules.tiles import COPIES, NUM_KINDS
from mahjong2p.rules.wall import Wall

TRIPLET = 3


def available_counts(wall: Wall) -> tuple[int, ...]:
    """Per kind, how many face-down tiles there are (what the pickers show)."""
    counts = [0] * NUM_KINDS
    for tile in wall.face_down():
        counts[tile // COPIES] += 1
    return tuple(counts)


def face_down_of_kind(wall: Wall, kind: int) -> list[int]:
    """The face-down tiles of ``kind``, live wall first, each in wall order."""
    return [t for t in wall.face_down() if t // COPIES == kind]


def triplet_kinds(wall: Wall) -> list[int]:
    """The kinds a triplet can be taken from: three or more copies face down."""
    return [kind for kind, n in enumerate(available_counts(wall)) if n >= TRIPLET]
