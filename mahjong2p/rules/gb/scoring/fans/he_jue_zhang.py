"""和绝张 Last Tile (4) — 和牌池、桌面已亮明的三张牌所剩的第四张牌。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import ALL_GB_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(ctx.hand.last_of_kind)


SPEC: FanSpec[GbContext] = FanSpec(
    id="last_tile",
    name="和绝张",
    name_en="Last Tile",
    value=4,
    description_zh="和牌池、桌面已亮明的三张牌所剩的第四张牌。",
    description_en="Winning on the last copy, the other three already shown.",
    example=GbExample(
        "123456789m11222z", "3m", situation=GbSituation(win_by=WinBy.RON, last_of_kind=True)
    ),
    applies=applies,
    per_hand=True,
    forms=ALL_GB_FORMS,
)
