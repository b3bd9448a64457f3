"""Playing whole hands with agents: the loop every headless client shares."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from mahjong2p.ai.agent import Agent
from mahjong2p.rules.events import Event
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.view import PlayerView

EventHook = Callable[[Hand, Event], None]


def play_hand(
    hand: Hand, agents: Sequence[Agent], on_event: EventHook | None = None
) -> tuple[PlayerView, PlayerView]:
    """Play ``hand`` to its end; each agent sees only its seat's view. Returns the views.

    ``on_event`` is called after every event with the hand in the state right after the
    action that caused it (tests use it to check invariants after every step).
    """
    views = (PlayerView(0, tile_set=hand.rules.tiles), PlayerView(1, tile_set=hand.rules.tiles))
    _observe(hand, hand.log, views, on_event)
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        action = agents[seat].choose(views[seat], hand.legal_actions())
        _observe(hand, hand.apply(action), views, on_event)
    return views


def _observe(
    hand: Hand,
    events: Sequence[Event],
    views: tuple[PlayerView, PlayerView],
    on_event: EventHook | None,
) -> None:
    first, second = views
    for event in events:
        first.observe(event)
        second.observe(event)
        if on_event is not None:
            on_event(hand, event)
