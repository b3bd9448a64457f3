"""A headless match between two policies: whole hands with dealer rotation, every decision
timed and the engine's invariants checked after every event.

Without a stage the hands are the plain rules; with one they are that stage's hands
(:class:`~mahjong2p.progression.deal.StageMatch`: its 海底捞月 draws, its features for seat
0, its rigged deals), and seat 0 answers the feature choices as the human's seat would
(:class:`~mahjong2p.progression.choices.FeatureSeatAgent`). The rule set is the config's:
the 72-tile game has no stages, and its report adds the lowest win and the flowers
(:class:`WinTally`).

A run is played in blocks of :data:`BLOCK_HANDS` hands, each block its own match (its
first dealer and the agents' seeds drawn from the seed and the block, the walls those of
its hand numbers), so that ``sim --jobs N`` can play blocks in N worker processes and
report exactly what one process does. A run of at most one block is the match it always
was.
"""

from __future__ import annotations

import copy
import random
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, Protocol

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.policies import make_agent
from mahjong2p.play.loop import play_hand
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
from mahjong2p.rules.wall import hand_rng
from mahjong2p.sim.stats import DecisionTimes, SimStats


class HandSink(Protocol):
    """Takes every ended hand of a run (:class:`~mahjong2p.sim.replays.ReplayWriter`)."""

    def write(self, hand: Hand) -> None: ...


# Hands per block: a run is played as consecutive blocks, each its own match (its own
# first dealer and agents, the walls of the hand numbers it plays), so that ``sim --jobs``
# can hand blocks to worker processes and still report what one process would.
BLOCK_HANDS = 500
AGENT_SEED_BITS = 62


@dataclass(frozen=True)
class SimConfig:
    hands: int
    seed: int
    policies: tuple[str, str]
    stage: Stage | None = None
    rules: RuleSet = ARCADE
    block_hands: int = BLOCK_HANDS
    replays: HandSink | None = None  # ``sim --replays``: where each ended hand is kept

    def __post_init__(self) -> None:
        if self.stage is not None and not self.rules.stage_features:
            raise ValueError(f"the {self.rules.id} rule set has no stages")

    def agent_seed(self, seat: int, block: int = 0) -> int:
        """Each seat's own RNG seed, distinct per (seed, block, seat); the first block's
        are those of the run before blocks existed."""
        if block == 0:
            return 2 * self.seed + seat
        return random.Random(f"{self.seed}/{block}/{seat}").getrandbits(AGENT_SEED_BITS)

    def agents(self, times: DecisionTimes, block: int = 0) -> list[Agent]:
        """The two seats' agents, timed; with a stage, seat 0 also answers its features."""
        agents = []
        for seat, policy in enumerate(self.policies):
            agent = make_agent(policy, self.agent_seed(seat, block), self.rules)
            if self.stage is not None and seat == FEATURE_SEAT:
                agent = FeatureSeatAgent(agent)
            agents.append(TimedAgent(agent, times))
        return agents

    def match(self, block: int = 0) -> Match:
        """The match of ``block``: its hands numbered on from the blocks before it, its
        first dealer drawn from the seed and the block."""
        match: Match = (
            Match(self.seed, rules=self.rules)
            if self.stage is None
            else StageMatch(self.seed, self.stage)
        )
        if block:
            match.hand_number = block * self.block_hands
            match.dealer = hand_rng(self.seed, -1 - block).randrange(2)
        return match

    def timings(self) -> tuple[DecisionTimes, ...]:
        """Timings a config keeps beyond the stats' (per seat, :mod:`.room_flow`)."""
        return ()


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

    def merge(self, other: WinTally) -> None:
        """Add the tally of the block that followed."""
        self.hands += other.hands
        self.flowers += other.flowers
        if other.min_win_fan is not None:
            self.min_win_fan = min(other.min_win_fan, self.min_win_fan or other.min_win_fan)

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
    jobs: int = 1,
) -> SimStats:
    """Play ``config.hands`` whole hands in blocks (:data:`BLOCK_HANDS`), in ``jobs``
    processes (``sim --jobs``), merged in block order so the report is the one process's
    byte for byte but for the timings; stop early, reporting it, if an invariant breaks.
    Each ended hand is also counted in ``tally`` (given empty) when one is given."""
    plan = block_plan(config.hands, config.block_hands)
    # each block its own copies, taken before any block plays (the config's own timings
    # and the tally start empty; a worker gets them pickled, this process as they are)
    work = [(copy.deepcopy(config), block, hands, copy.deepcopy(tally)) for block, hands in plan]
    stats = SimStats(fan_histogram=dict.fromkeys(config.rules.scoring.fan_ids, 0))
    start = time.perf_counter()
    for block_stats, block_tally, timings in _results(work, jobs):
        stats.merge(block_stats)
        if tally is not None and block_tally is not None:
            tally.merge(block_tally)
        for mine, theirs in zip(config.timings(), timings, strict=True):
            mine.merge(theirs)
        if progress is not None:
            progress(stats.hands)
        if block_stats.invariant_error is not None:
            break  # as one process would, which never played the blocks after it
    stats.elapsed_s = time.perf_counter() - start
    return stats


Job = tuple[SimConfig, int, int, WinTally | None]
Result = tuple[SimStats, WinTally | None, tuple[DecisionTimes, ...]]


def block_plan(hands: int, size: int) -> list[tuple[int, int]]:
    """(block number, hands in it) for a run of ``hands``."""
    return [(block, min(size, hands - start)) for block, start in enumerate(range(0, hands, size))]


def _results(work: list[Job], jobs: int) -> Iterator[Result]:
    """Each block's result in block order: played here, or by ``jobs`` worker processes."""
    if jobs <= 1 or len(work) <= 1:
        yield from map(_play, work)
        return
    pool = ProcessPoolExecutor(max_workers=min(jobs, len(work)))
    try:
        yield from pool.map(_play, work)
    finally:
        pool.shutdown(cancel_futures=True)


def _play(job: Job) -> Result:
    return play_block(*job)


def play_block(
    config: SimConfig, block: int, hands: int, tally: WinTally | None
) -> tuple[SimStats, WinTally | None, tuple[DecisionTimes, ...]]:
    """One block of a run: its stats, its tally and the config's own timings."""
    stats = SimStats(fan_histogram=dict.fromkeys(config.rules.scoring.fan_ids, 0))
    agents = config.agents(stats.decision_s, block)
    match = config.match(block)
    guard = InvariantGuard()
    for _ in range(hands):
        hand = match.new_hand()
        try:
            play_hand(hand, agents, on_event=guard)
        except InvariantError as exc:
            stats.invariant_error = f"hand {hand.hand_number}: {exc}"
            break
        stats.record(hand, rigged=isinstance(match, StageMatch) and match.last_rig is not None)
        if tally is not None:
            tally.record(hand)
        if config.replays is not None:
            config.replays.write(hand)
        match.finish(hand)
    return stats, tally, config.timings()
