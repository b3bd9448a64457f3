"""The review of a finished hand, computed in a background thread from the moment a screen
asks for it (the results screen as it opens, the replay viewer), so that 复盘 is usually
ready when the player asks; until then :attr:`ReviewJob.progress` says how far it is.

The review is pure and reads only the replay (its own engine hand), so the thread shares
nothing with the game but the finished result, handed over by one attribute assignment.
"""

from __future__ import annotations

import logging
import threading

from mahjong2p.replay.record import Replay
from mahjong2p.review.record import HandReview
from mahjong2p.review.walk import review_hand

log = logging.getLogger(__name__)


class ReviewJob:
    """One replay's review under way; ``result`` once done, ``failed`` if it could not be."""

    def __init__(self, replay: Replay, start: bool = True) -> None:
        self.replay = replay
        self.result: HandReview | None = None
        self.failed = False
        self._done = 0
        self._total = max(1, len(replay.actions))
        self._thread = threading.Thread(target=self.run, name="review", daemon=True)
        if start:
            self._thread.start()

    def run(self) -> None:
        """Review the hand (in the thread; tests and the screenshot tool call it directly)."""
        try:
            replay = self.replay
            by = replay.deciders()
            review = review_hand(replay.start(), replay.actions, progress=self._tick, by=by)
        except Exception:  # a replay that does not replay: the screen says so, never crashes
            log.exception("review failed")
            self.failed = True
            return
        self.result = review

    def _tick(self, done: int, total: int) -> None:
        self._done, self._total = done, max(1, total)

    @property
    def ready(self) -> bool:
        return self.result is not None or self.failed

    @property
    def progress(self) -> float:
        """0–1 of the hand's actions walked so far."""
        return 1.0 if self.ready else self._done / self._total

    def wait(self, timeout: float | None = None) -> None:
        """Block until done (tests and the screenshot tool)."""
        if self._thread.is_alive():
            self._thread.join(timeout)
