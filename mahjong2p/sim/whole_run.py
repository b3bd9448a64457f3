"""One whole arcade run played by agents, as a player without CONTINUE plays it: from
stage 1 with the run's own carry-over (credits, items) to the ending or the first game
over. ``python -m mahjong2p.sim.economy --whole`` sums many of them.

The run steps through progression's own functions (``begin_hand``, ``settle``,
``next_stage``, the shop's ``buy`` and ``use_qian_kun``), so the figures are the game's
economy, not a model of it. Each stage meets a fresh CPU of its level, as the table does.
"""

from __future__ import annotations

import statistics
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.policies import make_agent
from mahjong2p.play.loop import play_hand
from mahjong2p.progression import run as runs
from mahjong2p.progression.choices import FeatureSeatAgent
from mahjong2p.progression.items import Item
from mahjong2p.progression.levels import Levels
from mahjong2p.progression.run import Run
from mahjong2p.progression.shop import buy, refusal, use_qian_kun
from mahjong2p.rules.arcade import ARCADE

SHOP_RESERVE_BETS = 5  # the shop policy buys only while this many bets stay covered
AGENT_SEEDS = 8  # agent RNG seeds per run: the player's, then one per stage's CPU
RUN_SEEDS = 1_000_000  # run seeds per measurement seed
HAND_LIMIT = 5000  # a run still going after this many hands is cut (none comes near it)


@dataclass(frozen=True, slots=True)
class RunResult:
    """Where a run ended: the last stage it reached, whether it cleared the last one,
    the hands each stage it entered took (the last one's up to the end of the run), and
    its score (the run's winnings)."""

    stage_reached: int
    cleared: bool
    stage_hands: tuple[int, ...]
    score: int


def shop_policy(run: Run, levels: Levels) -> Run:
    """Buy 乾坤大挪移 when the credits cover its price plus five bets, and use it at once
    (a player who knows what it does); otherwise leave the shop as it is."""
    item = Item.QIAN_KUN_DA_NUO_YI
    stage = levels.stage(run.stage)
    reserve = levels.economy.prices[item] + SHOP_RESERVE_BETS * stage.bet
    if run.rig_next or run.credits < reserve or refusal(run, levels, item) is not None:
        return run
    return use_qian_kun(buy(run, levels, item), levels)


def play_whole_run(levels: Levels, seed: int, player: str, shop: bool) -> RunResult:
    """A run from stage 1 played by ``player`` (a policy name) with the feature seat's
    choices, to the ending or the first game over (no CONTINUE)."""
    run = runs.new_run(levels, seed, 1)
    agent = FeatureSeatAgent(make_agent(player, AGENT_SEEDS * seed, ARCADE))
    stage_hands = [0]
    cpu = _stage_cpu(levels, 1, seed)
    while not runs.lost(run, levels) and run.hand_number < HAND_LIMIT:
        if shop:
            run = shop_policy(run, levels)
        start = runs.begin_hand(run, levels)
        hand = start.plan.start().hand
        play_hand(hand, [agent, cpu])
        settlement = runs.settle(start, hand.log, levels)
        run = settlement.run
        stage_hands[-1] += 1
        if settlement.stage_cleared:
            if runs.is_last_stage(run, levels):
                return RunResult(run.stage, True, tuple(stage_hands), run.score)
            run = runs.next_stage(run, levels)
            stage_hands.append(0)
            cpu = _stage_cpu(levels, run.stage, seed)
    return RunResult(run.stage, False, tuple(stage_hands), run.score)


def _stage_cpu(levels: Levels, stage: int, seed: int) -> Agent:
    """The stage's CPU, its RNG apart from the player's and every other stage's."""
    return make_agent(levels.stage(stage).cpu_difficulty.value, AGENT_SEEDS * seed + stage, ARCADE)


def run_seed(seed: int, number: int) -> int:
    """The seed of run ``number`` of a measurement seeded ``seed``."""
    return seed * RUN_SEEDS + number


def whole_runs(
    levels: Levels, runs: int, seed: int, player: str, shop: bool, jobs: int = 1
) -> list[RunResult]:
    """``runs`` whole runs in run order, played here or by ``jobs`` worker processes (the
    same results for any count: each run's seed is fixed by its number)."""
    work = [(levels, run_seed(seed, number), player, shop) for number in range(runs)]
    if jobs <= 1 or runs <= 1:
        return [play_whole_run(*job) for job in work]
    with ProcessPoolExecutor(max_workers=min(jobs, runs)) as pool:
        return list(pool.map(_play, work, chunksize=max(1, runs // (4 * jobs))))


def _play(job: tuple[Levels, int, str, bool]) -> RunResult:
    return play_whole_run(*job)


def summary(results: list[RunResult], stages: int) -> dict[str, Any]:
    """The figures of issue 42's curve: the share of runs reaching each stage, the share
    clearing the last one, median hands per stage and per run (cleared ones only), and the
    final score (median, p10, p90)."""
    count = len(results)
    cleared = [r for r in results if r.cleared]
    per_stage = []
    for stage in range(1, stages + 1):
        done = [r.stage_hands[stage - 1] for r in results if _cleared_stage(r, stage)]
        per_stage.append(statistics.median(done) if done else None)
    scores = [r.score for r in results]
    deciles = statistics.quantiles(scores, n=10, method="inclusive") if count > 1 else scores * 9
    return {
        "runs": count,
        "reached_stage_share": [
            round(sum(r.stage_reached >= s for r in results) / count, 3)
            for s in range(1, stages + 1)
        ],
        "cleared_run_share": round(len(cleared) / count, 3),
        "median_stage_hands": per_stage,
        "median_run_hands": statistics.median(sum(r.stage_hands) for r in cleared)
        if cleared
        else None,
        "score": {
            "median": statistics.median(scores),
            "p10": round(deciles[0]),
            "p90": round(deciles[-1]),
        },
    }


def _cleared_stage(result: RunResult, stage: int) -> bool:
    return result.stage_reached > stage or (result.stage_reached == stage and result.cleared)
