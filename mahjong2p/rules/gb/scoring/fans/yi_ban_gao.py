"""一般高 Pure Double Chow (1) — 一种数牌序数相同的两副顺子。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.chow_fans.get("pure_double_chow", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="pure_double_chow",
    name="一般高",
    name_en="Pure Double Chow",
    value=1,
    description_zh="一种数牌序数相同的两副顺子。",
    description_en="Two identical chows.",
    example=GbExample("112233789m11222z", "2z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SETS_FORMS,
    min_sequences=2,
)
