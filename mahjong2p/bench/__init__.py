"""``python -m mahjong2p bench``: measures and reports; never asserts (DESIGN.md).

Each part is a function ``(quick: bool) -> dict`` in its own module, listed in ``PARTS``;
the report is the union of their keys, with ``None`` for every contract key that no part
measures yet.
"""

from __future__ import annotations

import importlib
from typing import Any

CONTRACT_KEYS = (
    "frame_ms",
    "startup_s",
    "shanten_per_s",
    "waits_per_s",
    "score_per_s",
    "mahjong_pkg",
    "ai_decision_ms",
    "sim_hands_per_s",
    "gb_score_per_s",
    "pymahjonggb",
)

# module name under mahjong2p.bench → its measure(quick) function
PARTS: tuple[str, ...] = (
    "engine",
    "scoring",
    "gb_scoring",
    "play",
    "frames",
    "ai",
    "idle",
    "review",
    "think_frames",
    "saves",
)


def run_bench(quick: bool) -> dict[str, Any]:
    report: dict[str, Any] = dict.fromkeys(CONTRACT_KEYS)
    for name in PARTS:
        module = importlib.import_module(f"mahjong2p.bench.{name}")
        for key, value in module.measure(quick).items():
            if isinstance(value, dict) and isinstance(report.get(key), dict):
                report[key].update(value)
            else:
                report[key] = value
    return report
