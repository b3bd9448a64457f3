"""Frames while the CPU thinks (issue 26): ``think_frame_ms``.

The arcade table mid-hand at 1280×720, frames paced at 60 Hz with the mouse sweeping the
hand, while the 72-tile searching master (``master-search``: the level a table thinks for
in a worker process) decides real mid-hand turns back to back — the worst case, since in
the game it thinks once a turn, during a 0.45 s pause. Four ways, alternated round by round in one
child process so that the shared machine's load falls on all of them alike:

- ``quiet``: nothing thinking (the baseline);
- ``thread``: the decisions in a thread of the game's process (the first design);
- ``thread_switch``: the same with the interpreter's switch interval at 0.5 ms (5 ms by
  default), the cheap fix one might try first;
- ``process``: the table's :class:`~mahjong2p.play.thinking.Thinker`, the decisions in its
  worker process; each job decides its turn :data:`BURST` times over, so that the worker
  (which gets its next job only at the next frame) is as busy as the threads.

Each gets the frame p50/p99 (ms) of every round, the p99 over all its frames, that p99 over
the quiet one's, the decisions made, and the machine's load average when it ran.
"""

from __future__ import annotations

import copy
import json
import os
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from mahjong2p.bench.frames import _run_child, _summary
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.view import PlayerView

QUICK = {"rounds": 1, "frames": 60, "warm_up": 10}
FULL = {"rounds": 4, "frames": 120, "warm_up": 20}
MODES = ("quiet", "thread", "thread_switch", "process")
SWITCH_S = 0.0005
BURST = 3
FRAME_S = 1 / 60
CHILD_CODE = (
    "from mahjong2p.bench.think_frames import child_main\n"
    "if __name__ == '__main__':\n"
    "    child_main({rounds}, {frames}, {warm_up})\n"
)
Decision = tuple[PlayerView, list[Action]]


def measure(quick: bool) -> dict[str, Any]:
    return _run_child(CHILD_CODE.format(**(QUICK if quick else FULL)))


def turns(hands: int = 4) -> list[Decision]:
    """The searching master's own turns (a discard to choose) in whole 72-tile hands
    against the expert: each view copied as it was."""
    from mahjong2p.ai.policies import make_agent
    from mahjong2p.play.loop import HandLoop
    from mahjong2p.rules.gb.ruleset import GB
    from mahjong2p.rules.hand import Hand

    found: list[Decision] = []
    for seed in range(hands):
        loop = HandLoop(Hand(seed + 31, 0, seed % 2, rules=GB))
        seats = (make_agent("expert", seed, GB), make_agent("master-search", seed, GB))
        while not loop.hand.is_over:
            seat, legal = loop.hand.to_act, loop.legal()
            assert seat is not None
            if seat == 1 and any(a.kind is ActionKind.DISCARD for a in legal):
                found.append((copy.deepcopy(loop.views[1]), legal))
            loop.step(seats[seat])
    return found


def child_main(rounds: int, frames: int, warm_up: int) -> None:
    """In the child: every way in turn, ``rounds`` times; prints one JSON line."""
    from mahjong2p.app.pygame_env import prepare

    prepare(headless=True)
    from mahjong2p.ai.policies import make_agent
    from mahjong2p.app.shell import App
    from mahjong2p.play.thinking import Thinker
    from mahjong2p.rules.gb.ruleset import GB
    from mahjong2p.scenes import showcase

    decisions = turns()
    app = App(size=(1280, 720), seed=1)
    table = showcase.table_mid_hand(app.ctx)
    thinker = Thinker(Burst(make_agent("master-search", 5, GB)))
    thinker.worker_ready(60.0)
    frame = _framer(app, table)
    results: dict[str, Any] = {mode: {"rounds": [], "decisions": 0} for mode in MODES}
    pooled: dict[str, list[float]] = {mode: [] for mode in MODES}
    for _ in range(rounds):
        for mode in MODES:
            times, made = _round(mode, frame, frames + warm_up, decisions, thinker)
            pooled[mode] += times[warm_up:]
            results[mode]["rounds"].append(_summary(times[warm_up:]))
            results[mode]["decisions"] += made
            results[mode].setdefault("load", []).append(round(os.getloadavg()[0], 2))
    quiet = _summary(pooled["quiet"])["p99"]
    for mode in MODES:
        p99 = _summary(pooled[mode])["p99"]
        results[mode].update(p99=p99, p99_over_quiet=round(p99 / quiet, 2))
    thinker.close()
    print(json.dumps({"think_frame_ms": results}))


def _framer(app: Any, table: Any) -> Callable[[int], float]:
    """One whole frame (input, update, draw, flip) with the mouse at step ``i``; its ms."""
    import pygame

    view = table.model.view
    hand = table.layout.hand_span(len(view.concealed), view.drawn is not None)

    def frame(i: int) -> float:
        pos = (hand.x + (i * 7) % hand.w, hand.centery)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        )
        start = time.perf_counter()
        app.frame(FRAME_S)
        pygame.display.flip()
        return (time.perf_counter() - start) * 1000

    return frame


def _round(
    mode: str, frame: Callable[[int], float], count: int, decisions: list[Decision], thinker: Any
) -> tuple[list[float], int]:
    """``count`` frames at 60 Hz in ``mode``; the frame times and the decisions made."""
    stop = threading.Event()
    made = [0]
    worker = None
    if mode in ("thread", "thread_switch"):
        agent = copy.deepcopy(thinker.agent.agent)
        worker = threading.Thread(target=_decide_until, args=(agent, decisions, stop, made))
        if mode == "thread_switch":
            sys.setswitchinterval(SWITCH_S)
        worker.start()
    asked = _cycle(decisions) if mode == "process" else None
    times, pending = [], None
    next_at = time.perf_counter()
    for i in range(count):
        start = time.perf_counter()  # taking a move and starting the next: in the frame
        if asked is not None and not thinker.thinking:
            if pending is not None:
                thinker.choose(*pending)
                made[0] += BURST
            pending = next(asked)
            thinker.prepare(*pending)
        times.append(frame(i) + (time.perf_counter() - start) * 1000)
        next_at += FRAME_S
        time.sleep(max(0.0, next_at - time.perf_counter()))
    if pending is not None:
        thinker.choose(*pending)
    stop.set()
    if worker is not None:
        worker.join()
    sys.setswitchinterval(0.005)
    return times, made[0]


class Burst:
    """An agent deciding each question :data:`BURST` times (the same move each time)."""

    def __init__(self, agent: Any) -> None:
        self.agent = agent

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        for _ in range(BURST - 1):
            self.agent.choose(view, legal)
        return self.agent.choose(view, legal)


def _cycle(decisions: Sequence[Decision]) -> Iterator[Decision]:
    while True:
        yield from decisions


def _decide_until(
    agent: Any, decisions: list[Decision], stop: threading.Event, made: list[int]
) -> None:
    for view, legal in _cycle(decisions):
        if stop.is_set():
            return
        agent.choose(view, legal)
        made[0] += 1
