"""A headless match between two policies: whole hands with dealer rotation, every decision
timed and the engine's invariants checked after every event.

Without a stage the hands are the plain rules; with one they are that stage's hands
(:class:`~mahjong2p.progression.deal.StageMatch`: its 海底捞月 draws, its features for seat
0, its rigged deals), and seat 0 answers the feature choices as the human's seat would
(:class:`~mahjong2p.progression.choices.FeatureSeatAgent`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.policies import make_agent
from mahjong2p.progression.choices import FeatureSeatAgent
from mahjong2p.progression.deal import FEATURE_SEAT, StageMatch
from mahjong2p.progression.levels import Stage
from mahjong2p.rules.actions import Action
from mahjong2p.rules.events import Event
from mahjong2p.rules.hand import Hand, InvariantError
from mahjong2p.rules.match import Match
from mahjong2p.rules.view import PlayerView
from mahjong2p.sim.runner import play_hand
from mahjong2p.sim.stats import DecisionTimes, SimStats


@dataclass(frozen=True)
class SimConfig:
    hands: int
    seed: int
    policies: tuple[str, str]
    stage: Stage | None = None

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
        return Match(self.seed) if self.stage is None else StageMatch(self.seed, self.stage)


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


def run_sim(config: SimConfig, progress: Callable[[int], None] | None = None) -> SimStats:
    """Play ``config.hands`` whole hands; stop early, reporting it, if an invariant breaks."""
    stats = SimStats()
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
        match.finish(hand)
        if progress is not None:
            progress(played)
    stats.elapsed_s = time.perf_counter() - start
    return stats
