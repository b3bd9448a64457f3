"""Driving one hand for money to its end on disk, in either mode, with the outcome chosen:
the player's side, the CPU's side or both played by an agent that never wins or calls.

Shared by the tests that close the window and kill the game in the gap between the
engine's end of the hand and its results (tests/test_settle_at_engine_end.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ui_driver import quick_app

from mahjong2p.app.shell import App
from mahjong2p.play.session import HandSession
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.events import Won
from mahjong2p.rules.view import PlayerView
from mahjong2p.scenes.bean_flow import BeanFlow
from mahjong2p.scenes.table.scene import TableScene
from mahjong2p.store.profile import Profile

FRAME_S = 0.1
WINS = (ActionKind.TSUMO, ActionKind.RON, ActionKind.ROB_KONG)
KINDS = ("cpu", "player", "draw")


class Passive:
    """Never wins, never calls: passes, or discards the tile it drew."""

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        passes = [a for a in legal if a.kind is ActionKind.PASS]
        if passes:
            return passes[0]
        discards = [a for a in legal if a.kind is ActionKind.DISCARD and not a.declare_ready]
        drawn = [a for a in discards if a.tile == view.drawn]
        if drawn or discards:
            return (drawn or discards)[0]
        return next((a for a in legal if a.kind not in WINS), legal[0])


def disk_app(folder: Path, seed: int) -> App:
    return quick_app(App(size=(1280, 720), seed=seed, profile=Profile.open(folder)))


def sit(app: App, mode: str) -> TableScene:
    """A hand dealt in 新手场 or at stage 1 of a new run; its table is on top."""
    if mode == "beans":
        BeanFlow(app.ctx, app.ctx.flow.to_title).sit(load_rooms().room("novice"))
    else:
        app.ctx.flow.start_run(1)
    table = app.ctx.stack.top
    assert isinstance(table, TableScene)
    return table


def steer(session: HandSession, kind: str) -> None:
    """Let the agents play the hand toward ``kind``: a CPU win, a player win, or 荒牌."""
    session.auto_play = True
    if kind in ("cpu", "draw"):
        session.helper = Passive()
    if kind in ("player", "draw"):
        session.cpu = Passive()


def outcome_kind(session: HandSession) -> str:
    won = [e for e in session.hand.log if isinstance(e, Won)]
    return "draw" if not won else ("player" if won[0].seat == 0 else "cpu")
