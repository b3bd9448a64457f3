"""一色三节高 Pure Shifted Pungs (24) — 一种数牌序数依次递增一位的三副刻子（杠）。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.pung_fans.get("pure_shifted_pungs", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="pure_shifted_pungs",
    name="一色三节高",
    name_en="Pure Shifted Pungs",
    value=24,
    description_zh="一种数牌序数依次递增一位的三副刻子（杠）。",
    description_en="Three pungs of one suit, each one higher.",
    example=GbExample(
        "11555z",
        "1z",
        melds=("pon:111m", "pon:222m", "pon:333m"),
        situation=GbSituation(win_by=WinBy.RON),
    ),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=3,
)
