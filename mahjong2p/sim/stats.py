"""What a simulation counts, and its JSON form (DESIGN.md ``sim``)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from mahjong2p.rules.events import HaiteiStarted, Won
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.scoring import FANS, YAKUMAN

FAN_IDS = tuple(entry.spec.id for entry in FANS + YAKUMAN)


# Decision times fall into buckets 1 % wide on a log scale; a quantile is read as the
# geometric middle of its bucket, so it is within half a percent of the exact one.
BUCKET_RATIO = 1.01
SMALLEST_S = 1e-7
_LOG_BUCKET_RATIO = math.log(BUCKET_RATIO)


class DecisionTimes:
    """Every decision's time folded into a histogram as it comes (``append``, like the
    list it replaces): count, mean and maximum exact, quantiles within
    :data:`BUCKET_RATIO`, and memory that does not grow with the number of decisions."""

    def __init__(self) -> None:
        self.count = 0
        self.total_s = 0.0
        self.max_s = 0.0
        self._buckets: dict[int, int] = {}

    def append(self, seconds: float) -> None:
        self.count += 1
        self.total_s += seconds
        if seconds > self.max_s:
            self.max_s = seconds
        # math.log(x, base) is log(x) / log(base), bit for bit: the base's log done once
        ratio = seconds / SMALLEST_S if seconds > SMALLEST_S else 1.0
        bucket = math.floor(math.log(ratio) / _LOG_BUCKET_RATIO)
        buckets = self._buckets
        buckets[bucket] = buckets.get(bucket, 0) + 1

    def __len__(self) -> int:
        return self.count

    def merge(self, other: DecisionTimes) -> None:
        """Fold in the decisions of another run (a block played in another process)."""
        self.count += other.count
        self.total_s += other.total_s
        self.max_s = max(self.max_s, other.max_s)
        for bucket, n in other._buckets.items():
            self._buckets[bucket] = self._buckets.get(bucket, 0) + n

    @property
    def mean_s(self) -> float:
        return self.total_s / self.count if self.count else 0.0

    def quantile(self, share: float) -> float:
        """The nearest-rank quantile (``share`` in 0–1) in seconds, to within half a
        bucket; 0 for no decisions."""
        rank = max(1, math.ceil(share * self.count))
        seen = 0
        for bucket in sorted(self._buckets):
            seen += self._buckets[bucket]
            if seen >= rank:
                middle = SMALLEST_S * BUCKET_RATIO ** (bucket + 0.5)
                return min(middle, self.max_s)
        return 0.0


@dataclass
class SimStats:
    """Totals over the hands played; ``decision_s`` folds in every agent decision's time."""

    hands: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])
    points: list[int] = field(default_factory=lambda: [0, 0])
    points_squared: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0
    haitei_rounds: int = 0
    haitei_wins: int = 0
    rigged_deals: int = 0
    fan_histogram: dict[str, int] = field(default_factory=lambda: dict.fromkeys(FAN_IDS, 0))
    decision_s: DecisionTimes = field(default_factory=DecisionTimes)
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
        self.points_squared[won.seat] += won.score.points**2
        award_ids = hand.rules.scoring.award_ids(won.score)
        self.haitei_wins += "hai_di_lao_yue" in award_ids
        for fan_id in award_ids:
            self.fan_histogram[fan_id] = self.fan_histogram.get(fan_id, 0) + 1

    def merge(self, other: SimStats) -> None:
        """Add the hands of the block that followed these (``sim --jobs``): the totals as
        if one run had played both, the fans in the order they first came up."""
        self.hands += other.hands
        for seat in (0, 1):
            self.wins[seat] += other.wins[seat]
            self.points[seat] += other.points[seat]
            self.points_squared[seat] += other.points_squared[seat]
        self.draws += other.draws
        self.haitei_rounds += other.haitei_rounds
        self.haitei_wins += other.haitei_wins
        self.rigged_deals += other.rigged_deals
        for fan_id, n in other.fan_histogram.items():
            self.fan_histogram[fan_id] = self.fan_histogram.get(fan_id, 0) + n
        self.decision_s.merge(other.decision_s)
        self.invariant_error = self.invariant_error or other.invariant_error

    @property
    def win_share(self) -> float | None:
        """Seat 0's share of the decided hands (None when every hand was drawn)."""
        decided = sum(self.wins)
        return self.wins[0] / decided if decided else None

    def points_per_hand(self, seat: int) -> dict[str, float]:
        """Mean points per hand played (draws and losses score 0) and its standard error."""
        if not self.hands:
            return {"mean": 0.0, "se": 0.0}
        mean = self.points[seat] / self.hands
        variance = max(self.points_squared[seat] / self.hands - mean**2, 0.0)
        spread = math.sqrt(variance / (self.hands - 1)) if self.hands > 1 else 0.0
        return {"mean": round(mean, 2), "se": round(spread, 2)}

    def to_json(self, seed: int, policies: tuple[str, str], stage: int | None) -> dict[str, Any]:
        """The DESIGN.md keys first, then the extras (policies, points, seat 0's share,
        each seat's points per hand with its standard error)."""
        times = self.decision_s
        return {
            "hands": self.hands,
            "seed": seed,
            "hands_per_s": round(self.hands / self.elapsed_s, 1) if self.elapsed_s else 0.0,
            "wins": list(self.wins),
            "draws": self.draws,
            "haitei_rounds": self.haitei_rounds,
            "fan_histogram": dict(self.fan_histogram),
            "decision_ms": {
                "mean": round(times.mean_s * 1000, 3),
                "p99": round(times.quantile(0.99) * 1000, 3),
            },
            "invariants_ok": self.invariant_error is None,
            "invariant_error": self.invariant_error,
            "policies": list(policies),
            "stage": stage,
            "seat0_win_share": None if self.win_share is None else round(self.win_share, 4),
            "points": list(self.points),
            "haitei_wins": self.haitei_wins,
            "rigged_deals": self.rigged_deals,
            "decisions": times.count,
            "elapsed_s": round(self.elapsed_s, 3),
            "points_per_hand": [self.points_per_hand(seat) for seat in (0, 1)],
        }
