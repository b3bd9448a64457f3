"""Reaching plausible game states by playing from a seed (for screenshots, the frame bench
and tests): agents play both seats through :class:`HandSession` — the same path as a real
game — until the state asked for appears."""

from __future__ import annotations

from collections.abc import Callable

from mahjong2p.play.session import HandSession
from mahjong2p.progression.deal import HandPlan, RigKind
from mahjong2p.rules.events import HaiteiStarted, Won
from mahjong2p.rules.features.choice import Choice
from mahjong2p.rules.match import Match
from mahjong2p.rules.phase import HandConfig, PhaseKind
from mahjong2p.scenes.aids.ready_hints import ready_discards
from mahjong2p.seat import Seat

MAX_HANDS = 200
MID_HAND_MOVES = 24

Goal = Callable[[HandSession], bool]


class StagingError(RuntimeError):
    """No state of the kind asked for within :data:`MAX_HANDS` hands of this seed."""


def play_until(seed: int, goal: Goal, config: HandConfig | None = None) -> HandSession:
    """A session played from ``seed`` (hands dealt with ``config``: a stage's features)
    up to the first moment ``goal(session)`` holds."""
    match = Match(seed, config)
    session = HandSession(match.new_hand())
    for _ in range(MAX_HANDS):
        if _play_hand_until(session, goal):
            return session
        match.finish(session.hand)
        session.start_hand(match.new_hand())
    raise StagingError(f"seed {seed}: no such state within {MAX_HANDS} hands")


def play_rigged_until(
    seed: int, goal: Goal, rig: RigKind, config: HandConfig | None = None
) -> HandSession:
    """Like :func:`play_until`, but every hand is a rigged deal for the human (the stage
    feature's 大出血), each from the next seed: reaches 役满 wins in a few hands."""
    config = config or HandConfig()
    session: HandSession | None = None
    for n in range(MAX_HANDS):
        plan = HandPlan(seed + n, 0, Seat.HUMAN, config, rig)
        if session is None:
            session = HandSession(plan.start().hand, rig=rig)
        else:
            session.start_hand(plan.start().hand, rig)
        if _play_hand_until(session, goal):
            return session
    raise StagingError(f"seed {seed}: no such state within {MAX_HANDS} rigged hands")


def _play_hand_until(session: HandSession, goal: Goal) -> bool:
    """Agents play the session's hand, one decision at a time; True once ``goal`` holds."""
    while not goal(session):
        seat = session.to_act
        if seat is None:
            return False
        session.agent_move(seat)
    return True


def mid_hand(session: HandSession) -> bool:
    """The human to discard, well into the hand, with a meld of the human's on the table
    (the CPU's calls depend on its level's habits; the human's meld is what the table
    screenshots and the meld-pointer test look at) and a discard that would leave the hand
    ready (so the 听牌提示 shows)."""
    hand = session.hand
    if hand.is_over or hand.to_act != Seat.HUMAN or hand.phase.kind is not PhaseKind.TURN:
        return False
    if hand.move < MID_HAND_MOVES or not hand.seats[Seat.HUMAN].melds:
        return False
    view = session.views[Seat.HUMAN]
    return not view.declared_ready[Seat.HUMAN] and bool(ready_discards(view))


def human_won(session: HandSession) -> bool:
    won = [e for e in session.hand.log if isinstance(e, Won)]
    return bool(won) and won[0].seat == Seat.HUMAN and len(won[0].score.fans) >= 2


def human_won_big(session: HandSession) -> bool:
    """A human win with four fans or more (the win sequence at its fullest)."""
    won = [e for e in session.hand.log if isinstance(e, Won)]
    return bool(won) and won[0].seat == Seat.HUMAN and len(won[0].score.fans) >= 4


def human_yakuman(session: HandSession) -> bool:
    won = [e for e in session.hand.log if isinstance(e, Won)]
    return bool(won) and won[0].seat == Seat.HUMAN and bool(won[0].score.yakuman)


def cpu_won(session: HandSession) -> bool:
    won = [e for e in session.hand.log if isinstance(e, Won)]
    return bool(won) and won[0].seat != Seat.HUMAN


def before_event(kinds: tuple[type, ...]) -> Goal:
    """The moment an event of one of ``kinds`` was among the last two (an action may emit
    two, like 报听 and its discard), the hand still going (for cut-in frames)."""

    def goal(session: HandSession) -> bool:
        recent = session.hand.log[-2:]
        return any(isinstance(e, kinds) for e in recent) and not session.hand.is_over

    return goal


def drawn_hand(session: HandSession) -> bool:
    return session.hand.is_over and session.hand.winner is None


def drawn_after_haitei(session: HandSession) -> bool:
    """A drawn hand that went to a 海底捞月 round first (and the round found nothing)."""
    log = session.hand.log
    return drawn_hand(session) and any(isinstance(e, HaiteiStarted) for e in log)


def human_haitei(session: HandSession) -> bool:
    """The 海底捞月 round has started and the human is the one to draw."""
    started = [e for e in session.hand.log if isinstance(e, HaiteiStarted)]
    return bool(started) and started[0].seat == Seat.HUMAN and not session.hand.haitei_picked


def offered(choice: Choice) -> Goal:
    """The human is being asked the stage feature's ``choice`` (nothing marked yet)."""

    def goal(session: HandSession) -> bool:
        phase = session.hand.phase
        return session.choosing and phase.choice is choice and not phase.marked

    return goal


def may_use(item: Choice) -> Goal:
    """The human's discard turn, well into the hand, with the table item ``item`` usable."""

    def goal(session: HandSession) -> bool:
        hand = session.hand
        if hand.to_act != Seat.HUMAN or hand.phase.kind is not PhaseKind.TURN or hand.move < 8:
            return False
        return any(a.item is item for a in session.legal())

    return goal
