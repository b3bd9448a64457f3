"""门清自摸 — a 门清 hand won by self-draw (抢杠 counts as self-draw); adds to 门清."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: WinContext) -> int:
    return int(ctx.hand.is_concealed and ctx.hand.self_draw)


SPEC = FanSpec(
    id="men_qing_zi_mo",
    name="门清自摸",
    name_en="Concealed Self-Draw",
    value=1,
    description_zh="门清且自摸和牌（抢杠视为自摸），与门清叠加。",
    description_en=(
        "A concealed hand won by self-draw (robbing a kong counts); adds to Concealed Hand."
    ),
    example=Example("123m456p789s345s11z", "3s"),
    applies=applies,
    per_hand=True,
)
