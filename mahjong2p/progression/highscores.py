"""The high-score table (RULES.md A9, A10): the best runs with the name entered at the end."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

UNNAMED = "???"
MAX_ENTRIES = 100  # the most a table may keep; the levels data's ``size`` is at most this


@dataclass(frozen=True, slots=True)
class HighScore:
    name: str
    score: int
    stage: int  # the stage the run ended in
    continues: int


def qualifies(table: tuple[HighScore, ...], score: int, size: int) -> bool:
    """Would ``score`` enter the table (ask for a name only then)?"""
    return score > 0 and (len(table) < size or score > table[-1].score)


def insert(
    table: tuple[HighScore, ...], entry: HighScore, size: int
) -> tuple[tuple[HighScore, ...], int | None]:
    """The table with ``entry`` in its place (best first; on equal scores fewer continues,
    then the older entry first), cut to ``size``, and its rank (0-based) or ``None``."""
    kept = best((*table, entry), size)
    return kept, next((i for i, e in enumerate(kept) if e is entry), None)


def best(table: tuple[HighScore, ...], size: int = MAX_ENTRIES) -> tuple[HighScore, ...]:
    """The ``size`` best entries in table order. A hand-edited save may hold thousands, and
    the high-score screen walks the whole table every frame; the sort is stable, so on
    equal scores and continues the older entry stays first."""
    return tuple(sorted(table, key=lambda e: (-e.score, e.continues))[:size])


def clean_name(text: str, max_length: int) -> str:
    """A name as typed, made safe to show: no control characters, trimmed, cut."""
    printable = "".join(ch for ch in text if unicodedata.category(ch)[0] != "C")
    return printable.strip()[:max_length].strip() or UNNAMED
