"""Showcase states of the review: the results screen's 复盘 summary (``results_review``),
the replay viewer stopped at one of the player's decisions with the model's ranked options
(``replay_review``) and 战绩 with both modes' hands in it (``stats``)."""

from __future__ import annotations

from dataclasses import replace

from mahjong2p.ai.policies import make_agent
from mahjong2p.play.loop import play_hand
from mahjong2p.play.review_job import ReviewJob
from mahjong2p.play.stats_keeper import line_of
from mahjong2p.replay.record import Replay, replay_of
from mahjong2p.review.grades import summarise
from mahjong2p.review.walk import review_hand
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.showcase import screens
from mahjong2p.scenes.showcase.gb_replays import room_replay
from mahjong2p.scenes.stats_view.scene import StatsScene
from mahjong2p.scenes.viewer.scene import ReplayViewer
from mahjong2p.stats.record import Mode, Result, Stats

PLAYED_AT = "2026-12-02 12:00:00"
SHOWCASE_HANDS, SHOWCASE_REVIEWED = 60, 20
SHOWCASE_CREDITS, SHOWCASE_BET = 3000, 200
SHOWCASE_BEANS, SHOWCASE_RATE = 20000, 100
SHOWCASE_ROOMS = ("novice", "regular")


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
    return _viewer_at_worst(ctx, _played_replay(ctx.seed, "easy"))


def gb_replay_review(ctx: AppContext) -> float:
    """The viewer on a 72-tile hand kept by a bean table (flowers out on both sides),
    stopped at the player's worst decision: the ranked options beside the board."""
    replay = room_replay(ctx)
    return _viewer_at_worst(ctx, replay)


def _viewer_at_worst(ctx: AppContext, replay: Replay) -> float:
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
    play_hand(hand, [make_agent(policy, seed, rules), make_agent("master", seed + 1, rules)])
    return replay_of(hand, 1, PLAYED_AT)


def stats(ctx: AppContext) -> float:
    """战绩 with both modes' hands in it: simulated hands of ``normal`` in the player's
    seat (the last ones reviewed). The money is illustrative, not the game's economy:
    credits move by the win's points less a flat bet, beans by the win's points at one
    rate (a loss a flat amount), alternating between two rooms."""
    book = Stats()
    credits = SHOWCASE_CREDITS
    for i in range(SHOWCASE_HANDS):
        replay = _played_replay(ctx.seed + i, "normal")
        line = line_of(replay, 0)
        credits += line.amount - SHOWCASE_BET
        book = book.with_line(replace(line, key=f"a{i}", balance=credits))
        if i >= SHOWCASE_HANDS - SHOWCASE_REVIEWED:
            book = book.with_agreement(f"a{i}", _agreement(replay))
    beans = SHOWCASE_BEANS
    for i in range(SHOWCASE_HANDS):
        replay = _played_replay(ctx.seed + i, "normal", GB)
        line = line_of(replay, 0)
        moved = (
            line.amount * SHOWCASE_RATE
            if line.result is Result.WON
            else -SHOWCASE_RATE * 8 * (line.result is Result.LOST)
        )
        beans += moved
        room = SHOWCASE_ROOMS[i % len(SHOWCASE_ROOMS)]
        book = book.with_line(
            replace(line, key=f"b{i}", mode=Mode.BEANS, place=room, amount=moved, balance=beans)
        )
        if i >= SHOWCASE_HANDS - SHOWCASE_REVIEWED:
            book = book.with_agreement(f"b{i}", _agreement(replay))
    screens.title(ctx)
    ctx.stack.push(StatsScene(ctx, stats=book))
    return 0


def _agreement(replay: Replay) -> float:
    return summarise(review_hand(replay.start(), replay.actions)).agreement
