"""What ``score_win`` returns, and its JSON form (DESIGN.md ``score`` output)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class FanAward:
    """A fan as scored: ``name`` is the Chinese name of RULES.md A7."""

    id: str
    name: str
    fan: int


@dataclass(frozen=True, slots=True)
class YakumanAward:
    id: str
    name: str
    tier: int


@dataclass(frozen=True, slots=True)
class ScoreResult:
    """A scored win, or ``win=False`` with a ``reason`` for a hand that is not a win.

    For a 役满, ``fans`` is empty and ``total_fan`` is the highest tier; for a capped hand
    (累计役满) ``total_fan`` is 13 and points 10000, while ``yakuman`` stays empty and
    ``yakuman_multiplier`` 0: the multiplier describes 役满 patterns, and there are none.
    """

    win: bool
    form: str | None = None
    fans: tuple[FanAward, ...] = ()
    yakuman: tuple[YakumanAward, ...] = ()
    yakuman_multiplier: int = 0
    total_fan: int = 0
    points: int = 0
    reason: str | None = None

    @property
    def award_ids(self) -> tuple[str, ...]:
        """The ids of every fan and 役满 awarded (for histograms and tests)."""
        return tuple(f.id for f in self.fans) + tuple(y.id for y in self.yakuman)

    def to_json(self) -> dict[str, Any]:
        """Exactly the DESIGN.md output object."""
        if not self.win:
            return {"win": False, "reason": self.reason}
        return {
            "win": True,
            "form": self.form,
            "fans": [{"id": f.id, "name": f.name, "fan": f.fan} for f in self.fans],
            "yakuman": [{"id": y.id, "name": y.name, "tier": y.tier} for y in self.yakuman],
            "yakuman_multiplier": self.yakuman_multiplier,
            "total_fan": self.total_fan,
            "points": self.points,
        }
