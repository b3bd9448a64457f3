"""Who chose an action of the human's seat: the player, 托管, or the game on the player's
behalf. The review grades the player's own decisions (and a turn-timer timeout, a
decision the player let run out) and lists the rest apart; 战绩 counts a hand in which
托管 chose for the player apart from the hands the player played alone."""

from __future__ import annotations

from enum import Enum


class Decider(Enum):
    PLAYER = "player"
    TAKEOVER = "takeover"  # 托管 played the seat
    AUTO = "auto"  # the 报听 draw and discard, 自动和 / 自动过
    TIMEOUT = "timeout"  # the turn timer ran out: the safe default was played

    @property
    def shown_as(self) -> str:
        """The ``review --json`` ``"by"`` value (DESIGN.md): a timeout is automatic."""
        return Decider.AUTO.value if self is Decider.TIMEOUT else self.value

    @property
    def graded(self) -> bool:
        """The review grades it: the player chose, or let the clock choose."""
        return self in (Decider.PLAYER, Decider.TIMEOUT)
