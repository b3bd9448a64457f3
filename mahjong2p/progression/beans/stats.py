"""The player's 欢乐豆 statistics: a record per room and the fans they have won with.

The totals (hands, wins, biggest win) are computed from the per-room records rather than
stored beside them, so the saved numbers can never disagree with each other.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from types import MappingProxyType


class HandResult(Enum):
    """A hand as the player lived it."""

    WON = "won"
    LOST = "lost"  # the CPU won
    DRAWN = "drawn"  # 荒牌
    ESCAPED = "escaped"  # 逃跑: the player left through the menu


@dataclass(frozen=True, slots=True)
class RoomRecord:
    """One room's history: hands by result and the beans that changed hands."""

    hands: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    escapes: int = 0
    beans_won: int = 0
    beans_lost: int = 0
    biggest_win: int = 0

    @property
    def net(self) -> int:
        return self.beans_won - self.beans_lost

    def with_hand(self, result: HandResult, beans_delta: int) -> RoomRecord:
        """This record after one more hand that changed the player's beans by ``beans_delta``."""
        won, lost = max(beans_delta, 0), max(-beans_delta, 0)
        return replace(
            self,
            hands=self.hands + 1,
            wins=self.wins + (result is HandResult.WON),
            losses=self.losses + (result is HandResult.LOST),
            draws=self.draws + (result is HandResult.DRAWN),
            escapes=self.escapes + (result is HandResult.ESCAPED),
            beans_won=self.beans_won + won,
            beans_lost=self.beans_lost + lost,
            biggest_win=max(self.biggest_win, won if result is HandResult.WON else 0),
        )


def _frozen(mapping: Mapping[str, object]) -> Mapping[str, object]:
    """A read-only copy in key order, so equal statistics save to equal files."""
    return MappingProxyType(dict(sorted(mapping.items())))


@dataclass(frozen=True, slots=True)
class BeanStats:
    """``rooms``: room id → record; ``fan_counts``: fan id → the winning hands that had it."""

    rooms: Mapping[str, RoomRecord] = field(default_factory=dict)
    fan_counts: Mapping[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "rooms", _frozen(self.rooms))
        object.__setattr__(self, "fan_counts", _frozen(self.fan_counts))

    @property
    def hands(self) -> int:
        return sum(r.hands for r in self.rooms.values())

    @property
    def wins(self) -> int:
        return sum(r.wins for r in self.rooms.values())

    @property
    def biggest_win(self) -> int:
        return max((r.biggest_win for r in self.rooms.values()), default=0)

    def with_hand(
        self, room_id: str, result: HandResult, beans_delta: int, fan_ids: Iterable[str] = ()
    ) -> BeanStats:
        """The statistics after one hand in ``room_id``; ``fan_ids`` are the fans of the
        player's win (each counted once per hand, whatever its count in the hand)."""
        record = self.rooms.get(room_id, RoomRecord()).with_hand(result, beans_delta)
        counts = dict(self.fan_counts)
        for fan_id in sorted(set(fan_ids)):
            counts[fan_id] = counts.get(fan_id, 0) + 1
        return BeanStats({**self.rooms, room_id: record}, counts)

    def __hash__(self) -> int:
        return hash((tuple(self.rooms.items()), tuple(self.fan_counts.items())))
