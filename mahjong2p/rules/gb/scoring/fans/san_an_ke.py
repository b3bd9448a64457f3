"""三暗刻 Three Concealed Pungs (16) — 三副暗刻（暗杠）。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.kong_fans.get("three_concealed_pungs", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="three_concealed_pungs",
    name="三暗刻",
    name_en="Three Concealed Pungs",
    value=16,
    description_zh="三副暗刻（暗杠）。",
    description_en="Three concealed pungs or kongs.",
    example=GbExample("111333555789m11z", "8m", situation=GbSituation()),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=3,
)
