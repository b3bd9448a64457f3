"""Showcase states of the replays with 欢乐豆 hands among them: the list with hands of both
modes (``replays``), and a 72-tile 牌谱 watched mid-hand with flowers out (``gb_replay``).

The 72-tile hands are played by the CPU agents at a bean table whose data folder is a
throw-away one, so each is kept as a replay exactly as the game keeps it (settled by the
bean table, written by the store) and read back through the store."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

from mahjong2p.play.bean_table import BeanTable
from mahjong2p.play.session import HandSession
from mahjong2p.replay.record import Replay
from mahjong2p.replay.recorder import replay_now
from mahjong2p.rules.hand import Hand
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.gb_table.watch import GbWatchTable
from mahjong2p.scenes.replays import ReplayListScene
from mahjong2p.scenes.showcase.gb import ROOM, play_seats, showcase_flow, winner_of
from mahjong2p.scenes.showcase.staged import STEP
from mahjong2p.scenes.showcase.staging import cpu_won, drawn_hand, human_won, play_until
from mahjong2p.scenes.table.replay import replay_table
from mahjong2p.seat import Seat
from mahjong2p.store.profile import Profile
from mahjong2p.store.replays import load_replays, replay_folder, save_replay

MAX_WATCH_S = 120.0  # a replayed hand ends well within this
MID_HAND_DISCARDS = 12
HANDS_TRIED = 200  # hands played at most to meet what a picture wants


def _data_folder(ctx: AppContext) -> Path:
    """A throw-away data folder made the profile's (the list reads the replays there)."""
    ctx.profile = Profile.open(Path(tempfile.mkdtemp(prefix="mahjong2p-shot-")))
    assert ctx.profile.folder is not None
    return ctx.profile.folder


def _room_hands(ctx: AppContext, folder: Path, wanted: list[Callable[[Hand], bool]]) -> None:
    """Play 72-tile hands of the seed at one table, hand after hand (each kept as a replay
    in ``folder``), until one of each ``wanted`` kind was played."""
    wallet = showcase_flow(ctx).wallet()
    table = BeanTable(wallet, wallet.rules.room(ROOM), ctx.seed, folder=folder)
    for _ in range(HANDS_TRIED):
        if not wanted:
            return
        hand = table.begin_hand()
        play_seats(HandSession(hand, table.difficulty), lambda h: False)
        table.settle(hand.log)
        wanted = [w for w in wanted if not w(hand)]


def replays(ctx: AppContext) -> float:
    """The list: three arcade hands of the seed and 72-tile hands won by each side."""
    folder = _data_folder(ctx)
    for goal in (human_won, cpu_won, drawn_hand):
        session = play_until(ctx.seed, goal)
        stage = 1 + session.hand.hand_number % 4
        save_replay(replay_folder(folder), replay_now(session.hand, stage))
    _room_hands(
        ctx, folder, [lambda h: winner_of(h) == Seat.HUMAN, lambda h: winner_of(h) == Seat.CPU]
    )
    ctx.stack.push(ReplayListScene(ctx))
    return 0


def _watchable(hand: Hand) -> bool:
    """A hand the player won, long enough to show its middle, both sides with flowers."""
    long = sum(len(s.discards) for s in hand.seats) >= MID_HAND_DISCARDS + 4
    return winner_of(hand) == Seat.HUMAN and long and all(s.flowers for s in hand.seats)


def room_replay(ctx: AppContext) -> Replay:
    """A watchable 72-tile hand (the latest one played), as the store reads it back."""
    folder = _data_folder(ctx)
    _room_hands(ctx, folder, [_watchable])
    found, _ = load_replays(replay_folder(folder))
    return max((s.replay for s in found), key=lambda r: r.hand_number)


def _mid_hand(scene: GbWatchTable) -> bool:
    """Some way into the hand, both sides' flowers out."""
    view = scene.model.view
    discards = sum(len(d) for d in view.discards)
    return discards >= MID_HAND_DISCARDS and all(view.flowers[seat] for seat in Seat)


def gb_replay(ctx: AppContext) -> float:
    """A 72-tile 牌谱 watched: played on until some way into the hand, flowers out."""
    replay = room_replay(ctx)
    scene = replay_table(ctx, replay)
    assert isinstance(scene, GbWatchTable)
    ctx.stack.push(scene)
    for _ in range(round(MAX_WATCH_S / STEP)):
        if _mid_hand(scene) or ctx.stack.top is not scene:
            break
        ctx.stack.update(STEP)
    assert ctx.stack.top is scene, "the replay ended before its middle"
    scene.animator.skip()  # the tile on its way lands: a settled picture
    scene.board.invalidate()
    return 0
