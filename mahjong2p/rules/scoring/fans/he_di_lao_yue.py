"""河底捞月 — won by self-draw on the last tile of the live wall."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: WinContext) -> int:
    return int(ctx.situation.last_tile and ctx.hand.self_draw)


SPEC = FanSpec(
    id="he_di_lao_yue",
    name="河底捞月",
    name_en="Last Tile Self-Draw",
    value=1,
    description_zh="摸牌墙最后一张活牌自摸和牌。",
    description_en="Self-drawn win on the last tile of the live wall.",
    example=Example("123m456p789s345s11z", "3s", situation=WinSituation(last_tile=True)),
    applies=applies,
    per_hand=True,
)
