"""自摸 Self-Drawn (1) — 自己摸到和牌。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import ALL_GB_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(ctx.hand.self_draw)


SPEC: FanSpec[GbContext] = FanSpec(
    id="self_drawn",
    name="自摸",
    name_en="Self-Drawn",
    value=1,
    description_zh="自己摸到和牌。",
    description_en="Winning on a tile one draws.",
    example=GbExample("456789m11222z", "2z", melds=("chi:123m",), situation=GbSituation()),
    applies=applies,
    per_hand=True,
    forms=ALL_GB_FORMS,
)
