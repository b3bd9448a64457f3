"""What the soak measures of the running game: the memory the player's system sees (RSS
of the game and of the processes it started: the CPU's thinking worker), the live objects
a finished hand must not leave behind, and tracemalloc's allocation sites that grew.

RSS is read from Linux's ``/proc`` (the soak is a developer's tool, run on Linux and in
CI); the counts walk the garbage collector's objects, so they see exactly what is alive.
"""

from __future__ import annotations

import ctypes
import gc
import os
import sys
import tempfile
import threading
import tracemalloc
from collections.abc import Collection
from pathlib import Path
from typing import Any

import pygame

from mahjong2p.play.session import HandSession
from mahjong2p.rules.hand import Hand
from mahjong2p.scenes.base import Scene

KIB_PER_MIB = 1024
TRACE_FRAMES = 1  # an allocation site is one line: enough to name the cache that holds it


def rss_kib(pid: int) -> int:
    """The resident set of process ``pid`` in KiB (0 if it has ended)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    for line in status.splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def descendants(pid: int) -> list[int]:
    """Every process started by ``pid``, and by those, and so on."""
    found: list[int] = []
    todo = [pid]
    while todo:
        parent = todo.pop()
        for task in Path(f"/proc/{parent}/task").glob("*"):
            try:
                children = (task / "children").read_text().split()
            except OSError:
                continue
            kids = [int(c) for c in children]
            found += kids
            todo += kids
    return found


def memory_mib() -> dict[str, float]:
    """The game's own RSS and the sum over it and its children, in MiB."""
    own = rss_kib(os.getpid())
    children = sum(rss_kib(c) for c in descendants(os.getpid()))
    return {
        "rss_mib": round(own / KIB_PER_MIB, 1),
        "rss_total_mib": round((own + children) / KIB_PER_MIB, 1),
    }


class _MallInfo2(ctypes.Structure):
    """glibc's ``struct mallinfo2`` (2.33 on): its heap's bytes, in use and free."""

    _fields_ = [
        (name, ctypes.c_size_t)
        for name in (
            "arena", "ordblks", "smblks", "hblks", "hblkhd",
            "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost",
        )
    ]  # fmt: skip


def _glibc() -> Any:
    """The C library if it is glibc with ``mallinfo2``, else ``None``."""
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallinfo2.restype = _MallInfo2
    except (OSError, AttributeError):
        return None
    return libc


def _pymalloc_stats() -> dict[str, int]:
    """Python's small-object allocator's own figures (``sys._debugmallocstats``, which
    writes them to the C stderr: read back from a file put in its place)."""
    with tempfile.TemporaryFile() as out:
        sys.stderr.flush()
        saved = os.dup(2)
        try:
            os.dup2(out.fileno(), 2)
            sys._debugmallocstats()
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        out.seek(0)
        text = out.read().decode("ascii", "replace")
    found = {}
    for line in text.splitlines():
        name, _, value = line.partition("=")
        if "bytes/arena" in name:  # "N arenas * SIZE bytes/arena = N*SIZE"
            found["arenas"] = int(value.replace(",", ""))
        elif name.startswith("# bytes in allocated blocks"):
            found["blocks"] = int(value.replace(",", ""))
    return found


def allocator_mib() -> dict[str, float]:
    """Where the game's own RSS is, by allocator, in MiB: Python's small-object arenas
    (``py_arenas``; ``py_live``: the objects in them) and C's heap (``c_used``: blocks in
    use, pixels and Python's larger objects among them; ``c_free``: free space it keeps).
    Empty where the C library is not glibc."""
    libc = _glibc()
    if libc is None:
        return {}
    info = libc.mallinfo2()
    py = _pymalloc_stats()
    mib = 1024 * 1024
    figures = {
        "py_arenas": py.get("arenas", 0),
        "py_live": py.get("blocks", 0),
        "c_used": info.uordblks + info.hblkhd,
        "c_free": info.fordblks,
    }
    return {name: round(value / mib, 1) for name, value in figures.items()}


def live_counts(caches: Collection[object] = ()) -> dict[str, int]:
    """Live hands, sessions, scenes and surfaces, and the threads, after a full collection
    (what is counted is what something still holds). Surfaces are not tracked by the
    collector: they are found as what tracked objects refer to, through the containers the
    collector leaves untracked (a tuple or dict of untracked things). The surfaces of
    ``caches`` are left out, wherever else they are drawn from (a confetti particle holds
    its cached sprite): a cache is checked against its bound instead."""
    gc.collect()
    skip = {id(c) for c in caches}
    counts = {"hands": 0, "sessions": 0, "scenes": 0}
    surfaces: set[int] = set()
    walked: set[int] = set()
    todo = gc.get_objects()
    while todo:
        obj = todo.pop()
        if id(obj) in skip:
            continue
        if isinstance(obj, Hand):
            counts["hands"] += 1
        elif isinstance(obj, HandSession):
            counts["sessions"] += 1
        elif isinstance(obj, Scene):
            counts["scenes"] += 1
        for ref in gc.get_referents(obj):
            if isinstance(ref, pygame.Surface):
                surfaces.add(id(ref))
            elif _unwalked(ref, walked):
                walked.add(id(ref))
                todo.append(ref)
    held = {id(v) for cache in caches if isinstance(cache, dict) for v in cache.values()}
    counts["surfaces"] = len(surfaces - held)
    counts["threads"] = threading.active_count()
    return counts


UNTRACKED_KINDS = (tuple, dict, list, set, frozenset)


def _unwalked(obj: object, walked: set[int]) -> bool:
    """A container the collector does not list, not yet walked."""
    return isinstance(obj, UNTRACKED_KINDS) and not gc.is_tracked(obj) and id(obj) not in walked


class SiteTracer:
    """tracemalloc's allocation sites compared with the first snapshot taken: which lines
    hold more memory now than then (the growth the soak looks for)."""

    def __init__(self) -> None:
        tracemalloc.start(TRACE_FRAMES)
        self._base: tracemalloc.Snapshot | None = None

    def mark(self) -> None:
        """The snapshot later ones are compared with (taken after the first hands)."""
        self._base = self._snapshot()

    def top(self, count: int) -> list[dict[str, Any]]:
        """The ``count`` sites that grew most since :meth:`mark`."""
        now = self._snapshot()
        base = self._base or now
        stats = now.compare_to(base, "lineno")
        grown = sorted(stats, key=lambda s: s.size_diff, reverse=True)[:count]
        return [
            {
                "site": _site(s.traceback[0]),
                "kib": round(s.size / 1024, 1),
                "grew_kib": round(s.size_diff / 1024, 1),
                "blocks": s.count,
            }
            for s in grown
        ]

    @staticmethod
    def _snapshot() -> tracemalloc.Snapshot:
        gc.collect()
        return tracemalloc.take_snapshot().filter_traces(
            [tracemalloc.Filter(False, tracemalloc.__file__)]
        )


def _site(frame: tracemalloc.Frame) -> str:
    """``path:line`` from the package's folder down (or the whole path outside it)."""
    return f"{frame.filename.split('mahjong2p/')[-1]}:{frame.lineno}"
