"""碰碰胡 — four triplets or kongs and a pair."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec


def applies(ctx: WinContext) -> int:
    return int(len(ctx.triplets) == 4)


SPEC = FanSpec(
    id="peng_peng_hu",
    name="碰碰胡",
    name_en="All Pungs",
    value=2,
    description_zh="四组刻子（或杠）加一对将。",
    description_en="Four pons or kongs and a pair.",
    example=Example(
        "444p777s888m11z", "1z", melds=("pon:222m",), situation=WinSituation(win_by=WinBy.RON)
    ),
    applies=applies,
    forms=STANDARD_ONLY,
    min_triplets=4,
)
