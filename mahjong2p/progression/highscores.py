"""The high-score tables (RULES.md A9, A10): the best runs with the name entered at the end,
one table per arcade difficulty (the entries of all of them are kept together, each
carrying its difficulty's id)."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, replace
from itertools import groupby

from mahjong2p.progression.levels import MAX_ENTRIES, STANDARD

UNNAMED = "???"


@dataclass(frozen=True, slots=True)
class HighScore:
    name: str
    score: int
    stage: int  # the stage the run ended in
    continues: int
    difficulty: str = STANDARD  # the id of the run's difficulty: the table it belongs to


def table_of(entries: tuple[HighScore, ...], difficulty: str) -> tuple[HighScore, ...]:
    """The table of one difficulty, best first (``entries`` are kept in table order)."""
    return tuple(e for e in entries if e.difficulty == difficulty)


def qualifies(
    entries: tuple[HighScore, ...], score: int, size: int, difficulty: str = STANDARD
) -> bool:
    """Would ``score`` enter ``difficulty``'s table (ask for a name only then)?"""
    table = table_of(entries, difficulty)
    return score > 0 and (len(table) < size or score > table[-1].score)


def insert(
    entries: tuple[HighScore, ...], entry: HighScore, size: int
) -> tuple[tuple[HighScore, ...], int | None]:
    """Every table, ``entry``'s with it in its place (best first; on equal scores fewer
    continues, then the older entry first) and cut to ``size``, and its rank (0-based, in
    its own table) or ``None``."""
    kept = best((*entries, entry), size)
    rank = next((i for i, e in enumerate(table_of(kept, entry.difficulty)) if e is entry), None)
    return kept, rank


def rename(
    entries: tuple[HighScore, ...], difficulty: str, rank: int, name: str
) -> tuple[HighScore, ...]:
    """Every table, with entry ``rank`` of ``difficulty``'s named ``name``."""
    chosen = table_of(entries, difficulty)[rank]
    return tuple(replace(e, name=name) if e is chosen else e for e in entries)


def best(entries: tuple[HighScore, ...], size: int = MAX_ENTRIES) -> tuple[HighScore, ...]:
    """The ``size`` best entries of each difficulty, in table order, grouped by difficulty.
    A hand-edited save may hold thousands, and the high-score screen walks a whole table
    every frame; the sort is stable, so on equal scores and continues the older entry
    stays first."""
    ranked = sorted(entries, key=lambda e: (e.difficulty, -e.score, e.continues))
    tables = groupby(ranked, key=lambda e: e.difficulty)
    return tuple(e for _, table in tables for e in list(table)[:size])


def clean_name(text: str, max_length: int) -> str:
    """A name as typed, made safe to show: no control characters, trimmed, cut."""
    printable = "".join(ch for ch in text if unicodedata.category(ch)[0] != "C")
    return printable.strip()[:max_length].strip() or UNNAMED
