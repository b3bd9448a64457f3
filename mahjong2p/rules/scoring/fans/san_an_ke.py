"""三暗刻 — three concealed triplets or kongs; a triplet completed by a discard is not one."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec


def applies(ctx: WinContext) -> int:
    return int(ctx.concealed_triplets >= 3)


SPEC = FanSpec(
    id="san_an_ke",
    name="三暗刻",
    name_en="Three Concealed Pungs",
    value=2,
    description_zh="三组暗刻（暗杠亦算）；点和完成的刻子不算暗刻，碰出的刻子也不算。",
    description_en=(
        "Three concealed pons or kongs; a pon completed by a discard is not concealed, "
        "nor is a claimed one."
    ),
    example=Example("222m444p666s789m11z", "7m"),
    applies=applies,
    forms=STANDARD_ONLY,
    min_triplets=3,
)
