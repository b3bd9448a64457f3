"""``scripts/arcade_bounds.py``: the CPUs that see what a player cannot, whose results bound
what a fair arcade search can gain (issue 26, docs/ai.md "Fifth round"). Each must use
exactly the knowledge it is named for, or the bound it measures is wrong."""

from __future__ import annotations

import json
from collections.abc import Sequence
from types import ModuleType

import pytest
from project_scripts import load_script

from mahjong2p.ai.agent import Agent
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.tiles import kind_of
from mahjong2p.rules.view import PlayerView
from mahjong2p.sim import arcade_pairs


@pytest.fixture(scope="module")
def bounds() -> ModuleType:
    return load_script("arcade_bounds")


def _play(bounds: ModuleType, name: str, walls: int, check) -> int:  # type: ignore[no-untyped-def]
    """Plays ``walls`` walls of bound ``name``, calling ``check(agent, view, kinds, thrown)``
    at each of its discards with a choice (``kinds``: the kinds it could throw); returns
    how many decisions were checked."""
    checked = 0

    def make(cpu: str, seed: int, hand: Hand) -> Agent:
        outer = bounds.make_cpu(cpu, seed, hand)

        class Checking:
            def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
                nonlocal checked
                action = outer.choose(view, legal)
                kinds = {kind_of(a.tile) for a in legal if a.kind is ActionKind.DISCARD}
                if action.kind is ActionKind.DISCARD and len(kinds) > 1:
                    check(outer, view, kinds, kind_of(action.tile or 0))
                    checked += 1
                return action

        return Checking()

    arcade_pairs.play([name], "expert", walls, 77, lambda _: None, make)
    return checked


def test_the_no_deal_in_bound_never_throws_the_humans_winning_tile_when_it_has_another(
    bounds: ModuleType,
) -> None:
    risky = 0

    def check(agent, view, kinds, thrown) -> None:  # type: ignore[no-untyped-def]
        nonlocal risky
        winning = {k for k in kinds if agent._human_wins_on(k)}
        if winning and winning != kinds:
            risky += 1
            assert thrown not in winning

    assert _play(bounds, "no-deal-in", 12, check) > 100
    assert risky > 0  # it did hold the human's winning tile beside others


def test_the_own_draws_bound_throws_what_wins_in_the_fewest_of_its_draws(
    bounds: ModuleType,
) -> None:
    def check(agent, view, kinds, thrown) -> None:  # type: ignore[no-untyped-def]
        draws = {k: agent._draws_to_win(view, k) for k in kinds}
        if min(draws.values()) < bounds.NEVER:
            assert draws[thrown] == min(draws.values())

    assert _play(bounds, "own-draws", 6, check) > 50


def test_master_through_the_bounds_tool_plays_as_the_fair_master(
    bounds: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    bounds.main(["master", "--walls", "4", "--seed", "3"])
    through_tool = json.loads(capsys.readouterr().out)["master"]
    arcade_pairs.main(["master", "--walls", "4", "--seed", "3"])
    fair = json.loads(capsys.readouterr().out)["master"]
    for key in ("points_per_hand", "player_wins", "cpu_wins", "draws"):
        assert through_tool[key] == fair[key]
