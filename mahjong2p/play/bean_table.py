"""A seat at a 欢乐豆 room, as the app holds it: the room, the CPU across the table and its
beans, the hand being played, and every step that moves beans — a settled hand (a win
either way, or 荒牌) and 逃跑 — done by the bean economy and stored in the wallet at once.

The hand is settled in the engine step that ends it (:meth:`BeanTable.acted`, called by the
session after every action), before the table animates anything: a window closed or a
process killed during the win's cut-in can neither skip the hand's cost nor replay it. A
hand is dealt only once its file is on disk and the wallet marks it open; a hand the wallet
holds open whose file is gone at the next visit is settled as 逃跑 (RULES.md B6). The table,
not a screen, writes a settled hand's 牌谱 and 战绩 line (:mod:`~mahjong2p.play.hand_records`).
The screens never do bean arithmetic: they show what :meth:`BeanTable.ended` and
:meth:`BeanTable.escape` return, and the beans as they stood before the hand until the
results reveal them. A settled hand is kept as a replay (牌谱) with its room and what it
moved, and so is a hand left by 逃跑, marked as escaped. The hand in progress is saved as a
snapshot when it is dealt or the window closes (``bean_table.json``) and action by action in
between (an append-only journal), and :meth:`BeanTable.resume` replays it at the next
visit; the account remembers the last settled hand, so a hand found saved after a kill is
never settled twice.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, replace
from pathlib import Path

from mahjong2p.ai.decider import Decider
from mahjong2p.play.bean_wallet import BeanWallet
from mahjong2p.play.hand_records import keep_records, noted
from mahjong2p.progression.beans.access import SeatAfterHand, seat_after_hand
from mahjong2p.progression.beans.account import (
    BeanAccount,
    after_draw,
    after_escape,
    after_win,
)
from mahjong2p.progression.beans.hand_marks import OpenHand, SettledRecord
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
from mahjong2p.replay.record import Replay, replay_of
from mahjong2p.replay.recorder import ROOM_STAGE
from mahjong2p.replay.room import RoomHand
from mahjong2p.rules.events import Event, HandsRevealed, Won
from mahjong2p.rules.gb.deals import DEAL_VERSION, deal_of
from mahjong2p.rules.gb.scoring import GbScore
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.seat import Seat
from mahjong2p.store.bean_table_save import (
    LoadedTable,
    TableInProgress,
    clear_table,
    load_table,
    save_table,
    set_table_aside,
    table_journal,
)
from mahjong2p.store.journal import journal_key

NO_HAND_FILE = "a saved hand could not be set aside, so no hand can be saved: none is dealt"


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
    seat: SeatAfterHand  # may the player stay in this room for the next hand?
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
        self.hand: Hand | None = None  # the hand dealt last (kept once over, for its end)
        self.outcome: BeanOutcome | None = None  # its settlement, once the engine ended it
        # who chose each of the hand's actions of the player's seat, where not the player
        self.by: dict[int, Decider] = {}

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

    @property
    def purses_shown(self) -> Purses:
        """The beans the table shows: as they stood before the hand until the results
        reveal what it moved (the sidebar must not give the result away)."""
        return self.purses if self.outcome is None else self.outcome.before

    def begin_hand(self) -> Hand:
        """Deal the next hand (a fresh CPU purse if the last one fell below the entry) —
        only once the hand's file is on disk and the wallet marks it open (RULES.md B6):
        :class:`NotDealtError` when either could not be written; nothing is dealt then."""
        cpu_beans = cpu_for_next_hand(self.wallet.rules, self.room, self.cpu_beans)
        hand = Hand(self.seed, self.hand_number, self.dealer, rules=self.ruleset)
        mark = OpenHand(
            self.room.id,
            self.seed,
            self.hand_number,
            self.dealer,
            cpu_beans,
            deal_of(hand.rules) or DEAL_VERSION,
        )
        if self.folder is not None:
            problem = save_table(_in_progress(mark), self.folder)
            if problem:
                raise NotDealtError(problem)
        elif self.wallet.can_save:
            raise NotDealtError(NO_HAND_FILE)
        if not self.wallet.store(replace(self.wallet.account, open_hand=mark)):
            if self.folder is not None:
                clear_table(self.folder)
            raise NotDealtError(self.wallet.notice or "the beans could not be saved")
        self.cpu_beans, self.hand, self.outcome, self.by = cpu_beans, hand, None, {}
        return hand

    def acted(self, hand: Hand, by: Decider = Decider.PLAYER) -> None:
        """The engine has taken an action in ``hand`` (chosen ``by``): journal it, and settle
        the hand in this same step if it ended it."""
        if hand is not self.hand or self.outcome is not None:
            return
        mark = noted(self.by, hand, by)
        if self.folder is not None:
            try:
                said = table_journal(self.folder).record(hand, mark)
            except OSError as exc:
                said = f"the hand could not be saved ({exc.strerror or exc})"
            if said:
                self.wallet.notice = said
        if hand.is_over:
            self.ended(hand)

    def ended(self, hand: Hand) -> BeanOutcome:
        """The settlement of the ended ``hand``: made once, the first time it is asked for."""
        if self.outcome is None:
            self.hand = hand
            self.outcome = self.settle(hand.log)
        return self.outcome

    def settle(self, log: list[Event]) -> BeanOutcome:
        """The hand has ended: move the beans (either side's win costs the loser), update
        the statistics, and set the next dealer (the winner; the same after 荒牌). One
        save moves the beans, closes the hand and records what its 牌谱 and 战绩 need;
        then both are written, and only then is the hand's file cleared."""
        rules, room, before = self.wallet.rules, self.room, self.purses
        won = next((e for e in log if isinstance(e, Won)), None)
        revealed = next((e for e in log if isinstance(e, HandsRevealed)), None)
        settlement = None
        if won is not None and isinstance(won.score, GbScore):
            winner = Party.PLAYER if won.seat == Seat.HUMAN else Party.CPU
            settlement = settle_win(rules, room, winner, won.score.total_fan, won.win_by, before)
            fans = won.score.fan_ids
            account = after_win(self.wallet.account, room, settlement, fans)
            self.cpu_beans = settlement.payment.after.cpu
            self.dealer = won.seat
        else:
            account = after_draw(self.wallet.account, room)
        record = self._store(account, before)
        replay = self._keep_records(record)
        self._hand_done()
        seat = seat_after_hand(rules, room, self.wallet.account.beans)
        return BeanOutcome(room, won, settlement, before, self.purses, revealed, seat, replay)

    def _keep_records(self, record: SettledRecord) -> Replay | None:
        """The settled (or escaped) hand's 牌谱 and, unless escaped, its 战绩 line, with the
        table's numbers as the hand was played (kept in the player's folder; the replay is
        returned for the results' 回放)."""
        if self.hand is None:
            return None
        room = RoomHand.at(
            self.wallet.rules, self.room, record.before, record.moved, record.escaped
        )
        replay = replay_of(self.hand, ROOM_STAGE, record.played_at, room=room, by=self.by)
        keep_records(self.folder, replay, 0, line=not record.escaped)
        return replay

    def escape_due(self) -> int:
        """What leaving the hand now costs (13 points × rate), before it is charged."""
        return escape_due(self.wallet.rules, self.room)

    def escape(self) -> Payment | None:
        """逃跑: the player leaves the hand through the menu and pays the CPU; ``None``
        (nothing charged) once the engine's hand is over — it is settled already."""
        if self.hand is None or self.hand.is_over:
            return None
        before = self.purses
        payment = settle_escape(self.wallet.rules, self.room, Party.PLAYER, before)
        record = self._store(after_escape(self.wallet.account, self.room, payment), before, True)
        self.cpu_beans = payment.after.cpu
        self._keep_records(record)  # 牌谱 keeps the hand, marked 逃跑
        self._hand_done()
        self.hand = None
        return payment

    def _store(self, account: BeanAccount, before: Purses, escaped: bool = False) -> SettledRecord:
        """Store the account with this hand settled, in the same write: its key, the open
        hand closed, and what its records need (the purses before, the beans moved, when)."""
        key = None if self.hand is None else journal_key(self.hand)
        moved = account.beans - before.player
        played_at = time.strftime("%Y-%m-%d %H:%M:%S")
        record = SettledRecord((before.player, before.cpu), moved, played_at, escaped)
        self.wallet.store(replace(account, settled=key, open_hand=None, record=record))
        return record

    def _hand_done(self) -> None:
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
            tuple(sorted(self.by.items())),
        )
        problem = save_table(saved, self.folder)
        if problem:
            self.wallet.notice = problem

    @classmethod
    def resume(cls, wallet: BeanWallet, folder: Path | None) -> BeanTable | None:
        """The table saved mid-hand, its hand replayed to where it stood; ``None`` when
        there is none (a damaged file is set aside, and the wallet says so). A hand the
        wallet holds open whose file is gone or unusable is settled as 逃跑
        (:attr:`BeanWallet.lost`); a settled hand's file left by a kill gets its 牌谱 and
        战绩 line written (each once) and is cleared."""
        if folder is None:
            return None
        loaded = load_table(room_ruleset(wallet.rules), folder)
        saved = loaded.table
        if saved is not None and saved.room not in {r.id for r in wallet.rules.rooms}:
            what = f"names a room that is no longer in rooms.toml ({saved.room!r})"
            loaded = set_table_aside(folder, "unknown-room", what)
            saved = None
        if loaded.message:
            wallet.notice = loaded.message
        wallet.keep_table = loaded.can_save
        account = wallet.account
        if saved is not None and saved.key == account.settled:  # killed before its records
            cls._records_left_over(wallet, saved, loaded, folder)
            return None
        mark = account.open_hand
        if mark is not None and (saved is None or saved.key != mark.key):
            if saved is not None:
                set_table_aside(folder, "damaged", f"is not the open hand {mark.key}")
            cls._settle_lost(wallet, mark, folder)
            return None
        if saved is None:
            return None
        if mark is None:  # killed between the hand's file and its mark: mark it now
            wallet.store(replace(account, open_hand=_mark_of(saved)))
        table = cls._at(wallet, saved, folder)
        table.hand, table.by = loaded.hand, dict(loaded.by)
        if table.hand is not None and table.hand.is_over:  # killed before it was settled
            table.ended(table.hand)
        return table

    @classmethod
    def _at(cls, wallet: BeanWallet, saved: TableInProgress, folder: Path) -> BeanTable:
        room = wallet.rules.room(saved.room)
        return cls(
            wallet, room, saved.seed, saved.cpu_beans, saved.hand_number, saved.dealer, folder
        )

    @classmethod
    def _records_left_over(
        cls, wallet: BeanWallet, saved: TableInProgress, loaded: LoadedTable, folder: Path
    ) -> None:
        """The settled hand's file, left by a kill before its records were all written:
        write them from the settled record (the same ``played_at``), then clear it."""
        record = wallet.account.record
        if record is not None and loaded.hand is not None:
            table = cls._at(wallet, saved, folder)
            table.hand, table.by = loaded.hand, dict(loaded.by)
            table._keep_records(record)
        clear_table(folder)

    @classmethod
    def _settle_lost(cls, wallet: BeanWallet, mark: OpenHand, folder: Path) -> None:
        """The wallet's open hand has no file to resume: settle it as 逃跑 (RULES.md B6),
        kept in 牌谱 as far as it is known (its deal), and said once (:attr:`lost`)."""
        if mark.room not in {r.id for r in wallet.rules.rooms}:
            wallet.store(replace(wallet.account, open_hand=None))
            wallet.notice = f"the open hand {mark.key} was in a room no longer in rooms.toml"
            return
        table = cls._at(wallet, _in_progress(mark), folder)
        table.hand = _in_progress(mark).resume_hand(table.ruleset)
        payment = table.escape()
        if payment is not None:
            wallet.lost = (table.room, payment)


class NotDealtError(RuntimeError):
    """The hand's file or the wallet's open-hand mark could not be written, so the hand
    was not dealt (RULES.md B6); the message is one line."""


def _mark_of(saved: TableInProgress) -> OpenHand:
    return OpenHand(
        saved.room, saved.seed, saved.hand_number, saved.dealer, saved.cpu_beans, saved.deal
    )


def _in_progress(mark: OpenHand) -> TableInProgress:
    """The open hand as its file holds it before its first action."""
    return TableInProgress(
        mark.room, mark.seed, mark.hand_number, mark.dealer, mark.cpu_beans, (), mark.deal
    )
