"""字一色 — a 碰碰胡 made of honours only."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec


def applies(ctx: WinContext) -> int:
    return int(len(ctx.triplets) == 4 and not ctx.hand.suits)


SPEC = FanSpec(
    id="zi_yi_se",
    name="字一色",
    name_en="All Honours",
    value=32,
    description_zh="全部由字牌组成的碰碰胡。",
    description_en="All pons made of honours only.",
    example=Example(
        "11122233366z", "6z", melds=("pon:555z",), situation=WinSituation(win_by=WinBy.RON)
    ),
    applies=applies,
    forms=STANDARD_ONLY,
    min_triplets=4,
)
