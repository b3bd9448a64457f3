"""The definition of one fan or 役满 pattern: its names, value, texts, example and test."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from mahjong2p.rules.decompose import Form

# What a fan reads: the arcade's WinContext, or another rule set's context (RULES.md Part B).
ContextT = TypeVar("ContextT")

ALL_FORMS: frozenset[Hashable] = frozenset(Form)
STANDARD_ONLY: frozenset[Hashable] = frozenset([Form.STANDARD])
SEVEN_PAIRS_ONLY: frozenset[Hashable] = frozenset([Form.SEVEN_PAIRS])


@dataclass(frozen=True, eq=False)
class FanSpec(Generic[ContextT]):
    """Everything the results screen and the fan encyclopedia show about a fan, and the
    one function that decides it.

    ``value`` is the fan (or, for a 役满, its tier). ``applies(ctx)`` returns how many
    times the fan applies to that reading: 0 or 1, or a count for 花牌; the fan awarded
    is ``value`` times that. ``example`` is a winning hand that scores it (tests check).

    The last fields are facts that let the scorer call ``applies`` less often (tests
    check that they hold): ``per_hand`` — it reads only hand-wide facts (``ctx.hand``, the
    situation), so one call per hand answers for every reading; ``forms`` — the winning
    forms on which it can apply at all; ``min_triplets`` / ``min_sequences`` — a standard
    reading with fewer triplets (kongs included) or sequences never scores it.

    Compared by identity (``eq=False``): each spec is one fan, and identity hashing keeps
    the scorer's caches cheap. Generic in the context its ``applies`` reads, so the 国标
    table (RULES.md Part B) is built from the same specs and walked by the same loop; a
    ``FanSpec`` without a parameter is an arcade fan. ``example`` is the rule set's own
    example type (an :class:`~mahjong2p.rules.scoring.example.Example` for the arcade).
    """

    id: str
    name: str
    name_en: str
    value: int
    description_zh: str
    description_en: str
    example: Any
    applies: Callable[[ContextT], int]
    per_hand: bool = False
    forms: frozenset[Hashable] = ALL_FORMS
    min_triplets: int = 0
    min_sequences: int = 0
