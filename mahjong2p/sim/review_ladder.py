"""The review as a ladder: each policy plays seat 0 against ``master`` for N hands, every
hand is reviewed, and the agreement with the review's model is reported (docs/review.md).

``python -m mahjong2p.sim.review_ladder --hands 300 --ruleset arcade random greedy easy``
"""

from __future__ import annotations

import argparse
import math

from mahjong2p.ai.policies import POLICIES, make_agent
from mahjong2p.play.loop import play_hand
from mahjong2p.review.grades import summarise
from mahjong2p.review.walk import review_hand
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.rulesets import RULESETS

OPPONENT = "master"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("policies", nargs="+", choices=sorted(POLICIES))
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ruleset", choices=sorted(RULESETS), default="arcade")
    args = parser.parse_args()
    rules = RULESETS[args.ruleset]
    for policy in args.policies:
        shares, losses = [], []
        decisions = agreed = mistakes = 0
        for i in range(args.hands):
            seed = args.seed + i
            played = Hand(seed, hand_number=i, dealer=i % 2, rules=rules)
            agents = [make_agent(policy, seed, rules), make_agent(OPPONENT, seed + 1, rules)]
            play_hand(played, agents)
            fresh = Hand(seed, hand_number=i, dealer=i % 2, rules=rules)
            summary = summarise(review_hand(fresh, played.actions))
            decisions += summary.decisions
            agreed += round(summary.agreement * summary.decisions)
            mistakes += summary.mistakes
            shares.append(summary.agreement)
            losses.append(summary.loss_total)
        mean, se = _mean_se(shares)
        loss, loss_se = _mean_se(losses)
        print(
            f"{args.ruleset} {policy}: {args.hands} hands, {decisions} decisions, "
            f"agreement {agreed / decisions:.1%} (per hand {mean:.1%} ± {se:.1%}), "
            f"mistakes/hand {mistakes / args.hands:.2f}, loss/hand {loss:.1f} ± {loss_se:.1f}",
            flush=True,
        )


def _mean_se(values: list[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    return mean, math.sqrt(var / n)


if __name__ == "__main__":
    main()
