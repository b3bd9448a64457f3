"""大三元 Big Three Dragons (88) — 中發白三副刻子（杠）。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.pung_fans.get("big_three_dragons", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="big_three_dragons",
    name="大三元",
    name_en="Big Three Dragons",
    value=88,
    description_zh="中發白三副刻子（杠）。",
    description_en="Pungs or kongs of all three dragons.",
    example=GbExample("123m55m555666777z", "7z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=3,
)
