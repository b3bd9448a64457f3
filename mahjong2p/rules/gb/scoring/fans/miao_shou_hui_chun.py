"""妙手回春 Last Tile Draw (8) — 自摸牌墙上最后一张牌和牌。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import ALL_GB_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(ctx.hand.self_draw and ctx.hand.wall_last)


SPEC: FanSpec[GbContext] = FanSpec(
    id="last_tile_draw",
    name="妙手回春",
    name_en="Last Tile Draw",
    value=8,
    description_zh="自摸牌墙上最后一张牌和牌。",
    description_en="Self-draw of the wall's last tile.",
    example=GbExample("123456789m11222z", "2z", situation=GbSituation(last_tile=True)),
    applies=applies,
    per_hand=True,
    forms=ALL_GB_FORMS,
)
