"""The statistics file's records (format 1): the arcade's totals per stage, and the last
:data:`LAST_N` hands of each mode, each one line; JSON both ways, every value checked.

The 欢乐豆 rooms' totals (hands, wins, beans, fans won with) are the bean account's
(``beans.json``): this file keeps only what that record has not — the last hands, for the
charts, the 自摸 and deal-in shares and the review's agreement.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Annotated, Any

from mahjong2p.codec.core import decode, encode
from mahjong2p.codec.fields import MAX_AMOUNT, Fields
from mahjong2p.codec.marks import Bounds, Entries, MaxLength, Probability, Stored

FORMAT = 1
LAST_N = 200
MAX_FANS = 64  # fan ids on one line (a hand scores far fewer)


class Mode(Enum):
    """The game a hand was played in (its word in the file)."""

    ARCADE = "arcade"
    BEANS = "beans"


class Result(Enum):
    """How a hand ended for the player."""

    WON = "won"
    LOST = "lost"
    DRAWN = "drawn"


EARLY = Stored(early=True)  # read first, as before: of several problems, the same one named
Amount = Annotated[int, Bounds(0, MAX_AMOUNT)]
SignedAmount = Annotated[int, Bounds(-MAX_AMOUNT, MAX_AMOUNT)]
FanIds = Annotated[
    tuple[Annotated[str, MaxLength(40)], ...], Entries("must be a list of fan ids", MAX_FANS)
]


class StatsError(ValueError):
    """A statistics file that cannot be used; one line naming what is wrong."""


@dataclass(frozen=True, slots=True)
class HandLine:
    """One finished hand: ``place`` is the stage number or the room id; ``amount`` what
    the hand scored for the player (arcade: the win's points, 0 otherwise; beans: the
    beans it moved, ±); ``balance`` credits or beans after it; ``agreement`` the 复盘's
    share of agreed decisions, once the review has run; ``takeover``: 托管 chose some of
    the player's decisions (the shares and averages count such hands apart)."""

    key: Annotated[str, MaxLength(80)]
    mode: Annotated[Mode, EARLY]
    place: Annotated[str, MaxLength(40)]
    result: Annotated[Result, EARLY]
    self_draw: bool
    dealt_in: bool
    fan: Amount
    amount: SignedAmount
    balance: SignedAmount
    fans: Annotated[FanIds, EARLY] = ()
    agreement: Annotated[float | None, EARLY, Probability()] = None
    # an optional key (a file written before it: none; a hand without it: none written)
    takeover: Annotated[bool, Stored(since=True, omit_default=True)] = False


@dataclass(frozen=True, slots=True)
class StageTotals:
    hands: Amount = 0
    wins: Amount = 0
    fan_counts: Annotated[dict[str, Amount], Stored(noun="fan", sort=True, early=True)] = field(
        default_factory=dict
    )

    def with_line(self, line: HandLine) -> StageTotals:
        counts = dict(self.fan_counts)
        for fan in line.fans:
            counts[fan] = counts.get(fan, 0) + 1
        return StageTotals(self.hands + 1, self.wins + (line.result is Result.WON), counts)


@dataclass(frozen=True, slots=True)
class Stats:
    stages: Annotated[dict[str, StageTotals], Stored(noun="stage", sort=True)] = field(
        default_factory=dict
    )
    recent: Annotated[
        tuple[HandLine, ...], Stored(indexed=False), Entries("a hand is not an object")
    ] = ()

    def with_line(self, line: HandLine) -> Stats:
        """One more hand (a hand already kept — the same key — changes nothing)."""
        if any(old.key == line.key for old in self.recent):
            return self
        stages = dict(self.stages)
        if line.mode is Mode.ARCADE:
            stages[line.place] = stages.get(line.place, StageTotals()).with_line(line)
        return Stats(stages, _last_of_each_mode((*self.recent, line)))

    def with_agreement(self, key: str, agreement: float) -> Stats:
        recent = tuple(replace(h, agreement=agreement) if h.key == key else h for h in self.recent)
        return replace(self, recent=recent)

    def lines(self, mode: Mode) -> list[HandLine]:
        return [line for line in self.recent if line.mode is mode]


def _last_of_each_mode(lines: tuple[HandLine, ...]) -> tuple[HandLine, ...]:
    """The newest :data:`LAST_N` lines of each mode, in order: a run of bean hands never
    pushes the arcade's recent hands (its shares and charts) out of the file."""
    seen = dict.fromkeys(Mode, 0)
    kept: list[HandLine] = []
    for line in reversed(lines):
        if seen[line.mode] < LAST_N:
            seen[line.mode] += 1
            kept.append(line)
    return tuple(reversed(kept))


def stats_to_json(stats: Stats) -> dict[str, Any]:
    return {"format": FORMAT, **encode(stats)}


def stats_from_json(data: Any) -> Stats:
    """The statistics in parsed JSON ``data``; :class:`StatsError` naming the first bad key."""
    if not isinstance(data, dict):
        raise StatsError("not a JSON object")
    if data.get("format") != FORMAT:
        raise StatsError(f"format is not {FORMAT}")
    recent = data.get("recent")
    if isinstance(recent, list) and len(recent) > LAST_N * len(Mode):
        raise StatsError(f"recent: more than {LAST_N} hands a mode")
    top = Fields(data, lambda key, problem: StatsError(f"{key}: {problem}"))
    top.integer("format")
    return decode(Stats, top)
