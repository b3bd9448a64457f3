"""一色双龙会 Pure Terminal Chows (64) — 一种数牌的两个老少副，5作将。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(ctx.terminal_chows)


SPEC: FanSpec[GbContext] = FanSpec(
    id="pure_terminal_chows",
    name="一色双龙会",
    name_en="Pure Terminal Chows",
    value=64,
    description_zh="一种数牌的两个老少副，5作将。",
    description_en="Two 123 and two 789 of one suit with a pair of 5.",
    example=GbExample("11223355778899m", "5m", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SETS_FORMS,
    min_sequences=4,
)
