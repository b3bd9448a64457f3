"""A dict that keeps at most ``limit`` entries, forgetting the least recently used first:
the one shape of every cache of surfaces and fonts the screens keep (issue 43).

Such a cache is keyed by what was drawn (a text and its colour, a tile at a size, a panel's
size): the keys a screen draws again frame after frame stay, while those drawn once (a
score that changed, a hand's log line, the sizes of a window since resized) age out
instead of piling up for the whole evening. A cache that was simply emptied when full
held up to its limit and then dropped what every frame still needed along with the rest.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TypeVar, overload

K = TypeVar("K")
V = TypeVar("V")
D = TypeVar("D")


class Lru(OrderedDict[K, V]):
    """At most :attr:`limit` entries; a read through ``get`` or ``[]`` makes an entry the
    most recent, and storing a new one past the limit drops the least recent."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        if limit < 1:
            raise ValueError("an LRU cache holds at least one entry")
        self.limit = limit

    def __getitem__(self, key: K) -> V:
        value = super().__getitem__(key)
        self.move_to_end(key)
        return value

    @overload
    def get(self, key: K, default: None = None) -> V | None: ...

    @overload
    def get(self, key: K, default: V | D) -> V | D: ...

    def get(self, key: K, default: V | D | None = None) -> V | D | None:
        if key not in self:
            return default
        return self[key]

    def __setitem__(self, key: K, value: V) -> None:
        super().__setitem__(key, value)
        self.move_to_end(key)
        while len(self) > self.limit:
            self.popitem(last=False)
