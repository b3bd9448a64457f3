"""What the arcade CPU could take from the expert if it knew what it cannot see (issue 26).

Issue 26 asks a CPU that searches from its own view to cut the expert player model's
points a hand by 15 % in the arcade. This script measures the ceiling such a CPU plays
under: `master` (the priced model) given, hand by hand, knowledge no player has, played on
the same walls as the fair `master` against the same expert (``sim.arcade_pairs``):

- ``no-deal-in``: it sees the human's hand and never discards a tile the human can win on
  while it holds another: perfect defence, the race unchanged;
- ``own-draws``: it sees the live wall and discards what reaches a complete hand in the
  fewest of its own draws with the playouts' racer (``ai.search.rollout``; no calls,
  ties to the model): perfect knowledge of its race, no defence beyond the model's;
- ``both``: the two together;
- ``sampled-draws``: the fair twin of ``own-draws``, seeing nothing more than a player:
  the same choice by the mean over 64 walls sampled from its view (``ai.search.worlds``).

``python scripts/arcade_bounds.py own-draws master --walls 3000 --seed 9001`` prints
``arcade_pairs``' JSON: the expert's points a hand against each, and the paired
difference. A fair search can only hope for part of what these buy (docs/ai.md, "Fifth
round"). These CPUs cheat by construction: they are measuring tools, never a level.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Sequence

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.choice import Option, pick
from mahjong2p.ai.cpu_agent import WIN_KINDS, CpuAgent
from mahjong2p.ai.levels import MASTER
from mahjong2p.ai.outlook import Outlook
from mahjong2p.ai.registry import ai_for
from mahjong2p.ai.search.rollout import Racer
from mahjong2p.ai.search.search import seeded
from mahjong2p.ai.search.worlds import ARCADE_SWAPS, SeenTable, sample
from mahjong2p.ai.turn import turn_options
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.shape.forms import shanten
from mahjong2p.rules.shape.melded import melds_are_green
from mahjong2p.rules.tiles import counts_of, kind_of
from mahjong2p.rules.view import PlayerView
from mahjong2p.seat import Seat
from mahjong2p.sim.arcade_pairs import mean_se, named, play, summary

SAMPLED_WALLS = 64
NEVER = 1_000  # own draws to a complete hand when the live wall does not get there


class Foresighted(CpuAgent):
    """`master` that also sees part of ``hand``: the human's tiles (``sees_hand``), the
    live wall (``sees_draws`` ``"all"``), or both; with ``"sampled"`` it
    races by walls sampled from its own view instead, seeing nothing more. Only its own
    turn's discard changes; reactions, kongs and 报听 stay the model's."""

    def __init__(self, seed: int, hand: Hand, sees_hand: bool, sees_draws: str) -> None:
        super().__init__(MASTER, seed, ai_for(hand.rules).search)
        self.hand, self.sees_hand, self.sees_draws = hand, sees_hand, sees_draws

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        discards = [a for a in legal if a.kind is ActionKind.DISCARD]
        if not discards or any(a.kind in WIN_KINDS for a in legal):
            return super().choose(view, legal)
        outlook = Outlook.of(view, self.level, self._watch)
        counts = counts_of(map(kind_of, view.concealed))
        options = turn_options(legal, counts, tuple(view.melds[view.seat]), outlook, self.level)
        options = self._narrowed(view, _every_discard(options, discards))
        return pick(options, self.level, self._rng)

    def _narrowed(self, view: PlayerView, options: list[Option]) -> list[Option]:
        """The options this CPU keeps, seeing what it sees (never none)."""
        if self.sees_hand:
            options = _keep(options, lambda kind: not self._human_wins_on(kind))
        if self.sees_draws in ("all", "sampled"):
            walls = [self._own_draws()] if self.sees_draws == "all" else _sampled_draws(view)
            # a wall the racer does not finish counts one draw past its end
            never = sum(len(w) + 1 for w in walls)
            draws = {
                kind: sum(
                    min(_draws_to_win(self._racer_after(view, kind), w), len(w) + 1) for w in walls
                )
                for kind in _kinds(options)
            }
            fastest = min(draws.values())  # choose() comes here only with discards
            if fastest < never:
                options = _keep(options, lambda kind: draws[kind] == fastest)
        return options

    def _human_wins_on(self, kind: int) -> bool:
        seat = self.hand.seats[Seat.HUMAN]
        counts = counts_of(map(kind_of, seat.concealed))
        counts[kind] += 1
        return shanten(counts, len(seat.melds), melds_are_green(seat.melds)) == -1

    def _racer_after(self, view: PlayerView, kind: int) -> Racer:
        counts = counts_of(map(kind_of, view.concealed))
        counts[kind] -= 1
        melds = view.melds[view.seat]
        racer = Racer(counts, len(melds), melds_are_green(melds))
        racer.settle()
        return racer

    def _own_draws(self) -> list[int]:
        """The CPU's coming draws: every second live tile, the human drawing first."""
        return [kind_of(t) for t in self.hand.wall.live[1::2]]

    def _draws_to_win(self, view: PlayerView, kind: int) -> int:
        return _draws_to_win(self._racer_after(view, kind), self._own_draws())


def _draws_to_win(racer: Racer, draws: list[int]) -> int:
    """How many of ``draws`` the racer takes before it completes its hand."""
    for count, drawn in enumerate(draws):
        if racer.turn(drawn) < 0:
            return count
    return NEVER


def _sampled_draws(view: PlayerView) -> list[list[int]]:
    """The CPU's draws in :data:`SAMPLED_WALLS` walls drawn from what it has not seen (the
    search's own worlds and generator): the fair twin of seeing the live wall."""
    table = SeenTable.of(view, frozenset(), ARCADE_SWAPS)
    rng = seeded(0, view)
    return [sample(table, rng).wall[1::2] for _ in range(SAMPLED_WALLS)]


def _every_discard(options: list[Option], discards: list[Action]) -> list[Option]:
    """``options`` and, below the worst of them, a plain discard of every kind the model
    did not weigh (it leaves out the discards that slow the hand when nothing threatens):
    seeing more, a bound may find one of them safer or faster."""
    floor = min((o.utility for o in options), default=0.0) - 1.0
    offered = {kind_of(o.action.tile or 0) for o in options if _is_discard(o)}
    for action in discards:
        kind = kind_of(action.tile or 0)
        if kind not in offered and not action.declare_ready:
            options.append(Option(floor, action))
            offered.add(kind)
    return options


def _kinds(options: list[Option]) -> list[int]:
    return [kind_of(o.action.tile) for o in options if _is_discard(o)]


def _is_discard(option: Option) -> bool:
    return option.action.kind is ActionKind.DISCARD and option.action.tile is not None


def _keep(options: list[Option], wanted: Callable[[int], bool]) -> list[Option]:
    """The discards of a wanted kind and every other option; ``options`` itself when no
    discard or every discard is wanted."""
    discards = [o for o in options if _is_discard(o)]
    kept = [o for o in discards if wanted(kind_of(o.action.tile or 0))]
    if not kept or len(kept) == len(discards):
        return options
    return kept + [o for o in options if not _is_discard(o)]


BOUNDS: dict[str, tuple[bool, str]] = {
    "no-deal-in": (True, ""),
    "own-draws": (False, "all"),
    "both": (True, "all"),
    "sampled-draws": (False, "sampled"),
}


def make_cpu(cpu: str, seed: int, hand: Hand) -> Agent:
    """A bound by its name, or the fair policy of that name."""
    if cpu in BOUNDS:
        sees_hand, sees_draws = BOUNDS[cpu]
        return Foresighted(seed, hand, sees_hand, sees_draws)
    return named(cpu, seed, hand)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python scripts/arcade_bounds.py")
    parser.add_argument("cpus", nargs="+", choices=[*BOUNDS, "master"])
    parser.add_argument("--walls", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    tally = play(args.cpus, "expert", args.walls, args.seed, lambda _: None, make_cpu)
    report = summary(args.cpus, "expert", args.seed, *tally)
    points = tally[0]
    if "master" in points:
        for cpu in args.cpus:
            diffs = [a - b for a, b in zip(points[cpu], points["master"], strict=True)]
            report[cpu]["minus_master"] = mean_se(diffs)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
