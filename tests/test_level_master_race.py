"""master's play of the race against a 报听 (issue 14 item 3): it does not answer a 报听
with its own, and it weighs a deal-in against the self-draw it would otherwise concede.

Each test shows the behaviour on a real position at ``master`` and shows that switching
the one parameter back to the other levels' default gives the old choice, so the test is
about that parameter and nothing else."""

from __future__ import annotations

import dataclasses

from mahjong2p.ai.cpu_agent import CpuAgent
from mahjong2p.ai.levels import LEVELS, MASTER
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.tiles import kind_of, parse_kinds
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
    answering = CpuAgent(dataclasses.replace(MASTER, ready_against_declared=True), seed=1)
    assert _choice(answering, declared=True).declare_ready


def test_the_other_levels_still_answer_a_declaration_with_their_own() -> None:
    for name in ("easy", "normal", "hard"):
        assert LEVELS[name].ready_against_declared, name
    assert _choice(careful("hard"), declared=True).declare_ready


# Ready on 5m (46m, the 东 pair) after cutting the drawn 5s, a middle tile the declared
# opponent may be waiting on; the pair's third 东 is in their pond, so breaking the pair
# with 1z is the safe fold.
PUSH_OR_FOLD = "123m456p789s46m11z5s"


def test_master_stays_ready_against_a_declaration_early_in_the_wall() -> None:
    """With 30 tiles left the declared opponent would most likely win anyway, by a
    self-draw that pays more than this deal-in: master keeps its ready hand and cuts 5s.
    Weighing their win to come like a win off a discard (the premium at 1) it folded."""
    view = make_view(PUSH_OR_FOLD, opponent_discards="1z9p", declared=True, live=30)
    assert discarded_kind(careful("master"), view) == "5s"
    plain = CpuAgent(dataclasses.replace(MASTER, self_draw_premium=1.0), seed=1)
    assert discarded_kind(plain, view) == "1z"


def test_the_other_levels_weigh_a_later_win_like_a_win_off_a_discard() -> None:
    for name in ("easy", "normal", "hard"):
        assert LEVELS[name].self_draw_premium == 1.0, name
