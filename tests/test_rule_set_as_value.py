"""The rule set reaches every agent as a value (issue 39): the table's seats get their
views from the hand, the CPU and 托管 are made for the hand's rule set, and nothing in the
AI or the review, outside the registry, tells the rule sets apart by identity."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from mahjong2p.ai.cpu_agent import CpuAgent
from mahjong2p.ai.gb.agent import GbCpuAgent
from mahjong2p.ai.policies import make_agent
from mahjong2p.ai.registry import ai_for
from mahjong2p.play.agents import DIFFICULTIES
from mahjong2p.play.session import HandSession
from mahjong2p.progression.beans.ruleset import gb_ruleset, room_ruleset
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.match import Match
from mahjong2p.rules.tileset import GB_TILES
from mahjong2p.rules.view import PlayerView
from mahjong2p.seat import Seat

MAX_MOVES = 8
PACKAGE = Path(__file__).resolve().parents[1] / "mahjong2p"
GUARDED = ("ai", "review")
REGISTRY = PACKAGE / "ai" / "registry.py"
# The engine's rule set constants and tile sets: naming one picks a game by identity.
IDENTITY_NAMES = frozenset({"GB", "GB_TILES", "ARCADE", "ARCADE_TILES"})
# Attributes whose comparison or truth tells the rule sets apart.
TELLING_ATTRIBUTES = frozenset({"id", "settlement", "tile_set", "tiles"})


def _telling(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and node.attr in TELLING_ATTRIBUTES


def identity_tests(source: str) -> list[str]:
    """What in ``source`` names a rule set constant or tests a rule set's id, settlement or
    tile set (a comparison, or a condition on one), as ``line: text``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Name) and node.id in IDENTITY_NAMES:
            found.append(f"{line}: names {node.id}")
        elif isinstance(node, ast.ImportFrom):
            named = [a.name for a in node.names if a.name in IDENTITY_NAMES]
            found += [f"{line}: imports {name}" for name in named]
        elif isinstance(node, ast.Compare) and any(
            _telling(side) for side in (node.left, *node.comparators)
        ):
            found.append(f"{line}: compares {ast.unparse(node)}")
        elif isinstance(node, (ast.If, ast.IfExp, ast.While, ast.Assert)) and _telling(node.test):
            found.append(f"{line}: tests {ast.unparse(node.test)}")
        elif isinstance(node, ast.BoolOp) and any(_telling(v) for v in node.values):
            found.append(f"{line}: tests {ast.unparse(node)}")
    return found


def test_no_module_of_the_ai_or_the_review_tells_rule_sets_apart_but_the_registry() -> None:
    offenders = {}
    for folder in GUARDED:
        for path in sorted((PACKAGE / folder).rglob("*.py")):
            if path != REGISTRY:
                found = identity_tests(path.read_text(encoding="utf-8"))
                if found:
                    offenders[str(path.relative_to(PACKAGE))] = found
    assert offenders == {}


@pytest.mark.parametrize(
    "source",
    [
        "agent = gb if view.tile_set is GB_TILES else arcade",
        "evaluator = GbExpert() if rules.settlement is not None else ArcadeExpert()",
        "missing = GB.min_fan - certain",
        "if rules.id == 'gb':\n    pass",
        "x = a if rules.settlement else b",
    ],
)
def test_the_guard_finds_each_way_the_old_code_told_them_apart(source: str) -> None:
    assert identity_tests(source)


def test_the_guard_lets_a_rule_set_be_read_as_a_value() -> None:
    assert not identity_tests("points = terms.min_fan - certain\nkey = hand.rules.id")


def test_a_view_cannot_be_built_without_its_tile_set() -> None:
    with pytest.raises(TypeError):
        PlayerView(0)  # type: ignore[call-arg]


def test_the_72_tile_table_gives_its_seats_72_tile_views_and_72_tile_agents() -> None:
    """The line the issue names printed ``arcade``: every CPU decision in 欢乐豆场 went to
    the arcade model."""
    for difficulty in DIFFICULTIES:
        table = HandSession(Match(5, rules=GB).new_hand(), difficulty)
        cpu = table.cpu.agent  # type: ignore[attr-defined]
        assert type(cpu) is type(ai_for(GB).agent(difficulty, 5))
        assert cpu.search == ai_for(GB).search  # made for the 72-tile game's terms
        table.cpu.close()  # type: ignore[attr-defined]
    session = HandSession(Match(5, rules=GB).new_hand(), "normal")
    assert [view.tile_set for view in session.views] == [GB_TILES, GB_TILES]
    hand = session.hand
    for _ in range(MAX_MOVES):
        if hand.to_act == Seat.HUMAN:
            break
        session.agent_move(Seat.CPU)
    expert = make_agent("expert", hand.seed + 1, GB)  # 托管, as the 72-tile model plays it
    legal = session.legal()
    assert session.helper.choose(session.views[Seat.HUMAN], legal) == expert.choose(
        hand.view(0), legal
    )
    arcade = HandSession(Match(5, rules=ARCADE).new_hand(), "normal")
    assert isinstance(arcade.cpu.agent, CpuAgent)  # type: ignore[attr-defined]


@pytest.mark.parametrize("numbers", [(8, 3, 1), (6, 2, 1), (10, 4, 2)])
def test_the_cpu_and_the_review_read_the_rooms_minimum_and_payments(
    numbers: tuple[int, int, int],
) -> None:
    """A room's rule set is rebuilt from rooms.toml: the CPU, its search and the review
    read its 起和 and payments from that value, never from the engine's default constant."""
    min_fan, self_draw, discard = numbers
    ai = ai_for(gb_ruleset(min_fan, self_draw, discard))
    agent = ai.agent("master-search", 1)  # the 72-tile model, searching
    assert isinstance(agent, GbCpuAgent) and agent.search == ai.search
    assert (agent.terms.min_fan, agent.terms.self_draw, agent.terms.discard) == numbers
    pay = ai.search.wins.payments(for_points=False)
    assert pay[(0, True)] / pay[(0, False)] == self_draw / discard
    assert ai.pricer().model.terms == agent.terms  # type: ignore[attr-defined]


def test_the_shipped_rooms_rule_set_is_the_one_the_ai_is_given() -> None:
    rules = room_ruleset(load_rooms())
    expert = ai_for(rules).agent("expert", 1)  # 托管, the 72-tile model
    assert expert.terms.min_fan == rules.min_fan  # type: ignore[attr-defined]
