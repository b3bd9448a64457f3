"""The soak's own measures (scripts/soak.py, issue 43): the slope it reports, the check the
CI's short soak runs (a count that moved, a cache over or without its bound), the child
processes its RSS sums over, and the player driving a real game to its results. The long
runs themselves are in docs/memory.md; the CI runs the short one (.ci/run)."""

from __future__ import annotations

import functools
import gc
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

SCRIPTS = Path(__file__).resolve().parent.parent / "scripts"


@pytest.fixture(scope="module")
def soak() -> Iterator[ModuleType]:
    sys.path.insert(0, str(SCRIPTS))  # the script imports its sibling modules by name
    try:
        import soak

        yield soak
    finally:
        sys.path.remove(str(SCRIPTS))


def _sample(hand: int, mode: str, surfaces: int, entries: int = 1) -> dict[str, Any]:
    counts = {"hands": 1, "sessions": 1, "scenes": 1, "surfaces": surfaces, "threads": 2}
    caches = {"ui.fonts.Fonts._texts": {"entries": entries, "bound": 256, "kib": 1}}
    return {"hand": hand, "mode": mode, "counts": counts, "caches": caches}


def test_the_slope_is_mib_per_100_hands(soak: ModuleType) -> None:
    samples = [{"hand": h, "rss_mib": 100 + 0.05 * h} for h in range(0, 1001, 10)]
    assert soak.slope_per_100(samples, "rss_mib") == 5.0
    assert soak.second_half(samples, 0, 1000)[0]["hand"] == 500


def test_the_check_passes_flat_counts(soak: ModuleType) -> None:
    samples = [_sample(50, "beans", 6), _sample(100, "beans", 6), _sample(150, "beans", 6)]
    assert soak.check({"samples": samples}) == []


def test_the_check_names_a_count_that_grew(soak: ModuleType) -> None:
    samples = [_sample(50, "beans", 6), _sample(150, "beans", 9)]
    assert soak.check({"samples": samples}) == ["live surfaces: 6 at hand 50, 9 at hand 150"]


def test_the_check_compares_each_mode_with_itself(soak: ModuleType) -> None:
    samples = [_sample(50, "arcade", 20), _sample(100, "arcade", 20)]
    samples += [_sample(150, "beans", 6), _sample(200, "beans", 6)]
    assert soak.check({"samples": samples}) == []


def test_the_check_names_a_cache_over_its_bound(soak: ModuleType) -> None:
    samples = [_sample(50, "beans", 6), _sample(150, "beans", 6, entries=300)]
    (line,) = soak.check({"samples": samples})
    assert "ui.fonts.Fonts._texts holds 300 entries, over its bound 256" in line


def test_a_memo_cache_without_a_bound_is_named(soak: ModuleType) -> None:
    import soak_caches

    def squared(n: int) -> int:
        return n * n

    squared.__module__ = "mahjong2p.made_up"
    memo = functools.cache(squared)
    memo(3)
    found = {name: wrapper for name, wrapper in soak_caches.memo_caches()}
    assert found["mahjong2p.made_up.test_a_memo_cache_without_a_bound_is_named.<locals>.squared"]
    report = {"mahjong2p.made_up.squared": {"entries": 1, "bound": None, "kib": 0}}
    assert soak_caches.over_bound(report) == ["mahjong2p.made_up.squared has no bound (1 entries)"]


def test_rss_counts_the_child_processes(soak: ModuleType) -> None:
    import os

    import soak_probe

    code = "import time; print('up', flush=True); time.sleep(30)"
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline() == "up\n"  # running
        assert child.pid in soak_probe.descendants(os.getpid())
        memory = soak_probe.memory_mib()
        assert memory["rss_total_mib"] > memory["rss_mib"]
    finally:
        child.kill()
        child.wait()


def test_the_player_plays_both_modes_to_their_results(
    soak: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two hands of each mode through key events only, sampled on their results screens:
    one live hand and one session each time, every cache within its bound. (Silent: the
    sound device is the one part of the game this does not need.)"""
    from mahjong2p.audio.mixer import Audio

    monkeypatch.setenv("MAHJONG2P_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(Audio, "start", lambda self, background=True: None)
    result = soak.Soak(soak.parse(["--hands", "4", "--every", "1", "--counts"])).run()
    assert result["tally"]["hands"] == 4
    assert [s["mode"] for s in result["samples"]] == ["title", *["arcade"] * 2, *["beans"] * 2]
    for sample in result["samples"][1:]:
        assert sample["counts"]["hands"] == 1
        assert sample["counts"]["sessions"] == 1
    assert [line for s in result["samples"][1:] for line in soak.over_bound(s["caches"])] == []


@pytest.mark.parametrize("mode", ["arcade", "beans"])
def test_a_table_left_for_its_results_holds_no_board(
    soak: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mode: str
) -> None:
    """A table scene outlives its hand in its own reference cycles (its parts' callbacks
    point back at it) until Python's full collection, which a session with large memo
    tables runs rarely: the soak found 8 to 15 dead tables at a time, each with a window-
    sized board (3.5 MiB at 1280×720; docs/memory.md). Leaving the table drops it."""
    import pygame
    from soak_player import SoakPlayer

    from mahjong2p.audio.mixer import Audio
    from mahjong2p.scenes.table.scene import TableScene

    monkeypatch.setenv("MAHJONG2P_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(Audio, "start", lambda self, background=True: None)
    app = soak.Soak(soak.parse(["--hands", "1", "--mode", mode])).app
    player = SoakPlayer(app, mode)
    painted: dict[TableScene, int] = {}  # each table seen: the most boards it held

    def boards(table: TableScene) -> int:
        return sum(isinstance(r, pygame.Surface) for r in gc.get_referents(table.board))

    def frame(answer: bool = True) -> None:
        SoakPlayer.frame(player, answer)
        top = app.ctx.stack.top
        if isinstance(top, TableScene):
            painted[top] = max(painted.get(top, 0), boards(top))

    monkeypatch.setattr(player, "frame", frame)
    player.play_hands(1)
    assert painted and all(held == 1 for held in painted.values())
    assert not any(table in app.ctx.stack.scenes for table in painted)
    assert [boards(table) for table in painted] == [0] * len(painted)


def test_the_allocator_split_sees_a_block_of_c_heap(soak: ModuleType) -> None:
    """``--alloc``: Python's objects lie inside its arenas, and a large block (taken from
    C's heap, as pixels are) shows as C's heap in use."""
    import soak_probe

    before = soak_probe.allocator_mib()
    if not before:
        pytest.skip("the C library is not glibc")
    assert 0 < before["py_live"] <= before["py_arenas"]
    block = bytearray(16 * 1024 * 1024)
    after = soak_probe.allocator_mib()
    assert after["c_used"] - before["c_used"] >= 15.9
    del block
