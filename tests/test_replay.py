"""牌谱: a replay file reproduces the original hand's events exactly, for many seeds and
stage configurations; the store keeps the newest 50 and skips damaged files."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from agents import WinHungryRandom

from mahjong2p.ai.greedy_agent import GreedyAgent
from mahjong2p.play.loop import play_hand
from mahjong2p.progression.deal import RigKind
from mahjong2p.replay.record import (
    Replay,
    ReplayError,
    Summary,
    replay_from_json,
    replay_of,
    replay_to_json,
)
from mahjong2p.rules.features.choice import ItemStock
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.phase import HandConfig
from mahjong2p.store.replays import KEEP, load_replays, save_replay

CONFIGS = [
    HandConfig(),
    HandConfig(haitei_draws=5, opening_swap=True),
    HandConfig(
        haitei_draws=5,
        draw_choice_chance=0.3,
        triplet_offer_chance=0.3,
        items=ItemStock(tou_tian_huan_ri=1, yi_hua_jie_mu=1),
    ),
]


def _played(seed: int, config: HandConfig, rig: RigKind | None = None) -> tuple[Hand, Replay]:
    """A hand of ``seed`` played to its end by a greedy and a win-hungry random agent."""
    hand = Replay(
        seed=seed,
        hand_number=seed % 7,
        dealer=seed % 2,
        config=config,
        actions=(),
        summary=Summary(None),
        rig=rig,
    ).start()
    agents = [GreedyAgent(seed), WinHungryRandom(seed + 1)]
    play_hand(hand, agents[:: 1 if seed % 2 else -1])
    return hand, replay_of(hand, 3, "2026-01-02 03:04:05", rig)


@pytest.mark.parametrize("config", CONFIGS, ids=["stage1", "swap", "features"])
def test_a_replay_through_json_reproduces_every_event(config: HandConfig) -> None:
    for seed in range(40):
        hand, replay = _played(seed, config)
        text = json.dumps(replay_to_json(replay))
        again = replay_from_json(json.loads(text)).play()
        assert again.log == hand.log, f"seed {seed}"
        assert again.is_over


@pytest.mark.parametrize("rig", list(RigKind))
def test_rigged_deals_replay_too(rig: RigKind) -> None:
    for seed in range(10):
        hand, replay = _played(seed, CONFIGS[0], rig)
        assert (
            replay_from_json(json.loads(json.dumps(replay_to_json(replay)))).play().log == hand.log
        )


def test_the_summary_says_who_won_and_for_how_much() -> None:
    for seed in range(30):
        hand, replay = _played(seed, CONFIGS[0])
        assert replay.summary.winner == hand.winner
        if hand.winner is not None:
            assert replay.summary.points > 0


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: "not json {",
        lambda d: json.dumps([1, 2]),
        lambda d: json.dumps({**d, "format": 99}),
        lambda d: json.dumps({**d, "seed": "x"}),
        lambda d: json.dumps({**d, "actions": [{"kind": "fly"}]}),
        lambda d: json.dumps({**d, "config": {"haitei_draws": 3, "wings": 2}}),
    ],
    ids=["text", "list", "format", "seed", "action", "config"],
)
def test_damaged_files_are_skipped_and_named(tmp_path: Path, damage) -> None:  # type: ignore[no-untyped-def]
    _, replay = _played(1, CONFIGS[0])
    assert save_replay(tmp_path, replay) is None
    good = replay_to_json(replay)
    (tmp_path / "20990101-000000-s9-h9.json").write_text(damage(good), encoding="utf-8")
    found, skipped = load_replays(tmp_path)
    assert [s.replay for s in found] == [replay]
    assert skipped == ["20990101-000000-s9-h9.json"]


def test_a_replay_error_is_one_line() -> None:
    with pytest.raises(ReplayError) as info:
        replay_from_json({"format": 1})
    assert "\n" not in str(info.value)


def test_only_the_newest_are_kept(tmp_path: Path) -> None:
    _, replay = _played(2, CONFIGS[0])
    for i in range(KEEP + 5):
        stamp = f"2026-01-01 00:{i // 60:02d}:{i % 60:02d}"
        assert save_replay(tmp_path, replace(replay, played_at=stamp)) is None
    files = sorted(p.name for p in tmp_path.glob("*.json"))
    assert len(files) == KEEP
    found, skipped = load_replays(tmp_path)
    assert len(found) == KEEP and not skipped
    assert found[0].replay.played_at == "2026-01-01 00:00:54"


def test_a_missing_folder_is_an_empty_list(tmp_path: Path) -> None:
    assert load_replays(tmp_path / "nothing") == ([], [])
