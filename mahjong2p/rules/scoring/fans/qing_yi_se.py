"""清一色 — every tile of one suit, no honours."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: WinContext) -> int:
    return int(not ctx.hand.has_honours and len(ctx.hand.suits) == 1)


SPEC = FanSpec(
    id="qing_yi_se",
    name="清一色",
    name_en="Full Flush",
    value=5,
    description_zh="全部由同一种花色的数牌组成。",
    description_en="Every tile from one suit, no honours.",
    example=Example("11123456778999m", "2m", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    per_hand=True,
)
