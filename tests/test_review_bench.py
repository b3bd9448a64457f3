"""``bench``'s ``review_ms`` part: one whole hand reviewed per rule set, timed."""

from __future__ import annotations

from mahjong2p.bench import PARTS
from mahjong2p.bench.review import measure


def test_review_ms_is_reported_for_both_rule_sets() -> None:
    assert "review" in PARTS
    report = measure(quick=True)["review_ms"]
    assert set(report) == {"arcade", "gb"}
    for figures in report.values():
        assert 0 < figures["p50"] <= figures["p99"]
