"""门前清 Concealed Hand (2) — 没有吃、碰、明杠，和别人打出的牌。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(ctx.hand.open_melds == 0 and not ctx.hand.self_draw)


SPEC: FanSpec[GbContext] = FanSpec(
    id="concealed_hand",
    name="门前清",
    name_en="Concealed Hand",
    value=2,
    description_zh="没有吃、碰、明杠，和别人打出的牌。",
    description_en="No called sets, winning on a discard.",
    example=GbExample("123456789m11222z", "2z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    per_hand=True,
    forms=SETS_FORMS,
)
