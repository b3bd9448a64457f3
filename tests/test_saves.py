"""Save data (DESIGN.md conventions): a round trip keeps everything, a run in progress
resumes mid-hand, the write is atomic, a damaged or hand-broken file is moved aside with
one line and a clean start, a newer schema is kept untouched, and no test touches the real
home (``MAHJONG2P_DATA_DIR``)."""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path
from typing import Any

import pytest

from mahjong2p.ai.greedy_agent import GreedyAgent
from mahjong2p.paths import user_data_dir
from mahjong2p.progression.choices import FeatureSeatAgent
from mahjong2p.progression.highscores import HighScore
from mahjong2p.progression.items import Item
from mahjong2p.progression.levels import load_levels
from mahjong2p.progression.progress import Progress, RunInProgress, progress_to_json
from mahjong2p.progression.run import begin_hand, new_run
from mahjong2p.store.saves import SAVE_FILE, load_progress, save_progress

LEVELS = load_levels()


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("MAHJONG2P_DATA_DIR", str(folder))
    return folder


def _mid_hand_progress() -> Progress:
    """Progress with a stage-3 run whose hand is open, as the save holds it: the hand's
    plan, its actions being in the hand's own file (#35)."""
    legacy = _legacy_progress()
    assert legacy.run is not None
    run = dataclasses.replace(legacy.run, actions=(), in_hand_file=True)
    return dataclasses.replace(legacy, run=run)


def _legacy_json() -> dict[str, Any]:
    """The JSON of :func:`_legacy_progress` as an older version saved it (the actions in
    the save itself)."""
    legacy = _legacy_progress()
    assert legacy.run is not None
    data = progress_to_json(legacy)
    data["run"]["hand"]["actions"] = [a.to_json() for a in legacy.run.actions]
    return data


def _legacy_progress(moves: int = 12) -> Progress:
    """Progress with a stage-3 run whose hand has had ``moves`` actions, held in the save
    itself as an older version held them."""
    run = new_run(LEVELS, seed=21, stage=3)
    run = dataclasses.replace(run, items={**run.items, Item.TOU_TIAN_HUAN_RI: 1})
    start = begin_hand(run, LEVELS)
    hand = start.plan.start().hand
    agents = [FeatureSeatAgent(GreedyAgent(1)), GreedyAgent(2)]
    views = (hand.view(0), hand.view(1))
    for _ in range(moves):
        seat = hand.to_act
        assert seat is not None
        for event in hand.apply(agents[seat].choose(views[seat], hand.legal_actions())):
            for view in views:
                view.observe(event)
    return Progress(
        stages_unlocked=3,
        high_scores=(HighScore("阿宝", 52000, 4, 1), HighScore("Ann", 9000, 2, 0)),
        yakuman_collected=frozenset({"guo_shi_wu_shuang", "da_san_yuan"}),
        settings={"language": "zh", "timer_enabled": False, "volume": 0.5},
        run=RunInProgress(start.run, start, tuple(hand.actions)),
    )


def test_the_data_folder_follows_the_environment(data_dir: Path) -> None:
    assert user_data_dir() == data_dir


def test_no_file_is_a_clean_start_without_a_message() -> None:
    loaded = load_progress()
    assert loaded.progress == Progress() and loaded.message is None and loaded.can_save


def test_round_trip_keeps_everything_and_resumes_the_hand_mid_play(data_dir: Path) -> None:
    progress = _mid_hand_progress()
    assert save_progress(progress) is None
    assert (data_dir / SAVE_FILE).exists()
    loaded = load_progress()
    assert loaded.message is None
    assert loaded.progress == progress
    saved = loaded.progress.run
    assert saved is not None and progress.run is not None
    resumed, original = saved.resume_hand(), progress.run.resume_hand()
    assert resumed is not None and original is not None
    assert resumed.log == original.log
    data = json.loads((data_dir / SAVE_FILE).read_text(encoding="utf-8"))
    assert data["schema_version"] == 1
    assert "actions" not in data["run"]["hand"]  # the hand's own file holds them (#35)


def test_a_save_of_an_older_version_still_resumes_its_hand_mid_play(data_dir: Path) -> None:
    data_dir.mkdir()
    (data_dir / SAVE_FILE).write_text(json.dumps(_legacy_json()), encoding="utf-8")
    loaded = load_progress()
    assert loaded.message is None and loaded.progress == _legacy_progress()
    saved = loaded.progress.run
    assert saved is not None and not saved.in_hand_file
    resumed = saved.resume_hand()
    assert resumed is not None and len(resumed.actions) == 12


def test_a_crash_mid_write_leaves_the_old_file(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = Progress(stages_unlocked=2)
    assert save_progress(old) is None
    before = (data_dir / SAVE_FILE).read_bytes()

    def crash(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    progress = _mid_hand_progress()
    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", crash)
        message = save_progress(progress)
    assert message is not None and "\n" not in message and "No space left" in message
    assert (data_dir / SAVE_FILE).read_bytes() == before
    names = sorted(p.name for p in data_dir.iterdir())
    assert names == [SAVE_FILE, f"{SAVE_FILE}.copy"], "no temp file left"
    assert load_progress().progress == old


def test_an_interrupted_write_leaves_the_old_file(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert save_progress(Progress(stages_unlocked=4)) is None
    before = (data_dir / SAVE_FILE).read_bytes()

    def killed(fd: int) -> None:
        raise KeyboardInterrupt

    with monkeypatch.context() as patch, pytest.raises(KeyboardInterrupt):
        patch.setattr(os, "fsync", killed)
        save_progress(Progress())
    assert (data_dir / SAVE_FILE).read_bytes() == before
    assert sorted(p.name for p in data_dir.iterdir()) == [SAVE_FILE, f"{SAVE_FILE}.copy"]


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(b'{"schema_version": 1, "stages_unlo', id="truncated"),
        pytest.param(b"\xff\xfe not text", id="not-utf8"),
        pytest.param(b"[1, 2, 3]", id="not-an-object"),
        pytest.param(b'{"schema_version": "one"}', id="bad-version"),
        pytest.param(b'{"schema_version": 0}', id="old-version"),
    ],
)
def test_a_damaged_file_is_moved_aside_and_the_game_starts_clean(
    data_dir: Path, content: bytes
) -> None:
    data_dir.mkdir()
    (data_dir / SAVE_FILE).write_bytes(content)
    loaded = load_progress()
    assert loaded.progress == Progress() and loaded.can_save
    assert loaded.message is not None and "\n" not in loaded.message
    assert "damaged" in loaded.message
    [aside] = [p for p in data_dir.iterdir() if p.name.startswith(f"{SAVE_FILE}.damaged-")]
    assert aside.read_bytes() == content
    assert not (data_dir / SAVE_FILE).exists()


@pytest.mark.parametrize(
    ("path", "value", "problem", "lost"),
    [
        pytest.param(
            ["stages_unlocked"], 9, "stages_unlocked: must be at most 4", "stages", id="range"
        ),
        pytest.param(
            ["high_scores", 0, "score"], "lots", "score: must be a whole", "score0", id="type"
        ),
        pytest.param(
            ["yakuman_collected"], ["made_up"], "unknown 役满", "yakuman", id="unknown-id"
        ),
        pytest.param(["run", "credits"], -5, "run.credits: must be at least 0", "run", id="neg"),
        pytest.param(["run", "items", "wand"], 1, "unknown item", "run", id="unknown-item"),
        pytest.param(
            ["run", "hand", "actions", 3, "tile"], 999, "do not replay", "run", id="replay"
        ),
        pytest.param(["settings", "volume"], [1], "a setting must be", "volume", id="setting"),
        pytest.param(["cheat"], True, "cheat: unknown key", "nothing", id="unknown-key"),
    ],
)
def test_a_hand_edit_costs_only_the_part_it_broke(
    data_dir: Path, path: list[str | int], value: object, problem: str, lost: str
) -> None:
    """Issue 11 item 5: one bad entry, one unknown key or one non-scalar setting used to
    reset *all* progress. Now the rest is kept, the original file is set aside untouched,
    and the one-line message names what was left out."""
    original = _mid_hand_progress()
    # a save of an older version held the hand's actions
    data = _legacy_json() if "actions" in path else progress_to_json(original)
    node = data
    for step in path[:-1]:
        node = node[step]  # type: ignore[index]
    node[path[-1]] = value  # type: ignore[index]
    data_dir.mkdir()
    content = json.dumps(data).encode()
    (data_dir / SAVE_FILE).write_bytes(content)
    loaded = load_progress()
    expected = {
        "stages": dataclasses.replace(original, stages_unlocked=1),
        "score0": dataclasses.replace(original, high_scores=original.high_scores[1:]),
        "yakuman": dataclasses.replace(original, yakuman_collected=frozenset()),
        "run": dataclasses.replace(original, run=None),
        "volume": dataclasses.replace(
            original, settings={k: v for k, v in original.settings.items() if k != "volume"}
        ),
        "nothing": original,
    }[lost]
    assert loaded.progress == expected and loaded.can_save
    assert loaded.message is not None and "\n" not in loaded.message
    assert problem in loaded.message and loaded.notice == "hardening.save_partly_kept"
    [aside] = [p for p in data_dir.iterdir() if p.name.startswith(f"{SAVE_FILE}.damaged-")]
    assert aside.read_bytes() == content


def test_a_newer_schema_is_kept_untouched_and_never_overwritten(data_dir: Path) -> None:
    data_dir.mkdir()
    future = json.dumps({"schema_version": 7, "whatever": "comes next"}).encode()
    (data_dir / SAVE_FILE).write_bytes(future)
    loaded = load_progress()
    assert loaded.progress == Progress() and loaded.message is not None
    assert "newer version" in loaded.message and "\n" not in loaded.message
    [kept] = [p for p in data_dir.iterdir() if p.name.startswith(f"{SAVE_FILE}.v7-")]
    assert kept.read_bytes() == future
    assert save_progress(Progress(stages_unlocked=2)) is None
    assert kept.read_bytes() == future
    assert load_progress().progress == Progress(stages_unlocked=2)


def test_a_file_that_cannot_be_set_aside_is_left_alone_and_saving_stops(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data_dir.mkdir()
    (data_dir / SAVE_FILE).write_bytes(b'{"schema_version": 3}')

    def refuse(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    loaded = load_progress()
    assert not loaded.can_save and loaded.message is not None
    assert "will not be saved" in loaded.message
    assert (data_dir / SAVE_FILE).read_bytes() == b'{"schema_version": 3}'


# ---------------------------------------------------------------- two copies (#24 item 5)
def test_a_damaged_save_is_restored_from_its_copy_with_the_latest_run(data_dir: Path) -> None:
    """The arcade's credits, bet, high scores and resumed run come back whole from the copy,
    never a save behind."""
    assert save_progress(Progress(stages_unlocked=2), sequence=1) is None
    latest = _mid_hand_progress()
    assert save_progress(latest, sequence=2) is None
    main = data_dir / SAVE_FILE
    main.write_bytes(main.read_bytes() + b"x")
    loaded = load_progress()
    assert loaded.progress == latest and loaded.sequence == 2
    assert loaded.notice == "saves.restored" and "save.json.copy" in (loaded.message or "")
    assert any(p.name.startswith(f"{SAVE_FILE}.damaged-") for p in data_dir.iterdir())


def test_the_profile_numbers_each_save_and_both_copies_agree(data_dir: Path) -> None:
    from mahjong2p.store.profile import Profile

    profile = Profile.open(data_dir)
    profile.store(Progress(stages_unlocked=2))
    profile.store(Progress(stages_unlocked=3))
    main = json.loads((data_dir / SAVE_FILE).read_text("utf-8"))
    copy = json.loads((data_dir / f"{SAVE_FILE}.copy").read_text("utf-8"))
    assert main == copy and main["save_sequence"] == 2
    assert Profile.open(data_dir).sequence == 2
