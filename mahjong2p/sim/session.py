"""A headless match between two policies: whole hands with dealer rotation, every decision
timed and the engine's invariants checked after every event.

Without a stage the hands are the plain rules; with one they are that stage's hands
(:class:`~mahjong2p.progression.deal.StageMatch`: its 海底捞月 draws, its features for seat
0, its rigged deals), and seat 0 answers the feature choices as the human's seat would
(:class:`~mahjong2p.progression.choices.FeatureSeatAgent`). The rule set is the config's:
the 72-tile game has no stages, and its report adds the lowest win and the flowers
(:class:`WinTally`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.policies import make_agent
from mahjong2p.progression.choices import FeatureSeatAgent
from mahjong2p.progression.deal import FEATURE_SEAT, StageMatch
from mahjong2p.progression.levels import Stage
from mahjong2p.rules.actions import Action
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.events import Event, Won
from mahjong2p.rules.hand import Hand, InvariantError
from mahjong2p.rules.match import Match
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.rules.view import PlayerView
from mahjong2p.sim.runner import play_hand
from mahjong2p.sim.stats import DecisionTimes, SimStats


@dataclass(frozen=True)
class SimConfig:
    hands: int
    seed: int
    policies: tuple[str, str]
    stage: Stage | None = None
    rules: RuleSet = ARCADE

    def __post_init__(self) -> None:
        if self.stage is not None and not self.rules.stage_features:
            raise ValueError(f"the {self.rules.id} rule set has no stages")

    def agent_seed(self, seat: int) -> int:
        """Each seat's own RNG seed, distinct per (seed, seat)."""
        return 2 * self.seed + seat

    def agents(self, times: DecisionTimes) -> list[Agent]:
        """The two seats' agents, timed; with a stage, seat 0 also answers its features."""
        agents = []
        for seat, policy in enumerate(self.policies):
            agent = make_agent(policy, self.agent_seed(seat))
            if self.stage is not None and seat == FEATURE_SEAT:
                agent = FeatureSeatAgent(agent)
            agents.append(TimedAgent(agent, times))
        return agents

    def match(self) -> Match:
        if self.stage is not None:
            return StageMatch(self.seed, self.stage)
        return Match(self.seed, rules=self.rules)


class TimedAgent:
    """Wraps an agent and appends the wall-clock time of each decision to ``times``."""

    def __init__(self, agent: Agent, times: DecisionTimes) -> None:
        self._agent = agent
        self._times = times

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        start = time.perf_counter()
        action = self._agent.choose(view, legal)
        self._times.append(time.perf_counter() - start)
        return action


class InvariantGuard:
    """The ``on_event`` hook that checks the engine's invariants after every event.

    The events of one action share one engine state, so that state is checked once."""

    def __init__(self) -> None:
        self._hand: Hand | None = None
        self._move = -1

    def __call__(self, hand: Hand, event: Event) -> None:
        del event
        if hand is not self._hand or hand.move != self._move:
            self._hand, self._move = hand, hand.move
            hand.check_invariants()


class WinTally:
    """What a rule set with a minimum fan and flowers adds to the report: ``min_win_fan``,
    the lowest fan total without flowers among the wins (``None`` if none), and the flowers
    set aside per hand."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.hands = 0
        self.flowers = 0
        self.min_win_fan: int | None = None

    def record(self, hand: Hand) -> None:
        self.hands += 1
        self.flowers += sum(len(seat.flowers) for seat in hand.seats)
        for event in hand.log:
            if isinstance(event, Won):
                fan = self.rules.scoring.fan_without_flowers(event.score)
                self.min_win_fan = fan if self.min_win_fan is None else min(fan, self.min_win_fan)

    def to_json(self) -> dict[str, Any]:
        per_hand = round(self.flowers / self.hands, 3) if self.hands else 0.0
        return {
            "ruleset": self.rules.id,
            "min_win_fan": self.min_win_fan,
            "flowers_per_hand": per_hand,
        }


def run_sim(
    config: SimConfig,
    progress: Callable[[int], None] | None = None,
    tally: WinTally | None = None,
) -> SimStats:
    """Play ``config.hands`` whole hands; stop early, reporting it, if an invariant breaks.
    Each ended hand is also counted in ``tally`` when one is given."""
    stats = SimStats(fan_histogram=dict.fromkeys(config.rules.scoring.fan_ids, 0))
    agents = config.agents(stats.decision_s)
    match = config.match()
    guard = InvariantGuard()
    start = time.perf_counter()
    for played in range(1, config.hands + 1):
        hand = match.new_hand()
        try:
            play_hand(hand, agents, on_event=guard)
        except InvariantError as exc:
            stats.invariant_error = f"hand {hand.hand_number}: {exc}"
            break
        stats.record(hand, rigged=isinstance(match, StageMatch) and match.last_rig is not None)
        if tally is not None:
            tally.record(hand)
        match.finish(hand)
        if progress is not None:
            progress(played)
    stats.elapsed_s = time.perf_counter() - start
    return stats
