"""What the game costs while the player thinks, and how fast it answers a key (issue 17).

``idle_cpu_share``: the share of one core the game's process uses with no input, from the
process's own CPU time (all its threads) over :data:`FULL_S` seconds of wall time, at the
title (before the attract mode), the table (the human to discard, turn timer off) and the
results of a win. Each screen runs the real main loop (:meth:`App.run`, headless) in a
child process of its own; the three run side by side, since an idle child hardly competes
for a core. Before measuring, the screen's opening animations are played through without
drawing (:data:`SETTLE_S`: the title's bob, the results' show and confetti), so the
figure is the screen at rest, as a player who has stepped away leaves it.

``input_latency_ms``: from posting a key event (from another thread, as the operating
system's input arrives) to the end of the flip of the frame that handled it; a key that
changes the picture on each screen (the menu focus, the hand's focus), starting from rest.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import threading
import time
from typing import Any

SCREENS = {"title": "K_DOWN", "table": "K_LEFT", "results": "K_RIGHT"}
SETTLE_S = 10.0  # played without drawing first: the confetti has fallen, the demo is 10 s off
WARM_UP_S = 0.5
FULL_S = 5.0
QUICK_S = 1.0
KEY_GAP_S = 0.4  # longer than the loop's full-rate grace after an event
KEYS = 5
CHILD_CODE = "from mahjong2p.bench.idle import child_main; child_main({screen!r}, {seconds})\n"


def measure(quick: bool) -> dict[str, Any]:
    seconds = QUICK_S if quick else FULL_S
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    children = {
        screen: subprocess.Popen(
            [sys.executable, "-c", CHILD_CODE.format(screen=screen, seconds=seconds)],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        for screen in SCREENS
    }
    shares: dict[str, float] = {}
    latencies: list[float] = []
    for screen, child in children.items():
        out, _ = child.communicate()
        if child.returncode != 0:
            raise RuntimeError(f"the idle bench of {screen} failed (status {child.returncode})")
        report = json.loads(out.strip().splitlines()[-1])
        shares[screen] = report["cpu_share"]
        latencies += report["latency_ms"]
    return {
        "idle_cpu_share": shares,
        "input_latency_ms": {
            "median": round(statistics.median(latencies), 2),
            "max": round(max(latencies), 2),
        },
    }


def child_main(screen: str, seconds: float) -> None:
    """In the child: ``screen`` settled, the real loop for ``seconds`` with no input, then
    :data:`KEYS` keys a :data:`KEY_GAP_S` apart; prints one JSON line."""
    from mahjong2p.app.pygame_env import prepare

    prepare(headless=True)
    import pygame

    from mahjong2p.app.shell import App
    from mahjong2p.scenes import showcase

    app = App(size=(1280, 720), seed=1)
    app.settings.timer_enabled = False
    showcase.show(app.ctx, screen, at=SETTLE_S)
    probe = _LatencyProbe(app, getattr(pygame, SCREENS[screen]))
    cpu: list[tuple[float, float]] = []

    def sample() -> None:
        cpu.append((time.perf_counter(), time.process_time()))

    def script() -> None:
        time.sleep(WARM_UP_S)
        sample()
        time.sleep(seconds)
        sample()
        for _ in range(KEYS):
            probe.press()
            time.sleep(KEY_GAP_S)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=script, daemon=True).start()
    app.run()
    (wall0, cpu0), (wall1, cpu1) = cpu
    share = round((cpu1 - cpu0) / (wall1 - wall0), 4)
    print(json.dumps({"cpu_share": share, "latency_ms": probe.latencies_ms}))


class _LatencyProbe:
    """Posts marked key events and times each to the flip after the frame handling it."""

    def __init__(self, app: Any, key: int) -> None:
        import pygame

        self.key = key
        self.latencies_ms: list[float] = []
        self._posted: float | None = None
        self._handled = False
        handle, flip = app.handle_event, pygame.display.flip

        def handle_event(event: pygame.event.Event) -> None:
            if getattr(event, "bench_probe", False):
                self._handled = True
            handle(event)

        def flipped() -> None:
            flip()
            if self._handled and self._posted is not None:
                self.latencies_ms.append((time.perf_counter() - self._posted) * 1000)
                self._handled, self._posted = False, None

        app.handle_event = handle_event
        pygame.display.flip = flipped

    def press(self) -> None:
        import pygame

        event = pygame.event.Event(
            pygame.KEYDOWN, key=self.key, mod=0, unicode="", scancode=0, bench_probe=True
        )
        self._posted = time.perf_counter()
        pygame.event.post(event)
