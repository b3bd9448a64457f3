"""A memo table with a size limit, for the shape tables that are filled on first use.

A ``dict`` subclass keeps the hot path one C-level subscript; a table that only ever grew
made ``sim``'s memory grow with the number of hands played (issue 11). When a table is
full its oldest quarter goes (dicts keep insertion order): every entry is a pure function
of its key, so an evicted entry is simply computed again and no answer can change.
"""

from __future__ import annotations

from itertools import islice
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


class BoundedMemo(dict[K, V]):
    """At most ``limit`` entries; subclasses compute a value in ``__missing__`` and store
    it with :meth:`remember`."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def remember(self, key: K, value: V) -> V:
        """Store ``value`` under ``key``, first dropping the oldest quarter when full."""
        if len(self) >= self.limit:
            for old in list(islice(self, max(1, self.limit // 4))):
                del self[old]
        self[key] = value
        return value
