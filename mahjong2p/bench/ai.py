"""Bench part ``ai``: how long the CPU takes to decide, and how fast ``sim`` plays.

``ai_decision_ms`` times the slowest level (``master``, both seats) because that is the
one a player could feel; ``sim_hands_per_s`` is ``sim``'s own rate (invariant checks
included) with ``normal`` on both seats, the contract's reference pairing.
"""

from __future__ import annotations

from typing import Any

from mahjong2p.sim.session import SimConfig, run_sim

SEED = 20240620
QUICK = {"decision_hands": 10, "sim_hands": 20}
FULL = {"decision_hands": 150, "sim_hands": 400}


def measure(quick: bool) -> dict[str, Any]:
    sizes = QUICK if quick else FULL
    timed = run_sim(SimConfig(sizes["decision_hands"], SEED, ("master", "master")))
    times = timed.decision_s
    sim = run_sim(SimConfig(sizes["sim_hands"], SEED, ("normal", "normal")))
    return {
        "ai_decision_ms": {
            "p50": round(times.quantile(0.5) * 1000, 3),
            "p99": round(times.quantile(0.99) * 1000, 3),
        },
        "sim_hands_per_s": round(sim.hands / sim.elapsed_s, 1),
    }
