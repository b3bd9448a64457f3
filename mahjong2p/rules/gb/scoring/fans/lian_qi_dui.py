"""连七对 Seven Shifted Pairs (88) — 一种数牌相连的七个对子。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import GbForm
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return 1  # the form itself is the fan


SPEC: FanSpec[GbContext] = FanSpec(
    id="seven_shifted_pairs",
    name="连七对",
    name_en="Seven Shifted Pairs",
    value=88,
    description_zh="一种数牌相连的七个对子。",
    description_en="Seven consecutive pairs of one suit.",
    example=GbExample("11223344556677m", "7m", situation=GbSituation()),
    applies=applies,
    forms=frozenset([GbForm.SEVEN_SHIFTED_PAIRS]),
)
