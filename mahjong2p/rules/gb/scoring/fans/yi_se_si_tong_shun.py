"""一色四同顺 Quadruple Chow (48) — 一种数牌序数相同的四副顺子。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.chow_fans.get("quadruple_chow", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="quadruple_chow",
    name="一色四同顺",
    name_en="Quadruple Chow",
    value=48,
    description_zh="一种数牌序数相同的四副顺子。",
    description_en="Four identical chows.",
    example=GbExample("22223333444455m", "5m", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SETS_FORMS,
    min_sequences=4,
)
