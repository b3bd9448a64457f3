"""Every cache the running game keeps: its entries now, its bound, and what it holds in
KiB (the pixels of the surfaces it keeps, or its Python objects' sizes).

The memo caches are found, not listed: every ``functools`` cache of a ``mahjong2p`` module
alive in the process, so a new one is checked the day it is written. One without a
``maxsize`` must be named in :data:`NATURAL_BOUNDS` with the size of what it can be asked
(a finite set of arguments); any other unbounded one fails the check. The caches of
surfaces are plain dicts in the UI, named in :func:`surface_caches` with their bounds.
"""

from __future__ import annotations

import functools
import gc
import sys
from collections.abc import Iterable, Mapping
from typing import Any

import pygame

from mahjong2p.app.shell import App

Report = dict[str, dict[str, int | None]]

# Caches without a maxsize whose arguments come from a finite set: their bound is its size.
NATURAL_BOUNDS = {
    # the fan tables (one entry per fan and count; count ≤ 4: four of a kind at most)
    "mahjong2p.rules.scoring.score._fan_award": 4 * 64,
    "mahjong2p.rules.scoring.score._yakuman_award": 64,
    "mahjong2p.rules.gb.scoring.score._fan": 4 * 81,
    # loaded once: the shipped shape tables
    "mahjong2p.rules.shape.ahead.shipped": 1,
    "mahjong2p.rules.shape.suits._shipped_ids": 1,
    # the how-to-play pages' two example scores (one per way of winning, and one)
    "mahjong2p.scenes.how_to_play.gb_pictures.short_hand_score": 4,
    "mahjong2p.scenes.how_to_play.gb_pictures.big_hand_score": 1,
}


def memo_caches() -> Iterable[tuple[str, Any]]:
    """Every ``functools`` cache of the game's modules, by its dotted name."""
    for obj in gc.get_objects():
        if isinstance(obj, functools._lru_cache_wrapper):
            module = getattr(obj, "__module__", "") or ""
            if module.startswith("mahjong2p"):
                yield f"{module}.{obj.__qualname__}", obj


def deep_kib(root: object) -> int:
    """What ``root`` holds in KiB: its objects' sizes, each counted once, surfaces by their
    pixels (an estimate: objects shared with the rest of the game count here too)."""
    seen: set[int] = set()
    todo = [root]
    total = 0
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, type):
            continue
        seen.add(id(obj))
        total += sys.getsizeof(obj)
        if isinstance(obj, pygame.Surface):
            total += obj.get_width() * obj.get_height() * obj.get_bytesize()
            continue
        todo.extend(gc.get_referents(obj))
    return total // 1024


def _memo_entry(wrapper: Any) -> dict[str, int | None]:
    info = wrapper.cache_info()
    store = [r for r in gc.get_referents(wrapper) if isinstance(r, dict) and r is not wrapper.__dict__]
    return {"entries": info.currsize, "bound": info.maxsize, "kib": sum(map(deep_kib, store))}


def surface_caches(app: App) -> Mapping[str, tuple[Any, int]]:
    """The UI's caches of surfaces and fonts, with their bounds (the constants beside them
    say why each is that size)."""
    fonts, tiles = app.ctx.fonts, app.ctx.tiles
    found: dict[str, tuple[Any, int]] = {
        "ui.fonts.Fonts texts": (fonts._texts, fonts.text_limit),
        "ui.fonts.Fonts fonts": (fonts._fonts, fonts.font_limit),
        "ui.tile_art.TileArt sprites": (tiles._cache, tiles.limit),
    }
    for module, name, bound in MODULE_CACHES:
        loaded = sys.modules.get(f"mahjong2p.{module}")
        if loaded is not None:  # a screen not yet shown has made none
            found[f"{module}.{name}"] = (getattr(loaded, name), getattr(loaded, bound))
    return found


# (module under mahjong2p, the cache's name, the name of the constant bounding it)
MODULE_CACHES = (
    ("ui.draw", "_panel_cache", "PANEL_CACHE_LIMIT"),
    ("ui.draw", "_felt_cache", "FELT_CACHE_LIMIT"),
    ("ui.cutin", "_band_cache", "BAND_CACHE_LIMIT"),
    ("ui.cutin", "_word_cache", "WORD_CACHE_LIMIT"),
    ("scenes.table.hand_part", "_dim_cache", "SHADE_CACHE_LIMIT"),
    ("scenes.table.hand_part", "_tint_cache", "SHADE_CACHE_LIMIT"),
    ("scenes.encyclopedia.card", "_seal_cache", "SEAL_CACHE_LIMIT"),
)


def cache_report(app: App) -> Report:
    """Every cache: entries, bound (``None``: none) and KiB held."""
    report: Report = {}
    for name, wrapper in memo_caches():
        entry = _memo_entry(wrapper)
        if entry["bound"] is None:
            entry["bound"] = NATURAL_BOUNDS.get(name)
        report[name] = entry
    for name, (store, bound) in surface_caches(app).items():
        report[name] = {"entries": len(store), "bound": bound, "kib": deep_kib(store)}
    return report


def over_bound(report: Report) -> list[str]:
    """A line for each cache without a bound or over it."""
    lines = []
    for name, entry in report.items():
        entries, bound = entry["entries"], entry["bound"]
        if bound is None:
            lines.append(f"{name} has no bound ({entries} entries)")
        elif entries is not None and entries > bound:
            lines.append(f"{name} holds {entries} entries, over its bound {bound}")
    return lines
