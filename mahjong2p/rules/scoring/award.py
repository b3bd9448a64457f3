"""The one loop over a fan table: which fans a reading scores, after the exclusions."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any, Protocol

from mahjong2p.rules.decompose import Form
from mahjong2p.rules.scoring.registry import Entry
from mahjong2p.rules.scoring.spec import FanSpec

Hit = tuple[Entry, int]
Tests = tuple[tuple[Callable[[Any], int], Entry], ...]
SETS = 4


class Reading(Protocol):
    """What the loop needs of a context: its form and its triplets (kongs included)."""

    @property
    def form(self) -> Hashable: ...

    @property
    def triplets(self) -> tuple[int, ...]: ...


class FanTable:
    """A registry table ready for the loop.

    The ``per_hand`` entries are asked once per hand; the others are indexed by what a
    reading can hold — its form and, for the standard form, how many of its four sets are
    triplets — so a reading only asks the entries that could apply to it.

    ``forms``: the rule set's winning forms (the arcade's :class:`Form` by default).
    ``standard``: the one form whose readings are four sets and a pair.
    ``chained``: whether a fan that another fan replaces still replaces fans itself. The
    arcade's table has no chains, and it keeps the plain rule (every applying fan's
    ``replaces`` count). The 国标 rule is "a fan not counted implies nothing" (四暗刻
    replaces 不求人, which would replace 自摸: 四暗刻 自摸 keeps 自摸), so with
    ``chained=True`` the hits are walked in table order and only kept fans replace;
    every replaced fan must then come after the fan that replaces it.
    """

    def __init__(
        self,
        entries: tuple[Entry, ...],
        forms: Iterable[Hashable] = tuple(Form),
        standard: Hashable = Form.STANDARD,
        *,
        chained: bool = False,
    ) -> None:
        self._per_hand: dict[Hashable, Tests] = {
            form: tuple((e.spec.applies, e) for e in entries if _per_hand_on(e.spec, form))
            for form in forms
        }
        self._by_shape: dict[tuple[Form, int], Tests] = {
            (form, triplets): tuple(
                (e.spec.applies, e)
                for e in entries
                if _may_apply(e.spec, form, triplets, form == standard)
            )
            for form in forms
            for triplets in range(SETS + 1)
        }
        self._order = {entry.spec.id: i for i, entry in enumerate(entries)}
        self._chained = chained
        if chained:
            _check_forward(entries, self._order)

    def hand_hits(self, ctx: Reading) -> list[Hit]:
        """The ``per_hand`` entries that apply; any context of the hand with the same form
        will do (the arcade's hand-wide fans apply on every form)."""
        return [(entry, n) for applies, entry in self._per_hand[ctx.form] if (n := applies(ctx))]

    def awards(self, ctx: Reading, hand_hits: list[Hit]) -> list[Hit]:
        """Every entry that applies to ``ctx`` (``hand_hits`` plus this reading's), without
        the ones another applying entry replaces, and without a fallback when any entry
        that is neither a fallback nor an extra applies."""
        tests = self._by_shape[ctx.form, len(ctx.triplets)]
        hits = hand_hits + [(entry, n) for applies, entry in tests if (n := applies(ctx))]
        if not hits:
            return hits
        if self._chained:
            return self._walk(hits)
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

    def _walk(self, hits: list[Hit]) -> list[Hit]:
        """The chained rule: in table order, a fan is kept unless a kept fan replaced it.
        Fallbacks are not used by chained tables."""
        kept: list[Hit] = []
        replaced: set[str] = set()
        for hit in self.in_order(hits) if len(hits) > 1 else hits:
            entry = hit[0]
            if entry.spec.id not in replaced:
                kept.append(hit)
                if entry.replaces:
                    replaced.update(entry.replaces)
        return kept


def _check_forward(entries: tuple[Entry, ...], order: dict[str, int]) -> None:
    """A chained table walks in order, so a fan may only replace fans listed after it."""
    for entry in entries:
        for fan_id in entry.replaces:
            if order.get(fan_id, -1) <= order[entry.spec.id]:
                raise ValueError(f"{entry.spec.id} replaces {fan_id}, which is not after it")


def _per_hand_on(spec: FanSpec, form: Hashable) -> bool:
    return spec.per_hand and form in spec.forms


def _may_apply(spec: FanSpec, form: Hashable, triplets: int, standard: bool) -> bool:
    """Whether a reading of ``form`` with ``triplets`` triplets can score ``spec`` at all,
    by the spec's own declarations; ``per_hand`` specs are asked apart."""
    sequences = SETS - triplets if standard else 0
    return (
        not spec.per_hand
        and form in spec.forms
        and spec.min_triplets <= triplets
        and spec.min_sequences <= sequences
    )
