"""门清报听 — 报听 declared while the hand was 门清."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: WinContext) -> int:
    return int(ctx.situation.declared_ready and ctx.hand.is_concealed)


SPEC = FanSpec(
    id="men_qing_bao_ting",
    name="门清报听",
    name_en="Concealed Ready Declaration",
    value=1,
    description_zh="门清状态下报听后和牌（天听时改计天听）。",
    description_en=(
        "Won after declaring ready with a concealed hand (replaced by Heavenly Ready when"
        " that applies)."
    ),
    example=Example(
        "123m456p789s345s11z", "3s", situation=WinSituation(win_by=WinBy.RON, declared_ready=True)
    ),
    applies=applies,
    per_hand=True,
)
