"""Drives the engine for the UI: one match of hands, the CPU's moves, and the events the
screen has not shown yet.

The engine runs ahead; the screen takes events from :attr:`HandSession.pending` one by one
and animates them, and asks the human only once every event has been shown. Nothing here
changes engine state except :meth:`Hand.apply` with a legal action.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import TYPE_CHECKING

from mahjong2p.ai.agent import Agent
from mahjong2p.app.agents import cpu_agent
from mahjong2p.app.stages import StageInfo
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.events import Event
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.match import Match
from mahjong2p.rules.view import PlayerView

if TYPE_CHECKING:
    from mahjong2p.progression.deal import RigKind

HUMAN, CPU = 0, 1


class HandSession:
    """A match against the CPU, hand by hand."""

    def __init__(self, seed: int, stage: StageInfo, difficulty: str = "normal") -> None:
        self.seed = seed
        self.stage = stage
        self.match = Match(seed, stage.hand_config())
        self.cpu: Agent = cpu_agent(difficulty, seed)
        self.helper: Agent = cpu_agent(difficulty, seed + 1)  # 托管 plays the human's seat
        self.pending: deque[Event] = deque()
        self.auto_play = False  # 托管: the helper plays the human's seat
        self.hand: Hand = self.match.new_hand()
        self.rig: RigKind | None = None  # how the current hand was rigged (for its replay)
        self.views = (PlayerView(HUMAN), PlayerView(CPU))
        self._observe(self.hand.log)

    def start_hand(self, hand: Hand | None = None, rig: RigKind | None = None) -> None:
        """Deal the match's next hand (or ``hand``, for tests and replays of a given wall;
        ``rig`` says how it was rigged, so its replay can deal it again)."""
        self.hand = hand if hand is not None else self.match.new_hand()
        self.rig = rig
        self.views = (PlayerView(HUMAN), PlayerView(CPU))
        self.pending.clear()
        self._observe(self.hand.log)

    def next_hand(self) -> None:
        """Record the ended hand in the match (dealer rotation) and deal the next."""
        self.match.finish(self.hand)
        self.start_hand()

    @property
    def to_act(self) -> int | None:
        return self.hand.to_act

    def legal(self) -> list[Action]:
        return self.hand.legal_actions()

    def apply(self, action: Action) -> list[Event]:
        events = self.hand.apply(action)
        self._observe(events)
        return events

    def agent_move(self, seat: int) -> list[Event]:
        """Let the CPU (seat 1) or the 托管 helper (seat 0) take this decision."""
        agent = self.cpu if seat == CPU else self.helper
        return self.apply(agent.choose(self.views[seat], self.legal()))

    def _observe(self, events: Sequence[Event]) -> None:
        for event in events:
            for view in self.views:
                view.observe(event)
            self.pending.append(event)


def timeout_action(legal: Sequence[Action], drawn: int | None) -> Action:
    """The safest default when the turn timer runs out (RULES.md A4): pass on calls and
    wins, discard the drawn tile (or, after a call, the last tile), pick the first 海底 tile."""
    passes = [a for a in legal if a.kind is ActionKind.PASS]
    if passes:
        return passes[0]
    discards = [a for a in legal if a.kind is ActionKind.DISCARD and not a.declare_ready]
    if discards:
        return next((a for a in discards if a.tile == drawn), discards[-1])
    return legal[0]
