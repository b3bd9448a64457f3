"""纯全带幺 — every set and the pair hold a terminal; no honours; a sequence present."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.patterns import every_group_outside
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec


def applies(ctx: WinContext) -> int:
    return int(
        bool(ctx.sequences)
        and not ctx.hand.has_honours
        and every_group_outside(ctx.sequences, ctx.triplets, ctx.pair)
    )


SPEC = FanSpec(
    id="chun_quan_dai_yao",
    name="纯全带幺",
    name_en="Terminals in All Sets",
    value=4,
    description_zh="每组面子和将都带幺九牌，没有字牌，且至少有一组顺子。",
    description_en="Every set and the pair contain a terminal, no honours, with at least one chi.",
    example=Example("123789m123p99p111s", "9p", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=STANDARD_ONLY,
    min_sequences=1,
)
