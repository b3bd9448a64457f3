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

from mahjong2p.ai.danger import wait_chances
from mahjong2p.ai.search.rollout import LETGO, Guard, Outcome, Racer, play_out
from mahjong2p.ai.search.terms import Payments, SearchTerms, Wins
from mahjong2p.ai.search.worlds import SeenTable, World, sample
from mahjong2p.rules.melds import Meld
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
    counts = counts_of(kind_of(t) for t in view.concealed)
    own_melds = view.melds[view.seat]
    green = melds_are_green(own_melds)
    starts = [_after_discard(counts, kind, len(own_melds), green) for kind in kinds]
    return price_starts(view, starts, worlds, rng, terms, for_points, passed)


@dataclass(frozen=True, slots=True)
class Start:
    """Where one option's playouts begin: the searcher's 13-equivalent counts and melds
    after it (a call's own discard made, by the racer's choice), and that ``discard``
    (``None``: it passed, and draws first)."""

    counts: tuple[int, ...]
    melds: int
    green: bool
    discard: int | None


def start_after_call(counts: list[int], melds: tuple[Meld, ...]) -> Start:
    """The start of a call that leaves the 14-equivalent ``counts`` and ``melds``: the
    racer lets its loosest tile go."""
    green = melds_are_green(melds)
    out = LETGO[bytes(counts), len(melds), green]
    after = list(counts)
    after[out] -= 1
    return Start(tuple(after), len(melds), green, out)


def price_starts(
    view: PlayerView,
    starts: Sequence[Start],
    worlds: int,
    rng: random.Random,
    terms: SearchTerms,
    for_points: bool = False,
    passed: frozenset[int] = frozenset(),
) -> list[Playouts]:
    """Each of ``starts`` (a discard, passing on the opponent's discard, or calling it)
    played out in the same ``worlds`` sampled worlds, in the searcher's own currency; each
    priced under its start's discard kind (``-1``: it passed)."""
    table = SeenTable.of(view, passed, terms.swaps)
    pay = terms.wins.payments(for_points)
    guard = guard_of(view, terms, passed)
    outcomes: list[list[Outcome]] = [[] for _ in starts]
    for _ in range(worlds):
        world = sample(table, rng)
        for start, found in zip(starts, outcomes, strict=True):
            found.append(_play(start, guard, table, world))
    kinds = [-1 if start.discard is None else start.discard for start in starts]
    return [_priced(kind, found, pay) for kind, found in zip(kinds, outcomes, strict=True)]


def guard_of(view: PlayerView, terms: SearchTerms, passed: frozenset[int]) -> Guard | None:
    """The searcher's playout defence of one decision (``None``: the terms have none, or
    the opponent cannot be ready yet): its chance to be ready as the worlds sample it
    (no tile to swap), times each kind's chance to be a wait."""
    if not terms.rollout_guard:
        return None
    opponent = view.opponent
    if view.declared_ready[opponent]:
        ready = 1.0
    elif terms.swaps.least:
        return None
    else:
        swaps = terms.swaps.expected(len(view.discards[opponent]), len(view.melds[opponent]))
        ready = max(0.0, 1.0 - swaps)
    if not ready:
        return None
    waits = wait_chances(view, view.unseen_counts(), set(passed))
    return Guard(tuple(ready * w for w in waits), terms.rollout_guard)


def _after_discard(counts: list[int], kind: int, melds: int, green: bool) -> Start:
    mine = list(counts)
    mine[kind] -= 1
    return Start(tuple(mine), melds, green, kind)


def _play(start: Start, guard: Guard | None, table: SeenTable, world: World) -> Outcome:
    me = Racer(list(start.counts), start.melds, start.green, guard=guard)
    me.settle()
    them = Racer(list(world.hand), table.melds, table.green)
    them.settle()
    return play_out(me, them, start.discard, world.wall)


def _priced(kind: int, outcomes: list[Outcome], pay: Payments) -> Playouts:
    results = tuple(pay.get((o.winner, o.self_draw), 0.0) for o in outcomes)
    n = max(1, len(outcomes))
    wins = sum(o.winner == 0 for o in outcomes)
    dealt_in = sum(o.winner == 1 and not o.self_draw for o in outcomes)
    return Playouts(kind, sum(results) / n, wins / n, dealt_in / n, results)


def merged(first: Sequence[Playouts], more: Sequence[Playouts]) -> list[Playouts]:
    """The same kinds' playouts of two rounds of worlds taken together."""
    joined = []
    for a, b in zip(first, more, strict=True):
        n, m = len(a.results), len(b.results)
        total = max(1, n + m)
        joined.append(
            Playouts(
                a.kind,
                (a.mean * n + b.mean * m) / total,
                (a.win_rate * n + b.win_rate * m) / total,
                (a.deal_in_rate * n + b.deal_in_rate * m) / total,
                a.results + b.results,
            )
        )
    return joined


def leaders_apart(priced: Sequence[Playouts]) -> float:
    """How far the best mean leads the second, in standard errors of their paired
    difference over the shared worlds (``inf`` with fewer than two options, or when the
    difference is the same in every world)."""
    if len(priced) < 2:
        return math.inf
    ranked = sorted(priced, key=lambda p: -p.mean)
    mean, se = _paired(ranked[0], ranked[1])
    if math.isnan(se):
        return 0.0
    if se == 0:
        return math.inf  # the same difference in every world: more worlds would not help
    return mean / se


def _paired(a: Playouts, b: Playouts) -> tuple[float, float]:
    """The mean of ``a``'s results less ``b``'s over the shared worlds, and its standard
    error (``nan`` with fewer than two worlds)."""
    diffs = [x - y for x, y in zip(a.results, b.results, strict=True)]
    n = len(diffs)
    if n < 2:
        return 0.0, math.nan
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def better_than(challenger: Playouts, incumbent: Playouts, z: float) -> float:
    """How far ``challenger`` beats ``incumbent`` over the shared worlds, in standard
    errors of the paired difference (``-inf`` when it does not beat it by ``z`` of them)."""
    mean, se = _paired(challenger, incumbent)
    if math.isnan(se):
        return -math.inf
    if mean <= 0 or (se > 0 and mean < z * se):
        return -math.inf
    return mean / se if se > 0 else math.inf
