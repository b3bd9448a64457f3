"""三连刻 — three triplets or kongs of one suit with consecutive numbers."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.patterns import longest_suited_run
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec


def applies(ctx: WinContext) -> int:
    return int(len(ctx.triplets) >= 3 and longest_suited_run(ctx.triplets) >= 3)


SPEC = FanSpec(
    id="san_lian_ke",
    name="三连刻",
    name_en="Pure Shifted Pungs",
    value=3,
    description_zh="同一花色数字相连的三组刻子（或杠），如 444 555 666 筒。",
    description_en="Three pons or kongs of one suit with consecutive numbers, e.g. 444 555 666p.",
    example=Example("444555666p789m11z", "1z", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=STANDARD_ONLY,
    min_triplets=3,
)
