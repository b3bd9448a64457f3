"""人和 — the non-dealer wins by self-draw on their first draw, before any call."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: WinContext) -> int:
    situation = ctx.situation
    return int(situation.first_turn and not situation.dealer and ctx.hand.self_draw)


SPEC = FanSpec(
    id="ren_he",
    name="人和",
    name_en="Blessing of Man",
    value=13,
    description_zh="闲家在没有任何吃碰杠之前，第一次摸牌即自摸和牌。",
    description_en="The non-dealer wins by self-draw on their first draw, before any call.",
    example=Example("123m456p789s345s11z", "3s", situation=WinSituation(first_turn=True)),
    applies=applies,
    per_hand=True,
)
