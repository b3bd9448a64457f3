"""碰碰和 All Pungs (6) — 四副刻子（杠）加将。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(len(ctx.triplets) == 4)


SPEC: FanSpec[GbContext] = FanSpec(
    id="all_pungs",
    name="碰碰和",
    name_en="All Pungs",
    value=6,
    description_zh="四副刻子（杠）加将。",
    description_en="Four pungs or kongs and a pair.",
    example=GbExample(
        "88m",
        "8m",
        melds=("pon:222m", "pon:444m", "pon:666m", "pon:111z"),
        situation=GbSituation(win_by=WinBy.RON),
    ),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=4,
)
