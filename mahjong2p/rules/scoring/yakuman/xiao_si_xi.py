"""小四喜 — three wind triplets or kongs and a wind pair."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.patterns import count_among
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec
from mahjong2p.rules.tiles import WINDS


def applies(ctx: WinContext) -> int:
    return int(ctx.pair in WINDS and count_among(ctx.triplets, WINDS) == 3)


SPEC = FanSpec(
    id="xiao_si_xi",
    name="小四喜",
    name_en="Little Four Winds",
    value=13,
    description_zh="三组风牌刻子（或杠）加风牌作将。",
    description_en="Three wind pons or kongs and a wind pair.",
    example=Example("123m11122233344z", "4z", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=STANDARD_ONLY,
    min_triplets=3,
)
