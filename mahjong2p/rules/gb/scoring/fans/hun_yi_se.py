"""混一色 Half Flush (6) — 由一种数牌和字牌组成。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import TILE_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(ctx.hand.has_suit and ctx.hand.has_honours)


SPEC: FanSpec[GbContext] = FanSpec(
    id="half_flush",
    name="混一色",
    name_en="Half Flush",
    value=6,
    description_zh="由一种数牌和字牌组成。",
    description_en="One suit and honours.",
    example=GbExample("123456789m11222z", "2z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    per_hand=True,
    forms=TILE_FORMS,
)
