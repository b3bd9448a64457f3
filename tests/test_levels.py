"""Level data (levels/*.toml): the shipped files load with RULES.md A9's defaults, and every
kind of mistake a designer can make stops the load with one line naming file and key."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from mahjong2p.paths import levels_dir
from mahjong2p.progression.items import Item
from mahjong2p.progression.levels import Difficulty, LevelDataError, StageFeature, load_levels

F = StageFeature


def test_shipped_levels_load_with_the_tuned_standard_values() -> None:
    """The rule book's defaults, but for the numbers issue 42 tuned (docs/progression.md)."""
    levels = load_levels()
    stages = levels.stages
    assert [s.bet for s in stages] == [100, 800, 800, 850]
    assert [s.target for s in stages] == [8000, 15000, 18000, 45000]
    assert [s.payout_multiplier for s in stages] == [1, 1, 1, 1]
    assert [s.cpu_difficulty for s in stages] == list(Difficulty)
    assert [s.haitei_draws for s in stages] == [3, 5, 5, 5]
    assert {s.turn_timer_seconds for s in stages} == {15}
    assert [s.turn_timer for s in stages] == [False, True, True, True]  # nobody new is rushed
    assert stages[0].features == {F.STREAK_BONUS}
    assert stages[1].features == {F.STREAK_BONUS, F.OPENING_SWAP, F.ITEMS}
    assert stages[2].features == stages[1].features | {
        F.DRAW_CHOICE,
        F.TRIPLET_OFFER,
        F.RIGGED_NORMAL,
    }
    assert stages[3].features == set(StageFeature)
    chances = stages[3].chances
    assert (chances.draw_choice, chances.triplet_offer) == (0.08, 0.05)
    assert (chances.rigged_normal, chances.rigged_yakuman) == (0.06, 0.03)
    assert stages[2].chances.rigged_normal == 0.03
    economy = levels.economy
    assert economy.starting_credits == 5000
    assert economy.prices[Item.QIAN_KUN_DA_NUO_YI] == 15000
    assert economy.qian_kun_yakuman_share == 0.1
    assert (economy.streak_bonus.from_dealer_win, economy.streak_bonus.multiplier) == (3, 2)
    assert set(economy.prices) == set(Item)
    assert levels.stage(2) is stages[1]


@pytest.fixture
def levels_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "levels"
    shutil.copytree(levels_dir(), folder)
    return folder


def _edit(folder: Path, file: str, old: str, new: str) -> None:
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {file}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize(
    ("file", "old", "new", "key", "problem"),
    [
        pytest.param("stage2.toml", "bet = 800", "", "bet", "missing", id="missing-key"),
        pytest.param(
            "stage1.toml", "bet = 100", 'bet = "100"', "bet", "whole number", id="wrong-type"
        ),
        pytest.param(
            "stage3.toml",
            "draw_choice = 0.08",
            "draw_choice = 1.5",
            "chances.draw_choice",
            "between 0 and 1",
            id="probability-above-1",
        ),
        pytest.param(
            "stage4.toml",
            "rigged_yakuman = 0.03",
            "rigged_yakuman = -0.1",
            "chances.rigged_yakuman",
            "between 0 and 1",
            id="probability-below-0",
        ),
        pytest.param(
            "stage2.toml",
            "items = true",
            "items = true\nteleport = true",
            "features.teleport",
            "unknown feature",
            id="unknown-feature",
        ),
        pytest.param(
            "stage1.toml",
            "target = 8000",
            "target = 8000\ntargte = 1",
            "targte",
            "unknown key",
            id="unknown-key",
        ),
        pytest.param(
            "stage1.toml",
            'cpu_difficulty = "easy"',
            'cpu_difficulty = "godlike"',
            "cpu_difficulty",
            "easy, normal, hard, master",
            id="bad-difficulty",
        ),
        pytest.param(
            "stage1.toml",
            "opening_swap = false",
            "opening_swap = 0",
            "features.opening_swap",
            "true or false",
            id="feature-not-a-boolean",
        ),
        pytest.param(
            "stage1.toml",
            "turn_timer = false",
            'turn_timer = "off"',
            "turn_timer",
            "true or false",
            id="timer-switch-not-a-boolean",
        ),
        pytest.param(
            "stage3.toml", "bet = 800", "bet = 0", "bet", "at least 1", id="bet-below-one"
        ),
        pytest.param(
            "economy.toml",
            "tou_tian_huan_ri = 1000",
            "tou_tian_huan_ri = 1000\nmagic_wand = 5",
            "prices.magic_wand",
            "unknown item",
            id="unknown-item",
        ),
        pytest.param(
            "stage1.toml",
            "[features]",
            "features = 1\n[old_features]",
            "features",
            "must be a table",
            id="table-expected",
        ),
    ],
)
def test_each_kind_of_mistake_is_one_line_naming_file_and_key(
    levels_copy: Path, file: str, old: str, new: str, key: str, problem: str
) -> None:
    _edit(levels_copy, file, old, new)
    with pytest.raises(LevelDataError) as caught:
        load_levels(levels_copy)
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(f"{levels_copy / file}: {key}: ")
    assert problem in message


def test_broken_toml_and_missing_file_are_one_line_too(levels_copy: Path) -> None:
    _edit(levels_copy, "stage2.toml", "bet = 800", "bet = = 800")
    with pytest.raises(LevelDataError, match=r"stage2\.toml: not valid TOML") as caught:
        load_levels(levels_copy)
    assert "\n" not in str(caught.value)
    (levels_copy / "economy.toml").unlink()
    (levels_copy / "stage2.toml").write_text((levels_dir() / "stage2.toml").read_text("utf-8"))
    with pytest.raises(LevelDataError, match=r"economy\.toml: file is missing$"):
        load_levels(levels_copy)


def test_rigged_chances_may_not_add_up_past_one(levels_copy: Path) -> None:
    _edit(levels_copy, "stage4.toml", "rigged_normal = 0.06", "rigged_normal = 0.98")
    with pytest.raises(LevelDataError, match=r"chances\.rigged_yakuman: .*must not exceed 1"):
        load_levels(levels_copy)
