"""What the table shows: the human's view folded from events *as they are animated*.

The engine (and the CPU's view) may be several events ahead; the screen folds each event in
when its animation starts, so what is drawn always matches the story told so far. Only
public facts and the human's own tiles are here — the CPU's hand appears only when a
``Won`` event reveals it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mahjong2p.rules.events import (
    Called,
    Dealt,
    Discarded,
    Drew,
    Event,
    HaiteiDrew,
    HaiteiStarted,
    HandEnded,
    HandStarted,
    WallExhausted,
    Won,
)
from mahjong2p.rules.view import PlayerView

HUMAN, CPU = 0, 1


@dataclass
class TableModel:
    view: PlayerView = field(default_factory=lambda: PlayerView(HUMAN))
    wall_total: int = 0  # live tiles after the deal
    front_taken: int = 0  # normal draws
    back_taken: int = 0  # kong replacements
    cpu_drew: bool = False  # the CPU holds a drawn tile (shown set apart)
    last_discarder: int | None = None
    won: Won | None = None
    exhausted: WallExhausted | None = None
    haitei: HaiteiStarted | None = None
    haitei_draws: list[HaiteiDrew] = field(default_factory=list)
    ended: HandEnded | None = None

    def apply(self, event: Event) -> None:
        self.view.observe(event)
        if isinstance(event, HandStarted):
            self.wall_total = event.live_count
        elif isinstance(event, Dealt):
            self.wall_total -= event.count
        elif isinstance(event, Drew):
            if event.replacement:
                self.back_taken += 1
            else:
                self.front_taken += 1
            self.cpu_drew = event.seat == CPU
        elif isinstance(event, Discarded):
            self.last_discarder = event.seat
            self.cpu_drew = False
        elif isinstance(event, Called):
            self.cpu_drew = False
        else:
            self._apply_end(event)

    def _apply_end(self, event: Event) -> None:
        if isinstance(event, Won):
            self.won = event
        elif isinstance(event, WallExhausted):
            self.exhausted = event
        elif isinstance(event, HaiteiStarted):
            self.haitei = event
        elif isinstance(event, HaiteiDrew):
            self.haitei_draws.append(event)
        elif isinstance(event, HandEnded):
            self.ended = event

    def wall_slot_present(self, position: int) -> bool:
        """Is the ``position``-th drawable tile (0 = next normal draw) still on the wall?"""
        return self.front_taken <= position < self.wall_total - self.back_taken

    @property
    def last_discard_tile(self) -> int | None:
        """The newest tile in a pond, if it is still there (a call takes it away)."""
        if self.last_discarder is None:
            return None
        pond = self.view.discards[self.last_discarder]
        tile = self.view.last_discard
        return tile if pond and pond[-1] == tile else None
