"""Frame time of the table mid-hand (the arcade's, and the 72-tile 国标 table's:
``gb_table_frame_ms``) and of the busiest animation (the 役满 win sequence:
rays, stamps, count-ups and confetti), start-up time to the first title frame, peak memory.

Each measurement runs in a fresh headless child process, so the window, the caches and
the memory high-water mark belong to the game alone and not to the other bench parts.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mahjong2p.app.shell import App
    from mahjong2p.scenes.table.scene import TableScene

SIZES = ((1280, 720), (1920, 1080))
QUICK = {"warm_up": 20, "frames": 120, "startups": 1}
FULL = {"warm_up": 30, "frames": 420, "startups": 3}
STARTUP_CODE = (
    "from mahjong2p.app.pygame_env import prepare; prepare(headless=True)\n"
    "from mahjong2p.app.shell import run_game\n"
    "run_game(seed=1, max_frames=1)\n"
)
FRAMES_CODE = "from mahjong2p.bench.frames import child_main; child_main({warm_up}, {frames})\n"
GB_FRAMES_CODE = (
    "from mahjong2p.bench.frames import gb_child_main; gb_child_main({warm_up}, {frames})\n"
)


def measure(quick: bool) -> dict[str, Any]:
    sizes = QUICK if quick else FULL
    child = _run_child(FRAMES_CODE.format(warm_up=sizes["warm_up"], frames=sizes["frames"]))
    gb = _run_child(GB_FRAMES_CODE.format(warm_up=sizes["warm_up"], frames=sizes["frames"]))
    return {
        "frame_ms": child["frame_ms"],
        "gb_table_frame_ms": gb["gb_table_frame_ms"],
        "win_sequence_frame_ms": child["win_sequence_frame_ms"],
        "peak_memory_mb": child["peak_memory_mb"],
        "startup_s": round(min(_startup() for _ in range(sizes["startups"])), 3),
    }


def _env() -> dict[str, str]:
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def _run_child(code: str) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=_env(), check=True
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def _startup() -> float:
    """Seconds from starting a Python process to its first title frame on screen."""
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", STARTUP_CODE], env=_env(), check=True)
    return time.perf_counter() - start


def child_main(warm_up: int, frames: int) -> None:
    """In the child: the table mid-hand, one full frame (input, updates, draw, flip) at a
    time while the mouse sweeps over the hand; prints one JSON line."""
    from mahjong2p.app.pygame_env import prepare

    prepare(headless=True)
    import pygame

    from mahjong2p.app.shell import App
    from mahjong2p.scenes import showcase

    report: dict[str, Any] = {"frame_ms": {}}
    for w, h in SIZES:
        app = App(size=(w, h), seed=1)
        table = showcase.table_mid_hand(app.ctx)
        report["frame_ms"][f"{w}x{h}"] = _table_frames(app, table, warm_up, frames)
        pygame.quit()
    report["win_sequence_frame_ms"] = {"1280x720": _win_sequence(warm_up, frames)}
    report["peak_memory_mb"] = _peak_memory_mb()
    print(json.dumps(report))


def gb_child_main(warm_up: int, frames: int) -> None:
    """In its own child (so the arcade child's peak memory stays the arcade game's): the
    72-tile table on the player's turn, flowers out, timer running; prints one JSON line."""
    from mahjong2p.app.pygame_env import prepare

    prepare(headless=True)
    import pygame

    from mahjong2p.app.shell import App
    from mahjong2p.scenes import showcase
    from mahjong2p.scenes.table.scene import TableScene

    report: dict[str, Any] = {"gb_table_frame_ms": {}}
    for w, h in SIZES:
        app = App(size=(w, h), seed=1)
        showcase.show(app.ctx, "gb_table")
        table = app.ctx.stack.top
        assert isinstance(table, TableScene)
        report["gb_table_frame_ms"][f"{w}x{h}"] = _table_frames(app, table, warm_up, frames)
        pygame.quit()
    print(json.dumps(report))


def _table_frames(app: App, table: TableScene, warm_up: int, frames: int) -> dict[str, float]:
    """Whole frames (input, updates, draw, flip) while the mouse sweeps over the hand."""
    import pygame

    times = []
    view = table.model.view
    hand = table.layout.hand_span(len(view.concealed), view.drawn is not None)
    for i in range(warm_up + frames):
        pos = (hand.x + (i * 7) % hand.w, hand.centery)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        )
        start = time.perf_counter()
        app.frame(1 / 60)
        pygame.display.flip()
        times.append((time.perf_counter() - start) * 1000)
    return _summary(times[warm_up:])


def _win_sequence(warm_up: int, frames: int) -> dict[str, float]:
    """Whole frames of the 役满 results sequence at 1280×720, from the gong on."""
    import pygame

    from mahjong2p.app.shell import App
    from mahjong2p.scenes import showcase

    app = App(size=(1280, 720), seed=1)
    showcase.show(app.ctx, "yakuman", at=0.0)
    times = []
    for _ in range(warm_up + frames):
        start = time.perf_counter()
        app.frame(1 / 60)
        pygame.display.flip()
        times.append((time.perf_counter() - start) * 1000)
    pygame.quit()
    return _summary(times[warm_up:])


def _summary(times: list[float]) -> dict[str, float]:
    measured = sorted(times)
    return {
        "median": round(statistics.median(measured), 3),
        "p99": round(measured[max(0, int(len(measured) * 0.99) - 1)], 3),
    }


def _peak_memory_mb() -> float | None:
    """The child's own peak resident memory. On Linux ``ru_maxrss`` survives ``exec`` and so
    reports the bench parent's size at the fork; the kernel's VmHWM is the new program's."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    try:
        import resource
    except ImportError:  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)
