"""安全牌 after the opponent's 报听: the kinds that certainly cannot deal into its hand.

After 报听 the opponent's hand is locked (RULES.md A5): it draws and discards and can never
change what it waits on. So a kind the player discarded after the declaration that the
opponent did not win on can never win it the hand later (the CPU takes every win it is
offered) — it stays safe for the rest of the hand. Nothing else is certain:

- There is no 振听 (RULES.md A4): the opponent may win on a kind it discarded itself, so
  its own discards (the 报听 tile included) are *not* safe.
- A kind whose four copies are all visible is not safe either when the player holds one
  of them: a sequence wait (34m waits on 2m and 5m) needs no copy of the winning tile, so
  the player's own copy can still deal in. Visible copies say nothing about such a wait.
  Not even for an honour: 国士无双 waits on an orphan it holds no copy of.

Fold the hand's events in as the table shows them (:meth:`SafeTiles.observe`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mahjong2p.rules.events import DeclaredReady, Discarded, Event, Won
from mahjong2p.rules.tiles import kind_of


@dataclass
class SafeTiles:
    """What ``seat`` knows to be safe against its opponent's 报听."""

    seat: int
    opponent_ready: bool = False
    passed: set[int] = field(default_factory=set)
    _offered: int | None = None  # the kind just discarded, until the opponent answers

    def observe(self, event: Event) -> None:
        if self._offered is not None and not isinstance(event, Won):
            self.passed.add(self._offered)  # the opponent's answer was not a win
        self._offered = None
        if isinstance(event, DeclaredReady) and event.seat != self.seat:
            self.opponent_ready = True
        elif isinstance(event, Discarded) and event.seat == self.seat and self.opponent_ready:
            self._offered = kind_of(event.tile)

    def safe_kinds(self) -> frozenset[int]:
        """The kinds that cannot deal in (empty until the opponent has declared)."""
        return frozenset(self.passed) if self.opponent_ready else frozenset()
