"""The table's input: a key or a click turned into the human's answer (a discard, a call,
an item, a stage feature's marks) — or kept in the input queue while the table is busy.

A mixin of :class:`~mahjong2p.scenes.table.scene.TableScene`, apart so the scene's decision
flow and its input rules each fit in a file; it only reads the scene's state and answers
through ``act``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from mahjong2p.rules.actions import Action, ActionKind, ChoiceActionKind
from mahjong2p.rules.features.choice import Choice
from mahjong2p.scenes.table.hand_part import hand_order, tile_at
from mahjong2p.seat import Seat

if TYPE_CHECKING:
    from mahjong2p.scenes.table.scene import TableScene

DISCARD_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_DOWN)


class TableInput:
    """Input handling of the table scene (mixed into ``TableScene``)."""

    def handle_event(self: TableScene, event: pygame.event.Event) -> bool:
        if self.menu is not None:
            return self.menu.handle_event(event)
        if self.log.handle_event(event, len(self.model.log)):
            return True
        if event.type == pygame.KEYDOWN and self._switch_key(event.key):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hud.click(event.pos):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.aids.pointer = event.pos
        if self.animator.busy and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.animator.skip()
            self.board.invalidate()
            self._hold(event)
            return True
        if not self.human_deciding:
            return not self.finished and self._hold(event)
        if hasattr(event, "held_tile"):  # a kept click: the tile it was on, nothing else
            return self._hand_input(event)
        if self.feature is not None:
            actions = self.feature.handle_event(event, self.layout, self.model.view)
            if actions:
                self.act(*actions)
            return actions is not None or event.type != pygame.MOUSEMOTION
        item = self.items.handle_event(event, self.usable_items())
        if item is not None:
            self.act(Action(ChoiceActionKind.USE_ITEM, int(Seat.HUMAN), item=item))
            return True
        action = self.bar.handle_event(event)
        if action is not None:
            self.act(action)
            return True
        return self._hand_input(event)

    def usable_items(self: TableScene) -> set[Choice]:
        """The table items the engine lets the player use now (not while picking a 报听
        discard: the item would change the hand under the choice)."""
        if self.bar.ready_mode or not self.human_deciding:
            return set()
        return {
            a.item for a in self.legal if a.kind is ChoiceActionKind.USE_ITEM and a.item is not None
        }

    def _switch_key(self: TableScene, key: int) -> bool:
        if key == pygame.K_ESCAPE and self.bar.options is None:
            self.open_menu()
        elif key == pygame.K_a:
            self.toggle_auto()
        elif key == pygame.K_t:
            self.toggle_timer()
        elif key == pygame.K_w:
            self.toggle_auto_win()
        elif key == pygame.K_n:
            self.toggle_auto_pass()
        elif key == pygame.K_TAB:
            self.aids.expanded = not self.aids.expanded
        else:
            return False
        return True

    def _hand_input(self: TableScene, event: pygame.event.Event) -> bool:
        tiles = hand_order(self.model.view)
        if event.type == pygame.MOUSEMOTION:
            self.keyboard_nav = False  # the pointer leads again
            if self.selected is None:
                self.focus = tile_at(self.layout, self.model.view, event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self._clicked_index(event, tiles)
            if index is None:
                return False
            if self.ctx.settings.confirm_discard and self.selected != tiles[index]:
                self.selected, self.focus = tiles[index], index  # the first click selects
            else:
                self._discard(tiles[index])
            return True
        if event.type != pygame.KEYDOWN or not tiles:
            return False
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if event.key == pygame.K_LEFT else 1
            start = self.focus if self.focus is not None else len(tiles) - 1
            self.focus = (start + step) % len(tiles)
            self.selected = None
            self.keyboard_nav = True
            return True
        if event.key in DISCARD_KEYS and self.focus is not None and self.focus < len(tiles):
            self._discard(tiles[self.focus])
            return True
        return False

    def _hold(self: TableScene, event: pygame.event.Event) -> bool:
        """Keep input for the player's own decision while it is animating (the CPU's move
        keeps nothing: its clicks only hurry the animation along)."""
        if not self.legal:
            return False
        return self.queue.hold(event, self._tile_under(event))

    def _tile_under(self: TableScene, event: pygame.event.Event) -> int | None:
        """The hand tile a click is on (kept with a click given while the table is busy)."""
        if event.type != pygame.MOUSEBUTTONDOWN:
            return None
        index = tile_at(self.layout, self.model.view, event.pos)
        return None if index is None else hand_order(self.model.view)[index]

    def _clicked_index(self: TableScene, event: pygame.event.Event, tiles: list[int]) -> int | None:
        """The hand index a click chose: for a kept click the tile it was on then."""
        if hasattr(event, "held_tile"):
            return tiles.index(event.held_tile) if event.held_tile in tiles else None
        return tile_at(self.layout, self.model.view, event.pos)

    def _discard(self: TableScene, tile: int) -> None:
        ready = self.bar.ready_mode
        for action in self.legal:
            if (
                action.kind is ActionKind.DISCARD
                and action.tile == tile
                and action.declare_ready == ready
            ):
                self.act(action)
                return

    def selectable(self: TableScene) -> set[int] | None:
        """Tiles that may be clicked now (``None``: every tile, or not the human's turn)."""
        if not self.human_deciding or self.feature is not None:
            return None
        ready = self.bar.ready_mode
        return {
            a.tile
            for a in self.legal
            if a.kind is ActionKind.DISCARD and a.declare_ready == ready and a.tile is not None
        }
