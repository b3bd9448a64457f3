"""The stage features' half of :class:`~mahjong2p.rules.hand.Hand` (a mixin).

When a feature fires it puts the hand in a CHOICE phase (see
:mod:`mahjong2p.rules.features.legal` for the answers); answering it moves tiles only by
exchanging them one for one between the feature seat's hand and the face-down wall. Every
random decision — whether an offer comes, which tiles it brings — is drawn from the hand's
own RNG, and only when the feature is switched on, so a hand still replays exactly from
(seed, actions) and the default configuration behaves as before the features existed.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from mahjong2p.rules.actions import Action
from mahjong2p.rules.events import (
    ChoiceDeclined,
    ChoiceOffered,
    DrawChosen,
    Event,
    TilesExchanged,
)
from mahjong2p.rules.features.choice import ITEMS, Choice
from mahjong2p.rules.features.supply import (
    TRIPLET,
    available_counts,
    face_down_of_kind,
    triplet_kinds,
)
from mahjong2p.rules.phase import HandConfig, Phase, PhaseKind
from mahjong2p.rules.seat import SeatState
from mahjong2p.rules.wall import Wall


class FeatureFlow:
    """Opening swap, 搓牌, triplet offer and table items (RULES.md A3, A9)."""

    items_left: dict[Choice, int]

    if TYPE_CHECKING:  # provided by Hand
        config: HandConfig
        rng: random.Random
        wall: Wall
        seats: tuple[SeatState, SeatState]
        phase: Phase
        move: int

        def _emit(self, *events: Event) -> None: ...

        def _draw(self, seat_no: int, replacement: bool = False, for_kong: bool = True) -> None: ...

    # ------------------------------------------------------------------ offers
    def _init_features(self) -> None:
        """After the deal: the items held, and the opening swap when the stage has it."""
        self.items_left = {item: self.config.items.count(item) for item in ITEMS}
        if self.config.opening_swap:
            self._open(Choice.OPENING_SWAP, self.config.feature_seat, resume=self.phase)

    def _draw_turn(self, seat_no: int) -> None:
        """A normal draw, unless a 搓牌 is offered first."""
        if self._offer_comes(seat_no, self.config.draw_choice_chance):
            available = available_counts(self.wall)
            self._open(Choice.DRAW_CHOICE, seat_no, resume=None, available=available)
        else:
            self._draw_and_offer(seat_no)

    def _draw_and_offer(self, seat_no: int) -> None:
        """Draw, then perhaps offer a triplet (RULES.md A9 刻子换牌)."""
        self._draw(seat_no)
        if not self._offer_comes(seat_no, self.config.triplet_offer_chance):
            return
        kinds = triplet_kinds(self.wall)
        if not kinds or len(self.seats[seat_no].concealed) < TRIPLET:
            return
        kind = self.rng.choice(kinds)
        offer = tuple(self.rng.sample(face_down_of_kind(self.wall, kind), TRIPLET))
        self._open(Choice.TRIPLET_OFFER, seat_no, resume=self.phase, tile_kind=kind, offer=offer)

    def _offer_comes(self, seat_no: int, chance: float) -> bool:
        """Roll for an offer to the feature seat (never to a hand locked by 报听)."""
        if seat_no != self.config.feature_seat or chance <= 0:
            return False
        if self.seats[seat_no].declared_ready:
            return False
        return self.rng.random() < chance

    def _open(
        self,
        choice: Choice,
        seat_no: int,
        resume: Phase | None,
        tile_kind: int | None = None,
        offer: tuple[int, ...] = (),
        available: tuple[int, ...] | None = None,
    ) -> None:
        self._emit(ChoiceOffered(seat_no, choice, tile_kind, available))
        self.phase = Phase(
            PhaseKind.CHOICE,
            seat_no,
            choice=choice,
            tile_kind=tile_kind,
            offer=offer,
            resume=resume,
        )

    # ------------------------------------------------------------------ answers
    def _do_use_item(self, action: Action) -> None:
        assert action.item is not None
        available = available_counts(self.wall) if action.item.spec.by_kind else None
        self._open(action.item, action.seat, resume=self.phase, available=available)

    def _do_select(self, action: Action) -> None:
        assert action.tile is not None
        self.phase = dataclasses.replace(self.phase, marked=(*self.phase.marked, action.tile))

    def _do_confirm(self, action: Action) -> None:
        phase = self.phase
        if phase.choice is Choice.OPENING_SWAP:
            received = self.rng.sample(self.wall.dead, len(phase.marked))
        elif phase.choice is Choice.TRIPLET_OFFER:
            received = list(phase.offer)
        else:  # 移花接木: a random triplet of the face-down tiles
            kind = self.rng.choice(triplet_kinds(self.wall))
            received = self.rng.sample(face_down_of_kind(self.wall, kind), TRIPLET)
        self._exchange(action.seat, phase.marked, received)

    def _do_pick_kind(self, action: Action) -> None:
        assert action.tile_kind is not None
        tile = self.rng.choice(face_down_of_kind(self.wall, action.tile_kind))
        if self.phase.choice is Choice.DRAW_CHOICE:
            self.wall.move_to_front(tile)
            self._emit(DrawChosen(action.seat, action.tile_kind))
            self._draw_and_offer(action.seat)
        else:  # 偷天换日
            self._exchange(action.seat, self.phase.marked, [tile])

    def _decline_choice(self, action: Action) -> None:
        """PASS in a CHOICE phase: nothing moves; the hand goes on as if never asked."""
        phase = self.phase
        assert phase.choice is not None
        self._emit(ChoiceDeclined(action.seat, phase.choice))
        if phase.resume is None:
            self._draw_and_offer(action.seat)
        else:
            self.phase = phase.resume

    def _exchange(self, seat_no: int, given: Sequence[int], received: Sequence[int]) -> None:
        """Give ``given`` to the face-down wall, each into the place of one ``received``
        tile, which joins the hand; then resume the phase the choice interrupted."""
        phase = self.phase
        assert phase.choice is not None and phase.resume is not None
        seat = self.seats[seat_no]
        for gone, got in zip(given, received, strict=True):
            self.wall.exchange(got, gone)
            seat.concealed.remove(gone)
            seat.concealed.append(got)
        resume = phase.resume
        if seat.drawn in given:  # the drawn tile is gone, and with it 杠上开花 (a kong's draw)
            seat.drawn = None
            resume = dataclasses.replace(resume, after_kong=False)
        seat.exchanges += 1
        if phase.choice.is_item:
            self.items_left[phase.choice] -= 1
        self._emit(TilesExchanged(seat_no, phase.choice, len(given), tuple(given), tuple(received)))
        self.phase = resume
        if resume.turn_seat != seat_no:
            seat.update_ready_since(self.move)
