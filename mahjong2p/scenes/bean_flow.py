"""The 欢乐豆 mode's moves (RULES.md B7): rooms → the 72-tile table → its results → the
next hand, another room, or the title — and straight back to the table when a hand was
left open by closing the window.

A :class:`BeanFlow` is the navigator value the mode's scenes are handed (the rooms' ``sit``
and ``back``, the table's :class:`~mahjong2p.scenes.gb_table.scene.BeanMoves`, the
results' three ways on), so none of them imports a flow hub; the way back to the title is
itself handed in. Scene modules load here, late, to keep the title's start-up short.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from mahjong2p.scenes.context import AppContext

if TYPE_CHECKING:
    from mahjong2p.play.bean_table import BeanOutcome, BeanTable
    from mahjong2p.play.bean_wallet import BeanWallet
    from mahjong2p.play.session import HandSession
    from mahjong2p.progression.beans.settle import Payment
    from mahjong2p.progression.rooms import Room
    from mahjong2p.scenes.gb_table.scene import GbTableScene

SEED_STEP = 7919  # each sitting in a session deals from its own seed


class BeanFlow:
    def __init__(self, ctx: AppContext, to_title: Callable[[], None]) -> None:
        self.ctx = ctx
        self._to_title = to_title
        self.sittings = 0

    # ---------------------------------------------------------------- the account
    def wallet(self) -> BeanWallet:
        """The account, opened from the player's data folder the first time (memory-only
        when the profile is: tests and screenshots)."""
        from mahjong2p.play.bean_wallet import BeanWallet
        from mahjong2p.progression.rooms import load_rooms

        if self.ctx.beans is None:
            rules, folder = load_rooms(), self.ctx.profile.folder
            wallet = BeanWallet.open(rules, folder) if self.ctx.profile.can_save else None
            self.ctx.beans = wallet or BeanWallet.in_memory(rules)
        return self.ctx.beans

    @property
    def folder(self) -> Path | None:
        """Where the hand in progress is kept (``None``: nowhere, a memory-only profile, or
        a saved hand that could not be set aside must not be written over)."""
        keep = self.ctx.profile.can_save and self.wallet().keep_table
        return self.ctx.profile.folder if keep else None

    # ---------------------------------------------------------------- moves
    def enter(self) -> None:
        """欢乐豆场 from the mode select: the hand left open when the window closed, if any,
        else the room select."""
        from mahjong2p.play.bean_table import BeanTable

        table = BeanTable.resume(self.wallet(), self.folder)
        if table is None:
            wallet = self.wallet()
            if wallet.lost is not None:  # the open hand's file was gone: settled as 逃跑
                self._say_escape(wallet.lost[1], wallet.lost[0], "saves_gaps.lost_hand")
                wallet.lost = None
            self.rooms()
            return
        self.ctx.bean_table = table
        scene = self.show_table(table, None)
        scene.catch_up()

    def rooms(self) -> None:
        from mahjong2p.scenes.rooms import RoomsScene

        self.ctx.bean_table = None
        back = self.mode_select  # one step back, as Esc goes everywhere else
        self.ctx.stack.reset(RoomsScene(self.ctx, self.wallet(), sit=self.sit, back=back))

    def sit(self, room: Room) -> None:
        from mahjong2p.play.bean_table import BeanTable

        self.sittings += 1
        seed = self.ctx.seed * SEED_STEP + self.sittings
        table = BeanTable(self.wallet(), room, seed, folder=self.folder)
        self.ctx.bean_table = table
        self.next_hand()

    def next_hand(self, session: HandSession | None = None) -> None:
        """Deal the next hand at the same table (``session``: its CPU, kept)."""
        table = self.ctx.bean_table
        if table is None or table.wallet.account.beans < table.room.entry_min:
            self.rooms()  # below the entry: the player must move down (or take 破产补助)
            return
        from mahjong2p.play.bean_table import NotDealtError

        try:
            hand = table.begin_hand()
        except NotDealtError as exc:  # its file could not be saved: RULES.md B6
            table.wallet.notice = str(exc)
            self.rooms()
            return
        if session is not None:
            session.start_hand(hand)
        self.show_table(table, session)

    def show_table(self, table: BeanTable, session: HandSession | None) -> GbTableScene:
        """The table for ``table``'s hand (``session``: the CPU kept from the last hand)."""
        from mahjong2p.play.session import HandSession
        from mahjong2p.scenes.gb_table.scene import GbTableScene

        assert table.hand is not None
        if session is None:
            session = HandSession(table.hand, table.difficulty)
            session.auto_play = self.ctx.settings.auto_play  # 托管 as the player left it
        scene = GbTableScene(self.ctx, session, table, self)
        self.ctx.stack.reset(scene)
        return scene

    def results(self, session: HandSession, outcome: BeanOutcome) -> None:
        from mahjong2p.scenes.gb_results.scene import GbResultsScene

        scene = GbResultsScene(
            self.ctx,
            session.hand,
            outcome,
            next_hand=lambda: self.next_hand(session),
            change_room=self.rooms,
            title=self.title,
        )
        self.ctx.stack.replace(scene)

    def escaped(self, payment: Payment | None) -> None:
        """To the room select, which says what the 逃跑 cost and the beans left."""
        room = self.ctx.bean_table
        if payment is not None and room is not None:
            self._say_escape(payment, room.room, "beans.escaped")
        self.rooms()

    def _say_escape(self, payment: Payment, room: Room, said: str) -> None:
        """The room select's line (``said``: its key) on what a 逃跑 cost."""
        from mahjong2p.i18n.amounts import format_amount

        wallet, text = self.wallet(), self.ctx.text
        wallet.said = text.text(
            said,
            n=format_amount(payment.paid, text.language),
            formula=text.text(
                "gb.menu.formula", n=wallet.rules.escape_points, rate=text.amount(room.rate)
            ),
            left=format_amount(wallet.account.beans, text.language),
        )

    def settings(self) -> None:
        from mahjong2p.scenes.settings import SettingsScene

        self.ctx.stack.push(SettingsScene(self.ctx, in_game=False))

    def how_to_play(self) -> None:
        self.ctx.flow.open_how_to_play()

    def encyclopedia(self) -> None:
        from mahjong2p.scenes.encyclopedia import EncyclopediaScene
        from mahjong2p.scenes.encyclopedia.entries import gb_table

        self.ctx.stack.push(EncyclopediaScene(self.ctx, gb_table()))

    def mode_select(self) -> None:
        """Back from the rooms: the title with the mode select over it, on 欢乐豆场."""
        from mahjong2p.scenes.mode_select import BEANS

        self.title()
        self.ctx.flow.to_mode_select(BEANS)

    def title(self) -> None:
        self.ctx.bean_table = None
        self._to_title()
