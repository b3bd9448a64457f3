"""绿一色 — every tile green (2s 3s 4s 6s 8s 發), in any shape at all (RULES.md A6.4)."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.spec import FanSpec
from mahjong2p.rules.tiles import GREEN_KINDS


def applies(ctx: WinContext) -> int:
    return int(ctx.hand.kinds <= GREEN_KINDS)


SPEC = FanSpec(
    id="lv_yi_se",
    name="绿一色",
    name_en="All Green",
    value=64,
    description_zh="全部由绿色牌（二三四六八条、發）组成，可以乱牌，无须成顺子、刻子或对子。",
    description_en="Every tile green (2s 3s 4s 6s 8s and green dragon), in any shape at all.",
    example=Example("222344666888s66z", "3s"),
    applies=applies,
    per_hand=True,
)
