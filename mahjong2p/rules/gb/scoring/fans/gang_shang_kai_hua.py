"""杠上开花 Out with Replacement Tile (8) — 开杠后补的牌成和（补花不算）。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import ALL_GB_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(ctx.hand.self_draw and ctx.hand.kong_win)


SPEC: FanSpec[GbContext] = FanSpec(
    id="out_with_replacement_tile",
    name="杠上开花",
    name_en="Out with Replacement Tile",
    value=8,
    description_zh="开杠后补的牌成和（补花不算）。",
    description_en="Self-draw of a kong replacement (not a flower replacement).",
    example=GbExample(
        "123456789m22z", "2z", melds=("kong:1111z",), situation=GbSituation(after_kong=True)
    ),
    applies=applies,
    per_hand=True,
    forms=ALL_GB_FORMS,
)
