"""The one loop between a seat's agent and the engine, shared by the table and by ``sim``.

A step takes the seat to act, gives its agent that seat's view (from the hand, so with the
hand's own rule set) and the engine's legal actions, applies the choice and folds the
events it caused into both views. The table's session (:mod:`mahjong2p.play.session`) and
``sim``'s runner (:mod:`mahjong2p.play.loop`) are both this class, so a figure ``sim``
measures is a figure of the game: the same agents on the same hands make the same moves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from mahjong2p.ai.agent import Agent
from mahjong2p.rules.actions import Action
from mahjong2p.rules.events import Event
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.view import PlayerView

EventHook = Callable[[Hand, Event], None]


class HandLoop:
    """One hand and both seats' views of it. ``on_event`` is called after every event
    (the deal's included) with the hand in the state right after the action that caused
    it (``sim`` checks the engine's invariants there)."""

    def __init__(self, hand: Hand, on_event: EventHook | None = None) -> None:
        self.hand = hand
        self.on_event = on_event
        self.views: tuple[PlayerView, PlayerView] = (hand.view(0), hand.view(1))
        self._announce(hand.log)

    def legal(self) -> list[Action]:
        return self.hand.legal_actions()

    def step(self, agent: Agent) -> list[Event]:
        """The seat to act decides with ``agent``, from its own view."""
        seat = self.hand.to_act
        assert seat is not None, "the hand has ended"
        return self.apply(agent.choose(self.views[seat], self.legal()))

    def apply(self, action: Action) -> list[Event]:
        """Apply one legal action (an agent's or a player's) and fold in its events."""
        events = self.hand.apply(action)
        for event in events:
            for view in self.views:
                view.observe(event)
        self._announce(events)
        return events

    def play_out(self, agents: Sequence[Agent]) -> None:
        """Play the hand to its end, each seat by its agent."""
        while not self.hand.is_over:
            seat = self.hand.to_act
            assert seat is not None
            self.step(agents[seat])

    def _announce(self, events: Sequence[Event]) -> None:
        if self.on_event is not None:
            for event in events:
                self.on_event(self.hand, event)


def play_hand(
    hand: Hand, agents: Sequence[Agent], on_event: EventHook | None = None
) -> tuple[PlayerView, PlayerView]:
    """Play ``hand`` to its end; each agent sees only its seat's view. Returns the views.

    ``on_event`` is called after every event with the hand in the state right after the
    action that caused it (tests use it to check invariants after every step).
    """
    loop = HandLoop(hand, on_event)
    loop.play_out(agents)
    return loop.views
