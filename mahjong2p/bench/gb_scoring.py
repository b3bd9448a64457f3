"""Bench part ``gb_scoring``: ``score_gb`` on generated 72-tile winning hands, and the oracle
(``pymahjonggb``, C++) on the same hands in the same run (issue 12; ``mahjong_pkg`` style:
``pymahjonggb`` is null when the package is not installed).

Unlike the arcade part, each timed pass scores hands neither side has seen: the scorer
memoises what a reading's sets make together, and a pass over the same hands again would
measure those memos rather than the scoring. Both sides get the same warm-up (other hands
of the same kind) and the same fresh batches; the rate is the best batch. The oracle's
argument conversion is not timed. Time is the process's CPU time: on a machine shared with
other work, wall-clock rates of a pure-CPU loop swing by 2× between runs.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from mahjong2p.bench.gb_hands import GeneratedGbHand, random_gb_hand
from mahjong2p.bench.gb_oracle import oracle_arguments, oracle_calculator
from mahjong2p.rules.gb.scoring import score_gb

SEED = 20261201
QUICK = {"warm_up": 500, "hands": 500, "passes": 2}
FULL = {"warm_up": 20000, "hands": 5000, "passes": 3}
# hands → a run over them, ready to time
Prepare = Callable[[Sequence[GeneratedGbHand]], Callable[[], object]]


def measure(quick: bool) -> dict[str, Any]:
    """Hands scored per second, ours and the oracle's on the same hands."""
    sizes = QUICK if quick else FULL
    rng = random.Random(SEED)
    warm_up = [random_gb_hand(rng) for _ in range(sizes["warm_up"])]
    batches = [[random_gb_hand(rng) for _ in range(sizes["hands"])] for _ in range(sizes["passes"])]
    calculator = oracle_calculator()
    ours = _best_rate(_ours, warm_up, batches)
    if calculator is None:
        return {"gb_score_per_s": ours, "pymahjonggb": None}
    theirs = _best_rate(_oracle(calculator), warm_up, batches)
    return {"gb_score_per_s": ours, "pymahjonggb": {"gb_score_per_s": theirs}}


def _ours(hands: Sequence[GeneratedGbHand]) -> Callable[[], object]:
    def run() -> None:
        for h in hands:
            score_gb(h.concealed, h.melds, h.win_tile, h.situation)

    return run


def _oracle(calculator: Callable[..., Any]) -> Prepare:
    def prepare(hands: Sequence[GeneratedGbHand]) -> Callable[[], object]:
        prepared = [oracle_arguments(h) for h in hands]

        def run() -> None:
            for arguments in prepared:
                calculator(**arguments)

        return run

    return prepare


def _best_rate(
    prepare: Prepare,
    warm_up: Sequence[GeneratedGbHand],
    batches: Sequence[Sequence[GeneratedGbHand]],
) -> float:
    prepare(warm_up)()
    best = float("inf")
    for batch in batches:
        run = prepare(batch)
        start = time.process_time()
        run()
        best = min(best, (time.process_time() - start) / len(batch))
    return round(1 / best, 1)
