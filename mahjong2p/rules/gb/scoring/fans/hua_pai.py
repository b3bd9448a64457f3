"""花牌 Flower Tiles (1 each) — 每张花牌计1番，不计在起和分内。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import ALL_GB_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.hand.situation.flowers


SPEC: FanSpec[GbContext] = FanSpec(
    id="flower_tiles",
    name="花牌",
    name_en="Flower Tiles",
    value=1,
    description_zh="每张花牌计1番，在起和之后才计。",
    description_en="One fan per flower, counted only once the minimum is met.",
    example=GbExample("123456789m11222z", "2z", situation=GbSituation(flowers=2)),
    applies=applies,
    per_hand=True,
    forms=ALL_GB_FORMS,
)
