"""Properties of the 72-tile CPU over whole hands: only legal actions at every level, its
decisions from its own view alone (two worlds that differ in hidden tiles only), the same
seed giving the same games, and its modules free of hidden state and of level names."""

from __future__ import annotations

import ast
from collections.abc import Sequence
from pathlib import Path

from gb_walls import gb_hand
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong2p.ai.gb.agent import GbCpuAgent
from mahjong2p.ai.gb.levels import GB_LEVELS
from mahjong2p.ai.policies import make_agent
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.events import Event
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.tiles import parse_kinds
from mahjong2p.rules.view import PlayerView
from mahjong2p.sim.runner import play_hand
from mahjong2p.sim.session import SimConfig, run_sim

GB_AI = Path(__file__).resolve().parent.parent / "mahjong2p" / "ai" / "gb"
HIDDEN_MODULES = (
    "mahjong2p.rules.hand",
    "mahjong2p.rules.wall",
    "mahjong2p.rules.gb.wall",
    "mahjong2p.rules.gb.table",
    "mahjong2p.rules.seat",
    "mahjong2p.rules.legal",
    "mahjong2p.rules.match",
    "mahjong2p.sim",
    "mahjong2p.progression",
    "pygame",
)
POLICY_NAMES = sorted([*GB_LEVELS, "greedy", "random"])


class LegalityChecked:
    """Passes decisions through, failing the test on any action not offered."""

    def __init__(self, agent: object) -> None:
        self.agent = agent
        self.decisions = 0

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        action = self.agent.choose(view, legal)  # type: ignore[attr-defined]
        assert action in legal, (action, legal)
        self.decisions += 1
        return action


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
    agents = [LegalityChecked(make_agent(p, seed + i)) for i, p in enumerate(policies)]

    def check(h: Hand, event: Event) -> None:
        h.check_invariants()

    play_hand(hand, agents, on_event=check)
    assert hand.is_over
    assert sum(a.decisions for a in agents) > 0


class Tsumogiri:
    """Discards whatever it draws and never calls or wins."""

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        for action in legal:
            if action.kind is ActionKind.DISCARD and action.tile == view.drawn:
                return action
        passes = [a for a in legal if a.kind is ActionKind.PASS]
        return passes[0] if passes else legal[0]


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
    cpu = Recorder(GbCpuAgent(GB_LEVELS[level], seed=11), len(parse_kinds(DRAWS)))
    play_hand(hand, [cpu, Tsumogiri()])
    return cpu.actions


def test_hidden_tiles_do_not_change_the_72_tile_cpus_decisions() -> None:
    for level in ("easy", "master"):
        first = _cpu_actions(WORLDS[0], level)
        second = _cpu_actions(WORLDS[1], level)
        assert len(first) > 5
        assert first == second


def test_the_same_seed_plays_the_same_72_tile_games() -> None:
    def run(seed: int) -> dict[str, object]:
        config = SimConfig(hands=4, seed=seed, policies=("master", "easy"), rules=GB)
        report = run_sim(config).to_json(seed, config.policies, None)
        del report["hands_per_s"], report["decision_ms"], report["elapsed_s"]
        return report

    assert run(5) == run(5)
    assert run(5) != run(6)


def _imports(path: Path) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names.append(node.module or "")
    return names


def test_the_72_tile_ai_imports_nothing_that_holds_hidden_state() -> None:
    found = [
        f"{path.name} imports {name}"
        for path in sorted(GB_AI.glob("*.py"))
        for name in _imports(path)
        if name.startswith(HIDDEN_MODULES)
    ]
    assert found == []


def test_no_72_tile_code_branches_on_a_level_name() -> None:
    names = set(GB_LEVELS)
    found = [
        f"{path.name}:{node.lineno} {node.value!r}"
        for path in sorted(GB_AI.glob("*.py"))
        if path.name != "levels.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Constant) and node.value in names
    ]
    assert found == []
