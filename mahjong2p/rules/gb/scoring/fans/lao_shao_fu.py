"""老少副 Two Terminal Chows (1) — 一种数牌的123、789两副顺子。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.chow_fans.get("two_terminal_chows", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="two_terminal_chows",
    name="老少副",
    name_en="Two Terminal Chows",
    value=1,
    description_zh="一种数牌的123、789两副顺子。",
    description_en="123 and 789 of one suit.",
    example=GbExample("123789m11222333z", "1z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SETS_FORMS,
    min_sequences=2,
)
