"""What the game costs while the player thinks, and how fast it answers (issues 17, 28).

``idle_cpu_share``: the share of one core the game's process uses with no input, from the
process's own CPU time (all its threads) over :data:`FULL_S` seconds of wall time, at the
title (before the attract mode), the table (the human to discard, turn timer off) and the
results of a win, headless. ``idle_cpu_share_window``: the same in a real window on a
virtual X display (:mod:`.xvfb`), where the window system's own costs show — the event
wait, the window's framebuffer; ``None`` without ``Xvfb``. ``idle_threads``: each of those
split by thread (:mod:`.threads`; Linux). Each screen runs the real main loop
(:meth:`App.run`) in a child process of its own (:mod:`.idle_child`), its opening
animations played through without drawing first, so the figure is the screen at rest, as a
player who has stepped away leaves it. The children of one kind run side by side, since
an idle child hardly competes for a core; their inputs are staggered.

``input_latency_ms``: from sending an input to the end of the flip of the frame that
handled it, each from rest, with p50/p99 — in the window, keys, pointer motions and clicks
sent through the X server by ``xdotool`` (``"source": "xdotool"``); without one, key events
posted to the headless loop (``"posted"``).

``attract_mode``: the title's demo hand (:mod:`mahjong2p.scenes.attract`) while it plays —
its share of a core and frame rate, in the window when there is one — and its bound: the
seconds of demo one absence gets at most (its :data:`~mahjong2p.scenes.attract.DEMOS`
hands, played through without drawing) and the core-seconds they cost.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from contextlib import ExitStack
from typing import Any

from mahjong2p.bench.idle_child import GAP_S, SCREENS, TITLE_GAP_S
from mahjong2p.bench.xvfb import virtual_display
from mahjong2p.scenes import attract

FULL_S = 5.0
QUICK_S = 1.0
CHILD_TIMEOUT_S = 300.0
# inputs of each kind per screen, quick and full; the title's wait out its bob
# (TITLE_GAP_S), so it gets fewer
ROUNDS = {
    True: {"title": 1, "table": 2, "results": 2},
    False: {"title": 3, "table": 8, "results": 8},
}
GAPS = {"title": TITLE_GAP_S}
ATTRACT = "title_attract"
CHILD_CODE = (
    "from mahjong2p.bench.idle_child import child_main\n"
    "child_main({screen!r}, {seconds}, {window}, {rounds}, {phase}, {gap})\n"
)
LATENCY_KEYS = ("median", "max", "p50", "p99", "handled_p50", "handled_p99")
DEMO_CODE = "from mahjong2p.bench.attract_cost import main; main()\n"


def measure(quick: bool) -> dict[str, Any]:
    seconds = QUICK_S if quick else FULL_S
    with ExitStack() as stack:  # a display each: one window's focus and pointer are its own
        displays = {s: stack.enter_context(virtual_display()) for s in (*SCREENS, ATTRACT)}
        window = _screens(seconds, displays, ROUNDS[quick]) if all(displays.values()) else None
        display = displays[ATTRACT] if window else None
        attract_run = _run_all({ATTRACT: (seconds, display, 0, 0.0)})[ATTRACT]
    headless = _screens(seconds, {}, {} if window else ROUNDS[quick])
    runs = (window or headless).values()
    latencies = [ms for run in runs for ms in run["latency_ms"]]
    handled = [ms for run in runs for ms in run["handled_ms"]]
    return {
        "idle_cpu_share": _pick(headless, "cpu_share"),
        "idle_cpu_share_window": _pick(window, "cpu_share") if window else None,
        "idle_threads": {
            "headless": _pick(headless, "threads"),
            "window": _pick(window, "threads") if window else None,
        },
        "input_latency_ms": _latency(latencies, handled, "xdotool" if window else "posted"),
        "attract_mode": _attract(attract_run, "window" if window else "headless"),
    }


def _screens(
    seconds: float, displays: dict[str, str | None], rounds: dict[str, int]
) -> dict[str, dict[str, Any]]:
    """The three screens side by side, their inputs a third of a gap apart; ``displays``
    and ``rounds`` (of inputs) by screen: headless and none when not given."""
    phase = GAP_S / len(SCREENS)
    jobs = {
        s: (seconds, displays.get(s), rounds.get(s, 0), i * phase) for i, s in enumerate(SCREENS)
    }
    return _run_all(jobs)


def _run_all(
    jobs: dict[str, tuple[float, str | None, int, float]],
) -> dict[str, dict[str, Any]]:
    children = {}
    for screen, (seconds, display, rounds, phase) in jobs.items():
        env = {**os.environ, "SDL_AUDIODRIVER": "dummy"}
        if display:
            env.update(DISPLAY=display, SDL_VIDEODRIVER="x11")
        code = CHILD_CODE.format(
            screen=screen,
            seconds=seconds,
            window=bool(display),
            rounds=rounds,
            phase=phase,
            gap=GAPS.get(screen, GAP_S),
        )
        children[screen] = subprocess.Popen(
            [sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, env=env
        )
    reports = {}
    for screen, child in children.items():
        try:
            out, _ = child.communicate(timeout=CHILD_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            child.kill()
            child.communicate()
            raise RuntimeError(f"the idle bench of {screen} did not end") from None
        if child.returncode != 0:
            raise RuntimeError(f"the idle bench of {screen} failed (status {child.returncode})")
        report = json.loads(out.strip().splitlines()[-1])
        if report["scene"][0] != report["scene"][1]:
            raise RuntimeError(f"the input sent to {screen} left it: {report['scene']}")
        reports[screen] = report
    return reports


def _pick(runs: dict[str, dict[str, Any]], key: str) -> dict[str, Any]:
    return {screen: run[key] for screen, run in runs.items()}


def _latency(latencies: list[float], handled: list[float], source: str) -> dict[str, Any]:
    """Median and max (the keys since issue 17) with p50, p99 and the sample size; and
    the p50/p99 of the part before the frame's handler saw the input (``handled_``: the
    wake; the rest is the frame's update, drawing and flip)."""
    if not latencies:
        return dict.fromkeys(LATENCY_KEYS) | {"n": 0, "source": source}
    median = _percentile(latencies, 50)
    return {
        "median": median,
        "max": round(max(latencies), 2),
        "p50": median,
        "p99": _percentile(latencies, 99),
        "handled_p50": _percentile(handled, 50),
        "handled_p99": _percentile(handled, 99),
        "n": len(latencies),
        "source": source,
    }


def _percentile(values: list[float], q: int) -> float | None:
    """The ``q``-th percentile, interpolated between the nearest ranks."""
    if len(values) < 2:
        return round(values[0], 2) if values else None
    return round(statistics.quantiles(values, n=100, method="inclusive")[q - 1], 2)


def _attract(run: dict[str, Any], where: str) -> dict[str, Any]:
    demo_s = _demo_seconds()
    return {
        "cpu_share": run["cpu_share"],
        "fps": run["fps"],
        "threads": run["threads"],
        "measured_in": where,
        "frame_rate_cap": round(1 / attract.FRAME_S),
        "demos": attract.DEMOS,
        "rest_s": attract.REST_S,
        "demo_s": demo_s,
        "core_s": round(demo_s * run["cpu_share"], 1),
    }


def _demo_seconds() -> float:
    """The demo seconds of one absence: its demo hands played through, without drawing."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    out = subprocess.run(
        [sys.executable, "-c", DEMO_CODE], capture_output=True, text=True, env=env, check=True
    ).stdout
    return float(out.strip().splitlines()[-1])
