"""清老头 — a 碰碰胡 made of terminals only."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec
from mahjong2p.rules.tiles import TERMINALS_AND_HONOURS


def applies(ctx: WinContext) -> int:
    hand = ctx.hand
    return int(
        len(ctx.triplets) == 4 and not hand.has_honours and hand.kinds <= TERMINALS_AND_HONOURS
    )


SPEC = FanSpec(
    id="qing_lao_tou",
    name="清老头",
    name_en="All Terminals",
    value=32,
    description_zh="全部由幺九牌（一、九）组成的碰碰胡。",
    description_en="All pons made of terminals (ones and nines) only.",
    example=Example(
        "999m111999p11s", "1s", melds=("pon:111m",), situation=WinSituation(win_by=WinBy.RON)
    ),
    applies=applies,
    forms=STANDARD_ONLY,
    min_triplets=4,
)
