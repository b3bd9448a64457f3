"""断幺 All Simples (2) — 没有幺九牌和字牌。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import GbForm
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(ctx.hand.all_simples)


SPEC: FanSpec[GbContext] = FanSpec(
    id="all_simples",
    name="断幺",
    name_en="All Simples",
    value=2,
    description_zh="没有幺九牌和字牌。",
    description_en="No terminals and no honours.",
    example=GbExample("22334456677888m", "8m", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    per_hand=True,
    forms=frozenset([GbForm.STANDARD, GbForm.SEVEN_PAIRS, GbForm.SEVEN_SHIFTED_PAIRS]),
)
