"""The 72-tile 国标 table (``gb_table``): the table v2 scene with the 72-tile parts
(:class:`~mahjong2p.scenes.gb_table.parts.GbParts`: two walls and their events, flowers,
dice), the bean HUD, the waits hint in beans, and a menu that charges 逃跑. The bean table
keeps the session's hand (it settles it in the engine step that ends it); the HUD shows the
beans as they stood before the hand until the results. The scene is handed its way out
(:class:`BeanMoves`) and imports no flow hub.

The turn timer is Part A's (RULES.md B: where Part B is silent, Part A's rule holds), its
seconds from the first stage's data, in the rooms whose data has one; on timeout the drawn
tile is discarded and a call or win passed, as in the arcade.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from mahjong2p.play.bean_table import BeanOutcome, BeanTable
from mahjong2p.play.session import HandSession
from mahjong2p.rules.events import Event, HandEnded
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.gb_table.hints import GbAids
from mahjong2p.scenes.gb_table.hud import BeanNumbers
from mahjong2p.scenes.gb_table.parts import GbParts
from mahjong2p.scenes.table.game_menu import Escape, GameMenu, MenuMoves
from mahjong2p.scenes.table.hud_part import HudNumbers
from mahjong2p.scenes.table.scene import TableScene

if TYPE_CHECKING:
    from mahjong2p.progression.beans.settle import Payment


class BeanMoves(Protocol):
    """Where the bean table goes next (the bean flow implements it)."""

    def results(self, session: HandSession, outcome: BeanOutcome) -> None: ...

    def escaped(self, payment: Payment | None) -> None:
        """The player left the table (``payment``: the 逃跑 charged; ``None``: free)."""

    def settings(self) -> None: ...

    def how_to_play(self) -> None:
        """玩法说明, this mode's pages first."""

    def encyclopedia(self) -> None:
        """The 番种图鉴 on this mode's fan table (the 72-tile set's)."""


class GbTableScene(GbParts, TableScene):
    def __init__(
        self, ctx: AppContext, session: HandSession, table: BeanTable, moves: BeanMoves
    ) -> None:
        super().__init__(ctx, session, ctx.levels.stage(1))
        self.table = table
        self.moves = moves
        session.keeper = table
        self.use_gb_parts()
        self.aids = GbAids(table.wallet.rules, table.room)
        self.bean_outcome: BeanOutcome | None = None

    @property
    def timer_exists(self) -> bool:
        """Part A's timer (B is silent), where the room's data has one (新手场: none)."""
        return self.table.room.turn_timer

    def caption_title(self) -> str:
        return self.ctx.text.text(f"beans.room.{self.table.room.id}")

    def numbers(self) -> HudNumbers | None:
        rules, purses = self.table.wallet.rules, self.table.purses_shown
        return BeanNumbers(
            self.table.room.rate, purses.player, purses.cpu, rules.min_fan, rules.fan_cap
        )

    # ---------------------------------------------------------------- the hand
    def _show(self, event: Event) -> None:
        super()._show(event)
        if isinstance(event, HandEnded) and self.bean_outcome is None:
            self.bean_outcome = self.table.ended(self.session.hand)

    def _leave(self) -> None:
        self.finished = True
        assert self.bean_outcome is not None, "a bean hand is settled as its end is shown"
        self.moves.results(self.session, self.bean_outcome)

    # ---------------------------------------------------------------- the menu
    def open_menu(self) -> None:
        if self.menu is not None:
            return
        self.ctx.save_run()  # as the arcade's menu does: the hand is kept as it stands
        due = 0 if self.session.hand.is_over else self.table.escape_due()
        rules, room = self.table.wallet.rules, self.table.room
        rate = self.ctx.text.amount(room.rate)
        formula = self.ctx.text.text("gb.menu.formula", n=rules.escape_points, rate=rate)
        moves = self.moves
        menu_moves = MenuMoves(
            self.close_menu, moves.settings, moves.how_to_play, moves.encyclopedia, self._escape
        )
        self.menu = GameMenu(self.ctx, menu_moves, Escape(due, formula))

    def _escape(self) -> None:
        """Leave: 逃跑 during the hand (charged by the bean table); once the engine has
        ended the hand it is settled, and leaving shows its results."""
        self.menu = None
        self.finished = True
        if self.session.hand.is_over:
            self.moves.results(self.session, self.table.ended(self.session.hand))
            return
        self.moves.escaped(self.table.escape())
