"""大四喜 Big Four Winds (88) — 东南西北四副刻子（杠）。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.pung_fans.get("big_four_winds", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="big_four_winds",
    name="大四喜",
    name_en="Big Four Winds",
    value=88,
    description_zh="东南西北四副刻子（杠）。",
    description_en="Pungs or kongs of all four winds.",
    example=GbExample("11122233344455z", "4z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=4,
)
