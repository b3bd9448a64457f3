"""河底捞鱼 — won on the last discard of the hand, after the live wall is empty."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: WinContext) -> int:
    return int(ctx.situation.last_tile and not ctx.hand.self_draw)


SPEC = FanSpec(
    id="he_di_lao_yu",
    name="河底捞鱼",
    name_en="Last Discard Win",
    value=1,
    description_zh="牌墙摸完后，和对方打出的最后一张牌。",
    description_en="Win on the last discard of the hand, after the live wall is empty.",
    example=Example(
        "123m456p789s345s11z", "3s", situation=WinSituation(win_by=WinBy.RON, last_tile=True)
    ),
    applies=applies,
    per_hand=True,
)
