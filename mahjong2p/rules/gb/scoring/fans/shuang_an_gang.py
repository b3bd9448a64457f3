"""双暗杠 Two Concealed Kongs (6) — 两副暗杠。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.kong_fans.get("two_concealed_kongs", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="two_concealed_kongs",
    name="双暗杠",
    name_en="Two Concealed Kongs",
    value=6,
    description_zh="两副暗杠。",
    description_en="Two concealed kongs.",
    example=GbExample(
        "123456m11z",
        "1z",
        melds=("concealed_kong:2222z", "concealed_kong:3333z"),
        situation=GbSituation(win_by=WinBy.RON),
    ),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=2,
)
