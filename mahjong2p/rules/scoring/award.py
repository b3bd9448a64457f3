"""The one loop over a fan table: which fans a reading scores, after the exclusions."""

from __future__ import annotations

from collections.abc import Callable

from mahjong2p.rules.decompose import Form
from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.registry import Entry
from mahjong2p.rules.scoring.spec import FanSpec

Hit = tuple[Entry, int]
Tests = tuple[tuple[Callable[[WinContext], int], Entry], ...]
SETS = 4


class FanTable:
    """A registry table ready for the loop.

    The ``per_hand`` entries are asked once per hand; the others are indexed by what a
    reading can hold — its form and, for the standard form, how many of its four sets are
    triplets — so a reading only asks the entries that could apply to it.
    """

    def __init__(self, entries: tuple[Entry, ...]) -> None:
        self._per_hand: Tests = tuple((e.spec.applies, e) for e in entries if e.spec.per_hand)
        self._by_shape: dict[tuple[Form, int], Tests] = {
            (form, triplets): tuple(
                (e.spec.applies, e) for e in entries if _may_apply(e.spec, form, triplets)
            )
            for form in Form
            for triplets in range(SETS + 1)
        }
        self._order = {entry.spec.id: i for i, entry in enumerate(entries)}

    def hand_hits(self, ctx: WinContext) -> list[Hit]:
        """The ``per_hand`` entries that apply; any context of the hand will do."""
        return [(entry, n) for applies, entry in self._per_hand if (n := applies(ctx))]

    def awards(self, ctx: WinContext, hand_hits: list[Hit]) -> list[Hit]:
        """Every entry that applies to ``ctx`` (``hand_hits`` plus this reading's), without
        the ones another applying entry replaces, and without a fallback when any entry
        that is neither a fallback nor an extra applies."""
        tests = self._by_shape[ctx.form, len(ctx.triplets)]
        hits = hand_hits + [(entry, n) for applies, entry in tests if (n := applies(ctx))]
        if not hits:
            return hits
        replaced = {fan_id for entry, _ in hits for fan_id in entry.replaces}
        others = any(not (entry.fallback or entry.extra) for entry, _ in hits)
        return [
            (entry, n)
            for entry, n in hits
            if entry.spec.id not in replaced and not (entry.fallback and others)
        ]

    def in_order(self, hits: list[Hit]) -> list[Hit]:
        """``hits`` in table order (RULES.md A7 order), for display."""
        return sorted(hits, key=lambda hit: self._order[hit[0].spec.id])


def _may_apply(spec: FanSpec, form: Form, triplets: int) -> bool:
    """Whether a reading of ``form`` with ``triplets`` triplets can score ``spec`` at all,
    by the spec's own declarations; ``per_hand`` specs are asked apart."""
    sequences = SETS - triplets if form is Form.STANDARD else 0
    return (
        not spec.per_hand
        and form in spec.forms
        and spec.min_triplets <= triplets
        and spec.min_sequences <= sequences
    )
