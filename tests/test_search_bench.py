"""The search's measurements: the bench figures (issue 26 §3: playouts a second per rule
set, the searching master's decision times) and the arcade tool that plays two CPUs on
the same walls against the player model."""

from __future__ import annotations

import json

from mahjong2p.bench.ai import _rollout_rate, _search_times
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.sim import arcade_pairs


def test_the_bench_times_the_search_in_both_rule_sets() -> None:
    for rules in (ARCADE, GB):
        assert _rollout_rate(rules, 4) > 0
        times = _search_times(rules, 1)
        assert set(times) == {"mean", "p50", "p99"}
        assert 0 <= times["p50"] <= times["p99"]


def test_arcade_pairs_plays_both_cpus_on_the_same_walls(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "walls.json"
    arcade_pairs.main(["greedy", "random", "--walls", "3", "--seed", "2", "--hands-out", str(out)])
    report = json.loads(capsys.readouterr().out)
    saved = json.loads(out.read_text(encoding="utf-8"))
    assert report["walls"] == 3
    greedy, rand = saved["points"]["greedy"], saved["points"]["random"]
    assert len(greedy) == len(rand) == 3
    diff = sum(g - r for g, r in zip(greedy, rand, strict=True)) / 3
    assert report["a_minus_b"]["mean"] == round(diff, 2)
    for cpu in ("greedy", "random"):
        side = report[cpu]
        assert side["player_wins"] + side["cpu_wins"] + side["draws"] == 3
        assert side["player_wins"] == sum(p > 0 for p in saved["points"][cpu])
