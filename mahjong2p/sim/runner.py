"""Playing whole hands with agents: the loop every headless client shares with the table
(:class:`~mahjong2p.play.loop.HandLoop`)."""

from __future__ import annotations

from collections.abc import Sequence

from mahjong2p.ai.agent import Agent
from mahjong2p.play.loop import EventHook, HandLoop
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.view import PlayerView


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
