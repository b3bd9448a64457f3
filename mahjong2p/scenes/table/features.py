"""Which overlay answers which stage-feature choice (RULES.md A3, A9), as data.

起始换牌, 刻子换牌 and 移花接木 mark tiles of the hand; 搓牌 picks a kind; 偷天换日 marks one
tile, then picks a kind. Every overlay answers with legal actions only and always offers
the PASS way out, which is also what the turn timer takes — so a choice never stalls.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from mahjong2p.rules.actions import Action, ChoiceActionKind
from mahjong2p.rules.features.choice import Choice
from mahjong2p.rules.phase import Phase
from mahjong2p.rules.tiles import NUM_KINDS
from mahjong2p.rules.view import PlayerView
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.hand_part import Marks
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.marking_part import MarkingOverlay, MarkSpec
from mahjong2p.scenes.table.picker_part import PickerOverlay, PickSpec


class ChoiceOverlay(Protocol):
    def marks(self) -> Marks | None: ...

    def handle_event(
        self, event: pygame.event.Event, layout: TableLayout, view: PlayerView
    ) -> list[Action] | None: ...

    def draw(
        self, surface: pygame.Surface, ctx: AppContext, layout: TableLayout, view: PlayerView
    ) -> None: ...


MARKING: dict[Choice, MarkSpec] = {
    Choice.OPENING_SWAP: MarkSpec(
        "swap.title", "swap.detail", "swap.confirm", "swap.keep", count=None
    ),
    Choice.TRIPLET_OFFER: MarkSpec(
        "triplet.title", "triplet.detail", "triplet.confirm", "triplet.decline", 3, offered=True
    ),
    Choice.YI_HUA_JIE_MU: MarkSpec(
        "item.yi_hua_jie_mu", "yihua.detail", "item.use", "item.cancel", count=3
    ),
    Choice.TOU_TIAN_HUAN_RI: MarkSpec(
        "item.tou_tian_huan_ri", "toutian.detail", "item.use", "item.cancel", 1, at_once=True
    ),
}
PICKING: dict[Choice, PickSpec] = {
    Choice.DRAW_CHOICE: PickSpec("draw_choice.title", "draw_choice.detail", "draw_choice.normal"),
    Choice.TOU_TIAN_HUAN_RI: PickSpec(
        "item.tou_tian_huan_ri", "toutian.pick_detail", "item.cancel"
    ),
}


class _Picking:
    """The picker, with the tile already marked for 偷天换日 kept lifted in the hand."""

    def __init__(self, picker: PickerOverlay, marked: Sequence[int]) -> None:
        self.picker = picker
        self.marked = frozenset(marked)

    def marks(self) -> Marks | None:
        return Marks(self.marked, None) if self.marked else None

    def handle_event(
        self, event: pygame.event.Event, layout: TableLayout, view: PlayerView
    ) -> list[Action] | None:
        return self.picker.handle_event(event, layout, view)

    def draw(
        self, surface: pygame.Surface, ctx: AppContext, layout: TableLayout, view: PlayerView
    ) -> None:
        self.picker.draw(surface, ctx, layout, view)


def overlay_for(phase: Phase, view: PlayerView, legal: Sequence[Action]) -> ChoiceOverlay:
    """The overlay for the choice ``phase`` asks ``view``'s seat to make now."""
    choice = phase.choice
    assert choice is not None, "overlay_for() needs a CHOICE phase"
    kinds = {a.tile_kind for a in legal if a.kind is ChoiceActionKind.PICK_KIND}
    if choice in PICKING and (kinds or choice not in MARKING):
        offer = view.choice
        available = offer.available if offer is not None and offer.available else ()
        counts = tuple(available) or (0,) * NUM_KINDS
        enabled = {k for k in kinds if k is not None}
        return _Picking(PickerOverlay(PICKING[choice], phase.seat, counts, enabled), phase.marked)
    return MarkingOverlay(MARKING[choice], phase.seat, view)
