"""双暗刻 Two Concealed Pungs (2) — 两副暗刻（暗杠）。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import GbForm
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.kong_fans.get("two_concealed_pungs", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="two_concealed_pungs",
    name="双暗刻",
    name_en="Two Concealed Pungs",
    value=2,
    description_zh="两副暗刻（暗杠）。",
    description_en="Two concealed pungs or kongs.",
    example=GbExample("111333456789m22z", "2z", situation=GbSituation()),
    applies=applies,
    forms=frozenset([GbForm.STANDARD, GbForm.NINE_GATES]),
)
