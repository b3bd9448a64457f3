"""Engine speed: shanten and waits calls per second, and the ``mahjong`` package's shanten on
the same hands in the same run when it is installed (DESIGN.md, ``bench``); and
``gb_sim_hands_per_s``, ``sim --ruleset gb``'s own rate (normal on both seats, invariant
checks included), as ``sim_hands_per_s`` is for the arcade.

Our shape functions are memoised per suit, and a long game reaches a steady state where
almost every suit it meets is known; so the rates are taken after a warm-up on other hands
of the same kind, and each is the best of a few passes (the machine may be busy).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from mahjong2p.bench.hands import random_hands
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.shape import shanten, shape_waits
from mahjong2p.sim.session import SimConfig, run_sim

SEED = 20240601
QUICK = {"warm_up": 10_000, "hands": 2_000, "package_hands": 300, "passes": 2, "gb_sim": 10}
FULL = {"warm_up": 30_000, "hands": 30_000, "package_hands": 3_000, "passes": 5, "gb_sim": 300}


def measure(quick: bool) -> dict[str, Any]:
    """Shanten on random 14-tile hands, waits on random 13-tile hands, calls per second."""
    sizes = QUICK if quick else FULL
    n, passes = sizes["hands"], sizes["passes"]
    _warm_up(sizes["warm_up"])
    hands_14 = random_hands(SEED, n)
    hands_13 = random_hands(SEED + 1, n, size=13)
    return {
        "shanten_per_s": _rate(shanten, hands_14, passes),
        "waits_per_s": _rate(shape_waits, hands_13, passes),
        "mahjong_pkg": _package_rates(hands_14[: sizes["package_hands"]], passes),
        "gb_sim_hands_per_s": _gb_sim_rate(sizes["gb_sim"]),
    }


def _gb_sim_rate(hands: int) -> float:
    stats = run_sim(SimConfig(hands, SEED, ("normal", "normal"), rules=GB))
    return round(stats.hands / stats.elapsed_s, 1)


def _warm_up(n: int) -> None:
    """Fill the per-suit memo tables from hands the measurement will not use."""
    for counts in random_hands(SEED - 1, n):
        shanten(counts)
    for counts in random_hands(SEED - 2, n, size=13):
        shape_waits(counts)


def _rate(
    function: Callable[[list[int]], object], hands: Sequence[list[int]], passes: int
) -> float:
    """Calls per second of ``function`` over ``hands``: the best of ``passes`` passes."""
    best = float("inf")
    for _ in range(passes):
        start = time.perf_counter()
        for counts in hands:
            function(counts)
        best = min(best, time.perf_counter() - start)
    return round(len(hands) / best, 1)


def _package_rates(hands: Sequence[list[int]], passes: int) -> dict[str, float] | None:
    """The ``mahjong`` package's ``Shanten().calculate_shanten`` on the same hands, or None."""
    try:
        from mahjong.shanten import Shanten
    except ImportError:
        return None
    return {"shanten_per_s": _rate(Shanten().calculate_shanten, hands, passes)}
