"""When the title's attract mode plays and how fast it is drawn (issue 28).

The demo — a CPU-vs-CPU hand behind the menu — used to start after a while without input
and then play hand after hand at the full 60 frames a second for as long as the game was
left open: a game left on the title drained a laptop's battery. Now it is drawn at
:data:`FRAME_S` (30 a second: the tiles still glide, and each frame is a full redraw of
the table, so the cost falls with the rate), the still title rests :data:`REST_S` between
two demo hands, and after :data:`DEMOS` hands the title stays still until the player is
back. The plan only counts; the title scene starts and stops the demos.
"""

from __future__ import annotations

import math

FRAME_S = 1 / 30  # the demo's frame interval
REST_S = 30.0  # the still title between two demo hands
DEMOS = 3  # demo hands per absence; then the title rests until input


class AttractPlan:
    """When the next demo hand is due, in seconds of the title's idle time (time without
    input, not counting the demo hands themselves)."""

    def __init__(self, first_after: float) -> None:
        self.first_after = first_after
        self.next_start = first_after
        self.demos = 0

    def reset(self) -> None:
        """Input: the player is back, the count starts over."""
        self.next_start = self.first_after
        self.demos = 0

    def started(self) -> None:
        self.demos += 1

    def ended(self, idle: float) -> None:
        """A demo hand ended at ``idle`` seconds: rest, or stop after the last one."""
        self.next_start = idle + REST_S if self.demos < DEMOS else math.inf

    def due_in(self, idle: float) -> float:
        """Seconds until the next demo starts (``math.inf``: not before input)."""
        return self.next_start - idle
