"""The CPU thinks off the main loop (issue 26): its decision starts in a worker thread as
soon as its turn is known, while the table animates and pauses, and the move is taken from
there when the pause ends.

The worker runs the very same ``choose`` on the very same view and legal actions, so the
move is the one a direct call gives (nothing the CPU decides depends on when or where it
runs: its generators are its own, its budget is in playouts). While it works, the engine
state and the view it reads do not change: the CPU's move is the next action, and
:meth:`Thinker.choose` waits for the worker before anything is applied. A decision asked
for without a matching start (a different view or other legal actions) is made directly.
The worker shares the interpreter lock with the frame: the median frame is unchanged, but
on a loaded machine a frame waits for the worker's slice now and then (docs/ai.md measures
it: the p99 goal is not met this way; a worker process would be the next step).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.search.search import place_of
from mahjong2p.rules.actions import Action
from mahjong2p.rules.view import PlayerView


def _place(view: PlayerView, legal: Sequence[Action]) -> tuple[object, ...]:
    """What identifies one decision: the view itself, its place in the hand, the tiles
    it holds and the legal actions."""
    return (id(view), place_of(view), tuple(view.concealed), tuple(legal))


@dataclass
class _Job:
    place: tuple[object, ...]
    thread: threading.Thread
    result: list[Action]


class Thinker:
    """An :class:`~mahjong2p.ai.agent.Agent` that can start its decision early."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self._job: _Job | None = None

    def prepare(self, view: PlayerView, legal: Sequence[Action]) -> None:
        """Start deciding ``legal`` from ``view`` in a worker thread."""
        self._finish()
        offered, result = list(legal), []

        def work() -> None:
            result.append(self.agent.choose(view, offered))

        job = _Job(_place(view, legal), threading.Thread(target=work, daemon=True), result)
        self._job = job
        job.thread.start()

    @property
    def thinking(self) -> bool:
        """A started decision is still being worked out."""
        return self._job is not None and self._job.thread.is_alive()

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        job = self._finish()
        if job is not None and job.result and job.place == _place(view, legal):
            return job.result[0]
        return self.agent.choose(view, legal)

    def _finish(self) -> _Job | None:
        """The started job, waited for (its agent's state is then free again)."""
        job, self._job = self._job, None
        if job is not None:
            job.thread.join()
        return job


def prepare(agent: Agent, view: PlayerView, legal: Sequence[Action]) -> None:
    """Start ``agent``'s decision early if it can think ahead (a no-op otherwise)."""
    if isinstance(agent, Thinker):
        agent.prepare(view, legal)
