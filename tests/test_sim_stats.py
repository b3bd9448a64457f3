"""``sim``'s decision timings: folded into a histogram as they come, so memory stays flat."""

from __future__ import annotations

import math
import random
import tracemalloc

from hypothesis import given
from hypothesis import strategies as st

from mahjong2p.sim.stats import BUCKET_RATIO, DecisionTimes


def exact_quantile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def test_no_decisions_read_as_zero() -> None:
    times = DecisionTimes()
    assert len(times) == 0 and times.mean_s == 0.0 and times.quantile(0.99) == 0.0


@given(st.lists(st.floats(min_value=1e-6, max_value=2.0), min_size=1, max_size=300))
def test_quantiles_are_within_the_stated_error(values: list[float]) -> None:
    times = DecisionTimes()
    for value in values:
        times.append(value)
    assert times.count == len(values)
    assert math.isclose(times.mean_s, sum(values) / len(values), rel_tol=1e-9)
    for share in (0.5, 0.9, 0.99):
        exact = exact_quantile(values, share)
        assert abs(times.quantile(share) / exact - 1) <= BUCKET_RATIO - 1


def test_memory_does_not_grow_with_the_number_of_decisions() -> None:
    rng = random.Random(1)
    times = DecisionTimes()
    for _ in range(100_000):
        times.append(rng.lognormvariate(-7, 1))
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for _ in range(200_000):
        times.append(rng.lognormvariate(-7, 1))
    grown = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    assert grown < 20_000  # a list of the times would grow by 200,000 floats (~6 MB)
