"""七对 Seven Pairs (24) — 七个对子（四张相同的牌算两对）。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import GbForm
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return 1  # the form itself is the fan


SPEC: FanSpec[GbContext] = FanSpec(
    id="seven_pairs",
    name="七对",
    name_en="Seven Pairs",
    value=24,
    description_zh="七个对子（四张相同的牌算两对）。",
    description_en="Seven pairs (four of a kind count as two).",
    example=GbExample("1133557799m1122z", "2z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=frozenset([GbForm.SEVEN_PAIRS]),
)
