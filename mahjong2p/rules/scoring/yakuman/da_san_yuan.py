"""大三元 — triplets or kongs of all three dragons."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.patterns import count_among
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec
from mahjong2p.rules.tiles import DRAGONS


def applies(ctx: WinContext) -> int:
    return int(count_among(ctx.triplets, DRAGONS) == 3)


SPEC = FanSpec(
    id="da_san_yuan",
    name="大三元",
    name_en="Big Three Dragons",
    value=32,
    description_zh="中、發、白三组刻子（或杠）。",
    description_en="Pungs or kongs of all three dragons.",
    example=Example("123m11555666777z", "1z", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=STANDARD_ONLY,
    min_triplets=3,
)
