"""master's play of the race against a 报听 (issue 14 item 3): it does not answer a 报听
with its own, it weighs a deal-in against the self-draw it would otherwise concede, and
against a declared hand it counts both sides in the human's points.

Each test shows the behaviour on a real position at ``master`` and shows that switching
the one parameter back to the other levels' default gives the old choice, so the test is
about that parameter and nothing else."""

from __future__ import annotations

import dataclasses

from agents import arcade_cpu

from mahjong2p.ai.assess import Scored, rank_discards
from mahjong2p.ai.cpu_agent import CpuAgent
from mahjong2p.ai.danger import ReadyWatch
from mahjong2p.ai.levels import LEVELS, MASTER, Level
from mahjong2p.ai.outlook import Outlook
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.tiles import counts_of, kind_of, parse_kinds
from tests.test_ai_positions import careful, discarded_kind, make_view, turn_actions

# Discarding 东 leaves 23m waiting on 1m and 4m: six live tiles, a wait every level
# declares with when nobody else is ready.
READY_WITH_EAST = "123456p789s1123m1z"


def _choice(agent: CpuAgent, declared: bool) -> Action:
    view = make_view(READY_WITH_EAST, declared=declared)
    action = agent.choose(view, turn_actions(view))
    assert action.kind is ActionKind.DISCARD and action.tile is not None
    assert kind_of(action.tile) == parse_kinds("1z")[0]
    return action


def test_master_declares_against_an_undeclared_opponent_only() -> None:
    """Ready with 1m/4m: master declares 报听 while the opponent has not (it makes their
    hand slow down); once they have, it cuts the same 东 silently, keeping its hand free
    to fold and to change its wait against their locked one."""
    assert _choice(careful("master"), declared=False).declare_ready
    assert not _choice(careful("master"), declared=True).declare_ready
    answering = arcade_cpu(dataclasses.replace(MASTER, ready_against_declared=True), seed=1)
    assert _choice(answering, declared=True).declare_ready


def test_the_other_levels_still_answer_a_declaration_with_their_own() -> None:
    for name in ("easy", "normal", "hard"):
        assert LEVELS[name].ready_against_declared, name
    assert _choice(careful("hard"), declared=True).declare_ready


# Ready on 2m (13m, the 东 pair) after cutting the drawn 5s, a middle tile the declared
# opponent may be waiting on; the pair's third 东 is in their pond, so breaking the pair
# with 1z is the safe fold.
PUSH_OR_FOLD = "123m456p789s13m11z5s"


def test_master_stays_ready_against_a_declaration_early_in_the_wall() -> None:
    """With 45 tiles left the declared opponent would most likely win anyway, by a
    self-draw that pays more than this deal-in: master keeps its ready hand and cuts 5s.
    Weighing their win to come like a win off a discard (the premium at 1) it folded."""
    view = make_view(PUSH_OR_FOLD, opponent_discards="1z9p", declared=True, live=45)
    assert discarded_kind(careful("master"), view) == "5s"
    plain = arcade_cpu(dataclasses.replace(MASTER, self_draw_premium=1.0), seed=1)
    assert discarded_kind(plain, view) == "1z"


def test_the_other_levels_weigh_a_later_win_like_a_win_off_a_discard() -> None:
    for name in ("easy", "normal", "hard"):
        assert LEVELS[name].self_draw_premium == 1.0, name


# Ready on 5s (46s, the 东 pair) after cutting the drawn 5m. The declared opponent's pond
# holds nine 筒 and 条 tiles and no 万: they look to be collecting 万 (混一色/清一色), so a
# 万 is the expensive tile to deal in with, and 1z (its third copy in their pond) the fold.
AGAINST_A_FLUSH = "123p456p789s46s11z5m"
FLUSH_POND = "1z9p2p3p5p7s8s9s1p"


def test_master_races_an_expensive_declared_hand_instead_of_folding() -> None:
    """Their win is as expensive whenever it comes: folding only puts their self-draw
    off, while master's own win is the one thing that stops it. Counting both sides in
    their points, master cuts 5m and stays ready; weighing the 万's worth against its own
    chance alone (``points_prevented`` off) it folded, at every stage of the wall."""
    for live in (10, 30, 45):
        view = make_view(AGAINST_A_FLUSH, opponent_discards=FLUSH_POND, declared=True, live=live)
        assert discarded_kind(careful("master"), view) == "5m", live
        by_worth = arcade_cpu(dataclasses.replace(MASTER, points_prevented=False), seed=1)
        assert discarded_kind(by_worth, view) == "1z", live


def _ranked(level: Level, declared: bool) -> list[Scored]:
    """master's discards of AGAINST_A_FLUSH, ranked, with the opponent 15 discards in (a
    read threat of about one half when they have not declared)."""
    view = make_view(AGAINST_A_FLUSH, opponent_discards=LONG_POND, declared=declared, live=30)
    outlook = Outlook.of(view, level, ReadyWatch())
    assert outlook.threatened
    counts = counts_of(map(kind_of, view.concealed))
    return rank_discards(counts, (), outlook, level)


LONG_POND = FLUSH_POND + "6z7z2z3z4s1s"


def test_points_prevented_waits_for_a_declaration() -> None:
    """Before a 报听 the opponent's chance to finish is only read, not modelled: against
    an undeclared threat master weighs every discard as it would without the parameter,
    against a declared one it does not. The other levels never count points prevented."""
    for name in ("easy", "normal", "hard"):
        assert not LEVELS[name].points_prevented, name
    by_worth = dataclasses.replace(MASTER, points_prevented=False)
    assert _ranked(MASTER, declared=False) == _ranked(by_worth, declared=False)
    assert _ranked(MASTER, declared=True) != _ranked(by_worth, declared=True)
