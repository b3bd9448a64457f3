"""嵌张 Closed Wait (1) — 只听顺子中间的一张（独听）。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import CLOSED, GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(ctx.wait == CLOSED)


SPEC: FanSpec[GbContext] = FanSpec(
    id="closed_wait",
    name="嵌张",
    name_en="Closed Wait",
    value=1,
    description_zh="只听顺子中间的一张（独听）。",
    description_en="The only wait was the middle of a chow.",
    example=GbExample("123456789m11222z", "5m", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SETS_FORMS,
)
