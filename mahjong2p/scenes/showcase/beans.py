"""Showcase states of the 欢乐豆 mode's menus: the mode select, and the room select with a
player who fits three rooms, one who has outgrown all but the highest, and one who is
broke with 破产补助 on offer. The wallets are memory-only on a fixed day, so the pictures
are the same on every machine."""

from __future__ import annotations

import datetime

from mahjong2p.play.bean_wallet import BeanWallet
from mahjong2p.progression.beans.account import BeanAccount
from mahjong2p.progression.beans.relief import ReliefUse
from mahjong2p.progression.beans.stats import BeanStats, HandResult
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.mode_select import ModeSelectScene
from mahjong2p.scenes.rooms import RoomsScene
from mahjong2p.scenes.showcase.screens import title

DAY = datetime.date(2026, 12, 1)


def _wallet(account: BeanAccount) -> BeanWallet:
    return BeanWallet.in_memory(load_rooms(), account, today=lambda: DAY)


def mode_select(ctx: AppContext) -> float:
    title(ctx)
    ctx.stack.push(ModeSelectScene(ctx, lambda: None, lambda: rooms(ctx)))
    return 0


def rooms(ctx: AppContext) -> float:
    title(ctx)
    stats = (  # 5,000 to start, then these hands: 18,150
        BeanStats()
        .with_hand("novice", HandResult.WON, 1_950, ["full_flush", "all_pungs"])
        .with_hand("novice", HandResult.LOST, -400)
        .with_hand("regular", HandResult.WON, 7_800, ["full_flush", "four_concealed_pungs"])
        .with_hand("regular", HandResult.DRAWN, 0)
        .with_hand("regular", HandResult.WON, 5_400, ["half_flush", "all_pungs"])
        .with_hand("regular", HandResult.LOST, -1_600)
    )
    wallet = _wallet(BeanAccount(18_150, stats=stats, last_room="regular"))
    ctx.stack.push(RoomsScene(ctx, wallet))
    return 0


def rooms_new(ctx: AppContext) -> float:
    """A new player's 5,000 beans: 普通场 lets them in, and one CPU 自摸 there can cost
    7,800 — its card says so."""
    title(ctx)
    ctx.stack.push(RoomsScene(ctx, _wallet(BeanAccount(5_000, last_room="regular"))))
    return 0


def rooms_rich(ctx: AppContext) -> float:
    title(ctx)
    ctx.stack.push(RoomsScene(ctx, _wallet(BeanAccount(1_250_000, last_room="intermediate"))))
    return 0


def rooms_broke(ctx: AppContext) -> float:
    title(ctx)
    wallet = _wallet(BeanAccount(320, ReliefUse(DAY, 1), last_room="novice"))
    ctx.stack.push(RoomsScene(ctx, wallet))
    return 0
