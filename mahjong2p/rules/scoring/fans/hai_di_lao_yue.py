"""海底捞月 — won in the 海底捞月 round after a drawn hand (RULES.md A8)."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: WinContext) -> int:
    return int(ctx.situation.haitei_round)


SPEC = FanSpec(
    id="hai_di_lao_yue",
    name="海底捞月",
    name_en="Seabed Round Win",
    value=1,
    description_zh="流局后的海底捞月环节中摸到和牌。",
    description_en="Win in the seabed round that follows an exhausted wall.",
    example=Example("123m456p789s345s11z", "3s", situation=WinSituation(haitei_round=True)),
    applies=applies,
    per_hand=True,
)
