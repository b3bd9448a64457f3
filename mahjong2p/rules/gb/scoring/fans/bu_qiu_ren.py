"""不求人 Fully Concealed Hand (4) — 门清自摸和牌。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(ctx.hand.open_melds == 0 and ctx.hand.self_draw)


SPEC: FanSpec[GbContext] = FanSpec(
    id="fully_concealed_hand",
    name="不求人",
    name_en="Fully Concealed Hand",
    value=4,
    description_zh="门清自摸和牌。",
    description_en="Concealed hand won by self-draw.",
    example=GbExample("123456789m11222z", "2z", situation=GbSituation()),
    applies=applies,
    per_hand=True,
    forms=SETS_FORMS,
)
