"""One screen of the idle bench, in a child process of its own (:mod:`.idle`): the real
main loop at rest, headless or in a real window, with its CPU time per thread, its frame
rate, and then the latency of input sent to it.

In a window the input comes from ``xdotool`` (fed one command a line on its standard
input, so each is sent within a millisecond of our clock reading): a key, the pointer's
motion and a right click on an empty corner, in turn, each from rest (a gap longer than
the loop's full-rate grace after an event). Headless, key events are posted from another
thread, as the window system's input arrives. Latency runs from sending the input to the
end of the flip of the frame that handled it.
"""

from __future__ import annotations

import json
import subprocess
import threading
import time
from typing import Any

from mahjong2p.bench.threads import thread_shares, thread_times

SCREENS = {"title": "Down", "table": "Left", "results": "Right"}  # a key each one answers
SETTLE_S = {"title": 4.0, "table": 10.0, "results": 10.0, "title_attract": 1.0}
WARM_UP_S = 0.5
OPEN_S = 0.5  # the window system's events about the new window arrive within this
GAP_S = 0.5  # between two inputs: longer than the loop's full-rate grace after one
TITLE_GAP_S = 3.5  # the title's honours bob 3 s after any input (title.BOB_S): wait it out
CORNER = ((8, 8), (24, 24))  # the pointer moves between these (window pixels): no buttons
INPUT_TYPES = {"key": "KEYDOWN", "motion": "MOUSEMOTION", "click": "MOUSEBUTTONDOWN"}


def child_main(
    screen: str, seconds: float, window: bool, rounds: int, phase_s: float, gap_s: float = GAP_S
) -> None:
    """``screen`` settled (a name of :mod:`mahjong2p.scenes.showcase`), ``seconds`` of the
    real loop with no input, then ``rounds`` of inputs ``gap_s`` apart (``phase_s`` after
    the other screens'), and one JSON line on standard output."""
    from mahjong2p.app.pygame_env import prepare

    prepare(headless=not window)
    import pygame

    from mahjong2p.app.shell import App
    from mahjong2p.scenes import showcase

    app = App(size=(1280, 720), seed=1)
    app.settings.timer_enabled = False
    _opened(pygame)
    showcase.show(app.ctx, screen, at=SETTLE_S[screen])
    scene = type(app.ctx.stack.top).__name__
    probe = _Probe(app)
    report: dict[str, Any] = {}

    def script() -> None:
        """The measurement, then the end of the loop, even if the measurement failed."""
        try:
            time.sleep(WARM_UP_S)
            wall0, cpu0, threads0, flips0 = _sample(probe)
            time.sleep(seconds)
            wall1, cpu1, threads1, flips1 = _sample(probe)
            wall = wall1 - wall0
            report["cpu_share"] = round((cpu1 - cpu0) / wall, 4)
            report["threads"] = thread_shares(threads0, threads1, wall)
            report["fps"] = round((flips1 - flips0) / wall, 2)
            if rounds:
                time.sleep(phase_s)
                sender = _Xdotool(SCREENS[screen]) if window else _Posted(SCREENS[screen])
                time.sleep(GAP_S)  # the focus given to the window has been drawn
                for _ in range(rounds):
                    for kind in sender.kinds:
                        probe.expect(getattr(pygame, INPUT_TYPES[kind]))
                        sender.send(kind)
                        time.sleep(gap_s)
                sender.close()
        finally:
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=script, daemon=True).start()
    app.run()
    report["latency_ms"] = probe.latencies_ms
    report["handled_ms"] = probe.handled_ms
    report["scene"] = [scene, type(app.ctx.stack.top).__name__]
    print(json.dumps(report))


def _opened(pygame: Any) -> None:
    """Let the new window's own events arrive (shown, exposed, the pointer found inside
    it), then drop them: they are no player's input."""
    for _ in range(round(OPEN_S / 0.05)):
        pygame.event.pump()
        time.sleep(0.05)
    pygame.event.clear()


def _sample(probe: _Probe) -> tuple[float, float, dict[int, tuple[str, float]], int]:
    return time.perf_counter(), time.process_time(), thread_times(), probe.flips


class _Probe:
    """Counts flips; times each expected input to the flip after the frame handling it."""

    def __init__(self, app: Any) -> None:
        import pygame

        self.flips = 0
        self.latencies_ms: list[float] = []
        self.handled_ms: list[float] = []  # the part before the frame's handler saw it
        self._expected: tuple[int, float] | None = None
        self._handled = False
        handle, flip = app.handle_event, pygame.display.flip

        def handle_event(event: pygame.event.Event) -> None:
            if self._expected is not None and event.type == self._expected[0]:
                if not self._handled:
                    self.handled_ms.append(self._since_sent())
                self._handled = True
            handle(event)

        def flipped() -> None:
            flip()
            self.flips += 1
            if self._handled and self._expected is not None:
                self.latencies_ms.append(self._since_sent())
                self._handled, self._expected = False, None

        app.handle_event = handle_event
        pygame.display.flip = flipped

    def expect(self, event_type: int) -> None:
        """The next input, of ``event_type``, is being sent now."""
        self._expected = (event_type, time.perf_counter())

    def _since_sent(self) -> float:
        assert self._expected is not None
        return (time.perf_counter() - self._expected[1]) * 1000


class _Posted:
    """Headless: key events posted from this thread."""

    kinds = ("key",)

    def __init__(self, key: str) -> None:
        import pygame

        self.key = pygame.key.key_code(key.lower())

    def send(self, kind: str) -> None:
        import pygame

        del kind
        event = pygame.event.Event(pygame.KEYDOWN, key=self.key, mod=0, unicode="", scancode=0)
        pygame.event.post(event)

    def close(self) -> None:
        """Nothing to close."""


class _Xdotool:
    """In a window: real input through the X server, from one ``xdotool`` process."""

    kinds = ("key", "motion", "click")

    def __init__(self, key: str) -> None:
        import pygame

        self.key = key
        self.window = pygame.display.get_wm_info()["window"]
        self.moves = 0
        self.proc = subprocess.Popen(["xdotool", "-"], stdin=subprocess.PIPE, text=True)
        self._write(f"windowfocus --sync {self.window}")  # keys go to the focused window

    def send(self, kind: str) -> None:
        if kind == "key":
            line = f"key {self.key}"
        elif kind == "motion":
            self.moves += 1
            x, y = CORNER[self.moves % 2]
            line = f"mousemove --window {self.window} {x} {y}"
        else:
            line = "click 3"
        self._write(line)

    def _write(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=10)
