"""The statistics file's records (format 1): the arcade's totals per stage, and the last
:data:`LAST_N` hands of each mode, each one line; JSON both ways, every value checked.

The 欢乐豆 rooms' totals (hands, wins, beans, fans won with) are the bean account's
(``beans.json``): this file keeps only what that record has not — the last hands, for the
charts, the 自摸 and deal-in shares and the review's agreement.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from mahjong2p.store.fields import MAX_AMOUNT, Fields

FORMAT = 1
LAST_N = 200
MAX_FANS = 64  # fan ids on one line (a hand scores far fewer)
MODES = ("arcade", "beans")
RESULTS = ("won", "lost", "drawn")

TAKEOVER = "takeover"  # an optional key of a line (a file written before it: none)


class StatsError(ValueError):
    """A statistics file that cannot be used; one line naming what is wrong."""


@dataclass(frozen=True, slots=True)
class HandLine:
    """One finished hand: ``place`` is the stage number or the room id; ``amount`` what
    the hand scored for the player (arcade: the win's points, 0 otherwise; beans: the
    beans it moved, ±); ``balance`` credits or beans after it; ``agreement`` the 复盘's
    share of agreed decisions, once the review has run; ``takeover``: 托管 chose some of
    the player's decisions (the shares and averages count such hands apart)."""

    key: str
    mode: str
    place: str
    result: str
    self_draw: bool
    dealt_in: bool
    fan: int
    amount: int
    balance: int
    fans: tuple[str, ...] = ()
    agreement: float | None = None
    takeover: bool = False


@dataclass(frozen=True, slots=True)
class StageTotals:
    hands: int = 0
    wins: int = 0
    fan_counts: dict[str, int] = field(default_factory=dict)

    def with_line(self, line: HandLine) -> StageTotals:
        counts = dict(self.fan_counts)
        for fan in line.fans:
            counts[fan] = counts.get(fan, 0) + 1
        return StageTotals(self.hands + 1, self.wins + (line.result == "won"), counts)


@dataclass(frozen=True, slots=True)
class Stats:
    stages: dict[str, StageTotals] = field(default_factory=dict)
    recent: tuple[HandLine, ...] = ()

    def with_line(self, line: HandLine) -> Stats:
        """One more hand (a hand already kept — the same key — changes nothing)."""
        if any(old.key == line.key for old in self.recent):
            return self
        stages = dict(self.stages)
        if line.mode == "arcade":
            stages[line.place] = stages.get(line.place, StageTotals()).with_line(line)
        return Stats(stages, _last_of_each_mode((*self.recent, line)))

    def with_agreement(self, key: str, agreement: float) -> Stats:
        recent = tuple(replace(h, agreement=agreement) if h.key == key else h for h in self.recent)
        return replace(self, recent=recent)

    def lines(self, mode: str) -> list[HandLine]:
        return [line for line in self.recent if line.mode == mode]


def _last_of_each_mode(lines: tuple[HandLine, ...]) -> tuple[HandLine, ...]:
    """The newest :data:`LAST_N` lines of each mode, in order: a run of bean hands never
    pushes the arcade's recent hands (its shares and charts) out of the file."""
    seen = dict.fromkeys(MODES, 0)
    kept: list[HandLine] = []
    for line in reversed(lines):
        if seen.get(line.mode, 0) < LAST_N:
            seen[line.mode] = seen.get(line.mode, 0) + 1
            kept.append(line)
    return tuple(reversed(kept))


def stats_to_json(stats: Stats) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "stages": {
            place: {
                "hands": t.hands,
                "wins": t.wins,
                "fan_counts": dict(sorted(t.fan_counts.items())),
            }
            for place, t in sorted(stats.stages.items())
        },
        "recent": [_line_to_json(line) for line in stats.recent],
    }


def _line_to_json(line: HandLine) -> dict[str, Any]:
    return {
        "key": line.key,
        "mode": line.mode,
        "place": line.place,
        "result": line.result,
        "self_draw": line.self_draw,
        "dealt_in": line.dealt_in,
        "fan": line.fan,
        "amount": line.amount,
        "balance": line.balance,
        "fans": list(line.fans),
        "agreement": line.agreement,
        **({TAKEOVER: True} if line.takeover else {}),
    }


def stats_from_json(data: Any) -> Stats:
    """The statistics in parsed JSON ``data``; :class:`StatsError` naming the first bad key."""
    if not isinstance(data, dict):
        raise StatsError("not a JSON object")
    if data.get("format") != FORMAT:
        raise StatsError(f"format is not {FORMAT}")
    top = Fields(data, lambda key, problem: StatsError(f"{key}: {problem}"))
    top.integer("format")
    stages_table = top.table("stages", noun="stage")
    stages = {}
    for place in list(data["stages"]):
        t = stages_table.table(place)
        counts_table = t.table("fan_counts", noun="fan")
        counts = {
            fan: counts_table.integer(fan, maximum=MAX_AMOUNT)
            for fan in list(data["stages"][place]["fan_counts"])
        }
        stages[place] = StageTotals(
            t.integer("hands", maximum=MAX_AMOUNT), t.integer("wins", maximum=MAX_AMOUNT), counts
        )
        counts_table.finish()
        t.finish()
    stages_table.finish()
    entries = top.entries("recent")
    if len(entries) > LAST_N * len(MODES):
        raise StatsError(f"recent: more than {LAST_N} hands a mode")
    recent = tuple(_line_from_json(entry) for entry in entries)
    top.finish()
    return Stats(stages, recent)


def _line_from_json(entry: Any) -> HandLine:
    if not isinstance(entry, dict):
        raise StatsError("recent: a hand is not an object")
    line = Fields(entry, lambda key, problem: StatsError(f"recent.{key}: {problem}"))
    mode, result = line.one_of("mode", MODES), line.one_of("result", RESULTS)
    fans = line.entries("fans")
    if len(fans) > MAX_FANS or not all(isinstance(f, str) and len(f) <= 40 for f in fans):
        raise line.error("fans", "must be a list of fan ids")
    agreement = None if line.is_null("agreement") else line.probability("agreement")
    built = HandLine(
        key=line.text("key", max_length=80),
        mode=mode,
        place=line.text("place", max_length=40),
        result=result,
        self_draw=line.flag("self_draw"),
        dealt_in=line.flag("dealt_in"),
        fan=line.integer("fan", maximum=MAX_AMOUNT),
        amount=line.integer("amount", minimum=-MAX_AMOUNT, maximum=MAX_AMOUNT),
        balance=line.integer("balance", minimum=-MAX_AMOUNT, maximum=MAX_AMOUNT),
        fans=tuple(fans),
        agreement=agreement,
        takeover=line.has(TAKEOVER) and line.flag(TAKEOVER),
    )
    line.finish()
    return built
