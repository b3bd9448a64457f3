"""Search from one seat's view: every candidate discard played out in the same sampled
worlds, priced in the rule set's currency.

The currency is the seat's own (issue 26): in the arcade only the human's wins score
(RULES.md A7), so the CPU's result is minus the human's points (its own win ends the hand
at 0 for them) and the human's seat's is its own points; in the 72-tile game both seats
count beans, won and lost. A win's size is the typical one of each game, by how it came:
the search decides races, not which of two wins is dearer (the priced model, which ranks
the candidates first, does that).

Everything is drawn from the search's own generator, seeded from the agent's seed and the
decision's place in the hand (never the engine's stream, never the clock), and the budget
is a number of playouts: the same view gives the same answer on any machine.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from mahjong2p.ai.search.rollout import Outcome, Racer, play_out
from mahjong2p.ai.search.terms import Payments, SearchTerms, Wins
from mahjong2p.ai.search.worlds import SeenTable, World, sample
from mahjong2p.rules.shape.melded import melds_are_green
from mahjong2p.rules.tiles import counts_of, kind_of
from mahjong2p.rules.view import PlayerView

# The arcade's typical win of the human's seat (docs/ai.md: the expert's self-draws paid
# about 1,450 points against master, its wins off a discard about 900); only its wins score.
ARCADE_WINS = Wins(self_draw=1450.0, off_discard=900.0, both_score=False)
# The 72-tile game's typical win in points: 12.6 (three in four wins pay the 13 cap); the
# rule set's payments per point turn it into beans (:func:`typical_bean_wins`).
TYPICAL_CAPPED_POINTS = 12.6


def typical_bean_wins(self_draw: int, discard: int) -> Wins:
    """A beans game's typical win, where one point pays ``self_draw`` by 自摸 and
    ``discard`` by 点和, and both seats' wins count."""
    points = TYPICAL_CAPPED_POINTS
    return Wins(self_draw=points * self_draw, off_discard=points * discard, both_score=True)


@dataclass(frozen=True, slots=True)
class Playouts:
    """One discard kind's playouts: the mean result in the currency, how often this seat
    won, and how often it dealt in (the opponent won off one of its discards)."""

    kind: int
    mean: float
    win_rate: float
    deal_in_rate: float
    results: tuple[float, ...]


def place_of(view: PlayerView) -> tuple[int, ...]:
    """The decision's place in the hand, from the view: hand number, live tiles left, both
    ponds' and melds' lengths, the seat's concealed count."""
    return (
        view.hand_number,
        view.live_count,
        len(view.discards[0]),
        len(view.discards[1]),
        len(view.melds[0]),
        len(view.melds[1]),
        len(view.concealed),
    )


def seeded(seed: int, view: PlayerView) -> random.Random:
    """The search's generator for this decision: the agent's seed and the decision's place
    in the hand (a string seed is independent of the process's hash seed)."""
    return random.Random(f"search:{seed}:{place_of(view)}")


def price(
    view: PlayerView,
    kinds: Sequence[int],
    worlds: int,
    rng: random.Random,
    terms: SearchTerms,
    passed: frozenset[int] = frozenset(),
    for_points: bool = False,
) -> list[Playouts]:
    """Each of ``kinds`` (discards from the seat's 14-equivalent hand) played out in the
    same ``worlds`` sampled worlds, so their differences are not drowned by the worlds'."""
    table = SeenTable.of(view, passed, terms.swaps)
    counts = counts_of(kind_of(t) for t in view.concealed)
    own_melds = view.melds[view.seat]
    green = melds_are_green(own_melds)
    pay = terms.wins.payments(for_points)
    outcomes: dict[int, list[Outcome]] = {kind: [] for kind in kinds}
    for _ in range(worlds):
        world = sample(table, rng)
        for kind in kinds:
            outcomes[kind].append(_play(counts, kind, len(own_melds), green, table, world))
    return [_priced(kind, outcomes[kind], pay) for kind in kinds]


def _play(
    counts: list[int], kind: int, melds: int, green: bool, table: SeenTable, world: World
) -> Outcome:
    mine = list(counts)
    mine[kind] -= 1
    me = Racer(mine, melds, green)
    me.settle()
    them = Racer(list(world.hand), table.melds, table.green)
    them.settle()
    return play_out(me, them, kind, world.wall)


def _priced(kind: int, outcomes: list[Outcome], pay: Payments) -> Playouts:
    results = tuple(pay.get((o.winner, o.self_draw), 0.0) for o in outcomes)
    n = max(1, len(outcomes))
    wins = sum(o.winner == 0 for o in outcomes)
    dealt_in = sum(o.winner == 1 and not o.self_draw for o in outcomes)
    return Playouts(kind, sum(results) / n, wins / n, dealt_in / n, results)


def better_than(challenger: Playouts, incumbent: Playouts, z: float) -> float:
    """How far ``challenger`` beats ``incumbent`` over the shared worlds, in standard
    errors of the paired difference (``-inf`` when it does not beat it by ``z`` of them)."""
    diffs = [a - b for a, b in zip(challenger.results, incumbent.results, strict=True)]
    n = len(diffs)
    if n < 2:
        return -math.inf
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    se = math.sqrt(var / n)
    if mean <= 0 or (se > 0 and mean < z * se):
        return -math.inf
    return mean / se if se > 0 else math.inf
