"""天听 — the 报听 was declared on the player's very first discard (RULES.md A5)."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: WinContext) -> int:
    return int(ctx.situation.declared_ready and ctx.situation.ready_first_turn)


SPEC = FanSpec(
    id="tian_ting",
    name="天听",
    name_en="Heavenly Ready",
    value=2,
    description_zh="第一次打牌时即报听（庄家第一张打牌，闲家第一次摸牌后打出该牌），代替门清报听。",
    description_en=(
        "Ready declared with the first discard of the hand; replaces Concealed Ready Declaration."
    ),
    example=Example(
        "123m456p789s345s11z",
        "3s",
        situation=WinSituation(win_by=WinBy.RON, declared_ready=True, ready_first_turn=True),
    ),
    applies=applies,
    per_hand=True,
)
