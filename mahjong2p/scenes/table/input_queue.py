"""Input the player gives while their own decision is still animating (a tile flying, a
cut-in): kept in order and handed back the moment the table lets them answer, so a click or
a key is never lost to an animation.

Only the player's own pending decision holds input: a click given during the CPU's move is
not kept, and the queue is forgotten whenever a new decision starts after the CPU's move or
a new draw — or a click meant to hurry the CPU along would discard a tile of the next turn
before the player has seen what they drew.

A click is kept with the tile it was on at that moment, not its position: by the time it
is applied the hand may have moved (a drawn tile joins it, a centred hand shifts), and the
player meant that tile; a kept click only ever plays a hand tile. A click that lands just
after the player's own answer is the same gesture repeating (a double click on a tile),
not a new decision: it is not kept, or it would discard a second tile next turn.
"""

from __future__ import annotations

from collections import deque

import pygame

ECHO_S = 0.3  # input this soon after the player's answer belongs to that answer
MAX_HELD = 8  # a keyboard burst (←←← Enter) fits; a key held down does not pile up
HELD_TYPES = (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)


class InputQueue:
    def __init__(self) -> None:
        self._held: deque[pygame.event.Event] = deque(maxlen=MAX_HELD)
        self._clock = 0.0
        self._answered_at = -ECHO_S

    def tick(self, dt: float) -> None:
        self._clock += dt

    def answered(self) -> None:
        """The player just answered a decision: start the echo window, forget older input."""
        self._answered_at = self._clock
        self._held.clear()

    def forget(self) -> None:
        """A new decision starts: input given before it belongs to an earlier moment."""
        self._held.clear()

    def hold(self, event: pygame.event.Event, tile: int | None = None) -> bool:
        """Keep ``event`` for the pending decision — a click with ``tile``, the hand tile under
        it —; False when it is not input worth keeping: a click beside the hand is not (the
        buttons it would meet later were not on screen when it was given)."""
        if event.type not in HELD_TYPES or self._clock - self._answered_at < ECHO_S:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and tile is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            event = pygame.event.Event(
                event.type, pos=event.pos, button=event.button, held_tile=tile
            )
        self._held.append(event)
        return True

    def next(self) -> pygame.event.Event | None:
        return self._held.popleft() if self._held else None
