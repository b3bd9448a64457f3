"""Late in a long hand, the table at its fullest, for the overlap sweep and the pictures:
two-row ponds on both sides, melds on both sides, the player one discard from ready with
听牌一览 (Tab) open — and at the bean table eight flowers on one side
(``gb_table_late``; the arcade's twin ``table_late`` has no seat flowers: its 花牌 are
the shared indicators in the wall's centre).

The player's seat takes every 吃 and 碰 it is offered (and otherwise moves as 托管
would), the CPU plays as itself: a player who calls is how both sides get melds in one
hand. Eight flowers on one side is rare (one 72-tile hand in several thousand), so the
bean table's search starts at the first seed known to reach it from seed 1
(:data:`GB_LATE_FROM`) and, for another ``--seed``, tries :data:`GB_TRIES` seeds from
there before settling for the fullest state it found.
"""

from __future__ import annotations

from collections.abc import Callable

from mahjong2p.play.session import HandSession
from mahjong2p.rules.actions import ActionKind
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.phase import PhaseKind
from mahjong2p.scenes.aids.ready_hints import ready_discards
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.showcase.gb import showcase_flow, table_for
from mahjong2p.scenes.showcase.staged import STEP, settled_table
from mahjong2p.scenes.showcase.staging import play_until
from mahjong2p.seat import Seat

LATE_DISCARDS = 12  # each pond in its second row
ALL_FLOWERS = 8
GB_LATE_FROM = 3895  # from seed 1, the first hand reaching every mark of ``gb_table_late``
GB_TRIES = 300
CALLS = (ActionKind.CHI, ActionKind.PON)


def _marks(session: HandSession) -> int:
    """How much of the late picture the session's moment shows (0: not the player's
    discard turn late in the hand): melds both sides, ready, eight flowers on a side."""
    hand = session.hand
    if hand.is_over or hand.to_act != Seat.HUMAN or hand.phase.kind is not PhaseKind.TURN:
        return 0
    if min(len(s.discards) for s in hand.seats) < LATE_DISCARDS:
        return 0
    melds = all(s.melds for s in hand.seats)
    ready = bool(ready_discards(session.views[Seat.HUMAN]))
    flowers = max(len(s.flowers) for s in hand.seats) == ALL_FLOWERS
    return 1 + 4 * melds + 2 * ready + flowers


def play_calling(session: HandSession, stop: Callable[[HandSession], bool]) -> bool:
    """Both seats played to ``stop`` (or the hand's end), the player taking every call."""
    hand: Hand = session.hand
    while not hand.is_over and not stop(session):
        seat = hand.to_act
        assert seat is not None
        calls = [a for a in session.legal() if a.kind in CALLS] if seat == Seat.HUMAN else []
        if calls:
            session.apply(calls[0])
        else:
            session.agent_move(seat)
    return stop(session)


def gb_table_late(ctx: AppContext) -> float:
    flow = showcase_flow(ctx)
    full = 1 + 4 + 2 + 1
    best: tuple[int, int] = (0, 0)  # (marks, seed)
    start = ctx.seed - 1 + GB_LATE_FROM
    for seed in range(start, start + GB_TRIES):
        _, session = table_for(ctx, flow, seed)
        peak = [0]

        def seen(s: HandSession, peak: list[int] = peak) -> bool:
            peak[0] = max(peak[0], _marks(s))
            return peak[0] == full

        play_calling(session, seen)
        best = max(best, (peak[0], -seed))
        if best[0] == full:
            break
    table, session = table_for(ctx, flow, -best[1])
    play_calling(session, lambda s: _marks(s) == best[0])
    scene = flow.show_table(table, session)
    scene.catch_up()
    scene.update(0)
    scene.aids.expanded = True
    return 0


def table_late(ctx: AppContext) -> float:
    session = play_until(ctx.seed, lambda s: _marks(s) >= 1 + 4 + 2)
    scene = settled_table(ctx, session)
    scene.update(STEP)
    scene.aids.expanded = True
    return 0
