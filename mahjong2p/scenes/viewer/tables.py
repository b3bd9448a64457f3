"""The table the viewer draws at a position: the hand's own watched table (the arcade's,
or the 72-tile one for a 欢乐豆 hand) with every recorded action already applied and the
first ``position`` events shown at once, silently — the same painting as a played hand.

Stepping back builds a fresh one (a hand's worth of events is shown in milliseconds);
stepping forward shows the next event on the table in place.
"""

from __future__ import annotations

import copy
from collections import deque
from typing import Any

from mahjong2p.play.session import HandSession
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.gb_table.watch import GbWatchTable
from mahjong2p.scenes.table.aids import TableAids
from mahjong2p.scenes.table.replay import ScriptedSession
from mahjong2p.scenes.table.watch import Watch, WatchTable
from mahjong2p.scenes.viewer.panels import PANEL_GAP, PANEL_W
from mahjong2p.scenes.viewer.track import Track

KEYS = "viewer.keys"


class _Viewed:
    """Mixed in before a watched table: the sidebar lists the viewer's keys and shows none
    of the live table's switches (托管, 计时, 菜单, 自动和, 自动过); the board leaves the
    side panel (the log or the ranked options) a place of its own at its right."""

    board_side = PANEL_W + PANEL_GAP

    def _hud_context(self: Any) -> None:
        if self.hud.key_hints != KEYS or self.hud.switches_shown:
            self.hud.key_hints = KEYS
            self.hud.switches_shown = False
            self.board.invalidate()


class ViewedTable(_Viewed, WatchTable):
    """The arcade's table in the viewer."""


class ViewedGbTable(_Viewed, GbWatchTable):
    """The 72-tile table in the viewer."""


class _NoPanel:
    """The table's aids without their drawing (the waits panel and its notes): in the
    viewer the timeline and the ranked options have that place. Everything else — what
    the aids learn from each event — is the table's own."""

    def __init__(self, aids: TableAids) -> None:
        self.inner = aids

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def draw(self, *args: object) -> None:
        del args

    def draw_tooltip(self, *args: object) -> None:
        del args


def finished_session(track: Track) -> HandSession:
    """The hand played to its end once, for every table the viewer builds to share (a
    table only reads the engine's hand; each gets its own queue of events to show)."""
    session = ScriptedSession(track.replay)
    for action in track.replay.actions:
        session.apply(action)
    return session


def table_at(
    ctx: AppContext, track: Track, position: int, played: HandSession | None = None
) -> WatchTable:
    """The hand's table with the first ``position`` events shown (no sound, no motion);
    ``played``: :func:`finished_session` of the track, when the caller keeps one."""
    replay = track.replay
    session = copy.copy(played or finished_session(track))
    session.pending = deque(track.events)
    watch = Watch(on_end=_stay, label_key="viewer.status", quiet=True, pausable=False)
    table: WatchTable
    if replay.rules.id == GB.id:
        table = ViewedGbTable(ctx, session, replay.room, watch)
    else:
        stage = ctx.levels.stage(min(max(replay.stage, 1), len(ctx.levels.stages)))
        table = ViewedTable(ctx, session, stage, watch)
    table.aids = _NoPanel(table.aids)  # type: ignore[assignment]
    for _ in range(position):
        show_next(table, animate=False)
    return table


def show_next(table: WatchTable, animate: bool) -> None:
    """Show the table's next event (with its animation, or landed at once)."""
    table._show(table.session.pending.popleft())
    if not animate:
        table.animator.skip()
    table.board.invalidate()


def _stay() -> None:
    """The end of the hand leaves the viewer where it is (the player leaves with Esc)."""
