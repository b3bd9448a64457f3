"""一色三步高 Pure Shifted Chows (16) — 一种数牌依次递增一位或两位的三副顺子。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.chow_fans.get("pure_shifted_chows", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="pure_shifted_chows",
    name="一色三步高",
    name_en="Pure Shifted Chows",
    value=16,
    description_zh="一种数牌依次递增一位或两位的三副顺子。",
    description_en="Three chows of one suit, each one (or two) higher.",
    example=GbExample("122333445m11222z", "5m", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SETS_FORMS,
    min_sequences=3,
)
