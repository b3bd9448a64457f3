"""Properties of the 72-tile CPU over whole hands: only legal actions at every level, its
decisions from its own view alone (two worlds that differ in hidden tiles only), and the
same seed giving the same games. (test_ai_properties also scans mahjong2p/ai/gb for hidden
state and level names.)"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pytest
from agents import gb_cpu
from gb_walls import gb_hand
from hypothesis import given, settings
from hypothesis import strategies as st
from test_ai_properties import LegalityChecked, Tsumogiri

from mahjong2p.ai.gb.agent import GbCpuAgent
from mahjong2p.ai.gb.levels import GB_LEVELS
from mahjong2p.ai.policies import make_agent
from mahjong2p.play.loop import play_hand
from mahjong2p.rules.actions import Action
from mahjong2p.rules.events import Event
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.tiles import parse_kinds
from mahjong2p.rules.view import PlayerView
from mahjong2p.sim.gb_ladder import play_pairs
from mahjong2p.sim.session import SimConfig, run_sim

POLICY_NAMES = sorted([*GB_LEVELS, "greedy", "random"])


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    policies=st.tuples(st.sampled_from(POLICY_NAMES), st.sampled_from(POLICY_NAMES)),
    dealer=st.integers(0, 1),
)
def test_the_cpu_only_plays_legal_actions_in_the_72_tile_game(
    seed: int, policies: tuple[str, str], dealer: int
) -> None:
    hand = Hand(seed, dealer=dealer, rules=GB)
    agents = [LegalityChecked(make_agent(p, seed + i, GB)) for i, p in enumerate(policies)]

    def check(h: Hand, event: Event) -> None:
        h.check_invariants()

    play_hand(hand, agents, on_event=check)
    assert hand.is_over
    assert sum(a.decisions for a in agents) > 0


class Recorder:
    """Records the CPU's actions while the draws are still the ``scripted`` ones (the
    dealer's first decision comes right after the deal)."""

    def __init__(self, agent: GbCpuAgent, scripted: int) -> None:
        self.agent = agent
        self.scripted = scripted
        self.until: int | None = None
        self.actions: list[Action] = []

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        if self.until is None:
            self.until = view.live_count - self.scripted
        action = self.agent.choose(view, legal)
        if view.live_count >= self.until:
            self.actions.append(action)
        return action


# The CPU (dealer) and the draws both worlds share; the opponent holds one of two hands
# of kinds the CPU cannot see, and the rest of the wall holds the other.
CPU_TILES = "123345678m12356z"
DRAWS = "1z4m2z5m1z7m2z3m4m6m8m1z"
WORLDS = ("111m555z666z777z9m", "999m222m333z444z8m")


def _cpu_actions(opponent: str, level: str) -> list[Action]:
    hand = gb_hand(CPU_TILES, opponent, DRAWS, rules=GB)
    cpu = Recorder(gb_cpu(GB_LEVELS[level], seed=11), len(parse_kinds(DRAWS)))
    play_hand(hand, [cpu, Tsumogiri()])
    return cpu.actions


def test_hidden_tiles_do_not_change_the_72_tile_cpus_decisions() -> None:
    for level in ("easy", "master", "master-search"):
        first = _cpu_actions(WORLDS[0], level)
        second = _cpu_actions(WORLDS[1], level)
        assert len(first) > 5
        assert first == second


def test_the_same_seed_plays_the_same_72_tile_games() -> None:
    def run(seed: int) -> dict[str, object]:
        config = SimConfig(hands=4, seed=seed, policies=("master-search", "easy"), rules=GB)
        report = run_sim(config).to_json(seed, config.policies, None)
        del report["hands_per_s"], report["decision_ms"], report["elapsed_s"]
        return report

    assert run(5) == run(5)
    assert run(5) != run(6)


def test_the_ladder_plays_seat_swapped_pairs_in_beans() -> None:
    """``gb_ladder``: each pair is one wall played from both seats; greedy takes beans off
    random, and a seat's beans per win are a 72-tile win's (8–13 points × 1 or 3)."""
    lines: list[str] = []
    play_pairs("greedy", "random", pairs=6, seed=3, budget=600, report=lines.append)
    result = json.loads(lines[-1])
    assert (result["pairs"], result["hands"]) == (6, 12)
    assert result["a_beans_per_hand"] > 0
    greedy = result["policies"]["greedy"]
    assert greedy["hands_won_share"] > 0
    assert all(8 <= int(p) <= 13 for p in greedy["points"])
    assert all(int(f) >= 8 for f in greedy["fan_without_flowers"])


def test_the_ladder_says_where_the_beans_come_from() -> None:
    """Issue 40 item 5: A's net is its own wins by 自摸 and by 点和 less B's, each
    policy's deal-ins are B's wins off its discards, and a win's turn is counted."""
    lines: list[str] = []
    play_pairs("greedy", "random", pairs=8, seed=5, budget=600, report=lines.append)
    result = json.loads(lines[-1])
    greedy, rand = result["policies"]["greedy"], result["policies"]["random"]

    def won(policy: dict[str, Any]) -> float:
        return sum(policy["won_beans_per_hand"].values())

    assert result["a_beans_per_hand"] == pytest.approx(won(greedy) - won(rand), abs=0.01)
    assert greedy["won_beans_per_hand"]["self_draw"] > 0
    assert rand["dealt_in_share"] > 0
    assert 1 <= greedy["mean_own_draws_at_win"] <= 40
