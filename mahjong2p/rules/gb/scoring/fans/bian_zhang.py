"""边张 Edge Wait (1) — 只听12后的3或89前的7（独听）。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import EDGE, GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(ctx.wait == EDGE)


SPEC: FanSpec[GbContext] = FanSpec(
    id="edge_wait",
    name="边张",
    name_en="Edge Wait",
    value=1,
    description_zh="只听12后的3或89前的7（独听）。",
    description_en="The only wait was 3 after 12 or 7 before 89.",
    example=GbExample("123456789m11222z", "3m", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SETS_FORMS,
)
