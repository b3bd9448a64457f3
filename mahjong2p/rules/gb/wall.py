"""The 72-tile walls (RULES.md B2): two walls of 18 stacks two high, broken by dice.

Table stack ids: ``18·w + i`` is stack ``i`` of the wall in front of seat ``w``, counted
from that wall's right end, so ids grow in the direction the deal goes on around both walls
(17 is followed by 18, 35 by 0). Level 0 is a stack's top tile, 1 its bottom. Normal draws
take the first tile left from the break onwards; flower and kong replacements come from
the tail, the stacks before the break taken backwards — each top tile first.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from mahjong2p.rules.tileset import GB_TILES

STACKS_PER_WALL = 18
STACKS = 2 * STACKS_PER_WALL
TOP, BOTTOM = 0, 1
DIE_FACES = 6

Place = tuple[int, int]  # (table stack id, level)


def roll(rng: random.Random) -> tuple[int, int]:
    return (rng.randint(1, DIE_FACES), rng.randint(1, DIE_FACES))


class GbWall:
    """Both walls of one hand. ``dice`` are the two throws: the dealer's first total picks
    the wall (odd: the dealer's own, even: the other's) — whose owner throws the second
    time (:meth:`~mahjong2p.rules.gb.table.GbTable.second_roller`) — and the second counts
    stacks from that wall's right end: the deal starts at the next stack (``break_stack``)."""

    def __init__(self, rng: random.Random, order: Sequence[int] | None, dealer: int) -> None:
        """Shuffle the 72 with ``rng``, or take ``order`` as it is: then ``order`` lists the
        tiles in the order the front of the wall gives them, from the break on (for tests
        and reported walls). The dice come from ``rng`` either way."""
        if order is None:
            tiles = list(GB_TILES.tiles)
            rng.shuffle(tiles)
        elif sorted(order) == list(GB_TILES.tiles):
            tiles = list(order)
        else:
            raise ValueError("a wall order must list each of the 72 tiles exactly once")
        self.dice = (roll(rng), roll(rng))
        first, second = sum(self.dice[0]), sum(self.dice[1])
        self.break_wall = dealer if first % 2 else 1 - dealer
        self.break_stack = (STACKS_PER_WALL * self.break_wall + second) % STACKS
        # stacks[s] = [top, bottom] of table stack s; None once taken
        self.stacks: list[list[int | None]] = [[None, None] for _ in range(STACKS)]
        for k, tile in enumerate(tiles):
            self.stacks[self._stack_at(k // 2)][k % 2] = tile
        self._front = 0  # stacks in deal order, from the break
        self._back = STACKS - 1
        self._left = len(tiles)
        self.last_places: list[Place] = []

    def _stack_at(self, position: int) -> int:
        """The table stack id of the ``position``-th stack in deal order."""
        return (self.break_stack + position) % STACKS

    @property
    def live_count(self) -> int:
        return self._left

    def take(self, position: int, level: int) -> int:
        """Take one tile: the stack ``position`` places after the break, at ``level``."""
        stack_id = self._stack_at(position)
        tile = self.stacks[stack_id][level]
        if tile is None:
            raise ValueError(f"stack {stack_id} level {level} is already taken")
        self.stacks[stack_id][level] = None
        self._left -= 1
        self.last_places.append((stack_id, level))
        return tile

    def draw(self) -> int:
        return self._take_first(self.front_position())

    def draw_replacement(self) -> int:
        while self.stacks[self._stack_at(self._back)] == [None, None]:
            self._back -= 1
        return self._take_first(self._back)

    def _take_first(self, position: int) -> int:
        stack = self.stacks[self._stack_at(position)]
        return self.take(position, TOP if stack[TOP] is not None else BOTTOM)

    def deal_next_stacks(self, count: int) -> list[int]:
        """The next ``count`` whole stacks from the front (4-4-4: two stacks a turn)."""
        tiles = []
        for _ in range(count):
            tiles.append(self.draw())
            tiles.append(self.draw())
        return tiles

    def front_position(self) -> int:
        """The deal-order position of the first stack with a tile left."""
        while self.stacks[self._stack_at(self._front)] == [None, None]:
            self._front += 1
        return self._front

    def pop_places(self) -> tuple[Place, ...]:
        """The places taken since the last call (what the next WallTaken event shows)."""
        places, self.last_places = tuple(self.last_places), []
        return places

    def tiles(self) -> list[int]:
        """Every tile still in the walls, for the accounting invariant."""
        return [t for stack in self.stacks for t in stack if t is not None]

    def face_down(self) -> list[int]:
        return self.tiles()
