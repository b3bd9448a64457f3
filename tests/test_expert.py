"""``expert``, the model of a strong human for the human's seat (issue 14): it plays for
the points a win pays, on the issue's example positions where ``master`` threw value away;
and the CPU's reading of what the human's hand is visibly worth."""

from __future__ import annotations

import dataclasses
import json

import pytest
from agents import arcade_cpu
from test_ai_positions import TileBox, _tile_of, make_view, turn_actions

from mahjong2p.ai.cpu_agent import CpuAgent
from mahjong2p.ai.gb.agent import GbCpuAgent
from mahjong2p.ai.levels import EXPERT, MASTER
from mahjong2p.ai.policies import POLICIES
from mahjong2p.ai.worth import opponent_worth
from mahjong2p.cli import main
from mahjong2p.play.agents import helper_agent
from mahjong2p.progression.levels import load_levels
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.tiles import kind_of, parse_kinds
from mahjong2p.sim.economy import stage_economy

# A player that counts only its chance to win (what the master did with its small
# value weight, and what the CPU does now that its own fan is worth nothing in the arcade).
SPEED_ONLY = dataclasses.replace(MASTER, name="speed only", value_weight=0.0)


def kind(text: str) -> int:
    return parse_kinds(text)[0]


def turn_choice(hand: str) -> dict[str, Action]:
    """What ``expert`` and the speed-only player discard from ``hand`` (an honour as the
    花牌)."""
    chosen = {}
    for level in (EXPERT, SPEED_ONLY):
        view = make_view(hand, indicator="1z")
        chosen[level.name] = arcade_cpu(level, seed=1).choose(view, turn_actions(view))
    return chosen


def test_keeps_the_three_colour_sequence_and_declares() -> None:
    """``2345m345p3445566s``: cutting 2m keeps 345 in all three suits (三色同顺) and waits
    on 3s/6s with 报听; speed alone cuts 3s and breaks it."""
    chosen = turn_choice("2345m345p3445566s")
    assert kind_of(chosen["expert"].tile or 0) == kind("2m")
    assert chosen["expert"].declare_ready
    assert kind_of(chosen["speed only"].tile or 0) != kind("2m")


def test_keeps_the_pure_straight() -> None:
    """``234m33p123566789s``: the 9s is part of 123-789s, one 4s from 一气通贯; expert
    keeps it (cuts a 6s to wait on 4s/7s), speed alone cuts it."""
    chosen = turn_choice("234m33p123566789s")
    assert kind_of(chosen["expert"].tile or 0) == kind("6s")
    assert kind_of(chosen["speed only"].tile or 0) == kind("9s")


def test_passes_a_chi_that_would_open_a_concealed_flush() -> None:
    """``24m12334457789p`` facing 6p: every chi is a step faster but opens a hand heading
    for a concealed 清一色; expert passes, speed alone calls."""
    box = TileBox()
    view = make_view("24m12334457789p", indicator="1z", opponent_discards="1s9s", box=box)
    offered = box.take("6p")[0]
    view.discards[1].append(offered)
    view.last_discard = offered
    pairs = (("4p", "5p"), ("5p", "7p"), ("7p", "8p"))
    chis = [
        Action(ActionKind.CHI, 0, tiles=(_tile_of(view, a), _tile_of(view, b))) for a, b in pairs
    ]
    options = [*chis, Action(ActionKind.PASS, 0)]
    assert arcade_cpu(EXPERT, seed=1).choose(view, options).kind is ActionKind.PASS
    assert arcade_cpu(SPEED_ONLY, seed=1).choose(view, options).kind is ActionKind.CHI


def test_keeps_a_flower_tile_over_an_equal_one() -> None:
    """Two isolated honours: the one of the 花牌 kind is worth a fan, the other nothing."""
    view = make_view("123m456p789s45m67p12z", indicator="1z")
    view.concealed.remove(_tile_of(view, "6p"))  # 13 + the drawn tile: 14 tiles
    action = arcade_cpu(EXPERT, seed=1).choose(view, turn_actions(view))
    assert kind_of(action.tile or 0) == kind("2z")


def test_expert_is_a_policy_and_the_helper() -> None:
    assert "expert" in POLICIES
    helper = helper_agent(3, ARCADE)
    assert isinstance(helper, CpuAgent) and helper.level is EXPERT
    gb_helper = helper_agent(3, GB)
    assert isinstance(gb_helper, GbCpuAgent) and gb_helper.level.base is EXPERT


def test_sim_reports_points_per_hand_with_its_error(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["sim", "--hands", "12", "--seed", "4", "--seat0", "expert", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert status == 0 and report["policies"] == ["expert", "normal"]
    per_hand = report["points_per_hand"]
    assert per_hand[0]["mean"] == round(report["points"][0] / 12, 2)
    assert all(entry["se"] >= 0 for entry in per_hand)


def test_a_visibly_valuable_hand_makes_its_tiles_costlier() -> None:
    """The CPU's view of a human with two 条子 melds who declared: 条子 and honours are
    worth more than other tiles; a concealed declared hand more than an open plain one."""
    flush = make_view("123m456p789m1122z", indicator="9p")
    flush.seat = 1  # the CPU's seat; the human (seat 0) has the melds
    box = TileBox()
    for text in ("234s", "567s"):
        tiles = tuple(box.take(text))
        flush.melds[0].append(Meld(MeldKind.CHI, tiles, tiles[0]))
    unseen = flush.unseen_counts()
    worth = opponent_worth(flush, unseen, value_danger=1.0)
    assert worth[kind("5s")] > worth[kind("5m")]
    assert worth[kind("5z")] > worth[kind("5m")]
    closed = make_view("123m456p789m1122z", indicator="9p")
    closed.seat = 1
    closed.declared_ready[0] = True
    assert opponent_worth(closed, closed.unseen_counts(), 1.0)[kind("5m")] > worth[kind("5m")]
    assert opponent_worth(closed, unseen, 0.0) == [1.0] * 34


def test_stage_economy_is_measured_per_stage_and_repeatable() -> None:
    levels = load_levels()
    first = stage_economy(levels, stage=1, runs=2, hands=2, seed=5)
    assert first == stage_economy(levels, stage=1, runs=2, hands=2, seed=5)
    credits = first["credits"]
    assert credits["p10"] <= credits["median"] <= credits["p90"]
    assert first["target"] == levels.stage(1).target and 0 <= first["cleared_share"] <= 1
    assert first["player"] == "expert"
    plainer = stage_economy(levels, stage=1, runs=2, hands=2, seed=5, player="random")
    assert plainer["player"] == "random"
