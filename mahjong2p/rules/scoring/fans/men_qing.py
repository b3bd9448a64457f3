"""门清 — no 吃, 碰 or open kong; a concealed kong keeps the hand 门清."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: WinContext) -> int:
    return int(ctx.hand.is_concealed)


SPEC = FanSpec(
    id="men_qing",
    name="门清",
    name_en="Concealed Hand",
    value=1,
    description_zh="没有吃、碰或明杠（暗杠不影响门清），自摸或点和均可。",
    description_en="No chi, pon or open kong (a concealed kong is fine); any win.",
    example=Example("123m456p789s345s11z", "3s", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    per_hand=True,
)
