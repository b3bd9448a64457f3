"""Typed reading of a parsed TOML or JSON table, with one-line errors naming the key.

The level data and the save file are both edited by people (a designer, a curious
player), so both are read through these getters, and :meth:`Fields.finish` rejects any
key nobody asked for: a typo in a key is reported instead of silently ignored.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection
from typing import Any

from mahjong2p.codec.safe_json import quoted

ErrorFactory = Callable[[str, str], Exception]  # (key path, problem) → the error to raise
# Ceilings for the numbers a save or a replay keeps: far above any real game, low enough that
# a hand edit cannot make a seed a 4,000-character file name or credits too wide to draw.
MAX_SEED = 2**63 - 1
MAX_AMOUNT = 10**15  # credits, winnings, points, counters
MAX_HAITEI_DRAWS = 20  # the dead pool holds 50+ face-down tiles; the stages use 3 and 5
MAX_ITEMS = 99  # of each table item held


class Fields:
    """One table; ``noun`` names its keys in the unknown-key error ("feature", "item" …)."""

    def __init__(
        self, data: dict[str, Any], error: ErrorFactory, prefix: str = "", noun: str = "key"
    ) -> None:
        self._data = data
        self._error = error
        self._prefix = prefix
        self._noun = noun
        self._taken: set[str] = set()

    def error(self, key: str, problem: str) -> Exception:
        return self._error(self._prefix + key, problem)

    def is_null(self, key: str) -> bool:
        """Whether the value is null (JSON); a null value counts as read."""
        if key in self._data and self._data[key] is None:
            self._taken.add(key)
            return True
        return False

    def has(self, key: str) -> bool:
        """Whether the table holds ``key`` at all (for keys later versions added)."""
        return key in self._data

    def _take(self, key: str) -> Any:
        if key not in self._data:
            raise self.error(key, "missing")
        self._taken.add(key)
        return self._data[key]

    def integer(self, key: str, minimum: int = 0, maximum: int | None = None) -> int:
        value = self._take(key)
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.error(key, f"must be a whole number, not {shown(value)}")
        if value < minimum:
            raise self.error(key, f"must be at least {minimum}, not {shown(value)}")
        if maximum is not None and value > maximum:
            raise self.error(key, f"must be at most {maximum}, not {shown(value)}")
        return value

    def positive_number(self, key: str, maximum: float) -> float:
        value = self._number(key, "a number")
        if not 0 < value <= maximum:
            raise self.error(key, f"must be above 0 and at most {maximum:g}, not {value:g}")
        return value

    def probability(self, key: str) -> float:
        value = self._number(key, "a probability (a number 0-1)")
        if not 0 <= value <= 1:
            raise self.error(key, f"must be a probability between 0 and 1, not {value}")
        return value

    def _number(self, key: str, what: str) -> float:
        """A finite number: TOML spells ``inf`` and ``nan``, and either would reach every
        payout of the stage as NaN."""
        value = self._take(key)
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.error(key, f"must be {what}, not {shown(value)}")
        try:
            number = float(value)
        except OverflowError:  # an integer too large for a float
            raise self.error(key, f"must be {what}, not {shown(value)}") from None
        if not math.isfinite(number):
            raise self.error(key, f"must be a finite number, not {number}")
        return number

    def flag(self, key: str) -> bool:
        value = self._take(key)
        if not isinstance(value, bool):
            raise self.error(key, f"must be true or false, not {shown(value)}")
        return value

    def text(self, key: str, max_length: int | None = None) -> str:
        value = self._take(key)
        if not isinstance(value, str):
            raise self.error(key, f"must be text, not {shown(value)}")
        if max_length is not None and len(value) > max_length:
            raise self.error(key, f"must be at most {max_length} characters, not {len(value):,}")
        return value

    def one_of(self, key: str, options: Collection[str]) -> str:
        value = self._take(key)
        if not isinstance(value, str) or value not in options:
            raise self.error(key, f"must be one of {', '.join(options)}, not {shown(value)}")
        return value

    def table(self, key: str, noun: str = "key") -> Fields:
        value = self._take(key)
        if not isinstance(value, dict):
            raise self.error(key, f"must be a table, not {shown(value)}")
        return Fields(value, self._error, f"{self._prefix}{key}.", noun)

    def optional_table(self, key: str) -> Fields | None:
        """A table, or ``None`` where the value is null (JSON)."""
        return None if self.is_null(key) else self.table(key)

    def entries(self, key: str) -> list[Any]:
        value = self._take(key)
        if not isinstance(value, list):
            raise self.error(key, f"must be a list, not {shown(value)}")
        return value

    def tables(self, key: str) -> list[Fields]:
        """A list of tables, each read with its index in the key path."""
        found = []
        for index, value in enumerate(self.entries(key)):
            if not isinstance(value, dict):
                raise self.error(f"{key}[{index}]", f"must be a table, not {shown(value)}")
            found.append(self.inner(f"{key}[{index}]", value))
        return found

    def inner(self, path: str, value: dict[str, Any]) -> Fields:
        """``value``, a table found under ``path`` in this one, read with that key path."""
        return Fields(value, self._error, f"{self._prefix}{path}.")

    def rest(self) -> dict[str, Any]:
        """Every key not taken yet, taken now (for free-form tables such as settings)."""
        left = {k: v for k, v in self._data.items() if k not in self._taken}
        self._taken.update(left)
        return left

    def finish(self) -> None:
        """Reject the first key nobody asked for."""
        for key in self._data:
            if key not in self._taken:
                raise self.error(key, f"unknown {self._noun}")


def shown(value: object) -> str:
    """A value as it was written, for the error line (TOML/JSON spelling of booleans), cut
    short: the line must stay one line whatever a damaged file holds."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "a list"
    return quoted(value)
