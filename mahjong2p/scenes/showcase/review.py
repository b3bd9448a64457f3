"""Showcase states of the review: the results screen's 复盘 summary (``results_review``),
the replay viewer stopped at one of the player's decisions with the model's ranked options
(``replay_review``) and 战绩 with both modes' hands in it (``stats``)."""

from __future__ import annotations

from mahjong2p.ai.policies import make_agent
from mahjong2p.app.context import AppContext
from mahjong2p.app.review_job import ReviewJob
from mahjong2p.replay.record import Replay, replay_of
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.scenes.showcase import screens
from mahjong2p.scenes.viewer.scene import ReplayViewer
from mahjong2p.sim.runner import play_hand

PLAYED_AT = "2026-12-02 12:00:00"


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


def replay_review(ctx: AppContext) -> float:
    """The viewer stopped at the player's worst decision of a hand played by ``easy`` in
    the player's seat: the ranked options beside the table, both choices marked."""
    replay = _played_replay(ctx.seed, "easy")
    job = ReviewJob(replay, start=False)
    job.run()
    screens.title(ctx)
    viewer = ReplayViewer(ctx, replay, job)
    assert job.result is not None and job.result.decisions, "the hand has decisions"
    worst = max(job.result.decisions, key=lambda d: (d.loss, len(d.options)))
    viewer.go_to(viewer.track.starts[worst.index])
    ctx.stack.push(viewer)
    return 0


def _played_replay(seed: int, policy: str, rules: RuleSet = ARCADE) -> Replay:
    """A whole hand with ``policy`` in the player's seat against ``master``, as a replay."""
    hand = Hand(seed, rules=rules)
    play_hand(hand, [make_agent(policy, seed), make_agent("master", seed + 1)])
    return replay_of(hand, 1, PLAYED_AT)
