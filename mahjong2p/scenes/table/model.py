"""What the table shows: the human's view folded from events *as they are animated*.

The engine (and the CPU's view) may be several events ahead; the screen folds each event in
when its animation starts, so what is drawn always matches the story told so far. Only
public facts and the human's own tiles are here — the CPU's hand appears only when a
``Won`` or the end of the hand (``HandsRevealed``) reveals it. The model also keeps the
action log and which discard carried each seat's 报听 (it lies sideways in the pond).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mahjong2p.rules.events import (
    Called,
    Dealt,
    DeclaredReady,
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
from mahjong2p.scenes.table.action_log import LogEntry, entry_for
from mahjong2p.seat import Seat


@dataclass
class TableModel:
    view: PlayerView  # the human's, folded as the screen shows each event
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
    log: list[LogEntry] = field(default_factory=list)
    ready_tiles: dict[int, int | None] = field(default_factory=dict)  # seat → its 报听 discard

    def apply(self, event: Event) -> None:
        self.view.observe(event)
        entry = entry_for(event)
        if entry is not None:
            self.log.append(entry)
        if isinstance(event, DeclaredReady):
            self.ready_tiles[event.seat] = None  # the discard that carries it comes next
        elif isinstance(event, Discarded) and self.ready_tiles.get(event.seat, 0) is None:
            self.ready_tiles[event.seat] = event.tile
        elif isinstance(event, Called) and event.meld.called in self.ready_tiles.values():
            self.ready_tiles[1 - event.seat] = None  # claimed: the next discard lies turned
        if isinstance(event, HandStarted):
            self.wall_total = event.live_count
        elif isinstance(event, Dealt):
            self.wall_total -= event.count
            self._set_dealers_tile_apart(event)
        elif isinstance(event, Drew):
            if event.replacement:
                self.back_taken += 1
            else:
                self.front_taken += 1
            self.cpu_drew = event.seat == Seat.CPU
        elif isinstance(event, Discarded):
            self.last_discarder = event.seat
            self.cpu_drew = False
        elif isinstance(event, Called):
            self.cpu_drew = False
        else:
            self._apply_end(event)

    def _set_dealers_tile_apart(self, event: Dealt) -> None:
        """The dealer's 14th tile is shown set apart on the first turn, as a draw is (it
        plays the part of the first draw)."""
        if event.count % 3 != 2:
            return
        if event.seat == self.view.seat and event.tiles:
            self.view.drawn = event.tiles[-1]
        self.cpu_drew = event.seat == Seat.CPU

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

    def ready_discard_index(self, seat: int) -> int | None:
        """Where the seat's 报听 tile lies in its pond (``None``: no 报听, or it was called)."""
        tile = self.ready_tiles.get(seat)
        pond = self.view.discards[seat]
        return pond.index(tile) if tile is not None and tile in pond else None

    @property
    def revealed_cpu_hand(self) -> list[int] | None:
        """The CPU's concealed tiles once they are laid open: by its win (the winning tile
        last) or by the end of the hand."""
        if self.won is not None and self.won.seat == Seat.CPU:
            rest = sorted(t for t in self.won.concealed if t != self.won.win_tile)
            return [*rest, self.won.win_tile]
        shown = self.view.shown_hands
        return sorted(shown[Seat.CPU]) if shown is not None else None

    @property
    def last_discard_tile(self) -> int | None:
        """The newest tile in a pond, if it is still there (a call takes it away)."""
        if self.last_discarder is None:
            return None
        pond = self.view.discards[self.last_discarder]
        tile = self.view.last_discard
        return tile if pond and pond[-1] == tile else None
