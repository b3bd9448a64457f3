"""一色四节高 Four Pure Shifted Pungs (48) — 一种数牌序数依次递增一位的四副刻子（杠）。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.pung_fans.get("four_pure_shifted_pungs", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="four_pure_shifted_pungs",
    name="一色四节高",
    name_en="Four Pure Shifted Pungs",
    value=48,
    description_zh="一种数牌序数依次递增一位的四副刻子（杠）。",
    description_en="Four pungs of one suit, each one higher.",
    example=GbExample("222333444555m77z", "7z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=4,
)
