"""The bench's frames while the CPU thinks (issue 26): every way measured against the quiet
table in the same child, on real turns of the 72-tile searching master."""

from __future__ import annotations

from mahjong2p.bench import PARTS
from mahjong2p.bench.think_frames import MODES, measure, turns
from mahjong2p.rules.actions import ActionKind
from mahjong2p.rules.tileset import GB_TILES


def test_the_turns_are_the_72_tile_masters_own_discards() -> None:
    found = turns(1)
    assert found and {view.tile_set for view, _ in found} == {GB_TILES}
    for view, legal in found:
        assert view.seat == 1
        assert any(action.kind is ActionKind.DISCARD for action in legal)


def test_the_quick_measurement_reports_every_way_against_the_quiet_table() -> None:
    assert "think_frames" in PARTS
    report = measure(True)["think_frame_ms"]
    assert set(report) == set(MODES)
    assert report["quiet"]["decisions"] == 0 and report["quiet"]["p99_over_quiet"] == 1.0
    for mode in MODES:
        (only,) = report[mode]["rounds"]
        assert 0 < only["median"] <= only["p99"] == report[mode]["p99"]
        if mode != "quiet":
            assert report[mode]["decisions"] > 0  # it thought while the frames ran
