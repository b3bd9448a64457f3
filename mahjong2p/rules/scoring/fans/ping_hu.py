"""平和 — four sequences and a suited pair, the winning tile completing a two-sided wait."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import Wait, WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec


def applies(ctx: WinContext) -> int:
    """吃 counts too: RULES.md A7 asks for no 门清."""
    pair = ctx.pair
    return int(
        ctx.wait is Wait.TWO_SIDED and len(ctx.sequences) == 4 and pair is not None and pair < 27
    )


SPEC = FanSpec(
    id="ping_hu",
    name="平和",
    name_en="All Chows",
    value=1,
    description_zh="四组顺子（可吃）加非字牌的将，和牌张为两面听。",
    description_en=(
        "Four chis (claimed ones too) and a pair that is not honours, won on a two-sided wait."
    ),
    example=Example("123m456p789s345s55m", "3s", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=STANDARD_ONLY,
    min_sequences=4,
)
