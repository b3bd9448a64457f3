"""红孔雀 — a 碰碰胡 of red-peacock tiles only (1s 5s 7s 9s 中)."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec
from mahjong2p.rules.tiles import RED_PEACOCK_KINDS


def applies(ctx: WinContext) -> int:
    return int(len(ctx.triplets) == 4 and ctx.hand.kinds <= RED_PEACOCK_KINDS)


SPEC = FanSpec(
    id="hong_kong_que",
    name="红孔雀",
    name_en="Red Peacock",
    value=64,
    description_zh="全部由红色牌（一五七九条、中）组成的碰碰胡。",
    description_en="All pons made only of red tiles (1s 5s 7s 9s and red dragon).",
    example=Example(
        "111777999s77z", "7z", melds=("pon:555s",), situation=WinSituation(win_by=WinBy.RON)
    ),
    applies=applies,
    forms=STANDARD_ONLY,
    min_triplets=4,
)
