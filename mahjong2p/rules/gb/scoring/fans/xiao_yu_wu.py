"""小于五 Lower Four (12) — 全部由1至4的数牌组成。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import TILE_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(ctx.hand.range_fan == "lower_four")


SPEC: FanSpec[GbContext] = FanSpec(
    id="lower_four",
    name="小于五",
    name_en="Lower Four",
    value=12,
    description_zh="全部由1至4的数牌组成。",
    description_en="Every tile a 1 to 4.",
    example=GbExample("11112222333344m", "4m", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    per_hand=True,
    forms=TILE_FORMS,
)
