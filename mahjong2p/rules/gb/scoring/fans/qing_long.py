"""清龙 Pure Straight (16) — 一种数牌123、456、789三副顺子。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import GbForm
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.chow_fans.get("pure_straight", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="pure_straight",
    name="清龙",
    name_en="Pure Straight",
    value=16,
    description_zh="一种数牌123、456、789三副顺子。",
    description_en="123, 456 and 789 of one suit.",
    example=GbExample("123456789m11222z", "2z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=frozenset([GbForm.STANDARD, GbForm.NINE_GATES]),
)
