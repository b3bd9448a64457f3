"""暗杠 Concealed Kong (2) — 一副暗杠。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.kong_fans.get("concealed_kong", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="concealed_kong",
    name="暗杠",
    name_en="Concealed Kong",
    value=2,
    description_zh="一副暗杠。",
    description_en="One concealed kong.",
    example=GbExample(
        "123456789m22z",
        "2z",
        melds=("concealed_kong:1111z",),
        situation=GbSituation(win_by=WinBy.RON),
    ),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=1,
)
