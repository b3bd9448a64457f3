"""明杠 Melded Kong (1) — 一副明杠。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.kong_fans.get("melded_kong", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="melded_kong",
    name="明杠",
    name_en="Melded Kong",
    value=1,
    description_zh="一副明杠。",
    description_en="One melded kong.",
    example=GbExample(
        "123456789m22z", "2z", melds=("kong:1111z",), situation=GbSituation(win_by=WinBy.RON)
    ),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=1,
)
