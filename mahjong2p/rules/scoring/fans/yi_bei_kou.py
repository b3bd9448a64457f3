"""一杯口 — two identical sequences (same suit, same numbers)."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec


def applies(ctx: WinContext) -> int:
    return int(len(set(ctx.sequences)) < len(ctx.sequences))


SPEC = FanSpec(
    id="yi_bei_kou",
    name="一杯口",
    name_en="Pure Double Chow",
    value=2,
    description_zh="两组完全相同的顺子（同花色同数字），副露亦可。",
    description_en="Two identical chis (same suit, same numbers); claimed ones count.",
    example=Example("112233m456p789s11z", "1z", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=STANDARD_ONLY,
    min_sequences=2,
)
