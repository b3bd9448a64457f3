"""CPU time per thread of this process, from ``/proc/self/task/*/stat`` (Linux), so the
idle bench can say where an idle window's time goes: the main loop, SDL's threads, a
software GL renderer's (``llvmpipe-N``), the sound thread (issue 28)."""

from __future__ import annotations

import os
from collections import defaultdict

TASKS = "/proc/self/task"
Times = dict[int, tuple[str, float]]  # thread id → (name, CPU seconds)


def thread_times() -> Times:
    """Each live thread's user+system CPU seconds; ``{}`` where ``/proc`` is missing. The
    process's own thread is named ``main``, the others by their kernel name (Python's own
    threads are all ``python``)."""
    if not os.path.isdir(TASKS):
        return {}
    tick = os.sysconf("SC_CLK_TCK")
    pid = os.getpid()
    times: Times = {}
    for entry in os.listdir(TASKS):
        try:
            with open(f"{TASKS}/{entry}/stat", encoding="utf-8", errors="replace") as stat:
                line = stat.read()
        except OSError:  # ended while we looked
            continue
        name = line[line.index("(") + 1 : line.rindex(")")]
        fields = line[line.rindex(")") + 2 :].split()
        tid = int(entry)
        times[tid] = ("main" if tid == pid else name, (int(fields[11]) + int(fields[12])) / tick)
    return times


def thread_shares(before: Times, after: Times, wall_s: float) -> dict[str, float]:
    """The share of one core each thread name used between two samples (threads of one
    name summed; a thread started in between counts from zero; one that ended is lost)."""
    shares: dict[str, float] = defaultdict(float)
    for tid, (name, seconds) in after.items():
        shares[name] += (seconds - before.get(tid, (name, 0.0))[1]) / wall_s
    return {name: round(share, 4) for name, share in sorted(shares.items())}
