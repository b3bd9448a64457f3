"""What a simulation counts, and its JSON form (DESIGN.md ``sim``)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from mahjong2p.rules.events import HaiteiStarted, Won
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.scoring import FANS, YAKUMAN

FAN_IDS = tuple(entry.spec.id for entry in FANS + YAKUMAN)


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile (``share`` in 0–1) of ``values``; 0 for none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


@dataclass
class SimStats:
    """Totals over the hands played; ``decision_s`` holds every agent decision's time."""

    hands: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])
    points: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0
    haitei_rounds: int = 0
    haitei_wins: int = 0
    rigged_deals: int = 0
    fan_histogram: dict[str, int] = field(default_factory=lambda: dict.fromkeys(FAN_IDS, 0))
    decision_s: list[float] = field(default_factory=list)
    elapsed_s: float = 0.0
    invariant_error: str | None = None

    def record(self, hand: Hand, rigged: bool = False) -> None:
        """Count one ended hand from its event log; ``rigged``: a stage's rigged deal."""
        self.hands += 1
        self.rigged_deals += rigged
        won = None
        for event in hand.log:
            if isinstance(event, HaiteiStarted):
                self.haitei_rounds += 1
            elif isinstance(event, Won):
                won = event
        if won is None:
            self.draws += 1
            return
        self.wins[won.seat] += 1
        self.points[won.seat] += won.score.points
        award_ids = hand.rules.scoring.award_ids(won.score)
        self.haitei_wins += "hai_di_lao_yue" in award_ids
        for fan_id in award_ids:
            self.fan_histogram[fan_id] = self.fan_histogram.get(fan_id, 0) + 1

    @property
    def win_share(self) -> float | None:
        """Seat 0's share of the decided hands (None when every hand was drawn)."""
        decided = sum(self.wins)
        return self.wins[0] / decided if decided else None

    def to_json(self, seed: int, policies: tuple[str, str], stage: int | None) -> dict[str, Any]:
        """The DESIGN.md keys first, then the extras (policies, points, seat 0's share)."""
        timings_ms = [s * 1000 for s in self.decision_s]
        mean = sum(timings_ms) / len(timings_ms) if timings_ms else 0.0
        return {
            "hands": self.hands,
            "seed": seed,
            "hands_per_s": round(self.hands / self.elapsed_s, 1) if self.elapsed_s else 0.0,
            "wins": list(self.wins),
            "draws": self.draws,
            "haitei_rounds": self.haitei_rounds,
            "fan_histogram": dict(self.fan_histogram),
            "decision_ms": {"mean": round(mean, 3), "p99": round(percentile(timings_ms, 0.99), 3)},
            "invariants_ok": self.invariant_error is None,
            "invariant_error": self.invariant_error,
            "policies": list(policies),
            "stage": stage,
            "seat0_win_share": None if self.win_share is None else round(self.win_share, 4),
            "points": list(self.points),
            "haitei_wins": self.haitei_wins,
            "rigged_deals": self.rigged_deals,
            "decisions": len(self.decision_s),
            "elapsed_s": round(self.elapsed_s, 3),
        }
