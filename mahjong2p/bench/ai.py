"""Bench part ``ai``: how long the CPU takes to decide, how fast ``sim`` plays, and how
fast the searching level's playouts run.

``ai_decision_ms`` times the priced model at its slowest (``master``, both seats), so the
figure stays comparable across versions; ``search_decision_ms`` times ``master-search``
(its own seat, CPU time of the
process, against the ``expert`` player model): what a player waits for, which the table
hides in a worker thread. ``rollouts_per_s`` is whole playouts from a mid-hand position
with the search's rollout policy, per rule set. ``sim_hands_per_s`` is ``sim``'s own rate
(invariant checks included) with ``normal`` on both seats, the contract's reference
pairing.
"""

from __future__ import annotations

import copy
import random
import time
from collections.abc import Sequence
from typing import Any

from mahjong2p.ai.policies import make_agent
from mahjong2p.ai.registry import ai_for
from mahjong2p.ai.search.search import price
from mahjong2p.play.loop import play_hand
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.rules.tiles import kind_of
from mahjong2p.rules.view import PlayerView
from mahjong2p.sim.arcade_pairs import Timed, decision_ms
from mahjong2p.sim.session import SimConfig, run_sim

SEED = 20240620
QUICK = {"decision_hands": 10, "sim_hands": 20, "search_hands": 3, "rollout_worlds": 20}
MID_HAND_LIVE = 24
FULL = {"decision_hands": 150, "sim_hands": 400, "search_hands": 40, "rollout_worlds": 200}


def measure(quick: bool) -> dict[str, Any]:
    sizes = QUICK if quick else FULL
    timed = run_sim(SimConfig(sizes["decision_hands"], SEED, ("master", "master")))
    times = timed.decision_s
    sim = run_sim(SimConfig(sizes["sim_hands"], SEED, ("normal", "normal")))
    return {
        "ai_decision_ms": {
            "p50": round(times.quantile(0.5) * 1000, 3),
            "p99": round(times.quantile(0.99) * 1000, 3),
        },
        "search_decision_ms": {
            rules.tiles.name: _search_times(rules, sizes["search_hands"]) for rules in (ARCADE, GB)
        },
        "rollouts_per_s": {
            rules.tiles.name: _rollout_rate(rules, sizes["rollout_worlds"])
            for rules in (ARCADE, GB)
        },
        "sim_hands_per_s": round(sim.hands / sim.elapsed_s, 1),
    }


def _search_times(rules: RuleSet, hands: int) -> dict[str, float]:
    """The searching master's decision CPU times over ``hands`` hands of ``rules``
    against the expert (mean, p50, p99 in ms)."""
    seconds: list[float] = []
    for index in range(hands):
        seed = SEED + index
        master = Timed(make_agent("master-search", seed * 2 + 1, rules), seconds)
        expert = make_agent("expert", seed * 2, rules)
        play_hand(Hand(seed, 0, index % 2, rules=rules), [expert, master])
    return decision_ms(seconds)


class _MidHand:
    """Plays the expert in seat 1 and keeps a copy of its view at its first turn with
    at most :data:`MID_HAND_LIVE` live tiles left."""

    def __init__(self, live: int, rules: RuleSet) -> None:
        self.live, self.agent = live, make_agent("expert", SEED, rules)
        self.view: PlayerView | None = None

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        turn = any(a.kind is ActionKind.DISCARD for a in legal)
        if self.view is None and turn and view.seat == 1 and view.live_count <= self.live:
            self.view = copy.deepcopy(view)
        return self.agent.choose(view, legal)


def _rollout_rate(rules: RuleSet, worlds: int) -> float:
    """Playouts per CPU second from a mid-hand view of ``rules`` (every discard of the
    hand played out in ``worlds`` sampled worlds)."""
    for seed in range(SEED, SEED + 50):
        hand = Hand(seed, 0, 0, rules=rules)
        watch = _MidHand(MID_HAND_LIVE, rules)
        play_hand(hand, [make_agent("expert", seed, rules), watch])
        if watch.view is not None:
            break
    assert watch.view is not None, "no mid-hand turn in fifty hands"
    kinds = sorted({kind_of(t) for t in watch.view.concealed})
    start = time.process_time()
    price(watch.view, kinds, worlds, random.Random(SEED), ai_for(rules).search)
    return round(worlds * len(kinds) / (time.process_time() - start), 1)
