"""The CPU thinks off the main loop (issue 26): a searching CPU's decision starts in a worker
process (:mod:`.think_worker`) as soon as its turn is known, while the table animates and
pauses, and the move is taken from there when the pause ends.

A process, not a thread: a thread shares the interpreter lock with the frame, and on a busy
machine a frame then waits for the worker's slice. Measured while the CPU thinks back to
back, the process keeps the frame's p99 near the quiet table's where a thread multiplies
it (``bench``'s ``think_frame_ms``; the figures are in docs/research/ai-rounds.md,
"Thinking off the main loop"). The main loop never waits or polls for the worker while the
table pauses: the answer is read when the pause ends, and waited for only if it is not in
yet.

The move is the one a direct call gives: the worker runs the very same ``choose`` on a copy
of the same agent, view and legal actions (nothing the CPU decides depends on when or where
it runs: its generators are its own, its budget is in playouts), and hands back the agent as
the decision left it, which replaces the table's. A decision asked for without a matching
start (the question pickles differently), before the process is up, or after it failed,
is made directly, in-process, from the table's own agent, which no dropped job touched.
Levels that do not search decide in a fraction of a millisecond and get no process.
"""

from __future__ import annotations

import pickle
import weakref
from collections.abc import Sequence
from dataclasses import dataclass

from mahjong2p.ai.agent import Agent
from mahjong2p.play.think_worker import ThinkWorker
from mahjong2p.rules.actions import Action
from mahjong2p.rules.view import PlayerView

# A decision is bounded by playouts (p99 tens of ms); a worker this late is taken for hung:
# it is stopped and the decision is made in-process.
ANSWER_TIMEOUT_S = 20.0


def _question(view: PlayerView, legal: Sequence[Action]) -> bytes:
    """One decision, as the worker receives it (and as a later ask is matched against)."""
    return pickle.dumps((view, list(legal)))


@dataclass(frozen=True)
class _Job:
    number: int
    question: bytes


class Thinker:
    """An :class:`~mahjong2p.ai.agent.Agent` that can start its decision early, in a worker
    process of its own (``ahead``; started here, stopped by :meth:`close` or when the
    thinker is dropped or the game exits)."""

    def __init__(self, agent: Agent, ahead: bool = True) -> None:
        self.agent = agent
        self._job: _Job | None = None
        self._worker = ThinkWorker(agent) if ahead else None
        if self._worker is not None:
            self._stop = weakref.finalize(self, self._worker.close)

    def prepare(self, view: PlayerView, legal: Sequence[Action]) -> None:
        """Start deciding ``legal`` from ``view`` in the worker, if it is up."""
        self._job = None
        worker = self._worker
        if worker is None or not worker.ready():
            return  # no worker (yet): decided when asked
        question = _question(view, legal)
        number = worker.ask(self.agent, question)
        if number is not None:
            self._job = _Job(number, question)

    @property
    def thinking(self) -> bool:
        """A started decision is still being worked out (never waits)."""
        job, worker = self._job, self._worker
        return job is not None and worker is not None and not worker.answered(job.number)

    @property
    def worker_alive(self) -> bool:
        return self._worker is not None and self._worker.alive

    def worker_ready(self, wait: float) -> bool:
        """The worker process is up (waiting up to ``wait`` seconds for it)."""
        return self._worker is not None and self._worker.ready(wait)

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        job, self._job = self._job, None
        worker = self._worker
        if job is not None and worker is not None and job.question == _question(view, legal):
            found = worker.answer(job.number, ANSWER_TIMEOUT_S)
            if found is not None:
                action, self.agent = found
                return action
        return self.agent.choose(view, legal)

    def close(self) -> None:
        """Stop the worker process (the table or the game closes); decide in-process after."""
        self._job = None
        if self._worker is not None:
            self._stop()


def prepare(agent: Agent, view: PlayerView, legal: Sequence[Action]) -> None:
    """Start ``agent``'s decision early if it can think ahead (a no-op otherwise)."""
    if isinstance(agent, Thinker):
        agent.prepare(view, legal)
