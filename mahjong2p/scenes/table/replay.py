"""Watching a 牌谱: the recorded actions played back through the engine on the table."""

from __future__ import annotations

from mahjong2p.app.context import AppContext
from mahjong2p.app.session import HandSession
from mahjong2p.replay.record import Replay
from mahjong2p.rules.events import Event
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
    stage = ctx.levels.stage(min(max(replay.stage, 1), len(ctx.levels.stages)))
    return WatchTable(ctx, ScriptedSession(replay), stage, Watch(on_end=ctx.stack.pop))
