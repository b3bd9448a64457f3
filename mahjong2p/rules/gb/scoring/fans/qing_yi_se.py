"""清一色 Full Flush (24) — 全部由一种数牌组成。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import TILE_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(ctx.hand.has_suit and not ctx.hand.has_honours)


SPEC: FanSpec[GbContext] = FanSpec(
    id="full_flush",
    name="清一色",
    name_en="Full Flush",
    value=24,
    description_zh="全部由一种数牌组成。",
    description_en="Every tile of one suit, no honours.",
    example=GbExample("12345678923455m", "5m", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    per_hand=True,
    forms=TILE_FORMS,
)
