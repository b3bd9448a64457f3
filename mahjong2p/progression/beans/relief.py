"""破产补助 (RULES.md B6): a player below the lowest entry is brought back up to the relief
amount, a limited number of times per calendar day.

Only the uses of the latest day are kept. The count starts again only when the local date
moves forward past the day of the last use: a date before it (the clock moved back, or the
time zone switched to one behind) counts as that same day, so it never gives more reliefs,
and the day kept never moves back. The day is the caller's (the player's local calendar
date), never read here, so the rule is testable and the same on every machine.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from enum import Enum

from mahjong2p.progression.beans.access import is_broke
from mahjong2p.progression.rooms import BeanRules


@dataclass(frozen=True, slots=True)
class ReliefUse:
    """How many reliefs were taken on ``day`` (``None``: never)."""

    day: datetime.date | None = None
    used: int = 0

    def used_on(self, today: datetime.date) -> int:
        """The uses that count ``today``: none once the date has moved past the last use's
        day; all of them on that day or any date before it."""
        return 0 if self.day is None or today > self.day else self.used

    def day_of_use(self, today: datetime.date) -> datetime.date:
        """The day a use ``today`` is kept under: never earlier than the last one's."""
        return today if self.day is None else max(self.day, today)


class ReliefRefusal(Enum):
    NOT_BROKE = "not_broke"  # the player can still sit in a room
    USED_UP = "used_up"  # today's reliefs are all taken


class ReliefRefusedError(ValueError):
    def __init__(self, refusal: ReliefRefusal) -> None:
        super().__init__(f"破产补助 refused: {refusal.value}")
        self.refusal = refusal


def relief_left(rules: BeanRules, use: ReliefUse, today: datetime.date) -> int:
    return max(0, rules.relief.per_day - use.used_on(today))


def relief_refusal(
    rules: BeanRules, beans: int, use: ReliefUse, today: datetime.date
) -> ReliefRefusal | None:
    """Why the player may not take 破产补助 now, or ``None`` when they may."""
    if not is_broke(rules, beans):
        return ReliefRefusal.NOT_BROKE
    if relief_left(rules, use, today) == 0:
        return ReliefRefusal.USED_UP
    return None


def take_relief(
    rules: BeanRules, beans: int, use: ReliefUse, today: datetime.date
) -> tuple[int, ReliefUse]:
    """The beans after the relief and the updated use; :class:`ReliefRefusedError` when
    :func:`relief_refusal` says no."""
    refusal = relief_refusal(rules, beans, use, today)
    if refusal is not None:
        raise ReliefRefusedError(refusal)
    return rules.relief.top_up_to, ReliefUse(use.day_of_use(today), use.used_on(today) + 1)
