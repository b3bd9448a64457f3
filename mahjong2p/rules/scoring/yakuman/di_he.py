"""地和 — the non-dealer wins on the dealer's first discard."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: WinContext) -> int:
    situation = ctx.situation
    return int(situation.first_turn and not situation.dealer and not ctx.hand.self_draw)


SPEC = FanSpec(
    id="di_he",
    name="地和",
    name_en="Blessing of Earth",
    value=13,
    description_zh="闲家和庄家打出的第一张牌。",
    description_en="The non-dealer wins on the dealer's first discard.",
    example=Example(
        "123m456p789s345s11z", "3s", situation=WinSituation(win_by=WinBy.RON, first_turn=True)
    ),
    applies=applies,
    per_hand=True,
)
