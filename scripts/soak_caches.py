"""Every cache the game keeps, with its size now and its bound (placeholder: lru only)."""

from __future__ import annotations

import functools
import gc
from typing import Any


def cache_report(app: Any) -> dict[str, list[int | None]]:
    report: dict[str, list[int | None]] = {}
    for obj in gc.get_objects():
        if isinstance(obj, functools._lru_cache_wrapper) and obj.__module__.startswith("mahjong2p"):
            info = obj.cache_info()
            report[f"{obj.__module__}.{obj.__qualname__}"] = [info.currsize, info.maxsize]
    return report


def over_bound(report: dict[str, list[int | None]]) -> list[str]:
    return [f"{k}: {s} > {b}" for k, (s, b) in report.items() if b is not None and s > b]
