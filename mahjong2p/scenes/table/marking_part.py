"""Marking tiles of the hand for a stage feature (起始换牌, 刻子换牌, 移花接木, and the first
step of 偷天换日): click a tile or press ↑ to mark it (it lifts and turns warm), click it
or press ↑ again to unmark; ←→ move the cursor; Enter confirms, Space declines.

Marks are the screen's own until the player confirms; then one SELECT per marked tile
and the CONFIRM go to the engine together, so changing one's mind costs nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from mahjong2p.rules.actions import Action, ActionKind, ChoiceActionKind
from mahjong2p.rules.view import PlayerView
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table.choice_strip import draw_strip
from mahjong2p.scenes.table.hand_part import Marks, hand_order, tile_at
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.ui import theme
from mahjong2p.ui.widgets import Button

CONFIRM = (pygame.K_RETURN, pygame.K_KP_ENTER)
DECLINE = (pygame.K_SPACE, pygame.K_BACKSPACE)
Actions = list[Action] | None


@dataclass(frozen=True)
class MarkSpec:
    """One feature's wording and rule: ``count`` tiles exactly (``None``: any number,
    none meaning "keep them all"); ``offered``: show the offered triplet; ``at_once``:
    the single mark is sent as soon as it is made (偷天换日 then asks for a kind)."""

    title_key: str
    detail_key: str
    confirm_key: str
    decline_key: str
    count: int | None
    offered: bool = False
    at_once: bool = False


class MarkingOverlay:
    def __init__(self, spec: MarkSpec, seat: int, view: PlayerView) -> None:
        self.spec = spec
        self.seat = seat
        self.marked: list[int] = []
        self.cursor = max(0, len(view.concealed) - 1)
        self.confirm = Button("", lambda: None, color=theme.RED_DARK, key_label="Enter")
        self.decline = Button("", lambda: None, key_label="Space")

    @property
    def buttons(self) -> list[Button]:
        return [self.decline] if self.spec.at_once else [self.confirm, self.decline]

    def marks(self) -> Marks:
        return Marks(frozenset(self.marked), self.cursor)

    @property
    def complete(self) -> bool:
        """Enough marks to confirm (where any number may be marked: at least one)."""
        if self.spec.count is None:
            return bool(self.marked)
        return len(self.marked) == self.spec.count

    # ---------------------------------------------------------------- answers
    def toggle(self, tile: int) -> Actions:
        """Mark or unmark ``tile``; past the limit the oldest mark makes way."""
        if tile in self.marked:
            self.marked.remove(tile)
            return None
        if self.spec.count is not None and len(self.marked) >= self.spec.count:
            self.marked.pop(0)
        self.marked.append(tile)
        if self.spec.at_once:
            return [Action(ChoiceActionKind.SELECT, self.seat, tile=tile)]
        return None

    def answer(self) -> Actions:
        """Every mark and the confirmation; with nothing marked where any number may be,
        the choice is declined (nothing moves)."""
        if self.spec.count is None and not self.marked:
            return self.refuse()
        if not self.complete or self.spec.at_once:
            return None
        selects = [Action(ChoiceActionKind.SELECT, self.seat, tile=t) for t in self.marked]
        return [*selects, Action(ChoiceActionKind.CONFIRM, self.seat)]

    def refuse(self) -> Actions:
        return [Action(ActionKind.PASS, self.seat)]

    # ---------------------------------------------------------------- input
    def handle_event(
        self, event: pygame.event.Event, layout: TableLayout, view: PlayerView
    ) -> Actions:
        tiles = hand_order(view)
        if event.type == pygame.MOUSEMOTION:
            index = tile_at(layout, view, event.pos)
            self.cursor = self.cursor if index is None else index
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.decline.rect.collidepoint(event.pos):
                return self.refuse()
            if not self.spec.at_once and self.confirm.rect.collidepoint(event.pos):
                return self.answer()
            index = tile_at(layout, view, event.pos)
            return None if index is None else self.toggle(tiles[index])
        if event.type != pygame.KEYDOWN or not tiles:
            return None
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if event.key == pygame.K_LEFT else 1
            self.cursor = (self.cursor + step) % len(tiles)
        elif event.key == pygame.K_UP:
            return self.toggle(tiles[min(self.cursor, len(tiles) - 1)])
        elif event.key in CONFIRM:
            return self.answer()
        elif event.key in DECLINE:
            return self.refuse()
        return None

    # ---------------------------------------------------------------- drawing
    def draw(
        self, surface: pygame.Surface, ctx: AppContext, layout: TableLayout, view: PlayerView
    ) -> None:
        tr, spec = ctx.text.text, self.spec
        limit = spec.count if spec.count is not None else len(view.concealed)
        detail = tr(spec.detail_key, n=len(self.marked), m=limit)
        self.confirm.label = tr(spec.confirm_key, n=len(self.marked))
        self.confirm.enabled = self.complete
        self.decline.label = tr(spec.decline_key)
        offered = ()
        if spec.offered and view.choice is not None and view.choice.tile_kind is not None:
            offered = (view.choice.tile_kind,) * 3
        draw_strip(surface, ctx, layout, (tr(spec.title_key), detail), self.buttons, offered)
