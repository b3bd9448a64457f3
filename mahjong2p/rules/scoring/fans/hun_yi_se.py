"""混一色 — one suit plus honours, both present."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: WinContext) -> int:
    return int(ctx.hand.has_honours and len(ctx.hand.suits) == 1)


SPEC = FanSpec(
    id="hun_yi_se",
    name="混一色",
    name_en="Half Flush",
    value=3,
    description_zh="只有一种花色的数牌加字牌，两者都有。",
    description_en="Tiles of one suit plus honours, both present.",
    example=Example("234456888m11222z", "2z", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    per_hand=True,
)
