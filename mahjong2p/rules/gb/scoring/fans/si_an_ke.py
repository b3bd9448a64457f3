"""四暗刻 Four Concealed Pungs (64) — 四副暗刻（暗杠）。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.kong_fans.get("four_concealed_pungs", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="four_concealed_pungs",
    name="四暗刻",
    name_en="Four Concealed Pungs",
    value=64,
    description_zh="四副暗刻（暗杠）。",
    description_en="Four concealed pungs or kongs.",
    example=GbExample("11133355577799m", "9m", situation=GbSituation()),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=4,
)
