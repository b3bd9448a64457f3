"""What the mixins of :class:`~mahjong2p.rules.hand.Hand` (calls and kongs, the end of the
wall) may use of it: declared once here, for the type checker only."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mahjong2p.rules.events import Event
    from mahjong2p.rules.phase import HandConfig, Phase
    from mahjong2p.rules.ruleset import RuleSet
    from mahjong2p.rules.scoring import WinBy
    from mahjong2p.rules.seat import SeatState
    from mahjong2p.rules.wall import Wall


class HandParts:
    """The state and helpers a Hand mixin shares with the Hand (provided by Hand)."""

    if TYPE_CHECKING:
        rules: RuleSet
        config: HandConfig
        wall: Wall
        seats: tuple[SeatState, SeatState]
        phase: Phase
        any_call: bool
        haitei_picked: dict[int, int]

        def _emit(self, *events: Event) -> None: ...

        def _draw(self, seat_no: int, replacement: bool = False, for_kong: bool = True) -> None: ...

        def _end(self, winner: int | None) -> None: ...

        def _win(
            self,
            seat_no: int,
            win_by: WinBy,
            tile: int,
            first_turn: bool,
            after_kong: bool,
            last_tile: bool,
            haitei: bool,
        ) -> None: ...
