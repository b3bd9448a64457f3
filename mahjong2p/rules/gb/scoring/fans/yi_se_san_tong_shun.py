"""一色三同顺 Pure Triple Chow (24) — 一种数牌序数相同的三副顺子。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.chow_fans.get("pure_triple_chow", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="pure_triple_chow",
    name="一色三同顺",
    name_en="Pure Triple Chow",
    value=24,
    description_zh="一种数牌序数相同的三副顺子。",
    description_en="Three identical chows.",
    example=GbExample(
        "11223345699m", "6m", melds=("chi:123m",), situation=GbSituation(win_by=WinBy.RON)
    ),
    applies=applies,
    forms=SETS_FORMS,
    min_sequences=3,
)
