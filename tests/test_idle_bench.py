"""The idle bench's own parts (issue 28): per-thread CPU from /proc, the latency summary,
and one screen's child run end to end — headless, and in a real window on a virtual X
display where ``Xvfb`` and ``xdotool`` are installed."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
import time

import pytest

from mahjong2p.app.pacing import INPUT_GRACE_S
from mahjong2p.bench.idle import _latency
from mahjong2p.bench.idle_child import GAP_S, TITLE_GAP_S
from mahjong2p.bench.threads import thread_shares, thread_times
from mahjong2p.bench.xvfb import virtual_display
from mahjong2p.scenes.title import BOB_S

linux_only = pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="reads /proc")


@linux_only
def test_a_busy_thread_shows_under_its_name_and_the_main_thread_as_main() -> None:
    """The worker spins for 0.2 s of its own CPU time (however loaded the machine) while
    the main thread waits for it."""
    native: list[int] = []
    during: list[dict[int, tuple[str, float]]] = []

    def spin() -> None:
        native.append(threading.get_native_id())
        while time.thread_time() < 0.2:
            pass
        during.append(thread_times())  # before this thread ends

    before, wall = thread_times(), time.perf_counter()
    worker = threading.Thread(target=spin)
    worker.start()
    worker.join()
    after = during[0]
    shares = thread_shares(before, after, time.perf_counter() - wall)
    assert before[os.getpid()][0] == "main"
    assert after[native[0]][0] == "python" and after[native[0]][1] >= 0.18  # clock ticks
    assert shares["python"] >= 0.18 / (time.perf_counter() - wall)
    assert after[os.getpid()][1] - before[os.getpid()][1] < 0.1  # the main thread waited


def test_the_title_gets_its_inputs_at_rest() -> None:
    """After any input the title bobs at full rate for BOB_S, then the loop's grace."""
    assert TITLE_GAP_S > BOB_S + INPUT_GRACE_S
    assert GAP_S > INPUT_GRACE_S


def test_the_latency_summary_keeps_the_old_keys_and_adds_p99() -> None:
    summary = _latency([float(ms) for ms in range(1, 101)], [1.0] * 99 + [9.0], "xdotool")
    assert summary == {
        "median": 50.5,
        "max": 100.0,
        "p50": 50.5,
        "p99": 99.01,
        "handled_p50": 1.0,
        "handled_p99": 1.08,
        "n": 100,
        "source": "xdotool",
    }
    assert _latency([], [], "posted")["p99"] is None


def _child(screen: str, window: str | None, rounds: int) -> dict:
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "SDL_VIDEODRIVER": "dummy"}
    if window:
        env.update(DISPLAY=window, SDL_VIDEODRIVER="x11")
    code = (
        "from mahjong2p.bench.idle_child import child_main\n"
        f"child_main({screen!r}, 0.5, {bool(window)}, {rounds}, 0.0)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    ).stdout
    return json.loads(out.strip().splitlines()[-1])


def test_the_headless_child_reports_its_share_threads_and_posted_keys() -> None:
    report = _child("table", None, 2)
    assert report["scene"] == ["TableScene", "TableScene"]
    assert 0 <= report["cpu_share"] < 0.5
    assert len(report["latency_ms"]) == 2  # both keys handled and drawn
    assert all(0 < ms < 1000 for ms in report["latency_ms"])


@pytest.mark.skipif(not shutil.which("Xvfb") or not shutil.which("xdotool"), reason="no Xvfb")
def test_the_window_child_gets_real_keys_motion_and_clicks() -> None:
    with virtual_display() as display:
        assert display is not None
        report = _child("results", display, 1)
    assert report["scene"] == ["ResultsScene", "ResultsScene"]  # the inputs left it alone
    assert len(report["latency_ms"]) == 3  # a key, a motion and a click, each drawn
    assert "main" in report["threads"]
