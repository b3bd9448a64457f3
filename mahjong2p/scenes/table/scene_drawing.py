"""The table's frame: the cached board, then the hand, the aids, the action bar or a stage
feature's overlay, the timer, the items, effects and the log on top — and the sidebar's
words for the moment.

A mixin of :class:`~mahjong2p.scenes.table.scene.TableScene`, apart so the scene's decision
flow and its drawing each fit in a file; drawing only reads the scene's state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from mahjong2p.progression.items import Item
from mahjong2p.rules.phase import PhaseKind
from mahjong2p.scenes.table import board
from mahjong2p.scenes.table.hand_part import draw_hand
from mahjong2p.scenes.table.hud_part import HudNumbers, RunNumbers, items_area
from mahjong2p.scenes.table.key_hints import Moment
from mahjong2p.scenes.table.melds_part import meld_tiles
from mahjong2p.scenes.table.timer_part import draw_timer
from mahjong2p.seat import Seat

if TYPE_CHECKING:
    from mahjong2p.scenes.table.scene import TableScene


class TableDrawing:
    """Drawing of the table scene (mixed into ``TableScene``)."""

    def caption_title(self: TableScene) -> str:
        """The HUD's heading: the stage and its name."""
        tr, stage = self.ctx.text.text, self.stage.number
        return f"{tr('hud.stage', n=stage)} · {tr(f'level.name.{stage}')}"

    def numbers(self: TableScene) -> HudNumbers | None:
        """The run as the HUD shows it: as it stood for this hand (the bet taken) until the
        results, even once the engine's end of the hand has settled it."""
        if self.arcade is None:
            return None
        run = self.arcade.table_run
        dealer = self.model.view.dealer == Seat.HUMAN
        bonus = self.outcome is None and dealer and self.arcade.bonus_next
        return RunNumbers(
            credits=run.credits,
            bet=self.stage.bet,
            streak=run.dealer_streak,
            bonus_next=bonus,
            winnings=run.stage_winnings,
            target=self.stage.target,
            continues=run.continues,
        )

    def draw(self: TableScene, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if (self.layout.width, self.layout.height) != size:
            self.layout = self.make_layout(*size)
            self.board.invalidate()
        layout, view = self.layout, self.model.view
        self._hud_context()
        captions = board.Captions(
            self.caption_title(), self.numbers(), self._status(), self.session.auto_play
        )
        layer = self.board.get(self.ctx, layout, self.model, self.hud, self.animator, captions)
        surface.blit(layer, (0, 0))
        self.animator.line.draw(surface, self.ctx, layout)  # under every overlay
        deciding = self.human_deciding
        turn = deciding and self.feature is None and self.session.hand.phase.kind is PhaseKind.TURN
        options = self.aids.options(view, self.bar.ready_mode)
        ready_kinds = {o.discard for o in options if o.discard is not None} if turn else set()
        marks = self.feature.marks() if deciding and self.feature is not None else None
        draw_hand(
            surface,
            self.ctx,
            layout,
            view,
            self.focus if turn else None,
            self.selectable(),
            ready_kinds,
            self.animator.hidden,
            marks,
        )
        # no waits once a win is shown: the hands are being laid open, nothing to discard
        over = self.model.ended is not None or self.model.won is not None
        aids = (self.feature is None or not deciding) and not over
        focus = self.focus if turn else None
        hand_right = layout.hand_span(len(view.concealed), view.drawn is not None).right
        self.aids.drawn = []
        if aids:
            hidden, declaring = self.animator.hidden, self.bar.ready_mode
            right = self.aid_strip_right(hand_right)
            self.aids.draw(surface, self.ctx, layout, view, focus, hidden, declaring, right)
        if deciding:
            if self.feature is not None:
                self.feature.draw(surface, self.ctx, layout, view)
            else:
                self.bar.draw(surface, self.ctx, layout, self.session.hand.phase.tile, hand_right)
            self.decision_drawn = True  # the player sees it: their clock may run
            if self.timer_on and not self.session.auto_play:
                draw_timer(surface, self.ctx, layout, self.time_left, self.turn_seconds)
        if self.arcade is not None and self.arcade.has_shop:
            held = {item: self.session.hand.items_left[item] for item in self.items.buttons}
            qian_kun = self.arcade.run.items[Item.QIAN_KUN_DA_NUO_YI]
            self.items.draw(surface, self.ctx, layout, held, self.usable_items(), qian_kun)
        plate = self.animator.line.plate
        key = (id(layout), self.aids.shown, None if plate is None else tuple(plate))
        if key != self.board_key:  # the board changes only as events are shown
            self.board_key, self.board_cache = key, self.board_rects()
        self.frame_rects = {kind: list(rects) for kind, rects in self.board_cache.items()}
        self.frame_rects["waits"] = list(self.aids.drawn)
        self.frame_rects["tooltip"] = []
        if aids:
            confirming = self.selected is not None
            # the note follows the pointer, or the cursor once the keys moved it — not
            # the cursor's default place on the drawn tile
            noted = focus if self.keyboard_nav or confirming else None
            avoid = [r for rects in self.frame_rects.values() for r in rects]
            avoid += self.bar.occupied() if deciding else []
            tip = self.aids.draw_tooltip(
                surface, self.ctx, layout, self.model, noted, confirming, avoid
            )
            self.frame_rects["tooltip"] = [] if tip is None else [tip]
        board.draw_effects(surface, self.ctx, layout, self.animator)
        board.draw_flights(surface, self.ctx, self.animator)  # a claimed tile over its cut-in
        self.log.draw_button(surface, self.ctx, layout)
        self.log.draw(surface, self.ctx, layout, self.model.log)
        if self.menu is not None:
            self.menu.draw(surface)

    def aid_strip_right(self: TableScene, hand_right: int) -> int | None:
        """Where the waits strip must end: before the action bar's buttons while the
        player decides (``None``: the band's own end)."""
        if not self.human_deciding or not self.bar.buttons:
            return None
        tile = self.session.hand.phase.tile
        return self.bar.left_edge(self.ctx, self.layout, hand_right, tile)

    def board_rects(self: TableScene) -> dict[str, list[pygame.Rect]]:
        """What of the board the aids must never cover, by kind: the ponds (every place a
        discard may lie), the melds' tiles, the wall and the move line as last drawn."""
        layout, view = self.layout, self.model.view
        melds = [m.rect for seat in Seat for m in meld_tiles(layout, seat, view.melds[seat])]
        line = self.animator.line.plate
        return {
            "pond": list(layout.pond_areas),
            "meld": melds,
            "wall": [layout.ring],
            "move_line": [] if line is None else [line],
        }

    def _hud_context(self: TableScene) -> None:
        """The sidebar's key hints and switches follow the moment and the settings
        (repainting the cached board when they change)."""
        st = self.ctx.settings
        shop = self.arcade is not None and self.arcade.has_shop
        self.hud.hints_floor = items_area(self.layout).y if shop else None
        now = (self.moment().value, self.timer_exists, st.auto_win, st.auto_pass)
        if now != self.hud.context:
            self.hud.context = now
            self.board.invalidate()

    def moment(self: TableScene) -> Moment:
        """What the player can do now, for the sidebar's key hints."""
        if not self.human_deciding or self.session.auto_play:
            return Moment.WAIT
        if self.feature is not None:
            return Moment.CHOICE
        return Moment.TURN if self.session.hand.phase.kind is PhaseKind.TURN else Moment.CALL

    def _status(self: TableScene) -> str:
        """The sidebar's line: the player's prompt only while they can answer — the engine
        may already wait for them while the CPU's tile is still on its way."""
        tr = self.ctx.text.text
        if self.model.ended is not None:
            return tr("hud.hand_over")
        if self.session.auto_play:
            return tr("hud.auto_on")
        if self.model.view.declared_ready[Seat.HUMAN] and self.session.to_act == Seat.HUMAN:
            return tr("hud.ready_auto")
        if not self.human_deciding:  # the CPU's move, or its tile still on its way …
            own = self.last_mover == Seat.HUMAN and self.session.to_act == Seat.HUMAN
            return tr("hud.one_moment" if own else "hud.cpu_thinking")  # … or the player's
        if self.session.choosing:
            return tr("hud.choosing")
        if self.session.hand.phase.kind is PhaseKind.TURN:
            return tr("hud.your_turn")
        return tr("hud.your_call")
