"""四连刻 — four triplets or kongs of one suit with consecutive numbers."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.patterns import longest_suited_run
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec


def applies(ctx: WinContext) -> int:
    return int(len(ctx.triplets) == 4 and longest_suited_run(ctx.triplets) == 4)


SPEC = FanSpec(
    id="si_lian_ke",
    name="四连刻",
    name_en="Four Shifted Pungs",
    value=32,
    description_zh="同一花色数字相连的四组刻子（或杠）。",
    description_en="Four pons or kongs of one suit with consecutive numbers.",
    example=Example(
        "444555666p11z", "1z", melds=("pon:333p",), situation=WinSituation(win_by=WinBy.RON)
    ),
    applies=applies,
    forms=STANDARD_ONLY,
    min_triplets=4,
)
