"""四归一 Tile Hog (2) — 和牌中有四张相同的牌，不是杠。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import GbForm
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.tile_hogs


SPEC: FanSpec[GbContext] = FanSpec(
    id="tile_hog",
    name="四归一",
    name_en="Tile Hog",
    value=2,
    description_zh="和牌中有四张相同的牌，不是杠。",
    description_en="All four copies of a kind in the hand, not as a kong.",
    example=GbExample("111123456789m22z", "2z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=frozenset([GbForm.STANDARD, GbForm.SEVEN_PAIRS, GbForm.NINE_GATES]),
)
