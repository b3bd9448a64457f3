"""The bounded caches of the screens (issue 43): an :class:`~mahjong2p.ui.lru.Lru` never
holds more than its limit, forgets the least recently used entry first, and keeps what is
read again; the fonts' text cache is one, so a long session's ever-new texts (scores,
log lines) cannot pile up."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from mahjong2p.ui.fonts import TEXT_CACHE_LIMIT, Face, Fonts
from mahjong2p.ui.lru import Lru


@given(st.integers(1, 8), st.lists(st.tuples(st.booleans(), st.integers(0, 20)), max_size=200))
def test_never_over_the_limit_and_the_most_recent_stay(
    limit: int, steps: list[tuple[bool, int]]
) -> None:
    cache: Lru[int, int] = Lru(limit)
    recent: list[int] = []  # the keys, least recent first (a model of the cache)
    for store, k in steps:
        if store:
            cache[k] = k
        elif cache.get(k) is None:
            continue
        if k in recent:
            recent.remove(k)
        recent.append(k)
        recent = recent[-limit:]
        assert len(cache) <= limit
        assert list(cache) == recent


def test_a_read_keeps_an_entry() -> None:
    cache: Lru[str, int] = Lru(2)
    cache["a"], cache["b"] = 1, 2
    assert cache.get("a") == 1  # "a" is now the most recent
    cache["c"] = 3
    assert list(cache) == ["a", "c"]
    assert cache.get("b", 0) == 0


def test_a_limit_below_one_is_refused() -> None:
    with pytest.raises(ValueError):
        Lru(0)


def test_the_text_cache_holds_its_limit_over_ever_new_texts() -> None:
    pygame.font.init()
    fonts = Fonts()
    for n in range(TEXT_CACHE_LIMIT + 50):  # a score that changes every hand
        fonts.render(f"积分 {n:,}", 22, (255, 255, 255))
        fonts.render("下一局", 22, (255, 255, 255))  # a label every frame draws
    assert len(fonts._texts) == TEXT_CACHE_LIMIT
    assert ("下一局", Face.REGULAR, 22, (255, 255, 255)) in fonts._texts
