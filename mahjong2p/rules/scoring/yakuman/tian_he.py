"""天和 — the dealer's fourteen dealt tiles are a winning hand."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: WinContext) -> int:
    situation = ctx.situation
    return int(situation.first_turn and situation.dealer and ctx.hand.self_draw)


SPEC = FanSpec(
    id="tian_he",
    name="天和",
    name_en="Blessing of Heaven",
    value=32,
    description_zh="庄家配牌的十四张即成和牌。",
    description_en="The dealer's fourteen dealt tiles are already a winning hand.",
    example=Example(
        "123m456p789s345s11z", "3s", situation=WinSituation(dealer=True, first_turn=True)
    ),
    applies=applies,
    per_hand=True,
)
