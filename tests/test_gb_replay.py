"""Replays carry the rule set (issue 12): a 72-tile hand replays from its JSON to exactly
the same events, and a replay written before the rule set was stored is an arcade one."""

from __future__ import annotations

import json

import pytest
from agents import WinHungryRandom

from mahjong2p.ai.greedy_agent import GreedyAgent
from mahjong2p.play.loop import play_hand
from mahjong2p.replay.record import (
    Replay,
    ReplayError,
    Summary,
    replay_from_json,
    replay_of,
    replay_to_json,
)
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.phase import HandConfig


@pytest.mark.parametrize("seed", range(12))
def test_a_gb_replay_through_json_reproduces_every_event(seed: int) -> None:
    hand = Hand(seed, hand_number=seed, dealer=seed % 2, rules=GB)
    play_hand(hand, [GreedyAgent(seed), WinHungryRandom(seed + 1)])
    data = json.loads(json.dumps(replay_to_json(replay_of(hand, 1, "2026-01-02 03:04:05"))))
    assert data["ruleset"] == "gb"
    replay = replay_from_json(data)
    assert replay.rules is GB
    assert replay.play().log == hand.log
    if hand.winner is not None:
        assert replay.summary.points == min(replay.summary.total_fan, 13)


def test_a_replay_without_a_ruleset_is_an_arcade_hand() -> None:
    replay = Replay(
        seed=3, hand_number=0, dealer=1, config=HandConfig(), actions=(), summary=Summary(None)
    )
    data = replay_to_json(replay)
    del data["ruleset"]
    assert replay_from_json(data).rules is ARCADE


def test_an_unknown_ruleset_is_a_replay_error() -> None:
    data = replay_to_json(
        Replay(
            seed=3, hand_number=0, dealer=1, config=HandConfig(), actions=(), summary=Summary(None)
        )
    )
    data["ruleset"] = "riichi"
    with pytest.raises(ReplayError, match="riichi"):
        replay_from_json(data)
