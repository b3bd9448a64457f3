"""抢杠和 Robbing the Kong (8) — 和别人加杠的牌。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import ALL_GB_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(not ctx.hand.self_draw and ctx.hand.kong_win)


SPEC: FanSpec[GbContext] = FanSpec(
    id="robbing_the_kong",
    name="抢杠和",
    name_en="Robbing the Kong",
    value=8,
    description_zh="和别人加杠的牌。",
    description_en="Winning on the tile another player adds to a kong.",
    example=GbExample("123456789m11222z", "1m", situation=GbSituation(win_by=WinBy.ROB_KONG)),
    applies=applies,
    per_hand=True,
    forms=ALL_GB_FORMS,
)
