"""The 国标 winning forms this tile set can make (RULES.md B5), as the scorer tells them apart.

Four sets and a pair, and seven pairs, are the two forms of the rule book. The scorer
also separates the two complete-hand patterns the Chinese Official rules score *instead
of* any division into sets — 九莲宝灯 and 连七对 — because no fan that reads sets applies
to them; their output form is still ``standard`` or ``seven_pairs``.
"""

from __future__ import annotations

from enum import Enum


class GbForm(Enum):
    STANDARD = "standard"
    SEVEN_PAIRS = "seven_pairs"
    NINE_GATES = "nine_gates"
    SEVEN_SHIFTED_PAIRS = "seven_shifted_pairs"

    __hash__ = object.__hash__  # as decompose.Form: looked up for every reading

    @property
    def shown(self) -> str:
        """The form in the ``score`` output: one of the rule book's two."""
        if self is GbForm.SEVEN_SHIFTED_PAIRS:
            return GbForm.SEVEN_PAIRS.value
        if self is GbForm.NINE_GATES:
            return GbForm.STANDARD.value
        return self.value


ALL_GB_FORMS = frozenset(GbForm)
SETS_FORMS = frozenset([GbForm.STANDARD])
TILE_FORMS = frozenset([GbForm.STANDARD, GbForm.SEVEN_PAIRS])  # fans read from the tiles
