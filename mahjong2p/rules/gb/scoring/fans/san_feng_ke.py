"""三风刻 Big Three Winds (12) — 三副风刻（杠）。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.pung_fans.get("big_three_winds", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="big_three_winds",
    name="三风刻",
    name_en="Big Three Winds",
    value=12,
    description_zh="三副风刻（杠）。",
    description_en="Pungs or kongs of three winds.",
    example=GbExample("123m11122233355z", "5z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=3,
)
