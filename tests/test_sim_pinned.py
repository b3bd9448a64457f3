"""``sim`` results pinned as digests: a speed-up or a memory bound must not change a decision.

Each run's JSON report, less the timings (and less keys derived from the pinned ones), is
hashed. The digests were taken from the code before the speed work (issue 11 items 14–15)
and must stay put until a change *means* to alter how a policy plays or how the rules deal
and score; such a change updates them in a commit of its own that says so. (Issue 14
retuned ``hard`` and ``master``: the two runs with them were re-pinned then; the runs of
the default policies and of ``easy`` kept the digests of the code before the speed work.
The stage runs were re-pinned when issue 11 items 9–12 changed how stages deal; the stage-3
digest is the one main's code gives.)
"""

from __future__ import annotations

import hashlib
import json

import pytest

from mahjong2p.progression.levels import load_levels
from mahjong2p.sim.session import SimConfig, run_sim

# Every key the report had when the digests were taken, except the timings.
PINNED_KEYS = (
    "hands",
    "seed",
    "wins",
    "draws",
    "haitei_rounds",
    "fan_histogram",
    "invariants_ok",
    "invariant_error",
    "policies",
    "stage",
    "seat0_win_share",
    "points",
    "haitei_wins",
    "rigged_deals",
    "decisions",
)

# (hands, seed, seat 0, seat 1, stage) → sha256 of the pinned keys.
PINNED = {
    (200, 1, "normal", "normal", None): (
        "674d4b3d3194c2cdb2657c6fb1b1155df2e85c299ce24ae84cfbe9a7585acd64"
    ),
    (100, 7, "hard", "master", None): (
        "6226399d385a77520aa7f62c659856c30a626321abf81202bf19b124ded7fb5b"
    ),
    (100, 3, "easy", "greedy", None): (
        "8ff44a7b8dbb1d45ddecd799bdd910d654af82ddf21dbbdaed61d139367e83fc"
    ),
    (80, 5, "normal", "normal", 3): (
        "b1705e3a44175a4d2cdc3c5a78dbb5234c13a1df39834e8a007fc9c3a4029e06"
    ),
    (80, 9, "master", "hard", 4): (
        "07316d77a7e34f55d2975af3afab241c86acdcca6d7d01cdf624d5cc26f1dad3"
    ),
}


def report_digest(hands: int, seed: int, seat0: str, seat1: str, stage: int | None) -> str:
    chosen = None if stage is None else load_levels().stage(stage)
    stats = run_sim(SimConfig(hands, seed, (seat0, seat1), chosen))
    report = stats.to_json(seed, (seat0, seat1), stage)
    pinned = {key: report[key] for key in PINNED_KEYS}
    return hashlib.sha256(json.dumps(pinned, sort_keys=True).encode()).hexdigest()


@pytest.mark.parametrize("run", list(PINNED), ids=lambda run: "-".join(map(str, run)))
def test_sim_report_is_pinned(run: tuple[int, int, str, str, int | None]) -> None:
    assert report_digest(*run) == PINNED[run]
