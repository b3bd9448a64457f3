"""小三元 — two dragon triplets or kongs and a dragon pair."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.patterns import count_among
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec
from mahjong2p.rules.tiles import DRAGONS


def applies(ctx: WinContext) -> int:
    return int(ctx.pair in DRAGONS and count_among(ctx.triplets, DRAGONS) == 2)


SPEC = FanSpec(
    id="xiao_san_yuan",
    name="小三元",
    name_en="Little Three Dragons",
    value=4,
    description_zh="两组三元牌刻子（或杠）加三元牌作将。",
    description_en="Two dragon pons or kongs and a dragon pair.",
    example=Example("123m456p55666777z", "5z", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=STANDARD_ONLY,
    min_triplets=2,
)
