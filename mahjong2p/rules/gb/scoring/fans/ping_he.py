"""平和 All Chows (2) — 四副顺子，数牌作将。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.hand import HONOUR_BASE
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(len(ctx.middles) == 4 and ctx.pair < HONOUR_BASE)


SPEC: FanSpec[GbContext] = FanSpec(
    id="all_chows",
    name="平和",
    name_en="All Chows",
    value=2,
    description_zh="四副顺子，数牌作将。",
    description_en="Four chows and a pair of a suit.",
    example=GbExample("12345678923455m", "4m", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SETS_FORMS,
    min_sequences=4,
)
