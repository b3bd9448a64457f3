"""双明杠 Two Melded Kongs (4) — 两副明杠。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.kong_fans.get("two_melded_kongs", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="two_melded_kongs",
    name="双明杠",
    name_en="Two Melded Kongs",
    value=4,
    description_zh="两副明杠。",
    description_en="Two melded kongs.",
    example=GbExample(
        "123456m11z",
        "1z",
        melds=("kong:2222z", "kong:3333z"),
        situation=GbSituation(win_by=WinBy.RON),
    ),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=2,
)
