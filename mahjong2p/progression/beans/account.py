"""The player's 欢乐豆 account: beans, today's 破产补助 uses, statistics and the last room,
and how each kind of hand's end changes it: what the save file
(:mod:`mahjong2p.store.bean_saves`) holds."""

from __future__ import annotations

import datetime
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from mahjong2p.progression.beans.hand_marks import OpenHand, SettledRecord
from mahjong2p.progression.beans.relief import ReliefUse, take_relief
from mahjong2p.progression.beans.settle import Party, Payment, WinSettlement
from mahjong2p.progression.beans.stats import BeanStats, HandResult
from mahjong2p.progression.rooms import BeanRules, Room


@dataclass(frozen=True, slots=True)
class BeanAccount:
    beans: int
    relief: ReliefUse = field(default_factory=ReliefUse)
    stats: BeanStats = field(default_factory=BeanStats)
    last_room: str | None = None  # the room the player sat in last (the room select's focus)
    # the last hand whose beans moved (its journal key): a hand found saved under this key
    # after a kill is already settled and is never settled again
    settled: str | None = None
    open_hand: OpenHand | None = None  # the hand dealt and not settled (see hand_marks)
    record: SettledRecord | None = None  # the settled hand's numbers for its records

    def __post_init__(self) -> None:
        if self.beans < 0:
            raise ValueError(f"beans cannot be negative, not {self.beans}")


def new_account(rules: BeanRules) -> BeanAccount:
    return BeanAccount(rules.starting_beans)


def after_win(
    account: BeanAccount, room: Room, settlement: WinSettlement, fan_ids: Iterable[str] = ()
) -> BeanAccount:
    """The account after a won hand (either side's win); ``fan_ids`` are counted only when
    the player won."""
    won = settlement.winner is Party.PLAYER
    result = HandResult.WON if won else HandResult.LOST
    return _after(account, room, result, settlement.payment, fan_ids if won else ())


def after_escape(account: BeanAccount, room: Room, payment: Payment) -> BeanAccount:
    return _after(account, room, HandResult.ESCAPED, payment)


def after_draw(account: BeanAccount, room: Room) -> BeanAccount:
    stats = account.stats.with_hand(room.id, HandResult.DRAWN, 0)
    return replace(account, stats=stats, last_room=room.id)


def with_relief(rules: BeanRules, account: BeanAccount, today: datetime.date) -> BeanAccount:
    """The account after 破产补助 (ReliefRefusedError when it is not allowed)."""
    beans, use = take_relief(rules, account.beans, account.relief, today)
    return replace(account, beans=beans, relief=use)


def _after(
    account: BeanAccount,
    room: Room,
    result: HandResult,
    payment: Payment,
    fan_ids: Iterable[str] = (),
) -> BeanAccount:
    if payment.before.player != account.beans:
        raise ValueError(
            f"the payment starts from {payment.before.player} beans, the account holds "
            f"{account.beans}"
        )
    beans = payment.after.player
    stats = account.stats.with_hand(room.id, result, beans - account.beans, fan_ids)
    return replace(account, beans=beans, stats=stats, last_room=room.id)
