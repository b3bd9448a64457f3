"""单钓将 Single Wait (1) — 只听将牌（独听）。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import SINGLE, GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(ctx.wait == SINGLE)


SPEC: FanSpec[GbContext] = FanSpec(
    id="single_wait",
    name="单钓将",
    name_en="Single Wait",
    value=1,
    description_zh="只听将牌（独听）。",
    description_en="The only wait was the pair.",
    example=GbExample("123456789m11222z", "1z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SETS_FORMS,
)
