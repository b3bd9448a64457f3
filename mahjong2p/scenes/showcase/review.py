"""Showcase states of the review: the results screen's 复盘 summary (``results_review``),
the replay viewer stopped at one of the player's decisions with the model's ranked options
(``replay_review``) and 战绩 with both modes' hands in it (``stats``)."""

from __future__ import annotations

from mahjong2p.app.context import AppContext
from mahjong2p.scenes.showcase import screens


def results_review(ctx: AppContext) -> float:
    """The results of a won hand with its review opened (computed here, not in the
    background, so the picture is the finished summary)."""
    screens.results(ctx)
    scene = ctx.stack.top
    review = scene.review  # type: ignore[union-attr]
    assert review.job is not None, "a played hand has its replay"
    review.job.wait()
    review.open = True
    return 0
