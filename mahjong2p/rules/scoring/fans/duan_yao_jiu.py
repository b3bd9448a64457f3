"""断幺九 — no terminal or honour anywhere in the hand, melds included."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import FanSpec
from mahjong2p.rules.tiles import TERMINALS_AND_HONOURS


def applies(ctx: WinContext) -> int:
    return int(ctx.hand.kinds.isdisjoint(TERMINALS_AND_HONOURS))


SPEC = FanSpec(
    id="duan_yao_jiu",
    name="断幺九",
    name_en="All Simples",
    value=1,
    description_zh="手牌与副露中没有幺九牌和字牌。",
    description_en="No terminals or honours anywhere, melds included.",
    example=Example("234m456p678s345s55m", "5m", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    per_hand=True,
)
