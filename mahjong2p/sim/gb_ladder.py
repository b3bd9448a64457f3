"""The 72-tile CPU's ladder (docs/ai.md, "What it measures now"): two policies on the same
walls with the seats swapped, in beans, plus what a reviewer of the 8-fan minimum wants to
see.

``python -m mahjong2p.sim.gb_ladder A B --pairs N --seed S [--budget SECONDS]`` prints
one JSON object: A's beans per hand (points × 3 for 自摸, × 1 for 点和, before the room's
rate) with its standard error over the seat-swapped pairs, A's share of the decided hands,
the win totals of each policy (fan without flowers, with flowers, points), how often a
tile completed a policy's shape but could not be won on because the hand fell short of
起和 (per tile, and per hand with such a tile), where each policy's beans came from (won by
自摸 and by 点和 a hand, its share of hands dealt in, its own draws when it won: issue 40
item 5), and each policy's decision CPU time (mean, p50, p99, process time: a
load-independent figure on a shared machine). ``--budget`` stops after that many CPU
seconds with the pairs played so far; a line is printed every 50 pairs, the last line is
the result.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.decisions import WIN_KINDS
from mahjong2p.play.loop import play_hand
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.events import Discarded, Drew, Event, Won
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.shape import is_winning_hand
from mahjong2p.rules.tiles import counts_of, is_flower, kind_of
from mahjong2p.rules.view import PlayerView
from mahjong2p.sim.candidates import NAMES, make_candidate

REPORT_EVERY = 50  # pairs between two progress reports


@dataclass
class PolicyTally:
    """One policy's side of the match."""

    times: list[float] = field(default_factory=list)
    fan: Counter[int] = field(default_factory=Counter)
    total: Counter[int] = field(default_factory=Counter)
    points: Counter[int] = field(default_factory=Counter)
    wins: int = 0
    self_drawn: int = 0  # wins by 自摸 (×3)
    wins_passed: int = 0  # offered wins passed (a 点和 held out for 自摸)
    complete_hands: int = 0  # seat-hands in which a tile completed the shape
    refused_hands: int = 0  # … at least once below 起和 (no win allowed on it)
    complete_moments: int = 0  # tiles that completed a shape
    refused_moments: int = 0  # … below 起和
    self_draw_beans: int = 0  # beans won by 自摸 (points × 3)
    discard_beans: int = 0  # beans won off the other seat's discard (points × 1)
    dealt_in: int = 0  # hands in which the other seat won off this policy's discard
    draws_at_win: Counter[int] = field(default_factory=Counter)  # own draws when it won

    def to_json(self, hands: int) -> dict[str, Any]:
        cuts = statistics.quantiles([t * 1000 for t in self.times], n=100) if self.times else []
        return {
            "hands_won_share": round(self.wins / hands, 4),
            "self_drawn_share_of_wins": _share(self.self_drawn, self.wins),
            "wins_passed_per_hand": _share(self.wins_passed, hands),
            "complete_hands_with_a_refusal_share": _share(self.refused_hands, self.complete_hands),
            "complete_shapes_refused_share": _share(self.refused_moments, self.complete_moments),
            "complete_hands_per_hand": _share(self.complete_hands, hands),
            "fan_without_flowers": _histogram(self.fan),
            "fan_with_flowers": _histogram(self.total),
            "points": _histogram(self.points),
            "mean_points": round(_mean(self.points), 3),
            "won_beans_per_hand": {
                "self_draw": _per(self.self_draw_beans, hands),
                "off_discard": _per(self.discard_beans, hands),
            },
            "dealt_in_share": _share(self.dealt_in, hands),
            "mean_own_draws_at_win": round(_mean(self.draws_at_win), 2),
            "decision_cpu_ms": {
                "mean": round(1000 * statistics.fmean(self.times), 3) if self.times else None,
                "p50": round(cuts[49], 3) if cuts else None,
                "p99": round(cuts[98], 3) if cuts else None,
                "n": len(self.times),
            },
        }


class PassCount:
    """Counts the offered wins a policy passes (the engine offers only wins ≥ 起和)."""

    def __init__(self, agent: Agent, tally: PolicyTally) -> None:
        self._agent = agent
        self._tally = tally

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        action = self._agent.choose(view, legal)
        if action.kind is ActionKind.PASS and any(a.kind in WIN_KINDS for a in legal):
            self._tally.wins_passed += 1
        return action


class Watched:
    """Times each decision in CPU time (``time.process_time``), which a loaded machine
    does not inflate, and hands each time in seconds to ``record``."""

    def __init__(self, agent: Agent, record: Callable[[float], None]) -> None:
        self._agent = agent
        self._record = record

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        start = time.process_time()
        action = self._agent.choose(view, legal)
        self._record(time.process_time() - start)
        return action


class ShapeWatch:
    """The ``on_event`` hook that notes, per seat, every tile that completes its shape (a
    draw, or the opponent's discard) and whether the rule set let it win on it (起和)."""

    def __init__(self) -> None:
        self.complete = [False, False]
        self.refused = [False, False]
        self.moments = [0, 0]
        self.refusals = [0, 0]

    def __call__(self, hand: Hand, event: Event) -> None:
        if isinstance(event, Drew) and event.tile is not None:
            if not is_flower(kind_of(event.tile)):
                self._check(hand, event.seat, event.tile, WinBy.TSUMO, drawn=True)
        elif isinstance(event, Discarded):
            self._check(hand, 1 - event.seat, event.tile, WinBy.RON, drawn=False)

    def _check(self, hand: Hand, seat: int, tile: int, win_by: WinBy, drawn: bool) -> None:
        """The hand is in its state after the whole action: after a discard that nobody
        could win on or call, the other seat has drawn already (its draw is the last tile
        in hand), so a shape that discard completed was refused."""
        player = hand.seats[seat]
        held = list(player.concealed)
        moved_on = not drawn and len(held) % 3 == 2
        if not drawn:
            held = [*held[:-1], tile] if moved_on else [*held, tile]
        if not is_winning_hand(counts_of(kind_of(t) for t in held), player.melds):
            return
        self.complete[seat] = True
        self.moments[seat] += 1
        if moved_on or not hand.rules.scoring.allows(hand, seat, win_by, tile):
            self.refused[seat] = True
            self.refusals[seat] += 1


@dataclass
class Ladder:
    """A match of seat-swapped pairs between policies ``a`` and ``b`` on seed ``seed``."""

    a: str
    b: str
    seed: int
    tallies: dict[str, PolicyTally] = field(default_factory=dict)
    per_pair: list[float] = field(default_factory=list)
    decided: int = 0
    a_wins: int = 0

    def __post_init__(self) -> None:
        self.tallies = {p: PolicyTally() for p in dict.fromkeys((self.a, self.b))}


def play_pairs(
    a: str, b: str, pairs: int, seed: int, budget: float, report: Callable[[str], None]
) -> None:
    """Play up to ``pairs`` pairs within ``budget`` CPU seconds; ``report`` gets the JSON
    summary every :data:`REPORT_EVERY` pairs and at the end."""
    ladder = Ladder(a, b, seed)
    tallies, per_pair = ladder.tallies, ladder.per_pair
    start = time.process_time()
    for index in range(pairs):
        if time.process_time() - start > budget:
            break
        if index and index % REPORT_EVERY == 0:
            report(json.dumps(summary(ladder)))
        pair = 0.0
        for order in ((a, b), (b, a)):
            wall = seed * 1_000_003 + index
            hand = Hand(wall, 0, index % 2, rules=GB)
            watched = [
                Watched(
                    PassCount(make_candidate(p, wall * 2 + s, hand.rules), tallies[p]),
                    tallies[p].times.append,
                )
                for s, p in enumerate(order)
            ]
            shapes = ShapeWatch()
            play_hand(hand, watched, on_event=shapes)
            won = next((e for e in hand.log if isinstance(e, Won)), None)
            for seat, policy in enumerate(order):
                tally = tallies[policy]
                tally.complete_hands += shapes.complete[seat]
                tally.refused_hands += shapes.refused[seat]
                tally.complete_moments += shapes.moments[seat]
                tally.refused_moments += shapes.refusals[seat]
            if won is None:
                continue
            winner = order[won.seat]
            tally = tallies[winner]
            tally.wins += 1
            tally.self_drawn += won.win_by is WinBy.TSUMO
            tally.fan[won.score.fan_without_flowers] += 1
            tally.total[won.score.total_fan] += 1
            tally.points[won.score.points] += 1
            tally.draws_at_win[_draws_of(hand.log, won.seat)] += 1
            settlement = hand.rules.settlement
            assert settlement is not None, "the 72-tile game settles in beans"
            rate = settlement.self_draw if won.win_by is WinBy.TSUMO else settlement.discard
            beans = won.score.points * rate
            if won.win_by is WinBy.TSUMO:
                tally.self_draw_beans += beans
            else:
                tally.discard_beans += beans
                tallies[order[1 - won.seat]].dealt_in += 1
            if a != b:
                pair += beans if winner == a else -beans
                ladder.decided += 1
                ladder.a_wins += winner == a
        per_pair.append(pair / 2)
    report(json.dumps(summary(ladder)))


def summary(ladder: Ladder) -> dict[str, Any]:
    per_pair, decided, a_wins = ladder.per_pair, ladder.decided, ladder.a_wins
    n = len(per_pair)
    hands = 2 * n
    share = a_wins / decided if decided else None
    return {
        "a": ladder.a,
        "b": ladder.b,
        "pairs": n,
        "hands": hands,
        "seed": ladder.seed,
        "a_beans_per_hand": round(statistics.fmean(per_pair), 3) if n else None,
        "a_beans_se": round(statistics.stdev(per_pair) / math.sqrt(n), 3) if n > 1 else None,
        "a_decided_share": None if share is None else round(share, 4),
        "a_decided_share_se": None
        if share is None
        else round(math.sqrt(share * (1 - share) / decided), 4),
        "policies": {
            p: t.to_json(hands if ladder.a != ladder.b else 2 * hands)
            for p, t in ladder.tallies.items()
        },
    }


def _share(part: int, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None


def _per(part: int, hands: int) -> float | None:
    return round(part / hands, 3) if hands else None


def _draws_of(log: Sequence[Event], seat: int) -> int:
    """How many tiles ``seat`` drew in the hand (its turn when it won; replacements for
    flowers and kongs count too)."""
    return sum(isinstance(e, Drew) and e.seat == seat for e in log)


def _histogram(counter: Counter[int]) -> dict[str, int]:
    return {str(k): counter[k] for k in sorted(counter)}


def _mean(counter: Counter[int]) -> float:
    n = sum(counter.values())
    return sum(k * v for k, v in counter.items()) / n if n else 0.0


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m mahjong2p.sim.gb_ladder")
    parser.add_argument("a", choices=list(NAMES))
    parser.add_argument("b", choices=list(NAMES))
    parser.add_argument("--pairs", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=math.inf, help="CPU seconds")
    args = parser.parse_args(argv)
    play_pairs(args.a, args.b, args.pairs, args.seed, args.budget, partial(print, flush=True))


if __name__ == "__main__":
    main()
