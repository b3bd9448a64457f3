"""Reaching plausible game states by playing from a seed (for screenshots, the frame bench
and tests): agents play both seats through :class:`HandSession` — the same path as a real
game — until the state asked for appears."""

from __future__ import annotations

from collections.abc import Callable

from mahjong2p.app.ready_hints import ready_discards
from mahjong2p.app.session import HUMAN, HandSession
from mahjong2p.app.stages import stage_info
from mahjong2p.rules.events import HaiteiStarted, Won
from mahjong2p.rules.phase import PhaseKind

MAX_HANDS = 200
MID_HAND_MOVES = 24

Goal = Callable[[HandSession], bool]


class StagingError(RuntimeError):
    """No state of the kind asked for within :data:`MAX_HANDS` hands of this seed."""


def play_until(seed: int, goal: Goal, stage: int = 1) -> HandSession:
    """A session played from ``seed`` up to the first moment ``goal(session)`` holds."""
    session = HandSession(seed, stage_info(stage))
    for _ in range(MAX_HANDS):
        while True:
            if goal(session):
                return session
            seat = session.to_act
            if seat is None:
                break
            session.agent_move(seat)
        session.next_hand()
    raise StagingError(f"seed {seed}: no such state within {MAX_HANDS} hands")


def mid_hand(session: HandSession) -> bool:
    """The human to discard, well into the hand, with melds on the table and a discard
    that would leave the hand ready (so the 听牌提示 shows)."""
    hand = session.hand
    if hand.is_over or hand.to_act != HUMAN or hand.phase.kind is not PhaseKind.TURN:
        return False
    if hand.move < MID_HAND_MOVES or not any(seat.melds for seat in hand.seats):
        return False
    view = session.views[HUMAN]
    return not view.declared_ready[HUMAN] and bool(ready_discards(view))


def human_won(session: HandSession) -> bool:
    won = [e for e in session.hand.log if isinstance(e, Won)]
    return bool(won) and won[0].seat == HUMAN and len(won[0].score.fans) >= 2


def drawn_hand(session: HandSession) -> bool:
    return session.hand.is_over and session.hand.winner is None


def human_haitei(session: HandSession) -> bool:
    """The 海底捞月 round has started and the human is the one to draw."""
    started = [e for e in session.hand.log if isinstance(e, HaiteiStarted)]
    return bool(started) and started[0].seat == HUMAN and not session.hand.haitei_picked
