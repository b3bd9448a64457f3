"""Bench part ``review``: how long the 复盘 of one whole hand takes, per rule set.

The hands are played by ``normal`` in the player's seat (a player's hand, with its
disagreements) against ``master``; only the review is timed. The results screen starts
the review as it opens, so the goal is that a p99 hand is ready within a few seconds
(issue 27: p99 under 3 s).
"""

from __future__ import annotations

import time
from typing import Any

from mahjong2p.ai.policies import make_agent
from mahjong2p.play.loop import play_hand
from mahjong2p.review.walk import review_hand
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.ruleset import RuleSet

SEED = 20261202
QUICK_HANDS, FULL_HANDS = 3, 40


def measure(quick: bool) -> dict[str, Any]:
    hands = QUICK_HANDS if quick else FULL_HANDS
    return {"review_ms": {rules.id: _review_ms(rules, hands) for rules in (ARCADE, GB)}}


def _review_ms(rules: RuleSet, hands: int) -> dict[str, float]:
    times = []
    for i in range(hands):
        seed = SEED + i
        played = Hand(seed, rules=rules)
        agents = [make_agent("normal", seed, rules), make_agent("master", seed + 1, rules)]
        play_hand(played, agents)
        start = time.perf_counter()
        review_hand(Hand(seed, rules=rules), played.actions)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return {"p50": round(_nearest_rank(times, 0.5), 1), "p99": round(_nearest_rank(times, 0.99), 1)}


def _nearest_rank(ordered: list[float], q: float) -> float:
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered) + 0.5) - 1))]
