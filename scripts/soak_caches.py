"""Every cache the running game keeps: its entries now, its bound, and what it holds in
KiB (the pixels of the surfaces it keeps, or its Python objects' sizes).

The memo caches are found, not listed: every ``functools`` cache of a ``mahjong2p`` module
and every :class:`~mahjong2p.rules.shape.memo.BoundedMemo` table alive in the process, so
a new one is checked the day it is written. One without a
``maxsize`` must be named in :func:`natural_bounds` with the size of what it can be asked
(a finite set of arguments); any other unbounded one fails the check. The caches of
surfaces are plain dicts in the UI, named in :func:`surface_caches` with their bounds.
"""

from __future__ import annotations

import functools
import gc
import sys
from collections.abc import Iterable
from typing import Any

import pygame

from mahjong2p.app.shell import App
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.shape.memo import BoundedMemo
from mahjong2p.ui.lru import Lru

Report = dict[str, dict[str, int | None]]


def natural_bounds() -> dict[str, int]:
    """Caches without a maxsize whose arguments come from a finite set: the set's size."""
    from mahjong2p.rules.gb.scoring.score import GB_FANS, MAX_FLOWERS
    from mahjong2p.rules.scoring.score import FAN_TABLE, YAKUMAN_TABLE

    most_times = 4  # a fan counted per group: four groups at most
    return {
        "mahjong2p.rules.scoring.score._fan_award": len(FAN_TABLE._order) * most_times,
        "mahjong2p.rules.scoring.score._yakuman_award": len(YAKUMAN_TABLE._order),
        # the flowers are a fan of their own, counted up to MAX_FLOWERS
        "mahjong2p.rules.gb.scoring.score._fan": (len(GB_FANS) + 1) * MAX_FLOWERS,
        # the shipped shape tables, loaded once
        "mahjong2p.rules.shape.ahead.shipped": 1,
        "mahjong2p.rules.shape.suits._shipped_ids": 1,
        # the how-to-play pages' example scores: one per way of winning, and one
        "mahjong2p.scenes.how_to_play.gb_pictures.short_hand_score": len(WinBy),
        "mahjong2p.scenes.how_to_play.gb_pictures.big_hand_score": 1,
    }


def memo_caches() -> Iterable[tuple[str, Any]]:
    """Every ``functools`` cache of the game's modules, by its dotted name."""
    for obj in gc.get_objects():
        if isinstance(obj, functools._lru_cache_wrapper):
            module = getattr(obj, "__module__", "") or ""
            if module.startswith("mahjong2p"):
                yield f"{module}.{obj.__qualname__}", obj


def deep_kib(store: dict[Any, Any]) -> int:
    """What a cache holds in KiB: its table and its keys' and values' objects, each counted
    once, surfaces by their pixels too (an estimate: an object shared with the rest of the
    game counts here as well; the cache's own attributes do not)."""
    seen: set[int] = set()
    todo: list[object] = [*store.keys(), *store.values()]
    total = sys.getsizeof(store)
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
    own = wrapper.__dict__
    store = [r for r in gc.get_referents(wrapper) if isinstance(r, dict) and r is not own]
    return {"entries": info.currsize, "bound": info.maxsize, "kib": sum(map(deep_kib, store))}


def surface_caches(app: App) -> dict[str, Lru[Any, Any]]:
    """The UI's caches of surfaces and fonts (each an :class:`~mahjong2p.ui.lru.Lru`,
    its limit's constant saying why it is that size)."""
    found: dict[str, Lru[Any, Any]] = {
        "ui.fonts.Fonts._texts": app.ctx.fonts._texts,
        "ui.fonts.Fonts._fonts": app.ctx.fonts._fonts,
        "ui.tile_art.TileArt._cache": app.ctx.tiles._cache,
    }
    for module, name in MODULE_CACHES:
        loaded = sys.modules.get(f"mahjong2p.{module}")
        if loaded is not None:  # a screen not shown yet has none
            found[f"{module}.{name}"] = getattr(loaded, name)
    return found


MODULE_CACHES = (  # (module under mahjong2p, the cache's name)
    ("ui.draw", "_panel_cache"),
    ("ui.draw", "_felt_cache"),
    ("ui.cutin", "_band_cache"),
    ("ui.cutin", "_word_cache"),
    ("ui.particles", "_sprites"),
    ("scenes.table.discards_part", "_turned"),
    ("scenes.table.picker_part", "_grey"),
    ("scenes.table.hand_part", "_dim_cache"),
    ("scenes.table.hand_part", "_tint_cache"),
    ("scenes.encyclopedia.card", "_seal_cache"),
)


def memo_tables() -> Iterable[tuple[str, BoundedMemo[Any, Any]]]:
    """The shape and AI tables filled on first use (:mod:`mahjong2p.rules.shape.memo`),
    by class (numbered where a class has several: one per suit flavour)."""
    seen: dict[str, int] = {}
    for obj in gc.get_objects():
        if isinstance(obj, BoundedMemo):
            kind = type(obj)
            name = f"{kind.__module__}.{kind.__qualname__}"
            seen[name] = seen.get(name, 0) + 1
            yield f"{name}#{seen[name]}", obj


def cache_report(app: App) -> Report:
    """Every cache: entries, bound (``None``: none) and KiB held."""
    report: Report = {}
    for name, table in memo_tables():
        report[name] = {"entries": len(table), "bound": table.limit, "kib": deep_kib(table)}
    natural = natural_bounds()
    for name, wrapper in memo_caches():
        entry = _memo_entry(wrapper)
        if entry["bound"] is None:
            entry["bound"] = natural.get(name)
        report[name] = entry
    for name, store in surface_caches(app).items():
        bound = getattr(store, "limit", None)  # a plain dict: no bound
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


def clear_tables() -> None:
    """Empty every bounded memo table and cache (a diagnostic: with them emptied every few
    hands, what RSS still gains is not theirs). Each entry is a pure function of its key,
    so nothing the game decides changes, only how often it is computed; the tables loaded
    whole from the shipped data (no maxsize) are kept."""
    for _, table in memo_tables():
        table.clear()
    for _, wrapper in memo_caches():
        if wrapper.cache_info().maxsize is not None:
            wrapper.cache_clear()
