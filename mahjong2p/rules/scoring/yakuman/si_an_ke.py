"""四暗刻 — four concealed triplets or kongs; a triplet completed by a discard is not one."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec


def applies(ctx: WinContext) -> int:
    return int(ctx.concealed_triplets == 4)


SPEC = FanSpec(
    id="si_an_ke",
    name="四暗刻",
    name_en="Four Concealed Pungs",
    value=13,
    description_zh="四组暗刻（暗杠亦算）；点和完成的刻子不算暗刻。",
    description_en="Four concealed pons or kongs; a pon completed by a discard is not concealed.",
    example=Example("111m333p555777s11z", "7s"),
    applies=applies,
    forms=STANDARD_ONLY,
    min_triplets=4,
)
