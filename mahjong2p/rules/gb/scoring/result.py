"""What ``score_gb`` returns, and its JSON form (DESIGN.md ``score`` with ``"ruleset": "gb"``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

POINTS_CAP = 13  # RULES.md B6: 每1番为1分, 13分封顶
DEFAULT_MINIMUM = 8  # 起和 (RULES.md B5; the rooms may set another)


@dataclass(frozen=True, slots=True)
class GbFan:
    """A fan as scored: ``fan`` is the value of one occurrence, ``count`` how many."""

    id: str
    name: str
    name_en: str
    fan: int
    count: int


@dataclass(frozen=True, slots=True)
class GbScore:
    """A scored 国标 win, or ``win=False`` with a ``reason``.

    ``fans`` is the reading that scores most, flowers last as ``flower_tiles``;
    ``fan_without_flowers`` is what 起和 is judged on (RULES.md B5).
    """

    win: bool
    reason: str = ""
    form: str = ""
    fans: tuple[GbFan, ...] = ()
    total_fan: int = 0
    fan_without_flowers: int = 0
    points: int = 0

    def meets(self, minimum: int) -> bool:
        """Whether this win may be declared under a 起和 of ``minimum`` fan."""
        return self.win and self.fan_without_flowers >= minimum

    @property
    def fan_ids(self) -> tuple[str, ...]:
        return tuple(f.id for f in self.fans)

    def to_json(self, minimum: int) -> dict[str, Any]:
        """Exactly the DESIGN.md output object."""
        if not self.win:
            return {"win": False, "ruleset": "gb", "reason": self.reason}
        return {
            "win": True,
            "ruleset": "gb",
            "form": self.form,
            "fans": [
                {"id": f.id, "name": f.name, "fan": f.fan, "count": f.count} for f in self.fans
            ],
            "total_fan": self.total_fan,
            "meets_minimum": self.meets(minimum),
            "points": self.points,
        }
