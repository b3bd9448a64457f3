"""The table: shows the hand event by event, asks the human when it is their decision,
and lets the CPU (or 托管) play otherwise. It applies only legal actions to the engine.

Static things (cloth, HUD, wall, ponds, melds, the CPU's hand) are painted into a cached
board layer that is rebuilt only when an event changes them; each frame blits the board
and draws the hand, the hints, the action bar (or a stage feature's overlay), the items,
flights, cut-ins and sparks on top. In a run the table settles the hand with the run the
moment its end is shown, so the 三连庄拍分 cut-in can follow the win on the table.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from mahjong2p.app.context import AppContext
from mahjong2p.app.protection import auto_answer, timeout_action, winning_action
from mahjong2p.app.session import CPU, HUMAN, HandSession
from mahjong2p.audio.cues import Music
from mahjong2p.progression.items import Item
from mahjong2p.progression.levels import Stage
from mahjong2p.rules.actions import Action, ActionKind, ChoiceActionKind
from mahjong2p.rules.events import Dealt, Event, HandEnded
from mahjong2p.rules.features.choice import Choice
from mahjong2p.rules.phase import PhaseKind
from mahjong2p.scenes import flow
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.table import board
from mahjong2p.scenes.table.action_bar import ActionBar, choices_for
from mahjong2p.scenes.table.aids import TableAids
from mahjong2p.scenes.table.animation import Animator
from mahjong2p.scenes.table.features import ChoiceOverlay, overlay_for
from mahjong2p.scenes.table.hand_part import draw_hand, hand_order, tile_at
from mahjong2p.scenes.table.hud_part import Hud, RunNumbers
from mahjong2p.scenes.table.input_queue import InputQueue
from mahjong2p.scenes.table.items_part import ItemButtons
from mahjong2p.scenes.table.key_hints import Moment
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.log_part import LogOverlay
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.scenes.table.presenter import Presenter
from mahjong2p.scenes.table.timer_part import draw_timer
from mahjong2p.ui.cutin import CutInKind
from mahjong2p.ui.tween import Anim

if TYPE_CHECKING:
    from mahjong2p.app.arcade import ArcadeRun, Outcome

CPU_THINK_S = 0.45
AUTO_PLAY_S = 0.35
DISCARD_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_DOWN)
TIMER_FRAME_S = 1 / 20  # the turn timer's arc moves under a pixel between these frames


class TableScene(Scene):
    """``arcade``: the run this hand belongs to (``None`` for a table nobody plays);
    ``big_deal``: the deal was rigged, announced once the player's tiles are shown."""

    def __init__(
        self,
        ctx: AppContext,
        session: HandSession,
        stage: Stage,
        arcade: ArcadeRun | None = None,
        big_deal: bool = False,
    ) -> None:
        self.ctx = ctx
        self.session = session
        self.stage = stage
        self.arcade = arcade
        self.big_deal = big_deal
        self.outcome: Outcome | None = None
        self.model = TableModel()
        self.animator = Animator(ctx.tweener(), ctx.audio)
        self.presenter = Presenter(ctx, self.model, self.animator)
        self.bar = ActionBar()
        self.feature: ChoiceOverlay | None = None
        self.items = ItemButtons()
        self.hud = Hud(self.toggle_auto, self.toggle_timer, self.open_menu)
        self.log = LogOverlay()
        self.layout = TableLayout(1280, 720)
        self.board = board.BoardLayer()
        self.focus: int | None = None
        self.selected: int | None = None  # two-step discard: the tile clicked once
        self.aids = TableAids()
        self.queue = InputQueue()
        self.timer_on = ctx.settings.timer_enabled and stage.turn_timer
        self.timer_setting = ctx.settings.timer_enabled  # as last seen: a change applies here
        self.legal: list[Action] = []
        self.decision_move = -1  # engine move number the current decision belongs to
        self.agent_wait: Anim | None = None  # the CPU / 托管 / 报听 move on its way
        self.time_left = self.turn_seconds
        self.finished = False

    @property
    def turn_seconds(self) -> float:
        return float(self.stage.turn_timer_seconds)

    # ---------------------------------------------------------------- switches
    def toggle_auto(self) -> None:
        self.session.auto_play = not self.session.auto_play
        self.decision_move = -1
        self.board.invalidate()

    def toggle_timer(self) -> None:
        """T: the timer of this hand, remembered in the settings for the hands to come
        (a stage whose data starts its hands without one still does)."""
        self.timer_on = not self.timer_on
        self.ctx.settings.timer_enabled = self.timer_setting = self.timer_on
        self.time_left = self.turn_seconds
        self.board.invalidate()

    def open_menu(self) -> None:
        flow.open_settings(self.ctx, in_game=True)

    def enter(self) -> None:
        self.ctx.audio.music(Music.TABLE)

    def resume(self) -> None:
        self.board.invalidate()  # language or switches may have changed

    def _follow_timer_setting(self) -> None:
        """The settings' timer switched (in the menu): the table follows at once."""
        if self.ctx.settings.timer_enabled != self.timer_setting:
            self.timer_on = self.timer_setting = self.ctx.settings.timer_enabled

    def catch_up(self) -> None:
        """Show every event so far at once, silently: a hand resumed from the save."""
        self.presenter.quiet = True
        self.big_deal = False
        while self.session.pending:
            self._show(self.session.pending.popleft())
            self.animator.skip()
        self.presenter.quiet = False
        self.board.invalidate()

    # ---------------------------------------------------------------- the clock
    def update(self, dt: float) -> None:
        self.queue.tick(dt)
        self._follow_timer_setting()
        if self.animator.update(dt):
            self.board.invalidate()
        if self.animator.busy or self.finished:
            return
        if self.session.pending:
            self._show(self.session.pending.popleft())
            self.board.invalidate()
            return
        if self.hand_over:
            self._leave()
            return
        self._decide(dt)
        while self.human_deciding and (held := self.queue.next()) is not None:
            self.handle_event(held)  # input given while the table was busy

    def frame_due(self) -> float:
        """Still while the human decides and nothing moves (the turn timer's dial ticks at
        :data:`TIMER_FRAME_S`, the fading line fades); every frame while tiles fly, cut-ins
        play, sparks fall, the CPU thinks or events wait to be shown."""
        if not self.human_deciding or self.session.pending or len(self.animator.particles):
            return 0.0
        timer = TIMER_FRAME_S if self.timer_on and not self.session.auto_play else math.inf
        return min(timer, self.animator.line.frame_due())

    def _show(self, event: Event) -> None:
        self.presenter.show(event, self.layout)
        self.aids.observe(event)
        tr = self.ctx.text.text
        if isinstance(event, Dealt) and event.seat == HUMAN and self.big_deal:
            self.big_deal = False
            by_item = self.arcade is not None and self.arcade.rigged_by_item
            sub = tr("cutin.qian_kun") if by_item else tr("cutin.big_deal.sub")
            self.animator.cutins.play(tr("cutin.big_deal"), CutInKind.BIG_DEAL, sub)
        elif isinstance(event, HandEnded) and self.arcade is not None:
            self.outcome = self.arcade.settle(self.session.hand.log)
            settlement = self.outcome.settlement
            if settlement.streak_bonus > 1:
                streak, bonus = settlement.run.dealer_streak, settlement.streak_bonus
                sub = tr("cutin.streak.sub", n=streak, m=bonus)
                text = tr("cutin.streak", n=bonus)
                self.animator.cutins.play(text, CutInKind.BIG_DEAL, sub)

    @property
    def hand_over(self) -> bool:
        """Nothing more to show here: the hand ended, or the 海底捞月 round has its own scene."""
        return self.model.ended is not None or self.model.haitei is not None

    def _decide(self, dt: float) -> None:
        seat = self.session.to_act
        if seat is None:
            return
        if self.decision_move != self.session.hand.move:
            self._new_decision(seat)
        if self.agent_pending:
            return
        if seat == HUMAN and self.timer_on and not self.log.open:
            self.time_left -= dt
            if self.time_left <= 0:  # the safe default, or the win after 报听
                view = self.model.view
                self.act(timeout_action(self.legal, view.drawn, view.declared_ready[HUMAN]))

    def _new_decision(self, seat: int) -> None:
        self.decision_move = self.session.hand.move
        self.legal = self.session.legal() if seat == HUMAN else []
        self.time_left = self.turn_seconds
        self.bar.clear()
        self.feature = None
        self.selected = None
        self.board.invalidate()
        if self.agent_wait is not None:
            self.agent_wait.cancel()  # 托管 was switched off while its move was waiting
            self.agent_wait = None
        if seat == CPU:
            self._agent_after(CPU_THINK_S, seat)
            return
        view = self.model.view
        choices = choices_for(self.legal, view.declared_ready[HUMAN], view.drawn)
        st = self.ctx.settings
        auto = auto_answer(self.legal, st.auto_win, st.auto_pass)
        if winning_action(self.legal) is not None:
            self.queue.answered()  # a click given during an animation never declines a win
        if (
            self.session.auto_play
            or auto is not None
            or (view.declared_ready[HUMAN] and not choices)
        ):
            self._agent_after(AUTO_PLAY_S, seat, auto)
            return
        if self.session.choosing:
            self.feature = overlay_for(self.session.hand.phase, view, self.legal)
            return
        self.bar.set_choices(choices)
        self.focus = len(view.concealed) - 1 if view.drawn is not None else None

    def _agent_after(self, seconds: float, seat: int, action: Action | None = None) -> None:
        """The CPU (or 托管, the 报听 auto-discard, or the settings' 自动和牌 / 自动过
        ``action``) moves after a short beat."""
        self.agent_wait = self.animator.pause(seconds, lambda: self._agent_move(seat, action))

    @property
    def agent_pending(self) -> bool:
        return self.agent_wait is not None and not self.agent_wait.done

    def _agent_move(self, seat: int, action: Action | None) -> None:
        self.agent_wait = None
        if seat == HUMAN and not self.session.auto_play:  # 报听: the drawn tile
            self.act(action or timeout_action(self.legal, self.model.view.drawn))
        else:
            self.session.agent_move(seat)
        self.legal = []  # the decision is taken: nothing is the human's to pick now
        self.decision_move = -1

    def act(self, *actions: Action) -> None:
        """Apply the human's answer: one action, or a stage feature's marks and their
        confirmation in order — each checked against the legal actions of its moment."""
        if not self.legal:
            return
        for action in actions:
            if action not in self.session.legal():
                break
            self.session.apply(action)
        self.legal = []
        self.bar.clear()
        self.feature = None
        self.selected = None
        self.decision_move = -1
        self.queue.answered()

    def _leave(self) -> None:
        self.finished = True
        if self.model.ended is None:
            flow.to_haitei(self.ctx, self.session)
            return
        assert self.outcome is not None, "a hand played in a run is settled as it ends"
        flow.to_results(self.ctx, self.session, self.outcome)

    # ---------------------------------------------------------------- input
    @property
    def human_deciding(self) -> bool:
        return bool(self.legal) and not self.agent_pending and not self.animator.busy

    def handle_event(self, event: pygame.event.Event) -> bool:
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
            self.queue.hold(event, self._tile_under(event))  # applied at the next decision
            return True
        if not self.human_deciding:
            return not self.finished and self.queue.hold(event, self._tile_under(event))
        if hasattr(event, "held_tile"):  # a kept click: the tile it was on, nothing else
            return self._hand_input(event)
        if self.feature is not None:
            actions = self.feature.handle_event(event, self.layout, self.model.view)
            if actions:
                self.act(*actions)
            return actions is not None or event.type != pygame.MOUSEMOTION
        item = self.items.handle_event(event, self.usable_items())
        if item is not None:
            self.act(Action(ChoiceActionKind.USE_ITEM, HUMAN, item=item))
            return True
        action = self.bar.handle_event(event)
        if action is not None:
            self.act(action)
            return True
        return self._hand_input(event)

    def usable_items(self) -> set[Choice]:
        """The table items the engine lets the player use now (not while picking a 报听
        discard: the item would change the hand under the choice)."""
        if self.bar.ready_mode or not self.human_deciding:
            return set()
        return {
            a.item for a in self.legal if a.kind is ChoiceActionKind.USE_ITEM and a.item is not None
        }

    def _switch_key(self, key: int) -> bool:
        if key == pygame.K_ESCAPE and self.bar.options is None:
            self.open_menu()
        elif key == pygame.K_a:
            self.toggle_auto()
        elif key == pygame.K_t:
            self.toggle_timer()
        else:
            return False
        return True

    def _hand_input(self, event: pygame.event.Event) -> bool:
        tiles = hand_order(self.model.view)
        if event.type == pygame.MOUSEMOTION:
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
            return True
        if event.key in DISCARD_KEYS and self.focus is not None and self.focus < len(tiles):
            self._discard(tiles[self.focus])
            return True
        return False

    def _tile_under(self, event: pygame.event.Event) -> int | None:
        """The hand tile a click is on (kept with a click given while the table is busy)."""
        if event.type != pygame.MOUSEBUTTONDOWN:
            return None
        index = tile_at(self.layout, self.model.view, event.pos)
        return None if index is None else hand_order(self.model.view)[index]

    def _clicked_index(self, event: pygame.event.Event, tiles: list[int]) -> int | None:
        """The hand index a click chose: for a kept click the tile it was on then."""
        if hasattr(event, "held_tile"):
            return tiles.index(event.held_tile) if event.held_tile in tiles else None
        return tile_at(self.layout, self.model.view, event.pos)

    def _discard(self, tile: int) -> None:
        ready = self.bar.ready_mode
        for action in self.legal:
            if (
                action.kind is ActionKind.DISCARD
                and action.tile == tile
                and action.declare_ready == ready
            ):
                self.act(action)
                return

    def selectable(self) -> set[int] | None:
        """Tiles that may be clicked now (``None``: every tile, or not the human's turn)."""
        if not self.human_deciding or self.feature is not None:
            return None
        ready = self.bar.ready_mode
        return {
            a.tile
            for a in self.legal
            if a.kind is ActionKind.DISCARD and a.declare_ready == ready and a.tile is not None
        }

    # ---------------------------------------------------------------- drawing
    def numbers(self) -> RunNumbers | None:
        """The run as the HUD shows it: as it stood for this hand, even once the hand's
        settlement has moved the run on to the next stage."""
        if self.arcade is None:
            return None
        run = self.outcome.settlement.run if self.outcome is not None else self.arcade.run
        dealer = self.model.view.dealer == HUMAN
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

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if (self.layout.width, self.layout.height) != size:
            self.layout = TableLayout(*size)
            self.board.invalidate()
        layout, view = self.layout, self.model.view
        self._hud_context()
        captions = board.Captions(
            self.stage.number, self.numbers(), self._status(), self.session.auto_play
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
        aids = (self.feature is None or not deciding) and self.model.ended is None
        focus = self.focus if turn else None
        if aids:
            hidden, declaring = self.animator.hidden, self.bar.ready_mode
            self.aids.draw(surface, self.ctx, layout, view, focus, hidden, declaring)
        if deciding:
            if self.feature is not None:
                self.feature.draw(surface, self.ctx, layout, view)
            else:
                hand = layout.hand_span(len(view.concealed), view.drawn is not None)
                self.bar.draw(surface, self.ctx, layout, self.session.hand.phase.tile, hand.right)
            if self.timer_on and not self.session.auto_play:
                draw_timer(surface, self.ctx, layout, self.time_left, self.turn_seconds)
        if self.arcade is not None and self.arcade.has_shop:
            held = {item: self.session.hand.items_left[item] for item in self.items.buttons}
            qian_kun = self.arcade.run.items[Item.QIAN_KUN_DA_NUO_YI]
            self.items.draw(surface, self.ctx, layout, held, self.usable_items(), qian_kun)
        if aids:
            confirming = self.selected is not None
            self.aids.draw_tooltip(surface, self.ctx, layout, self.model, focus, confirming)
        board.draw_effects(surface, self.ctx, layout, self.animator)
        board.draw_flights(surface, self.ctx, self.animator)  # a claimed tile over its cut-in
        self.log.draw_button(surface, self.ctx, layout)
        self.log.draw(surface, self.ctx, layout, self.model.log)

    def _hud_context(self) -> None:
        """The sidebar's key hints and timer switch follow the moment (repainting the
        cached board when they change)."""
        self._follow_timer_setting()
        hints = self.moment().value
        if (hints, self.timer_on) != (self.hud.key_hints, self.hud.timer_on):
            self.hud.key_hints, self.hud.timer_on = hints, self.timer_on
            self.board.invalidate()

    def moment(self) -> Moment:
        """What the player can do now, for the sidebar's key hints."""
        if not self.human_deciding or self.session.auto_play:
            return Moment.WAIT
        if self.feature is not None:
            return Moment.CHOICE
        return Moment.TURN if self.session.hand.phase.kind is PhaseKind.TURN else Moment.CALL

    def _status(self) -> str:
        tr = self.ctx.text.text
        if self.model.ended is not None:
            return tr("hud.hand_over")
        if self.session.auto_play:
            return tr("hud.auto_on")
        if self.session.to_act == CPU:
            return tr("hud.cpu_thinking")
        if self.model.view.declared_ready[HUMAN]:
            return tr("hud.ready_auto")
        if self.session.choosing:
            return tr("hud.choosing")
        if self.session.hand.phase.kind is PhaseKind.TURN:
            return tr("hud.your_turn")
        return tr("hud.your_call")
