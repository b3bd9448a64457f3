"""Issue 11 item 8: ``score`` refuses situations no hand can reach (exit 2, one line naming
the flags), requires ``win_by``, and never refuses a win the engine itself produces."""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from agents import WinHungryRandom
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.greedy_agent import GreedyAgent
from mahjong2p.cli import main
from mahjong2p.cli.impossible import RULES, Win, impossible_situation
from mahjong2p.play.loop import play_hand
from mahjong2p.rules import arcade as arcade_module  # where the arcade rule set scores a win
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.phase import HandConfig
from mahjong2p.rules.scoring import WinBy

PLAIN = {"concealed": "123m456p789s345s11z", "win_tile": "3s", "win_by": "tsumo"}
WITH_KONG = {
    "concealed": "123m456m789s11z",
    "melds": [{"kind": "kong", "tiles": "1111p"}],
    "win_tile": "1z",
    "win_by": "tsumo",
}
WITH_CHI = {
    "concealed": "456p789s345s11z",
    "melds": [{"kind": "chi", "tiles": "123m"}],
    "win_tile": "3s",
    "win_by": "ron",
}
TWO_THREES = {"concealed": "123m456p234s345s11z", "win_tile": "3s", "win_by": "rob_kong"}

IMPOSSIBLE = [
    pytest.param({**WITH_KONG, "win_by": "ron", "after_kong": True}, "after_kong with win_by"),
    pytest.param({**WITH_KONG, "win_by": "rob_kong", "after_kong": True}, "after_kong with"),
    pytest.param({**PLAIN, "after_kong": True}, "after_kong without a kong"),
    pytest.param({**WITH_CHI, "after_kong": True, "win_by": "tsumo"}, "after_kong without"),
    pytest.param({**PLAIN, "win_by": "ron", "haitei_round": True}, "haitei_round with win_by"),
    pytest.param({**PLAIN, "haitei_round": True, "last_tile": True}, "haitei_round with first"),
    pytest.param({**WITH_CHI, "first_turn": True}, "first_turn with melds"),
    pytest.param({**WITH_KONG, "first_turn": True, "dealer": True}, "first_turn with melds"),
    pytest.param({**PLAIN, "first_turn": True, "declared_ready": True}, "first_turn with declared"),
    pytest.param({**PLAIN, "first_turn": True, "dealer": True, "win_by": "ron"}, "with dealer"),
    pytest.param({**PLAIN, "first_turn": True, "last_tile": True}, "first_turn with last_tile"),
    pytest.param(
        {**WITH_CHI, "declared_ready": True, "ready_first_turn": True}, "ready_first_turn with"
    ),
    pytest.param({**PLAIN, "ready_first_turn": True}, "ready_first_turn without declared"),
    pytest.param({**PLAIN, "win_by": "rob_kong", "first_turn": True}, "rob_kong with first_turn"),
    pytest.param({**PLAIN, "win_by": "rob_kong", "last_tile": True}, "rob_kong with first_turn"),
    pytest.param(TWO_THREES, "rob_kong with another copy of win_tile"),
    pytest.param(
        {**PLAIN, "melds": [{"kind": "pon", "tiles": "333s"}], "concealed": "123m456p345s11z"}
        | {"win_by": "rob_kong"},
        "rob_kong with another copy",
    ),
    pytest.param({k: v for k, v in PLAIN.items() if k != "win_by"}, "win_by: missing"),
]

POSSIBLE = [
    pytest.param({**WITH_KONG, "after_kong": True}, id="杠上开花"),
    pytest.param({**WITH_KONG, "after_kong": True, "last_tile": True}, id="杠上开花-last-tile"),
    pytest.param({**PLAIN, "haitei_round": True}, id="海底捞月"),
    pytest.param({**PLAIN, "first_turn": True, "dealer": True}, id="天和"),
    pytest.param({**PLAIN, "first_turn": True, "win_by": "ron"}, id="地和"),
    pytest.param({**PLAIN, "first_turn": True}, id="人和"),
    pytest.param({**PLAIN, "declared_ready": True, "ready_first_turn": True}, id="天听"),
    pytest.param({**WITH_CHI, "declared_ready": True}, id="报听-open"),
    pytest.param({**TWO_THREES, "win_tile": "2s"}, id="抢杠"),
    pytest.param({**PLAIN, "win_by": "rob_kong", "declared_ready": True}, id="抢杠-ready"),
]


def _score(
    payload: dict[str, Any], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(payload)))
    code = main(["score"])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(("payload", "flags"), IMPOSSIBLE)
def test_an_impossible_situation_is_refused_naming_the_flags(
    payload: dict[str, Any],
    flags: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = _score(payload, monkeypatch, capsys)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and err.startswith("mahjong2p score: ") and flags in err


@pytest.mark.parametrize("payload", POSSIBLE)
def test_a_possible_situation_is_still_scored(
    payload: dict[str, Any], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _score(payload, monkeypatch, capsys)
    assert (code, err) == (0, "") and json.loads(out)["win"] is True


def test_every_rule_is_listed_in_the_docs() -> None:
    from pathlib import Path

    docs = (Path(__file__).parents[1] / "docs" / "cli.md").read_text(encoding="utf-8")
    section = docs.split("## score: situations that cannot happen", 1)[1].split("\n## ", 1)[0]
    for rule in RULES:
        assert f"`{rule.flags}`" in section, rule.flags
    assert "`win_by`" in section


AGENT_KINDS = {"hungry": WinHungryRandom, "greedy": GreedyAgent}


@contextmanager
def recorded_wins() -> Iterator[list[Win]]:
    """Every win the engine scores meanwhile, as the ``score`` input would describe it."""
    seen: list[Win] = []
    real_score_win = arcade_module.score_win

    def recording(concealed, melds, win_tile, situation):  # type: ignore[no-untyped-def]
        seen.append(Win(list(concealed), tuple(melds), win_tile, situation))
        return real_score_win(concealed, melds, win_tile, situation)

    arcade_module.score_win = recording
    try:
        yield seen
    finally:
        arcade_module.score_win = real_score_win


@settings(max_examples=250, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    agent_kind=st.sampled_from(sorted(AGENT_KINDS)),
    config=st.sampled_from([HandConfig(), HandConfig(haitei_draws=5, opening_swap=True)]),
    dealer=st.integers(0, 1),
)
def test_the_engine_never_wins_in_a_situation_score_refuses(
    seed: int, agent_kind: str, config: HandConfig, dealer: int
) -> None:
    """Every win random play reaches (calls, kongs, robbed kongs, 报听, 海底捞月 rounds) passes
    the rules: they refuse only what cannot happen."""
    hand = Hand(seed, dealer=dealer, config=config)
    agents: list[Agent] = [AGENT_KINDS[agent_kind](seed), AGENT_KINDS[agent_kind](seed + 1)]
    with recorded_wins() as seen:
        play_hand(hand, agents)
    for win in seen:
        assert impossible_situation(win) is None, win


def test_random_play_reaches_every_way_of_winning() -> None:
    """The property above is only as good as the wins it sees: over a fixed set of seeds,
    random play wins by tsumo and ron, in the 海底捞月 round and after a 报听; a robbed kong
    (a 天听 robbing an added kong) and a 杠上开花 on a concealed kong are played out too —
    every one passes."""
    from test_hand import JUNK_OTHER, _robbable_hand, _to_added_kong
    from walls import rigged_hand

    from mahjong2p.rules.actions import Action, ActionKind

    with recorded_wins() as seen:
        for seed in range(600):
            hand = Hand(seed, dealer=seed % 2, config=HandConfig(haitei_draws=5))
            play_hand(hand, [WinHungryRandom(seed), WinHungryRandom(seed + 1)])
        robbed = _robbable_hand()
        _to_added_kong(robbed)
        robbed.apply(Action(ActionKind.ROB_KONG, 0))
        kong_flower = rigged_hand("1111z123m456m789m5s", JUNK_OTHER, replacements="5s")
        for kind in (ActionKind.CONCEALED_KONG, ActionKind.TSUMO):
            kong_flower.apply(next(a for a in kong_flower.legal_actions() if a.kind is kind))
    assert all(impossible_situation(win) is None for win in seen)
    assert {w.situation.win_by for w in seen} == set(WinBy)
    assert any(w.situation.after_kong for w in seen)
    assert any(w.situation.haitei_round for w in seen)
    assert any(w.situation.declared_ready for w in seen)
