"""The process the CPU thinks in (issue 26): one per searching CPU, started with its table,
so that a decision of tens of milliseconds never holds the interpreter lock the frame needs.

Each job carries everything the decision reads — the agent itself (its generators and its
memory of the hand), the view and the legal actions, pickled — and each answer carries the
action and the agent as the decision left it, so the process keeps nothing between jobs
and the table's copy of the agent stays the true one: a job dropped, a process that never
started or died, and the same question asked directly all give the same move.

The process is started with the ``spawn`` method (the only one on Windows and macOS, and the
one a PyInstaller bundle supports through ``freeze_support``); it imports the AI, never
pygame. It blocks on its pipe between jobs (no cost while the player thinks), ignores the
terminal's Ctrl+C (the game handles it), runs at a lower priority where the system has one
(the frame comes first on a busy core) and ends when the pipe closes — the game closing,
or the game killed outright.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import pickle
import signal
from multiprocessing.connection import Connection
from typing import Any

log = logging.getLogger(__name__)

READY = b"ready"
NICENESS = 5  # below the game's own priority: on a shared core the frame runs first
STOP_WAIT_S = 1.0


def serve(conn: Connection, warm: bytes) -> None:
    """The worker's loop (in the child): answer each job until the pipe closes. ``warm``
    is the agent pickled, loaded once so that its modules are imported before the process
    says it is ready."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(os, "nice"):
        os.nice(NICENESS)
    pickle.loads(warm)
    conn.send_bytes(READY)
    while True:
        try:
            number, agent, question = pickle.loads(conn.recv_bytes())
        except (EOFError, OSError):
            return
        view, legal = pickle.loads(question)
        try:
            answer: Any = (number, agent.choose(view, legal), agent)
        except Exception as error:  # the table's direct decision meets it again, and logs it
            answer = (number, None, repr(error))
        try:
            conn.send_bytes(pickle.dumps(answer))
        except OSError:
            return


class ThinkWorker:
    """The main loop's end of the worker process. Nothing here waits unless asked to."""

    def __init__(self, agent: object) -> None:
        self._conn: Connection | None = None
        self._process: multiprocessing.process.BaseProcess | None = None
        self._ready = False
        self._answers: dict[int, tuple[Any, ...]] = {}
        self._sent = 0
        try:
            context = multiprocessing.get_context("spawn")
            ours, theirs = context.Pipe()
            args = (theirs, pickle.dumps(agent))
            process = context.Process(target=serve, args=args, name="cpu-think", daemon=True)
            process.start()
            theirs.close()
        except Exception:  # no process here, or an agent that does not pickle: in-process
            log.exception("the CPU's thinking process did not start; deciding in-process")
            return
        self._conn, self._process = ours, process

    @property
    def alive(self) -> bool:
        return self._conn is not None

    def ask(self, agent: object, question: bytes) -> int | None:
        """Send one decision; its number, or ``None`` if the worker is gone."""
        if self._conn is None:
            return None
        self._sent += 1
        try:
            self._conn.send_bytes(pickle.dumps((self._sent, agent, question)))
        except Exception:  # a broken pipe, or an agent that does not pickle
            self._lost("the CPU's thinking process cannot be reached")
            return None
        return self._sent

    def ready(self, wait: float = 0.0) -> bool:
        """The process has started and answers jobs (waits up to ``wait`` seconds)."""
        self._collect(0.0)
        while not self._ready and self._conn is not None and self._collect(wait):
            pass
        return self._ready

    def answered(self, number: int) -> bool:
        """The answer to job ``number`` is in (never waits)."""
        self._collect(0.0)
        return number in self._answers

    def answer(self, number: int, timeout: float) -> tuple[Any, Any] | None:
        """Wait up to ``timeout`` seconds for job ``number``: (action, agent after), or
        ``None`` (the worker died, hung or failed: decide in-process)."""
        while number not in self._answers and self._conn is not None:
            if not self._collect(timeout) and self._conn is not None:
                self._lost(f"the CPU's thinking process gave no answer in {timeout:g} s")
        found = self._answers.pop(number, None)
        self._answers.clear()  # older answers are of dropped jobs
        if found is None or found[1] is None:
            if found is not None:
                log.warning("the CPU's thinking process failed: %s; deciding in-process", found[2])
            return None
        return found[1], found[2]

    def _collect(self, wait: float) -> bool:
        """Read whatever the process has sent, waiting up to ``wait`` seconds for the first
        message; False when nothing came (or the process is gone)."""
        conn = self._conn
        if conn is None:
            return False
        try:
            if not conn.poll(wait):
                return False
            while True:
                message = conn.recv_bytes()
                if message == READY:
                    self._ready = True
                else:
                    answer = pickle.loads(message)
                    self._answers[answer[0]] = answer
                if not conn.poll(0.0):
                    return True
        except (EOFError, OSError):
            self._lost("the CPU's thinking process ended")
            return False

    def _lost(self, why: str) -> None:
        log.warning("%s; deciding in-process from now on", why)
        self.close()

    def close(self) -> None:
        """End the process (idempotent): its pipe closed, then stopped if still busy."""
        conn, process = self._conn, self._process
        self._conn, self._process, self._ready = None, None, False
        if conn is not None:
            conn.close()
        if process is not None and process.is_alive():
            process.terminate()
            process.join(STOP_WAIT_S)
