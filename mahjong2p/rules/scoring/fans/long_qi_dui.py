"""龙七对 — seven pairs with four identical tiles, won on the fourth of them."""

from __future__ import annotations

from mahjong2p.rules.decompose import Form
from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import SEVEN_PAIRS_ONLY, FanSpec


def applies(ctx: WinContext) -> int:
    """Holding the four before the win is only 七对子 (RULES.md A7)."""
    hand = ctx.hand
    return int(ctx.form is Form.SEVEN_PAIRS and hand.concealed_counts[hand.win_tile] == 4)


SPEC = FanSpec(
    id="long_qi_dui",
    name="龙七对",
    name_en="Dragon Seven Pairs",
    value=6,
    description_zh="七对子中含四张相同的牌，且和牌张正是其中第四张；代替七对子。",
    description_en=(
        "Seven pairs holding four identical tiles, won on the fourth of them; replaces Seven Pairs."
    ),
    example=Example("111133m5577p99s11z", "1m", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SEVEN_PAIRS_ONLY,
)
