"""Properties of the CPU over whole hands: it only plays legal actions, and it decides from
its own view alone (the hidden tiles cannot change what it does)."""

from __future__ import annotations

import ast
from collections.abc import Sequence
from pathlib import Path

from agents import arcade_cpu
from hypothesis import given, settings
from hypothesis import strategies as st
from walls import rigged_hand

from mahjong2p.ai.cpu_agent import CpuAgent
from mahjong2p.ai.levels import LEVELS, MASTER, PLAYER_LEVELS
from mahjong2p.play.loop import play_hand
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.events import Event
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.phase import HandConfig
from mahjong2p.rules.view import PlayerView

AI = Path(__file__).resolve().parent.parent / "mahjong2p" / "ai"
# What an agent must never reach for: the engine's state, the walls, other layers.
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
    "mahjong2p.ui",
    "mahjong2p.scenes",
    "pygame",
)


class LegalityChecked:
    """Passes decisions through, failing the test on any action not offered."""

    def __init__(self, agent: CpuAgent) -> None:
        self.agent = agent
        self.decisions = 0

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        action = self.agent.choose(view, legal)
        assert action in legal, (action, legal)
        self.decisions += 1
        return action


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    levels=st.tuples(st.sampled_from(sorted(LEVELS)), st.sampled_from(sorted(LEVELS))),
    dealer=st.integers(0, 1),
    haitei_draws=st.sampled_from([3, 5]),
)
def test_the_cpu_only_plays_legal_actions(
    seed: int, levels: tuple[str, str], dealer: int, haitei_draws: int
) -> None:
    hand = Hand(seed, dealer=dealer, config=HandConfig(haitei_draws=haitei_draws))
    agents = [LegalityChecked(arcade_cpu(LEVELS[name], seed + i)) for i, name in enumerate(levels)]

    def check(h: Hand, event: Event) -> None:
        h.check_invariants()

    play_hand(hand, agents, on_event=check)
    assert hand.is_over
    assert sum(a.decisions for a in agents) > 0


class Tsumogiri:
    """Discards whatever it draws and never calls or wins: its hand stays hidden and never
    shows in what it does."""

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        for action in legal:
            tsumogiri = action.kind is ActionKind.DISCARD and action.tile == view.drawn
            if tsumogiri and not action.declare_ready:
                return action
        passes = [a for a in legal if a.kind is ActionKind.PASS]
        return passes[0] if passes else legal[0]


class Recorder:
    def __init__(self, agent: CpuAgent) -> None:
        self.agent = agent
        self.actions: list[Action] = []

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        action = self.agent.choose(view, legal)
        self.actions.append(action)
        return action


def _cpu_actions(opponent_tiles: str) -> tuple[list[Action], list[int]]:
    """Seat 0 (the CPU, dealer) against a silent opponent holding ``opponent_tiles``; the
    deal, the draws and the 花牌 are the same whatever the opponent holds."""
    draws = "4m6p9m7p2z1p5z8m3p6z2p7m1z4p"
    hand = rigged_hand("12356m24589p1377z", opponent_tiles, draws, live_left=len(draws))
    cpu = Recorder(arcade_cpu(MASTER, seed=11))
    hidden = list(hand.seats[1].concealed)
    play_hand(hand, [cpu, Tsumogiri()])
    return cpu.actions, hidden


def test_hidden_tiles_do_not_change_the_cpus_decisions() -> None:
    """Two worlds that differ only in what the CPU cannot see (the opponent's hand and the
    dead pool): every decision the CPU makes must be the same in both."""
    first, hidden_first = _cpu_actions("1112223334445s")
    second, hidden_second = _cpu_actions("5556667778889s")
    assert len(set(hidden_first) & set(hidden_second)) == 1  # one 5s in both
    assert len(first) > 5
    assert first == second


def _imports(path: Path) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names.append(node.module or "")
    return names


def test_the_ai_imports_nothing_that_holds_hidden_state() -> None:
    found = [
        f"{path.name} imports {name}"
        for path in sorted(AI.rglob("*.py"))
        for name in _imports(path)
        if name.startswith(HIDDEN_MODULES)
    ]
    assert found == []


def test_no_code_branches_on_a_level_name() -> None:
    """Levels are parameters only: their names appear in ``levels.py`` and nowhere else."""
    names = set(LEVELS) | set(PLAYER_LEVELS)
    found = [
        f"{path.name}:{node.lineno} {node.value!r}"
        for path in sorted(AI.rglob("*.py"))
        if path.name != "levels.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Constant) and node.value in names
    ]
    assert found == []
