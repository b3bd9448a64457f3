"""Watching a 牌谱: the recorded actions played back through the engine on the table of
the hand's rule set — the arcade's, or the 72-tile one for a 欢乐豆 hand."""

from __future__ import annotations

from mahjong2p.play.session import HandSession
from mahjong2p.replay.record import Replay
from mahjong2p.rules.events import Event
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.gb_table.watch import GbWatchTable
from mahjong2p.scenes.table.watch import Watch, WatchTable


class ScriptedSession(HandSession):
    """A session whose every decision is the next recorded action, for both seats."""

    def __init__(self, replay: Replay) -> None:
        super().__init__(replay.start(), rig=replay.rig)
        self.script = list(replay.actions)

    def agent_move(self, seat: int) -> list[Event]:
        del seat
        return self.apply(self.script.pop(0))


def replay_table(ctx: AppContext, replay: Replay) -> WatchTable:
    """The replay's table; the end of the hand (or Esc) returns to the scene below."""
    watch, session = Watch(on_end=ctx.stack.pop), ScriptedSession(replay)
    if replay.rules.id == GB.id:
        return GbWatchTable(ctx, session, replay.room, watch)
    stage = ctx.levels.stage(min(max(replay.stage, 1), len(ctx.levels.stages)))
    return WatchTable(ctx, session, stage, watch)
