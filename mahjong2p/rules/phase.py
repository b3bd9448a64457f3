"""Where a hand stands: whose decision it is and what kind of decision."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class PhaseKind(Enum):
    TURN = "turn"  # the seat holds a 14-equivalent hand: discard, kong or 自摸
    REACTION = "reaction"  # the seat may win on, or call, the opponent's discard
    ROB_KONG = "rob_kong"  # the seat may rob the opponent's added kong (抢杠)
    HAITEI = "haitei"  # the seat picks face-down dead-pool tiles (海底捞月)
    ENDED = "ended"


@dataclass(frozen=True, slots=True)
class Phase:
    """``tile`` is the discard (REACTION) or the added tile (ROB_KONG); ``after_kong`` marks
    a turn that began with a replacement draw and ``after_call`` one that began with 吃/碰
    (no draw, so no 自摸 and no kong); ``draws_left`` counts 海底捞月 picks."""

    kind: PhaseKind
    seat: int
    tile: int | None = None
    after_kong: bool = False
    after_call: bool = False
    draws_left: int = 0


@dataclass(frozen=True, slots=True)
class HandConfig:
    """Per-hand switches that stages turn on (RULES.md A8/A9); the defaults are stage 1."""

    haitei_draws: int = 3
