"""两杯口 — two separate pairs of identical sequences; replaces 一杯口."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec


def applies(ctx: WinContext) -> int:
    """Four identical sequences are two such pairs too."""
    seqs = sorted(ctx.sequences)
    return int(len(seqs) == 4 and seqs[0] == seqs[1] and seqs[2] == seqs[3])


SPEC = FanSpec(
    id="liang_bei_kou",
    name="两杯口",
    name_en="Twice Pure Double Chow",
    value=4,
    description_zh="两组一杯口（两对相同的顺子），代替一杯口。",
    description_en="Two separate pairs of identical chis; replaces Pure Double Chow.",
    example=Example("112233m445566p11z", "1z", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=STANDARD_ONLY,
    min_sequences=4,
)
