"""The stage economy with a strong player: ``python -m mahjong2p.sim.economy``.

Plays ``--runs`` runs of ``--hands`` hands in each stage, ``expert`` (the model of a
strong human; ``--player`` names another policy, e.g. ``master`` for a plainer player)
against the stage's CPU, with the bets, payouts and features of the stage
data, and prints per stage the credits after those hands (median, p10, p90; a run that is
lost ends with what it had left), the share of runs whose winnings reached the stage's
target, and the median hands that took. The stage does not advance on a clear, so every
run plays its stage's hands throughout. How the figures bear on the targets is in
docs/ai.md.

``--whole`` plays whole runs instead (:mod:`.whole_run`): from stage 1 with the real
carry-over to the ending or the first game over, without CONTINUE, at ``--difficulty``
(``--shop``: buying 乾坤大挪移 whenever the credits cover its price and five bets), and
prints one JSON line with the shares of runs reaching each stage and clearing the run,
the median hands per stage and per cleared run, and the final scores
(docs/progression.md has the figures).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
from typing import Any

from mahjong2p.ai.policies import POLICIES, make_agent
from mahjong2p.play.autoplay import play_stage_hands
from mahjong2p.progression.levels import STAGE_COUNT, LevelDataError, Levels, load_levels
from mahjong2p.progression.run import new_run
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.sim.whole_run import summary, whole_runs

PLAYER = "expert"


def stage_economy(
    levels: Levels, stage: int, runs: int, hands: int, seed: int, player: str = PLAYER
) -> dict[str, Any]:
    """The credits of ``runs`` runs after ``hands`` hands of ``stage``, ``player`` in the
    human's seat."""
    credits, clears = [], []
    for number in range(runs):
        run_seed = seed * 1000 + stage * 100 + number
        run = new_run(levels, run_seed, stage)
        cpu = make_agent(levels.stage(stage).cpu_difficulty.value, 2 * run_seed + 1, ARCADE)
        seat0 = make_agent(player, 2 * run_seed, ARCADE)
        played = play_stage_hands(run, levels, hands, seat0, cpu)
        credits.append(played[-1].settlement.run.credits if played else run.credits)
        cleared = [i for i, p in enumerate(played, 1) if p.settlement.stage_cleared]
        if cleared:
            clears.append(cleared[0])
    deciles = (
        statistics.quantiles(credits, n=10, method="inclusive") if len(credits) > 1 else credits * 9
    )
    return {
        "stage": stage,
        "runs": runs,
        "hands": hands,
        "credits": {
            "median": statistics.median(credits),
            "p10": round(deciles[0]),
            "p90": round(deciles[-1]),
        },
        "cleared_share": round(len(clears) / runs, 3),
        "hands_to_clear_median": statistics.median(clears) if clears else None,
        "target": levels.stage(stage).target,
        "player": player,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--hands", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--stage", type=int, choices=range(1, STAGE_COUNT + 1))
    parser.add_argument("--player", choices=sorted(POLICIES), default=PLAYER)
    parser.add_argument("--whole", action="store_true", help="whole runs from stage 1")
    parser.add_argument("--difficulty", help="the arcade difficulty (default: the default one)")
    parser.add_argument("--shop", action="store_true", help="with --whole: buy 乾坤大挪移")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, metavar="N")
    args = parser.parse_args()
    try:
        levels = load_levels(difficulty=args.difficulty)
    except LevelDataError as exc:
        parser.exit(2, f"{exc}\n")
    if args.whole:
        results = whole_runs(levels, args.runs, args.seed, args.player, args.shop, args.jobs)
        figures = summary(results, len(levels.stages))
        print(
            json.dumps(
                {
                    "player": args.player,
                    "difficulty": levels.difficulty,
                    "shop": args.shop,
                    "seed": args.seed,
                    **figures,
                }
            )
        )
        return
    stages = [args.stage] if args.stage else range(1, STAGE_COUNT + 1)
    for stage in stages:
        print(
            json.dumps(stage_economy(levels, stage, args.runs, args.hands, args.seed, args.player))
        )


if __name__ == "__main__":
    main()
