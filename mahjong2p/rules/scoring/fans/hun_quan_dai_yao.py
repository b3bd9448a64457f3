"""混全带幺 — every set and the pair hold a terminal or honour; honours and a sequence present."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.patterns import every_group_outside
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec


def applies(ctx: WinContext) -> int:
    """Without a sequence the hand is 混老头 instead (RULES.md A7)."""
    return int(
        bool(ctx.sequences)
        and ctx.hand.has_honours
        and every_group_outside(ctx.sequences, ctx.triplets, ctx.pair)
    )


SPEC = FanSpec(
    id="hun_quan_dai_yao",
    name="混全带幺",
    name_en="Outside Hand",
    value=3,
    description_zh="每组面子和将都带幺九牌或字牌，有字牌，且至少有一组顺子。",
    description_en=(
        "Every set and the pair contain a terminal or honour, with at least one honour "
        "and at least one chi."
    ),
    example=Example("123m789p123s11777z", "1z", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=STANDARD_ONLY,
    min_sequences=1,
)
