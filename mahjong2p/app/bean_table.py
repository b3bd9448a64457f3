"""A seat at a 欢乐豆 room, as the app holds it: the room, the CPU across the table and its
beans, the hand being played, and every step that moves beans — a settled hand (a win
either way, or 荒牌) and 逃跑 — done by the bean economy and stored in the wallet at once.

The screens never do bean arithmetic: they show what :meth:`BeanTable.settle` and
:meth:`BeanTable.escape` return. A settled hand is kept as a replay (牌谱) with its room
and what it moved; a hand left by 逃跑 is not (docs/rules-decisions.md). Closing the
window mid-hand saves the hand (seed, hand number, dealer, the CPU's beans, the actions so
far: ``bean_table.json``), and :meth:`BeanTable.resume` replays it at the next visit.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from mahjong2p.app.bean_wallet import BeanWallet
from mahjong2p.progression.bean_table_save import (
    TableInProgress,
    clear_table,
    load_table,
    save_table,
)
from mahjong2p.progression.beans.access import Seat, seat_after_hand
from mahjong2p.progression.beans.account import after_draw, after_escape, after_win
from mahjong2p.progression.beans.ruleset import room_ruleset
from mahjong2p.progression.beans.settle import (
    Party,
    Payment,
    Purses,
    WinSettlement,
    cpu_for_next_hand,
    cpu_purse,
    escape_due,
    settle_escape,
    settle_win,
)
from mahjong2p.progression.rooms import Room
from mahjong2p.replay.record import Replay
from mahjong2p.replay.recorder import keep_room_replay
from mahjong2p.replay.room import RoomHand
from mahjong2p.rules.events import Event, HandsRevealed, Won
from mahjong2p.rules.gb.deals import DEAL_VERSION, deal_of
from mahjong2p.rules.gb.scoring import GbScore
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.ruleset import RuleSet

HUMAN, CPU = 0, 1


@dataclass(frozen=True, slots=True)
class BeanOutcome:
    """A settled hand: the win (``None``: 荒牌) and what it moved, both sides' beans
    before and after (the results count one up to the other)."""

    room: Room
    won: Won | None
    settlement: WinSettlement | None
    before: Purses
    after: Purses
    revealed: HandsRevealed | None
    seat: Seat  # may the player stay in this room for the next hand?
    replay: Replay | None = None  # the hand's 牌谱, for the results' 回放

    @property
    def score(self) -> GbScore | None:
        if self.won is None or not isinstance(self.won.score, GbScore):
            return None
        return self.won.score


class BeanTable:
    def __init__(
        self,
        wallet: BeanWallet,
        room: Room,
        seed: int,
        cpu_beans: int | None = None,
        hand_number: int = 0,
        dealer: int | None = None,
        folder: Path | None = None,
    ) -> None:
        """``dealer``: ``None`` rolls for the first dealer of the session (RULES.md B3);
        ``folder``: where the hand in progress is saved (``None`` with a memory-only
        wallet: never)."""
        self.wallet = wallet
        self.room = room
        self.seed = seed
        self.cpu_beans = cpu_purse(wallet.rules, room) if cpu_beans is None else cpu_beans
        self.hand_number = hand_number
        self.dealer = random.Random(seed).randint(0, 1) if dealer is None else dealer
        self.folder = folder
        self.hand: Hand | None = None

    @property
    def ruleset(self) -> RuleSet:
        """The 72-tile rules with the rooms' 起和 and multipliers (data, not code)."""
        return room_ruleset(self.wallet.rules)

    @property
    def difficulty(self) -> str:
        return self.room.cpu_difficulty.value

    @property
    def purses(self) -> Purses:
        return Purses(self.wallet.account.beans, self.cpu_beans)

    @property
    def in_hand(self) -> bool:
        return self.hand is not None and not self.hand.is_over

    def begin_hand(self) -> Hand:
        """Deal the next hand (a fresh CPU purse if the last one fell below the entry)."""
        self.cpu_beans = cpu_for_next_hand(self.wallet.rules, self.room, self.cpu_beans)
        self.hand = Hand(self.seed, self.hand_number, self.dealer, rules=self.ruleset)
        self.save()
        return self.hand

    def settle(self, log: list[Event]) -> BeanOutcome:
        """The hand has ended: move the beans (either side's win costs the loser), update
        the statistics, and set the next dealer (the winner; the same after 荒牌)."""
        rules, room, before = self.wallet.rules, self.room, self.purses
        won = next((e for e in log if isinstance(e, Won)), None)
        revealed = next((e for e in log if isinstance(e, HandsRevealed)), None)
        settlement = None
        if won is not None and isinstance(won.score, GbScore):
            winner = Party.PLAYER if won.seat == HUMAN else Party.CPU
            settlement = settle_win(rules, room, winner, won.score.total_fan, won.win_by, before)
            fans = won.score.fan_ids
            self.wallet.store(after_win(self.wallet.account, room, settlement, fans))
            self.cpu_beans = settlement.payment.after.cpu
            self.dealer = won.seat
        else:
            self.wallet.store(after_draw(self.wallet.account, room))
        replay = self._keep_replay(before)
        self._hand_done()
        seat = seat_after_hand(rules, room, self.wallet.account.beans)
        return BeanOutcome(room, won, settlement, before, self.purses, revealed, seat, replay)

    def _keep_replay(self, before: Purses) -> Replay | None:
        """The settled hand's 牌谱, with the table's numbers as the hand was played (kept in
        the player's folder, and returned for the results' 回放)."""
        if self.hand is None:
            return None
        rules, moved = self.wallet.rules, self.wallet.account.beans - before.player
        room = RoomHand(
            self.room.id,
            self.room.rate,
            rules.min_fan,
            rules.fan_cap,
            rules.settlement.self_draw,
            rules.settlement.discard,
            (before.player, before.cpu),
            moved,
        )
        return keep_room_replay(self.folder, self.hand, room)

    def escape_due(self) -> int:
        """What leaving the hand now costs (13 points × rate), before it is charged."""
        return escape_due(self.wallet.rules, self.room)

    def escape(self) -> Payment:
        """逃跑: the player leaves the hand through the menu and pays the CPU."""
        payment = settle_escape(self.wallet.rules, self.room, Party.PLAYER, self.purses)
        self.wallet.store(after_escape(self.wallet.account, self.room, payment))
        self.cpu_beans = payment.after.cpu
        self._hand_done()
        return payment

    def _hand_done(self) -> None:
        self.hand = None
        self.hand_number += 1
        if self.folder is not None:
            clear_table(self.folder)

    # ---------------------------------------------------------------- the hand in progress
    def save(self) -> None:
        """Store the hand where it stands (the window is closing); never raises."""
        if self.folder is None or self.hand is None or self.hand.is_over:
            return
        saved = TableInProgress(
            self.room.id,
            self.seed,
            self.hand_number,
            self.dealer,
            self.cpu_beans,
            tuple(self.hand.actions),
            deal_of(self.hand.rules) or DEAL_VERSION,
        )
        problem = save_table(saved, self.folder)
        if problem:
            self.wallet.notice = problem

    @classmethod
    def resume(cls, wallet: BeanWallet, folder: Path | None) -> BeanTable | None:
        """The table saved mid-hand, its hand replayed to where it stood; ``None`` when
        there is none (a damaged file is set aside, and the wallet says so)."""
        if folder is None:
            return None
        loaded = load_table(room_ruleset(wallet.rules), folder)
        if loaded.message:
            wallet.notice = loaded.message
        saved = loaded.table
        if saved is None:
            return None
        try:
            room = wallet.rules.room(saved.room)
        except KeyError:
            clear_table(folder)
            return None
        table = cls(
            wallet, room, saved.seed, saved.cpu_beans, saved.hand_number, saved.dealer, folder
        )
        table.hand = saved.resume_hand(table.ruleset)
        return table
