"""Two arcade CPUs measured on the same walls against the same player model (issue 26).

``python -m mahjong2p.sim.arcade_pairs A B --walls N --seed S [--player expert]`` plays
each wall twice: the player model in the human's seat (0) against CPU ``A``, then against
``B``, the dealer alternating by wall. In the arcade only the human's points count
(RULES.md A7), so a CPU is as strong as the points it concedes. It prints one JSON object:
the player's points per hand against each (± one standard error), the paired difference
A − B with its standard error (the walls are shared, so the error is the pairs'), the
player's wins, the CPUs' wins and the draws, and each CPU's decision CPU time (mean, p50,
p99 in ms of ``process_time``: load-independent on a shared machine); ``--hands-out FILE``
also writes the per-wall points for pooling runs.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.policies import POLICIES, make_agent
from mahjong2p.play.loop import play_hand
from mahjong2p.rules.actions import Action
from mahjong2p.rules.events import Won
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.view import PlayerView

REPORT_EVERY = 100  # walls between two saves of ``--hands-out``
Tally = tuple[dict[str, list[int]], dict[str, list[int]], dict[str, list[float]]]
# The CPU of a name for one hand (the hand is there for measuring tools that let a CPU see
# more than its view: ``scripts/arcade_bounds.py``).
CpuMaker = Callable[[str, int, Hand], Agent]


class Timed:
    """An agent whose decisions' CPU times are kept."""

    def __init__(self, agent: Agent, times: list[float]) -> None:
        self.agent, self.times = agent, times

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        start = time.process_time()
        action = self.agent.choose(view, legal)
        self.times.append(time.process_time() - start)
        return action


def named(cpu: str, seed: int, hand: Hand) -> Agent:
    """The named policy; like every CPU in the game it sees only its view, not ``hand``."""
    return make_agent(cpu, seed, hand.rules)


def play(
    cpus: Sequence[str],
    player: str,
    walls: int,
    seed: int,
    every: Callable[[Tally], None],
    make_cpu: CpuMaker = named,
) -> Tally:
    """Per CPU: the player's points on each wall, who won each wall (0, 1 or -1 a draw),
    and the CPU's decision times; ``every`` sees them every :data:`REPORT_EVERY` walls."""
    points: dict[str, list[int]] = {c: [] for c in cpus}
    winners: dict[str, list[int]] = {c: [] for c in cpus}
    times: dict[str, list[float]] = {c: [] for c in cpus}
    for index in range(walls):
        wall = seed * 1_000_003 + index
        for cpu in cpus:
            hand = Hand(wall, 0, index % 2)
            agents = [
                make_agent(player, wall * 2, hand.rules),
                Timed(make_cpu(cpu, wall * 2 + 1, hand), times[cpu]),
            ]
            play_hand(hand, agents)
            won = next((e for e in hand.log if isinstance(e, Won)), None)
            points[cpu].append(won.score.points if won is not None and won.seat == 0 else 0)
            winners[cpu].append(-1 if won is None else won.seat)
        if (index + 1) % REPORT_EVERY == 0:
            every((points, winners, times))
    return points, winners, times


def summary(
    cpus: Sequence[str],
    player: str,
    seed: int,
    points: dict[str, list[int]],
    winners: dict[str, list[int]],
    times: dict[str, list[float]],
) -> dict[str, Any]:
    out: dict[str, Any] = {"player": player, "seed": seed, "walls": len(points[cpus[0]])}
    for cpu in cpus:
        out[cpu] = {
            "points_per_hand": mean_se(points[cpu]),
            "player_wins": winners[cpu].count(0),
            "cpu_wins": winners[cpu].count(1),
            "draws": winners[cpu].count(-1),
            "decision_ms": decision_ms(times[cpu]),
        }
    if len(cpus) == 2:
        a, b = (points[c] for c in cpus)
        out["a_minus_b"] = mean_se([x - y for x, y in zip(a, b, strict=True)])
    return out


def mean_se(values: list[int] | list[float]) -> dict[str, float]:
    """The mean of ``values`` and its standard error, rounded to two places."""
    n = len(values)
    mean = statistics.fmean(values) if n else 0.0
    se = statistics.stdev(values) / math.sqrt(n) if n > 1 else 0.0
    return {"mean": round(mean, 2), "se": round(se, 2)}


def decision_ms(seconds: list[float]) -> dict[str, float]:
    """Mean, p50 and p99 (nearest rank) of decision times given in seconds, in ms."""
    if not seconds:
        return {}
    ordered = sorted(seconds)

    def at(share: float) -> float:
        return round(1000 * ordered[min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1)], 3)

    return {"mean": round(1000 * statistics.fmean(ordered), 3), "p50": at(0.5), "p99": at(0.99)}


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m mahjong2p.sim.arcade_pairs")
    parser.add_argument("cpus", nargs="+", choices=list(POLICIES))
    parser.add_argument("--walls", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--player", choices=list(POLICIES), default="expert")
    parser.add_argument("--hands-out", default=None)
    args = parser.parse_args(argv)

    def save(tally: Tally) -> None:
        if args.hands_out:
            points, winners, _ = tally
            report = summary(args.cpus, args.player, args.seed, *tally)
            with open(args.hands_out, "w", encoding="utf-8") as out:
                json.dump({"summary": report, "points": points, "winners": winners}, out)

    tally = play(args.cpus, args.player, args.walls, args.seed, save)
    save(tally)
    print(json.dumps(summary(args.cpus, args.player, args.seed, *tally)))


if __name__ == "__main__":
    main()
