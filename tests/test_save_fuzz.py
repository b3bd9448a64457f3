"""Issue 11 items 2 and 5 as a property: whatever damage a save file takes — bytes flipped,
cut short, a value anywhere replaced by something nasty — loading never raises, the game
gets progress it can use (a run in it resumes), and the player's bytes are never lost:
either everything loaded, or the file was set aside untouched — and one bad value costs only
the part it is in."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong2p.progression.progress import progress_to_json
from mahjong2p.store.saves import SAVE_FILE, load_progress
from tests.test_saves import _mid_hand_progress

GOOD = progress_to_json(_mid_hand_progress())
NASTY: list[Any] = [
    None,
    True,
    -1,
    0,
    10**30,
    2.5,
    "lots",
    "",
    [],
    {},
    [[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]],  # deeper than 32 damages the whole file
    {"k": {"k": {"k": 1}}},
    "x" * 5000,
]


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every key path in ``node`` (each place a hand edit could change)."""
    found = [prefix] if prefix else []
    if isinstance(node, dict | list):
        for key, child in node.items() if isinstance(node, dict) else enumerate(node):
            found.extend(_paths(child, (*prefix, key)))
    return found


PATHS = _paths(GOOD)


def _replaced(path: tuple[Any, ...], value: Any) -> tuple[bytes, tuple[Any, ...]]:
    data = json.loads(json.dumps(GOOD))
    node = data
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return json.dumps(data, ensure_ascii=False).encode(), path


TEXT = json.dumps(GOOD, ensure_ascii=False).encode()
OTHER_DAMAGE = st.one_of(
    st.integers(0, len(TEXT)).map(lambda n: TEXT[:n]),
    st.tuples(st.integers(0, len(TEXT) - 1), st.integers(0, 255)).map(
        lambda spot: TEXT[: spot[0]] + bytes([spot[1]]) + TEXT[spot[0] + 1 :]
    ),
    st.sampled_from(
        [
            re.sub(rb'"tile": \d+', b'"tile": Infinity', TEXT, count=1),
            re.sub(rb'"tile": \d+', b'"tile": 1e999', TEXT, count=1),
            TEXT.replace(b'"credits": ', b'"credits": -', 1),
            b"\xef\xbb\xbf" + TEXT,
            TEXT + b"\n{}",
        ]
    ),
)
DAMAGE = st.one_of(
    st.builds(_replaced, st.sampled_from(PATHS), st.sampled_from(NASTY)),
    OTHER_DAMAGE.map(lambda content: (content, None)),
)


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzzed-save")


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(damage=DAMAGE)
def test_a_damaged_save_never_raises_and_never_loses_the_players_bytes(
    folder: Path, damage: tuple[bytes, tuple[Any, ...] | None]
) -> None:
    content, path = damage
    shutil.rmtree(folder)
    folder.mkdir()
    (folder / SAVE_FILE).write_bytes(content)
    loaded = load_progress(folder)
    if loaded.progress.run is not None:
        loaded.progress.run.resume_hand()
    if loaded.message is None:
        assert (folder / SAVE_FILE).read_bytes() == content
        return
    assert "\n" not in loaded.message and loaded.can_save
    kept = [p.read_bytes() for p in folder.iterdir() if p.name != SAVE_FILE]
    assert kept == [content]
    if path is not None and path[0] not in ("schema_version", "stages_unlocked"):
        assert loaded.progress.stages_unlocked == GOOD["stages_unlocked"], "one bad value cost all"
