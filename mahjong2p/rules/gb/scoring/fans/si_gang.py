"""四杠 Four Kongs (88) — 四副杠。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.kong_fans.get("four_kongs", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="four_kongs",
    name="四杠",
    name_en="Four Kongs",
    value=88,
    description_zh="四副杠。",
    description_en="Four kongs.",
    example=GbExample(
        "11z",
        "1z",
        melds=("kong:2222z", "kong:3333z", "kong:4444z", "concealed_kong:5555z"),
        situation=GbSituation(win_by=WinBy.RON),
    ),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=4,
)
