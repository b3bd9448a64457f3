"""小三元 Little Three Dragons (64) — 两副箭刻（杠）加箭牌将。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec
from mahjong2p.rules.tiles import DRAGONS


def applies(ctx: GbContext) -> int:
    return int("two_dragons_pungs" in ctx.pung_fans and ctx.pair in DRAGONS)


SPEC: FanSpec[GbContext] = FanSpec(
    id="little_three_dragons",
    name="小三元",
    name_en="Little Three Dragons",
    value=64,
    description_zh="两副箭刻（杠）加箭牌将。",
    description_en="Pungs of two dragons and a pair of the third.",
    example=GbExample("123m456m55566677z", "6z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=2,
)
