"""混老头 — a 碰碰胡 of terminals and honours, both present; adds to 碰碰胡."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec
from mahjong2p.rules.tiles import TERMINALS_AND_HONOURS


def applies(ctx: WinContext) -> int:
    hand = ctx.hand
    return int(
        len(ctx.triplets) == 4
        and hand.has_honours
        and bool(hand.suits)
        and hand.kinds <= TERMINALS_AND_HONOURS
    )


SPEC = FanSpec(
    id="hun_lao_tou",
    name="混老头",
    name_en="All Terminals and Honours",
    value=2,
    description_zh="碰碰胡形，全部由幺九牌和字牌组成且两者都有，与碰碰胡叠加。",
    description_en="All pons made only of terminals and honours, both present; adds to All Pungs.",
    example=Example(
        "999p111s11222z", "2z", melds=("pon:111m",), situation=WinSituation(win_by=WinBy.RON)
    ),
    applies=applies,
    forms=STANDARD_ONLY,
    min_triplets=4,
)
