"""小四喜 Little Four Winds (64) — 三副风刻（杠）加风牌将。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec
from mahjong2p.rules.tiles import WINDS


def applies(ctx: GbContext) -> int:
    return int("big_three_winds" in ctx.pung_fans and ctx.pair in WINDS)


SPEC: FanSpec[GbContext] = FanSpec(
    id="little_four_winds",
    name="小四喜",
    name_en="Little Four Winds",
    value=64,
    description_zh="三副风刻（杠）加风牌将。",
    description_en="Pungs of three winds and a pair of the fourth.",
    example=GbExample("123m11122233344z", "3z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=3,
)
