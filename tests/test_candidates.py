"""The measured candidates (issue 39 §5): ``arcade-view:LEVEL`` is the CPU the 72-tile table
played before the rule set reached its agents — the same moves, hand for hand. The digests
below were made by the table session of main at 4a74dc7 (its CPU at each level against 托管,
both on arcade views) on the same hands."""

from __future__ import annotations

import hashlib

import pytest

from mahjong2p.play.loop import play_hand
from mahjong2p.progression.choices import FeatureSeatAgent
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.match import Match
from mahjong2p.sim.candidates import make_candidate

OLD_TABLE = {
    "easy": ("89719ef39fc5", "636e3ccd494f", "36534862ffef", "9ab881f7f399"),
    "normal": ("89719ef39fc5", "636e3ccd494f", "36534862ffef", "fd361cbc7d57"),
    "hard": ("89719ef39fc5", "1ab1c99a7ef8", "50d8a6f77a10", "fd83660f66e1"),
    "master": ("1938b7b784d7", "1ab1c99a7ef8", "cf3dc922f26f", "773a50d52c90"),
}


@pytest.mark.parametrize("level", list(OLD_TABLE))
def test_the_arcade_view_candidate_plays_as_the_old_72_tile_table_did(level: str) -> None:
    found = []
    for seed in range(len(OLD_TABLE[level])):
        hand = Match(seed, rules=GB).new_hand()
        helper = FeatureSeatAgent(make_candidate("arcade-view:expert", hand.seed + 1, GB))
        play_hand(hand, [helper, make_candidate(f"arcade-view:{level}", hand.seed, GB)])
        log = "\n".join(repr(e) for e in hand.log)
        found.append(hashlib.sha256(log.encode()).hexdigest()[:12])
    assert tuple(found) == OLD_TABLE[level]
