"""The high-score table (RULES.md A9, A10): the best runs with the name entered at the end."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

UNNAMED = "???"


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
    ranked = sorted((*table, entry), key=lambda e: (-e.score, e.continues))
    kept = tuple(ranked[:size])
    return kept, next((i for i, e in enumerate(kept) if e is entry), None)


def clean_name(text: str, max_length: int) -> str:
    """A name as typed, made safe to show: no control characters, trimmed, cut."""
    printable = "".join(ch for ch in text if unicodedata.category(ch)[0] != "C")
    return printable.strip()[:max_length].strip() or UNNAMED
