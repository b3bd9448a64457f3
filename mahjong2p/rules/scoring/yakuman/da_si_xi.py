"""大四喜 — triplets or kongs of all four winds."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.patterns import count_among
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec
from mahjong2p.rules.tiles import WINDS


def applies(ctx: WinContext) -> int:
    return int(count_among(ctx.triplets, WINDS) == 4)


SPEC = FanSpec(
    id="da_si_xi",
    name="大四喜",
    name_en="Big Four Winds",
    value=64,
    description_zh="东南西北四组刻子（或杠）。",
    description_en="Pungs or kongs of all four winds.",
    example=Example(
        "55m111222333z", "5m", melds=("pon:444z",), situation=WinSituation(win_by=WinBy.RON)
    ),
    applies=applies,
    forms=STANDARD_ONLY,
    min_triplets=4,
)
