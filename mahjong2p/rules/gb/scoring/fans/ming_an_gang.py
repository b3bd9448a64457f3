"""明暗杠 Concealed Kong and Melded Kong (5) — 一副暗杠和一副明杠。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.kong_fans.get("concealed_kong_and_melded_kong", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="concealed_kong_and_melded_kong",
    name="明暗杠",
    name_en="Concealed Kong and Melded Kong",
    value=5,
    description_zh="一副暗杠和一副明杠。",
    description_en="One concealed and one melded kong.",
    example=GbExample(
        "123456m11z",
        "1z",
        melds=("concealed_kong:2222z", "kong:3333z"),
        situation=GbSituation(win_by=WinBy.RON),
    ),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=2,
)
