"""Drives the engine for the UI: the hand being played, the CPU's moves, and the events the
screen has not shown yet.

The engine runs ahead; the screen takes events from :attr:`HandSession.pending` one by one
and animates them, and asks the human only once every event has been shown. Nothing here
changes engine state except :meth:`Hand.apply` with a legal action, through the loop
``sim`` plays with too (:class:`~mahjong2p.play.loop.HandLoop`): the table's CPU is made
for the hand's rule set, sees the view the hand gives it, and decides by the same step.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Protocol

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.decider import Decider
from mahjong2p.play.agents import cpu_agent, helper_agent
from mahjong2p.play.loop import HandLoop
from mahjong2p.progression.choices import FeatureSeatAgent
from mahjong2p.rules.actions import Action
from mahjong2p.rules.events import Event
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.phase import PhaseKind
from mahjong2p.seat import Seat

if TYPE_CHECKING:
    from mahjong2p.progression.deal import RigKind


class HandKeeper(Protocol):
    """What keeps the hand's money and save (the bean table, the arcade's run): told of
    every action the moment the engine takes it, and who chose it, so it saves the hand in
    progress and settles it in the step that ends it — before the screen shows any of it.
    ``by``: who chose the hand's actions of the player's seat, where not the player, as it
    saved them (a resumed hand's come back from its file)."""

    by: dict[int, Decider]

    def acted(self, hand: Hand, by: Decider) -> None: ...


class HandSession:
    """The hands of one stage against one CPU, dealt one after another by the caller."""

    def __init__(self, hand: Hand, difficulty: str = "normal", rig: RigKind | None = None) -> None:
        self.cpu: Agent = cpu_agent(difficulty, hand.seed, hand.rules)
        # 托管 plays the human's seat; the wrapper answers the stage features' choices, so
        # a swap, a 搓牌 or a triplet offer never waits for a human who is not there
        self.helper: Agent = FeatureSeatAgent(helper_agent(hand.seed + 1, hand.rules))
        self.auto_play = False
        self._keeper: HandKeeper | None = None
        self.pending: deque[Event] = deque()
        self.start_hand(hand, rig)

    def start_hand(self, hand: Hand, rig: RigKind | None = None) -> None:
        """Play ``hand`` next; ``rig`` says how it was rigged, so its replay (牌谱) deals
        the same wall again."""
        self.hand = hand
        self.rig = rig
        # who chose each action of the human's seat that the player did not (by index)
        self.by: dict[int, Decider] = {}
        self.pending.clear()
        self.loop = HandLoop(hand, self._shown)
        self.views = self.loop.views

    @property
    def keeper(self) -> HandKeeper | None:
        """The table that plays for money (set by its scene)."""
        return self._keeper

    @keeper.setter
    def keeper(self, keeper: HandKeeper | None) -> None:
        self._keeper = keeper
        if keeper is not None:
            self.by.update(keeper.by)  # a resumed hand keeps who chose its actions

    @property
    def to_act(self) -> int | None:
        return self.hand.to_act

    @property
    def choosing(self) -> bool:
        """The human's seat is answering a stage feature's choice."""
        phase = self.hand.phase
        return phase.kind is PhaseKind.CHOICE and phase.seat == Seat.HUMAN

    def legal(self) -> list[Action]:
        return self.loop.legal()

    def apply(self, action: Action, by: Decider = Decider.PLAYER) -> list[Event]:
        """Apply the human seat's answer: the player's, or one the game gave for them
        (``by``: the 报听 play, 自动和 / 自动过, a timeout)."""
        self._mark(by)
        return self._kept(self.loop.apply(action))

    def agent_move(self, seat: int) -> list[Event]:
        """Let the CPU (seat 1) or the 托管 helper (seat 0) take this decision; the helper
        answers a stage feature's choice whole (every mark and the confirmation)."""
        agent = self.cpu if seat == Seat.CPU else self.helper
        if seat == Seat.HUMAN:
            self._mark(Decider.TAKEOVER)
        events = self._kept(self.loop.step(agent))
        while seat == Seat.HUMAN and self.choosing:
            self._mark(Decider.TAKEOVER)
            events += self._kept(self.loop.step(agent))
        return events

    def _mark(self, by: Decider) -> None:
        """Note who chooses the next action (the player's own go unnoted)."""
        if by is not Decider.PLAYER:
            self.by[len(self.hand.actions)] = by

    def _kept(self, events: list[Event]) -> list[Event]:
        """The keeper saves (and settles) the hand the moment the engine took the action."""
        if self._keeper is not None:
            by = self.by.get(len(self.hand.actions) - 1, Decider.PLAYER)
            self._keeper.acted(self.hand, by)
        return events

    def _shown(self, hand: Hand, event: Event) -> None:
        del hand
        self.pending.append(event)
