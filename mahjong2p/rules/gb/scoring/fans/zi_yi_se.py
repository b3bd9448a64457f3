"""字一色 All Honors (64) — 全部由字牌组成。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import TILE_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(ctx.hand.all_honours)


SPEC: FanSpec[GbContext] = FanSpec(
    id="all_honors",
    name="字一色",
    name_en="All Honors",
    value=64,
    description_zh="全部由字牌组成。",
    description_en="Every tile an honour.",
    example=GbExample("11122233355577z", "7z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    per_hand=True,
    forms=TILE_FORMS,
)
