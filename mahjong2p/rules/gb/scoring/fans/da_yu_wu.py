"""大于五 Upper Four (12) — 全部由6至9的数牌组成。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import TILE_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(ctx.hand.range_fan == "upper_four")


SPEC: FanSpec[GbContext] = FanSpec(
    id="upper_four",
    name="大于五",
    name_en="Upper Four",
    value=12,
    description_zh="全部由6至9的数牌组成。",
    description_en="Every tile a 6 to 9.",
    example=GbExample("66667777888899m", "9m", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    per_hand=True,
    forms=TILE_FORMS,
)
