"""Engine throughput: whole hands per second with random-legal agents on both seats.

Random agents cost almost nothing to decide, so this measures the state machine itself
(legal actions, apply, win and ready checks) — the floor under every ``sim`` rate.
"""

from __future__ import annotations

import time
from typing import Any

from mahjong2p.ai.random_agent import RandomAgent
from mahjong2p.play.loop import play_hand
from mahjong2p.rules.match import Match

SEED = 7


def measure(quick: bool) -> dict[str, Any]:
    hands = 40 if quick else 400
    match = Match(SEED)
    agents = [RandomAgent(SEED), RandomAgent(SEED + 1)]
    start = time.perf_counter()
    for _ in range(hands):
        hand = match.new_hand()
        play_hand(hand, agents)
        match.finish(hand)
    return {"random_agent_hands_per_s": round(hands / (time.perf_counter() - start), 1)}
