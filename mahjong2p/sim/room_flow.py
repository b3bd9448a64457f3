"""``sim --ruleset gb --room ID``: a 欢乐豆 room as a player would feel it (issue 15).

The room's CPU (seat 1) plays the strong-player model (seat 0) with the room's rule set
(``levels/rooms.toml``: its minimum fan and settlement multipliers) and no 逃跑. Besides the
usual report it gives the bean flow of the player's seat:

- **beans per hand** at the room's rate, ± its standard error over the hands: what each
  hand's settlement asks (points × 3 or × 1 × rate, + for a player's win, − for the CPU's),
  the room's long-run price, whatever the player holds;
- **sessions**: the hands cut into consecutive sessions of :data:`SESSION_HANDS`, each
  replayed in beans from the room's ``entry_min`` (the least a player may sit down with)
  through the real settlement (the player never pays more than they hold, the house covers
  the CPU). A session that falls below the entry could not stay in the room: it is
  **broke** and ends there with what it had. The beans at each session's end — median,
  p10, p90 (``statistics.quantiles``, inclusive) — are what a player would carry away.

The CPU's decision time is measured per seat in process time (a load-independent figure
on a shared machine), as the ladder does (:mod:`mahjong2p.sim.gb_ladder`).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from mahjong2p.ai.agent import Agent
from mahjong2p.progression.beans.access import SeatAfterHand, seat_after_hand
from mahjong2p.progression.beans.settle import (
    Party,
    Purses,
    WinSettlement,
    cpu_for_next_hand,
    cpu_purse,
    settle_win,
)
from mahjong2p.progression.rooms import BeanRules, Room
from mahjong2p.rules.events import Won
from mahjong2p.rules.hand import Hand
from mahjong2p.seat import Seat
from mahjong2p.sim.gb_ladder import Watched
from mahjong2p.sim.session import SimConfig, WinTally
from mahjong2p.sim.stats import DecisionTimes

SESSION_HANDS = 50
# The strong-player model that sits in the player's seat unless ``--seat0`` says otherwise.
PLAYER_POLICY = "expert"


@dataclass(frozen=True, slots=True)
class HandResult:
    """One hand from the player's side: who won (``None``: a drawn hand) and the win."""

    winner: Party | None
    win: Won | None


@dataclass(frozen=True)
class RoomConfig(SimConfig):
    """A :class:`SimConfig` whose agents are also timed per seat in process time."""

    seat_times: tuple[DecisionTimes, DecisionTimes] = field(
        default_factory=lambda: (DecisionTimes(), DecisionTimes()), compare=False
    )

    def agents(self, times: DecisionTimes, block: int = 0) -> list[Agent]:
        agents = super().agents(times, block)
        return [
            Watched(agent, seat_times.append)
            for agent, seat_times in zip(agents, self.seat_times, strict=True)
        ]

    def timings(self) -> tuple[DecisionTimes, ...]:
        return self.seat_times


class BeanFlowTally(WinTally):
    """The usual gb tally, plus each hand's result for the bean flow."""

    def __init__(self, config: RoomConfig) -> None:
        super().__init__(config.rules)
        self.results: list[HandResult] = []

    def merge(self, other: WinTally) -> None:
        super().merge(other)
        assert isinstance(other, BeanFlowTally)
        self.results += other.results

    def record(self, hand: Hand) -> None:
        super().record(hand)
        self.results.append(hand_result(hand))


def hand_result(hand: Hand) -> HandResult:
    """An ended hand from the player's side."""
    won = next((e for e in hand.log if isinstance(e, Won)), None)
    winner = None if won is None else (Party.PLAYER if won.seat == Seat.HUMAN else Party.CPU)
    return HandResult(winner, won)


def hand_flow(rules: BeanRules, room: Room, result: HandResult) -> int:
    """The beans a hand's settlement asks, from the player's side (unclipped)."""
    if result.winner is None or result.win is None:
        return 0
    due = _settled(rules, room, result, Purses(0, 0)).payment.due
    return due if result.winner is Party.PLAYER else -due


def session_end(rules: BeanRules, room: Room, results: Sequence[HandResult]) -> tuple[int, bool]:
    """The player's beans after a session of ``results`` from the room's entry, and whether
    it went broke (fell below the entry and had to leave, ending the session there)."""
    purses = Purses(room.entry_min, cpu_purse(rules, room))
    for result in results:
        purses = Purses(purses.player, cpu_for_next_hand(rules, room, purses.cpu))
        if result.winner is not None:
            purses = _settled(rules, room, result, purses).payment.after
        if seat_after_hand(rules, room, purses.player) is not SeatAfterHand.STAY:
            return purses.player, True
    return purses.player, False


def _settled(rules: BeanRules, room: Room, result: HandResult, before: Purses) -> WinSettlement:
    assert result.winner is not None and result.win is not None
    score = result.win.score
    return settle_win(rules, room, result.winner, score.total_fan, result.win.win_by, before)


def bean_flow(rules: BeanRules, room: Room, results: Sequence[HandResult]) -> dict[str, Any]:
    """The ``room`` part of the report (see the module docstring)."""
    flows = [hand_flow(rules, room, r) for r in results]
    n = len(flows)
    sessions = [
        session_end(rules, room, results[start : start + SESSION_HANDS])
        for start in range(0, n - SESSION_HANDS + 1, SESSION_HANDS)
    ]
    ends = [beans for beans, _ in sessions]
    return {
        "id": room.id,
        "rate": room.rate,
        "entry_min": room.entry_min,
        "beans_per_hand": round(statistics.fmean(flows), 2) if n else None,
        "beans_per_hand_se": round(statistics.stdev(flows) / math.sqrt(n), 2) if n > 1 else None,
        "session_hands": SESSION_HANDS,
        "session_start": room.entry_min,
        "sessions": len(sessions),
        "broke_sessions": sum(broke for _, broke in sessions),
        "beans_after_session": _spread(ends),
    }


def _spread(values: list[int]) -> dict[str, float] | None:
    """Median, p10 and p90 of ``values`` (``None`` for none)."""
    if not values:
        return None
    if len(values) == 1:
        return {"median": values[0], "p10": values[0], "p90": values[0]}
    cuts = statistics.quantiles(values, n=10, method="inclusive")
    return {"median": statistics.median(values), "p10": cuts[0], "p90": cuts[-1]}


def seat_decisions(config: RoomConfig) -> list[dict[str, float]]:
    """Each seat's decision CPU time, p50 and p99 in milliseconds."""
    return [
        {"p50": round(t.quantile(0.5) * 1000, 3), "p99": round(t.quantile(0.99) * 1000, 3)}
        for t in config.seat_times
    ]


def room_lines(room: dict[str, Any], decisions: list[dict[str, float]]) -> list[str]:
    """The room part of the readable report."""
    spread = room["beans_after_session"]
    after = (
        "no whole session"
        if spread is None
        else f"median {spread['median']}, p10 {spread['p10']}, p90 {spread['p90']}"
    )
    return [
        f"room           {room['id']} (rate {room['rate']}, entry {room['entry_min']})",
        f"beans / hand   {room['beans_per_hand']} ± {room['beans_per_hand_se']} (player's seat)",
        f"sessions       {room['sessions']} of {room['session_hands']} hands from "
        f"{room['session_start']}: {room['broke_sessions']} broke",
        f"beans after    {after}",
        "decision cpu   "
        + " / ".join(f"p50 {d['p50']} ms, p99 {d['p99']} ms" for d in decisions)
        + " (seat 0 / 1)",
    ]
