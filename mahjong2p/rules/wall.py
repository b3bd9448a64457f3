"""The wall of one hand: 71 live tiles, a 65-tile dead pool, the 花牌 indicators (A2), and
the tiles a stage feature set aside."""

from __future__ import annotations

import random
from collections.abc import Sequence

from mahjong2p.rules.tiles import NUM_TILES

LIVE_TILES = 71
MAX_INDICATORS = 5


def hand_rng(seed: int, hand_number: int) -> random.Random:
    """The RNG of one hand, derived from (seed, hand number) so every hand replays exactly.

    A string seed is hashed with SHA-512 by :mod:`random`, independent of PYTHONHASHSEED.
    """
    return random.Random(f"mahjong2p:{seed}:{hand_number}")


class Wall:
    """Where the tiles not in a player's hand are: live wall, dead pool, indicators.

    Normal draws come from the front of the live wall and kong replacements from its end,
    as on a real table. The dead pool is never drawn in normal play; the 海底捞月 round
    picks from it by slot, and stage features swap tiles with it. A tile a player swaps
    into the dead pool's place is known to that player, so it is *set aside* instead: still
    one of the 136, never picked in 海底捞月, never turned up as an indicator.
    """

    def __init__(self, rng: random.Random, order: Sequence[int] | None = None) -> None:
        """Shuffle with ``rng``, or take ``order`` (a permutation of the 136 tiles: live
        wall first) as it is — for tests and replays of a reported wall."""
        if order is None:
            tiles = list(range(NUM_TILES))
            rng.shuffle(tiles)
        elif sorted(order) == list(range(NUM_TILES)):
            tiles = list(order)
        else:
            raise ValueError("a wall order must list each of the 136 tiles exactly once")
        self.live: list[int] = tiles[:LIVE_TILES]
        self.dead: list[int] = tiles[LIVE_TILES:]
        self.indicators: list[int] = []
        self.set_aside: list[int] = []

    @property
    def live_count(self) -> int:
        return len(self.live)

    def draw(self) -> int:
        return self.live.pop(0)

    def draw_replacement(self) -> int:
        return self.live.pop()

    def deal(self, count: int) -> list[int]:
        dealt, self.live = self.live[:count], self.live[count:]
        return dealt

    def reveal_indicator(self) -> int | None:
        """Turn one more dead-pool tile face up, unless five already are (or none is left)."""
        if len(self.indicators) >= MAX_INDICATORS or not self.dead:
            return None
        tile = self.dead.pop()
        self.indicators.append(tile)
        return tile

    def take_dead(self, slot: int) -> int:
        """Remove and return the face-down dead-pool tile at ``slot``."""
        return self.dead.pop(slot)

    def tiles(self) -> list[int]:
        """Every tile the wall holds, for the accounting invariant."""
        return [*self.live, *self.dead, *self.indicators, *self.set_aside]

    def face_down(self) -> list[int]:
        """The tiles no player has seen: the live wall, then the dead pool (the stage
        features pick from these; the face-up indicators are never among them)."""
        return [*self.live, *self.dead]

    def exchange(self, wall_tile: int, tile: int) -> None:
        """Put ``tile`` (from a player's hand) where face-down ``wall_tile`` lies — in the
        live wall, to be drawn in its turn; from the dead pool, ``tile`` is set aside. The
        caller hands ``wall_tile`` to the player, so no tile is made or lost."""
        row, index = self._locate(wall_tile)
        if row is self.live:
            row[index] = tile
        else:
            del row[index]
            self.set_aside.append(tile)

    def move_to_front(self, tile: int) -> None:
        """Swap face-down ``tile`` with the next live tile (搓牌, RULES.md A9)."""
        row, index = self._locate(tile)
        row[index], self.live[0] = self.live[0], tile

    def _locate(self, tile: int) -> tuple[list[int], int]:
        for row in (self.live, self.dead):
            if tile in row:
                return row, row.index(tile)
        raise ValueError(f"tile {tile} is not face down in the wall")
