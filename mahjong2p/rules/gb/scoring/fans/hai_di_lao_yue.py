"""海底捞月 Last Tile Claim (8) — 和打出的最后一张牌。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import ALL_GB_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(not ctx.hand.self_draw and ctx.hand.wall_last)


SPEC: FanSpec[GbContext] = FanSpec(
    id="last_tile_claim",
    name="海底捞月",
    name_en="Last Tile Claim",
    value=8,
    description_zh="和打出的最后一张牌。",
    description_en="Winning on the last discard.",
    example=GbExample(
        "123456789m11222z", "2z", situation=GbSituation(win_by=WinBy.RON, last_tile=True)
    ),
    applies=applies,
    per_hand=True,
    forms=ALL_GB_FORMS,
)
