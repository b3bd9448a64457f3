"""连六 Short Straight (1) — 一种数牌六张相连的两副顺子。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import GbForm
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.chow_fans.get("short_straight", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="short_straight",
    name="连六",
    name_en="Short Straight",
    value=1,
    description_zh="一种数牌六张相连的两副顺子。",
    description_en="Two chows of one suit making six in a row.",
    example=GbExample("123456m11222333z", "1z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=frozenset([GbForm.STANDARD, GbForm.NINE_GATES]),
)
