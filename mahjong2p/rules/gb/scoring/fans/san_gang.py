"""三杠 Three Kongs (32) — 三副杠。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.kong_fans.get("three_kongs", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="three_kongs",
    name="三杠",
    name_en="Three Kongs",
    value=32,
    description_zh="三副杠。",
    description_en="Three kongs.",
    example=GbExample(
        "123m11z",
        "1z",
        melds=("kong:2222z", "kong:3333z", "concealed_kong:4444z"),
        situation=GbSituation(win_by=WinBy.RON),
    ),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=3,
)
