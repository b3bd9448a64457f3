"""The table: shows the hand event by event, asks the human when it is their decision,
and lets the CPU (or 托管) play otherwise. It applies only legal actions to the engine.

Static things (cloth, HUD, wall, ponds, melds, the CPU's hand) are painted into a cached
board layer that is rebuilt only when an event changes them; each frame blits the board
and draws the hand, the hints, the action bar (or a stage feature's overlay), the items,
flights, cut-ins and sparks on top. In a run the run keeps the session's hand: it settles
it in the engine step that ends it, and the table takes that settlement when it shows the
end, so the 三连庄拍分 cut-in can follow the win on the table.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from mahjong2p.ai.decider import Decider
from mahjong2p.audio.cues import Music
from mahjong2p.play.protection import auto_answer, timeout_action, winning_action
from mahjong2p.play.session import HandSession
from mahjong2p.play.thinking import prepare
from mahjong2p.progression.levels import Stage
from mahjong2p.rules.actions import Action
from mahjong2p.rules.events import Dealt, Event, HandEnded
from mahjong2p.rules.view import PlayerView
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.table import board
from mahjong2p.scenes.table.action_bar import ActionBar, choices_for
from mahjong2p.scenes.table.action_log import LogEntry
from mahjong2p.scenes.table.aids import TableAids
from mahjong2p.scenes.table.animation import Animator
from mahjong2p.scenes.table.features import ChoiceOverlay, overlay_for
from mahjong2p.scenes.table.game_menu import GameMenu, MenuMoves
from mahjong2p.scenes.table.hud_part import Hud
from mahjong2p.scenes.table.input_queue import InputQueue
from mahjong2p.scenes.table.items_part import ItemButtons
from mahjong2p.scenes.table.layout import TableLayout
from mahjong2p.scenes.table.log_part import LogOverlay
from mahjong2p.scenes.table.model import TableModel
from mahjong2p.scenes.table.presenter import Presenter
from mahjong2p.scenes.table.scene_drawing import TableDrawing
from mahjong2p.scenes.table.scene_input import TableInput
from mahjong2p.seat import Seat
from mahjong2p.ui.cutin import CutInKind
from mahjong2p.ui.tween import Anim

if TYPE_CHECKING:
    from mahjong2p.play.arcade import ArcadeRun, Outcome

CPU_THINK_S = 0.45
AUTO_PLAY_S = 0.35
TIMER_FRAME_S = 1 / 20  # the turn timer's arc moves under a pixel between these frames


class TableScene(TableInput, TableDrawing, Scene):
    """``arcade``: the run this hand belongs to (``None`` for a table nobody plays);
    ``big_deal``: the deal was rigged, announced once the player's tiles are shown."""

    board_side = 0  # design pixels kept free right of the board (see TableLayout)

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
        if arcade is not None:
            session.keeper = arcade
        self.big_deal = big_deal
        self.outcome: Outcome | None = None
        self.model = TableModel(PlayerView(int(Seat.HUMAN), tile_set=session.hand.rules.tiles))
        self.animator = Animator(ctx.tweener(), ctx.audio)
        self.presenter = Presenter(ctx, self.model, self.animator)
        self.bar = ActionBar()
        self.feature: ChoiceOverlay | None = None
        self.items = ItemButtons()
        self.hud = Hud(self.toggle_auto, self.toggle_timer, self.open_menu)
        self.hud.auto_win.on_click, self.hud.auto_pass.on_click = (
            self.toggle_auto_win,
            self.toggle_auto_pass,
        )
        self.log = LogOverlay()
        self.layout = self.make_layout(1280, 720)
        self.board = board.BoardLayer()
        self.focus: int | None = None
        # what the last frame drew, by kind (the board's parts, the waits aids, the note)
        self.frame_rects: dict[str, list[pygame.Rect]] = {}
        self.board_key: tuple[object, ...] | None = None  # what board_cache was made for
        self.board_cache: dict[str, list[pygame.Rect]] = {}
        self.selected: int | None = None  # two-step discard: the tile clicked once
        self.keyboard_nav = False  # the arrow keys moved the cursor this decision
        self.aids = TableAids()
        self.queue = InputQueue()
        self.decision_drawn = False  # the clock waits until the decision is on screen
        self.last_mover: int | None = None  # whose move the table shows last (the status)
        self.legal: list[Action] = []
        self.decision_move = -1  # engine move number the current decision belongs to
        self.agent_wait: Anim | None = None  # the CPU / 托管 / 报听 move on its way
        self.time_left = self.turn_seconds
        self.finished = False
        self.menu: GameMenu | None = None  # the menu (Esc) open over the table

    def make_layout(self, width: int, height: int) -> TableLayout:
        """Where everything goes (the 72-tile table lays its two walls out its own way)."""
        return TableLayout(width, height, self.board_side)

    @property
    def turn_seconds(self) -> float:
        return float(self.stage.turn_timer_seconds)

    # ---------------------------------------------------------------- switches
    def toggle_auto(self) -> None:
        self.session.auto_play = self.ctx.settings.auto_play = not self.session.auto_play
        self.ctx.save_settings()  # 托管 stays as left: next hand, stage, run and sitting
        self.decision_move = -1
        self.board.invalidate()

    @property
    def timer_exists(self) -> bool:
        """Whether this table has a turn timer at all: the stage's data (stage 1: none, so
        nobody new is rushed; the 72-tile table asks its room)."""
        return self.stage.turn_timer

    @property
    def timer_on(self) -> bool:
        """The clock runs: the table has one and the player's one saved setting is on."""
        return self.timer_exists and self.ctx.settings.timer_enabled

    def toggle_timer(self) -> None:
        """T and the sidebar's button: the one saved setting the settings' 计时 shows too,
        for both modes, across hands and starts. A table without a timer says so."""
        if not self.timer_exists:
            self.animator.line.show(LogEntry("hud.timer_none"))
            return
        self.ctx.settings.timer_enabled = not self.ctx.settings.timer_enabled
        self.ctx.save_settings()
        self.time_left = self.turn_seconds
        self.board.invalidate()

    def toggle_auto_win(self) -> None:
        """自动和 in the sidebar: the settings' switch, saved."""
        self.ctx.settings.auto_win = not self.ctx.settings.auto_win
        self.ctx.save_settings()
        self.board.invalidate()

    def toggle_auto_pass(self) -> None:
        """自动过 in the sidebar: the settings' switch, saved."""
        self.ctx.settings.auto_pass = not self.ctx.settings.auto_pass
        self.ctx.save_settings()
        self.board.invalidate()

    def open_menu(self) -> None:
        """The arcade's menu: the bean table's shape, 返回标题 for its way out (the hand is
        kept as it stands, as the settings screen keeps it)."""
        if self.menu is not None:
            return
        self.ctx.save_run()
        flow = self.ctx.flow
        moves = MenuMoves(
            self.close_menu,
            lambda: flow.open_settings(in_game=False),
            flow.open_how_to_play,
            self._arcade_encyclopedia,
            flow.to_title,
        )
        self.menu = GameMenu(self.ctx, moves)

    def _arcade_encyclopedia(self) -> None:
        from mahjong2p.scenes.encyclopedia.entries import arcade_table  # (its data: on demand)

        self.ctx.flow.open_encyclopedia(arcade_table())

    def close_menu(self) -> None:
        self.menu = None
        self.board.invalidate()

    def enter(self) -> None:
        self.ctx.audio.music(Music.TABLE)

    def exit(self) -> None:
        """Drop the window-sized board now: the scene's own references (callbacks, its
        parts) keep it alive until Python's rare full collection (docs/memory.md)."""
        self.board.invalidate()

    def resume(self) -> None:
        self.board.invalidate()  # language or switches may have changed

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
        if self.menu is not None:
            return  # the table (and its clock) waits while the menu is open
        self.queue.tick(dt)
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
        self.last_mover = getattr(event, "seat", self.last_mover)
        self.presenter.show(event, self.layout)
        self.aids.observe(event)
        tr = self.ctx.text.text
        if isinstance(event, Dealt) and event.seat == Seat.HUMAN and self.big_deal:
            self.big_deal = False
            by_item = self.arcade is not None and self.arcade.rigged_by_item
            sub = tr("cutin.qian_kun") if by_item else tr("cutin.big_deal.sub")
            self.animator.cutins.play(tr("cutin.big_deal"), CutInKind.BIG_DEAL, sub)
        elif isinstance(event, HandEnded) and self.arcade is not None:
            self.outcome = self.arcade.ended(self.session.hand)
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
        if seat == Seat.HUMAN and self.timer_on and self.decision_drawn and not self.log.open:
            self.time_left -= dt
            if self.time_left <= 0:  # the safe default, or the win after 报听
                view = self.model.view
                timeout = timeout_action(self.legal, view.drawn, view.declared_ready[Seat.HUMAN])
                self.act(timeout, by=Decider.TIMEOUT)

    def _new_decision(self, seat: int) -> None:
        self.decision_move = self.session.hand.move
        self.legal = self.session.legal() if seat == Seat.HUMAN else []
        self.time_left = self.turn_seconds
        self.decision_drawn = False
        self.bar.clear()
        self.feature = None
        self.selected = None
        self.queue.forget()  # never carry input past the CPU's move or a new draw
        self.keyboard_nav = False
        self.board.invalidate()
        if self.agent_wait is not None:
            self.agent_wait.cancel()  # 托管 was switched off while its move was waiting
            self.agent_wait = None
        if seat == Seat.CPU:
            prepare(self.session.cpu, self.session.views[Seat.CPU], self.session.legal())
            self._agent_after(CPU_THINK_S, seat)
            return
        view = self.model.view
        choices = choices_for(self.legal, view.declared_ready[Seat.HUMAN], view.drawn)
        st = self.ctx.settings
        auto = auto_answer(self.legal, st.auto_win, st.auto_pass)
        if winning_action(self.legal) is not None:
            self.queue.answered()  # a click given during an animation never declines a win
        if (
            self.session.auto_play
            or auto is not None
            or (view.declared_ready[Seat.HUMAN] and not choices)
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
        if seat == Seat.HUMAN and not self.session.auto_play:  # 报听: the drawn tile
            self.act(action or timeout_action(self.legal, self.model.view.drawn), by=Decider.AUTO)
        else:
            self.session.agent_move(seat)
        self.legal = []  # the decision is taken: nothing is the human's to pick now
        self.decision_move = -1

    def act(self, *actions: Action, by: Decider = Decider.PLAYER) -> None:
        """Apply the human's answer: one action, or a stage feature's marks and their
        confirmation in order — each checked against the legal actions of its moment
        (``by``: the game answered for the player, see :class:`Decider`)."""
        if not self.legal:
            return
        for action in actions:
            if action not in self.session.legal():
                break
            self.session.apply(action, by)
        self.legal = []
        self.bar.clear()
        self.feature = None
        self.selected = None
        self.decision_move = -1
        self.queue.answered()

    def _leave(self) -> None:
        self.finished = True
        if self.model.ended is None:
            self.ctx.flow.to_haitei(self.session)
            return
        assert self.outcome is not None, "a hand played in a run is settled as it ends"
        self.ctx.flow.to_results(self.session, self.outcome)

    @property
    def human_deciding(self) -> bool:
        return bool(self.legal) and not self.agent_pending and not self.animator.busy
