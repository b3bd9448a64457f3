"""Everything the viewer needs to know about a finished hand, computed once as it opens:
the engine's events in order, which action caused each, the CPU's hidden tiles and the
wall after every event (for 明牌 and the wall panel), and the places worth jumping to.

Positions count events shown: position ``p`` is the table after ``events[:p]``.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong2p.replay.record import Replay
from mahjong2p.rules.events import Called, DeclaredReady, Event, KongDeclared
from mahjong2p.rules.gb.wall import STACKS, GbWall
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.view import PlayerView
from mahjong2p.seat import Seat

DEAL = -1  # the "action" of the events before the first action: the deal


@dataclass(frozen=True)
class Track:
    """``action_at[i]``: the action that caused ``events[i]`` (:data:`DEAL` for the deal);
    ``starts[k]``: the position just before action ``k``'s first event; ``hidden[p]`` and
    ``walls[p]``: the CPU's concealed tiles and the wall's tiles in draw order at
    position ``p``; ``calls``, ``ready``, ``kongs``: positions just after those events."""

    replay: Replay
    events: tuple[Event, ...]
    action_at: tuple[int, ...]
    starts: tuple[int, ...]
    hidden: tuple[tuple[int, ...], ...]
    walls: tuple[tuple[int, ...], ...]
    calls: tuple[int, ...]
    ready: tuple[int, ...]
    kongs: tuple[int, ...]

    @property
    def end(self) -> int:
        return len(self.events)

    @property
    def first(self) -> int:
        """Where the viewer opens: the deal shown, before the first action."""
        return self.starts[0] if self.starts else self.end

    def action_of(self, position: int) -> int:
        """The action whose events come next at ``position`` (the last one at the end)."""
        return self.action_at[min(position, self.end - 1)] if self.events else DEAL

    def move_number(self, position: int) -> int:
        """The 1-based number of the action shown last at ``position`` (0 before any)."""
        return self.action_at[position - 1] + 1 if position else 0


def track_of(replay: Replay) -> Track:
    """Replay the hand once, keeping what every position shows."""
    hand = replay.start()
    cpu = PlayerView(int(Seat.CPU), tile_set=hand.rules.tiles)
    events: list[Event] = []
    action_at: list[int] = []
    hidden: list[tuple[int, ...]] = [()]
    walls: list[tuple[int, ...]] = [wall_tiles(hand)]
    starts: list[int] = []

    def take(new: list[Event], action: int) -> None:
        wall = wall_tiles(hand)
        for event in new:
            cpu.observe(event)
            events.append(event)
            action_at.append(action)
            hidden.append(in_hand_order(cpu))
            walls.append(wall)

    take(list(hand.log), DEAL)
    for k, action in enumerate(replay.actions):
        starts.append(len(events))
        take(hand.apply(action), k)
    after = [i + 1 for i, _ in enumerate(events)]
    return Track(
        replay,
        tuple(events),
        tuple(action_at),
        tuple(starts),
        tuple(hidden),
        tuple(walls),
        tuple(p for p, e in zip(after, events, strict=True) if isinstance(e, Called)),
        tuple(p for p, e in zip(after, events, strict=True) if isinstance(e, DeclaredReady)),
        tuple(p for p, e in zip(after, events, strict=True) if isinstance(e, KongDeclared)),
    )


def in_hand_order(view: PlayerView) -> tuple[int, ...]:
    """A seat's concealed tiles as its hand is laid out: sorted, a drawn tile last."""
    rest = list(view.concealed)
    if view.drawn is not None and view.drawn in rest:
        rest.remove(view.drawn)
        return (*sorted(rest), view.drawn)
    return tuple(sorted(rest))


def wall_tiles(hand: Hand) -> tuple[int, ...]:
    """The tiles left to draw, in the order the front of the wall gives them (kong and
    flower replacements come from the far end)."""
    wall = hand.wall
    if isinstance(wall, GbWall):
        order = (wall.stacks[(wall.break_stack + p) % STACKS] for p in range(STACKS))
        return tuple(t for stack in order for t in stack if t is not None)
    return tuple(wall.live)
