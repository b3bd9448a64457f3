"""一气通贯 — 123, 456 and 789 of one suit."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.patterns import has_pure_straight
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec


def applies(ctx: WinContext) -> int:
    return int(len(ctx.sequences) >= 3 and has_pure_straight(ctx.sequences))


SPEC = FanSpec(
    id="yi_qi_tong_guan",
    name="一气通贯",
    name_en="Pure Straight",
    value=2,
    description_zh="同一花色的123、456、789三组顺子。",
    description_en="123, 456 and 789 of one suit.",
    example=Example("123456789m456p11z", "1z", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=STANDARD_ONLY,
    min_sequences=3,
)
