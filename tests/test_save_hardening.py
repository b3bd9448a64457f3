"""Issue 11 items 1, 2 and 5: no save file, however damaged or unreadable, stops the start,
loses what was valid in it, or is ever overwritten by the game."""

from __future__ import annotations

import json
import os
import re
import threading
from pathlib import Path

import pytest

from mahjong2p.progression.highscores import MAX_ENTRIES, HighScore
from mahjong2p.progression.progress import Progress, progress_to_json
from mahjong2p.store import saves
from mahjong2p.store.profile import Profile
from mahjong2p.store.saves import SAVE_FILE, load_progress, save_progress

VALID = progress_to_json(Progress(stages_unlocked=3, settings={"language": "en"}))


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("MAHJONG2P_DATA_DIR", str(folder))
    return folder


def _refuse_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    """Permission denied on opening the save (tests may run as root, where chmod 000 does
    not stop a read)."""
    real_open = os.open

    def denied(path: object, flags: int, *args: object, **kwargs: object) -> int:
        if str(path).endswith(SAVE_FILE):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", denied)


def test_an_unreadable_save_is_moved_aside_and_never_overwritten(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    content = json.dumps(VALID).encode()
    (data_dir / SAVE_FILE).write_bytes(content)
    _refuse_reading(monkeypatch)
    profile = Profile.open()
    monkeypatch.undo()
    assert profile.progress == Progress() and profile.can_save
    assert profile.notice_detail is not None and "could not be read" in profile.notice_detail
    profile.store(Progress(stages_unlocked=2))  # the next save (a settings toggle …)
    [aside] = [p for p in data_dir.iterdir() if p.name.startswith(f"{SAVE_FILE}.unreadable-")]
    assert aside.read_bytes() == content


def test_an_unreadable_save_that_cannot_be_moved_turns_saving_off(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    content = json.dumps(VALID).encode()
    (data_dir / SAVE_FILE).write_bytes(content)
    _refuse_reading(monkeypatch)

    def refuse(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    profile = Profile.open()
    monkeypatch.undo()
    assert not profile.can_save and profile.notice == "hardening.save_not_saved"
    profile.store(Progress(stages_unlocked=2))
    assert (data_dir / SAVE_FILE).read_bytes() == content
    assert [p.name for p in data_dir.iterdir()] == [SAVE_FILE]


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root reads a chmod 000 file"
)
def test_a_save_without_read_permission_is_never_overwritten(data_dir: Path) -> None:
    """The same as above with a real permission bit (CI runs as an ordinary user)."""
    content = json.dumps(VALID).encode()
    path = data_dir / SAVE_FILE
    path.write_bytes(content)
    path.chmod(0)
    try:
        profile = Profile.open()
        profile.store(Progress(stages_unlocked=2))
        [aside] = [p for p in data_dir.iterdir() if p.name.startswith(f"{SAVE_FILE}.unreadable-")]
        aside.chmod(0o600)
        assert aside.read_bytes() == content
    finally:
        for leftover in data_dir.iterdir():
            leftover.chmod(0o600)


def _action_with(value: str) -> bytes:
    """A save whose run is mid-hand and one action's tile is ``value`` (JSON text)."""
    return json.dumps(VALID).replace('"run": null', value).encode()


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(b'{"a": ' * 2000 + b"1" + b"}" * 2000, id="nested-2000-objects"),
        pytest.param(b"[" * 100_000 + b"]" * 100_000, id="nested-100000-lists"),
        pytest.param(b"[" * 20 + b"]" * 20, id="nested-a-little-too-deep-not-an-object"),
        pytest.param(_action_with('"run": {"hand": {"actions": [{"tile": Infinity}]}}'), id="inf"),
        pytest.param(_action_with('"run": {"credits": NaN}'), id="nan"),
        pytest.param(_action_with('"run": {"credits": 1e999}'), id="overflowing-float"),
        pytest.param(_action_with('"run": {"credits": ' + "9" * 5000 + "}"), id="5000-digits"),
    ],
)
def test_a_damaged_save_never_stops_the_start(data_dir: Path, content: bytes) -> None:
    """Issue 11 item 2: these were a RecursionError / OverflowError at every launch."""
    (data_dir / SAVE_FILE).write_bytes(content)
    profile = Profile.open()
    assert profile.progress == Progress() and profile.can_save
    assert profile.notice == "notice.save_damaged"
    assert profile.notice_detail is not None and "\n" not in profile.notice_detail
    assert len(profile.notice_detail) < 200
    [aside] = [p for p in data_dir.iterdir() if p.name.startswith(f"{SAVE_FILE}.damaged-")]
    assert aside.read_bytes() == content


def test_an_infinite_tile_in_a_real_mid_hand_save_is_set_aside(data_dir: Path) -> None:
    """The issue's own case: a resumable run whose action says ``"tile": Infinity`` (in a
    save of an older version, which held the hand's actions itself)."""
    from tests.test_saves import _legacy_json, _legacy_progress

    text = json.dumps(_legacy_json(), indent=1)
    data_dir.mkdir(exist_ok=True)
    (data_dir / f"{SAVE_FILE}.copy").write_text(text, encoding="utf-8")
    damaged = re.sub(r'"tile": \d+', '"tile": Infinity', text, count=1)
    assert damaged != text
    (data_dir / SAVE_FILE).write_text(damaged, encoding="utf-8")
    loaded = load_progress()  # the copy holds the same save
    assert loaded.progress == _legacy_progress() and "Infinity" in (loaded.message or "")
    assert loaded.notice == "saves.restored"
    (data_dir / SAVE_FILE).write_text(damaged, encoding="utf-8")
    (data_dir / f"{SAVE_FILE}.copy").write_text(damaged, encoding="utf-8")
    loaded = load_progress()  # both damaged: a clean start
    assert loaded.progress == Progress() and "Infinity" in (loaded.message or "")


def test_a_byte_order_mark_from_notepad_costs_nothing(data_dir: Path) -> None:
    (data_dir / SAVE_FILE).write_bytes(b"\xef\xbb\xbf" + json.dumps(VALID).encode())
    loaded = load_progress()
    assert loaded.message is None and loaded.progress.stages_unlocked == 3


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX only")
def test_a_fifo_named_save_json_does_not_hang_the_start(data_dir: Path) -> None:
    os.mkfifo(data_dir / SAVE_FILE)
    result: list[saves.Loaded] = []
    loader = threading.Thread(target=lambda: result.append(load_progress()), daemon=True)
    loader.start()
    loader.join(20)  # a hang guard, not a speed check: the loader returns at once
    assert result, "load_progress blocked on a FIFO"
    assert result[0].progress == Progress() and "not a regular file" in (result[0].message or "")
    assert not (data_dir / SAVE_FILE).exists()


def test_a_folder_named_save_json_is_set_aside(data_dir: Path) -> None:
    (data_dir / SAVE_FILE).mkdir()
    loaded = load_progress()
    assert loaded.can_save and "not a regular file" in (loaded.message or "")
    assert save_progress(Progress(stages_unlocked=2)) is None


def test_an_oversized_save_is_refused_and_set_aside(data_dir: Path) -> None:
    huge = {**VALID, "settings": {"player_name": "x" * (saves.SAVE_LIMIT + 10)}}
    (data_dir / SAVE_FILE).write_text(json.dumps(huge), encoding="utf-8")
    loaded = load_progress()
    assert loaded.progress == Progress() and "allowed" in (loaded.message or "")
    assert [p.name.startswith(f"{SAVE_FILE}.unusable-") for p in data_dir.iterdir()] == [True]


def test_leftover_temporary_files_of_killed_saves_are_removed(data_dir: Path) -> None:
    (data_dir / SAVE_FILE).write_text(json.dumps(VALID), encoding="utf-8")
    for name in ("save.json.abc123.tmp", "save.json.k9_x.tmp"):
        (data_dir / name).write_text("{half a save", encoding="utf-8")
    (data_dir / "notes.tmp").write_text("the player's", encoding="utf-8")
    assert load_progress().message is None
    assert sorted(p.name for p in data_dir.iterdir()) == ["notes.tmp", SAVE_FILE]


def test_high_score_tables_are_trimmed_on_load_and_on_save(data_dir: Path) -> None:
    entries = [{"name": f"p{i}", "score": i, "stage": 1, "continues": 0} for i in range(20_000)]
    (data_dir / SAVE_FILE).write_text(
        json.dumps({**VALID, "high_scores": entries}), encoding="utf-8"
    )
    table = load_progress().progress.high_scores
    assert len(table) == MAX_ENTRIES and table[0].score == 19_999
    assert [e.score for e in table] == sorted((e.score for e in table), reverse=True)
    many = tuple(HighScore(f"q{i}", i, 1, 0) for i in range(MAX_ENTRIES + 50))
    assert len(progress_to_json(Progress(high_scores=many))["high_scores"]) == MAX_ENTRIES


def test_numbers_and_names_too_large_to_show_are_left_out(data_dir: Path) -> None:
    """A hand edit must not make credits too wide to draw or a seed a 4,000-character
    replay file name: such a part is left out like any other bad part."""
    from tests.test_saves import _mid_hand_progress

    data = progress_to_json(_mid_hand_progress())
    data["run"]["credits"] = 10**30
    data["high_scores"][0]["name"] = "长" * 1000
    (data_dir / SAVE_FILE).write_text(json.dumps(data), encoding="utf-8")
    loaded = load_progress()
    assert loaded.progress.run is None and len(loaded.progress.high_scores) == 1
    message = loaded.message or ""
    assert "high_scores[0].name: must be at most 40" in message and "; 1 more)" in message
