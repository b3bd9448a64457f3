"""The numbers 战绩 shows for one mode, from the totals (the arcade's stages in the
statistics file, the rooms in the bean account) and the last hands."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from mahjong2p.progression.beans.stats import BeanStats
from mahjong2p.stats.record import HandLine, Mode, Result, Stats

TOP_FANS = 6


@dataclass(frozen=True, slots=True)
class Place:
    """A stage or a room: its name (stage number or room id), hands and wins."""

    name: str
    hands: int
    wins: int


@dataclass(frozen=True, slots=True)
class ModeSummary:
    """``win_rate`` over every hand kept in the totals; the shares and averages over the
    last hands (``recent`` of them); ``None`` where there is nothing to divide by."""

    hands: int
    win_rate: float | None
    recent: int
    self_draw_share: float | None
    deal_in_rate: float | None
    average_fan: float | None
    average_amount: float | None
    places: tuple[Place, ...]
    top_fans: tuple[tuple[str, int], ...]
    balances: tuple[int, ...]
    agreements: tuple[float, ...]
    takeover_hands: int = 0  # of the last hands, those 托管 played in: counted apart


def summary_of(
    every: Sequence[HandLine], places: Sequence[Place], fans: Mapping[str, int]
) -> ModeSummary:
    """The totals of ``places`` (every hand kept there), and the shares, averages and
    agreements of the last hands the player played alone (``every`` less those 托管
    played in, which are counted apart)."""
    hands = sum(p.hands for p in places)
    wins = sum(p.wins for p in places)
    lines = [line for line in every if not line.takeover]
    won = [line for line in lines if line.result is Result.WON]
    ranked = sorted(fans.items(), key=lambda item: (-item[1], item[0]))[:TOP_FANS]
    return ModeSummary(
        hands=hands,
        win_rate=wins / hands if hands else None,
        recent=len(lines),
        self_draw_share=sum(line.self_draw for line in won) / len(won) if won else None,
        deal_in_rate=sum(line.dealt_in for line in lines) / len(lines) if lines else None,
        average_fan=sum(line.fan for line in won) / len(won) if won else None,
        average_amount=sum(line.amount for line in lines) / len(lines) if lines else None,
        places=tuple(places),
        top_fans=tuple(ranked),
        balances=tuple(line.balance for line in lines),
        agreements=tuple(line.agreement for line in lines if line.agreement is not None),
        takeover_hands=len(every) - len(lines),
    )


def arcade_summary(stats: Stats) -> ModeSummary:
    places = [Place(name, t.hands, t.wins) for name, t in sorted(stats.stages.items())]
    fans: dict[str, int] = {}
    for totals in stats.stages.values():
        for fan, count in totals.fan_counts.items():
            fans[fan] = fans.get(fan, 0) + count
    return summary_of(stats.lines(Mode.ARCADE), places, fans)


def beans_summary(stats: Stats, rooms: BeanStats | None) -> ModeSummary:
    """The rooms' totals from the bean account (``None``: not opened yet — then the
    last hands stand in for them)."""
    lines = stats.lines(Mode.BEANS)
    if rooms is not None:
        places = [Place(name, r.hands, r.wins) for name, r in rooms.rooms.items()]
        return summary_of(lines, places, rooms.fan_counts)
    by_room: dict[str, list[HandLine]] = {}
    fans: dict[str, int] = {}
    for line in lines:
        by_room.setdefault(line.place, []).append(line)
        for fan in line.fans:
            fans[fan] = fans.get(fan, 0) + 1
    places = [
        Place(name, len(ls), sum(x.result is Result.WON for x in ls))
        for name, ls in by_room.items()
    ]
    return summary_of(lines, places, fans)
