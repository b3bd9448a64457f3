"""九莲宝灯 — 门清 1112345678999 of one suit before the win: the nine-sided wait."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import FanSpec
from mahjong2p.rules.tiles import is_honour

NINE_GATES = [3, 1, 1, 1, 1, 1, 1, 1, 3]  # 1112345678999 as counts


def applies(ctx: WinContext) -> int:
    """Thirteen concealed tiles of one suit before the win leave no room for a meld."""
    win = ctx.hand.win_tile
    if is_honour(win):
        return 0
    base = win - win % 9
    before = list(ctx.hand.concealed_counts[base : base + 9])
    before[win - base] -= 1
    return int(before == NINE_GATES)


SPEC = FanSpec(
    id="jiu_lian_bao_deng",
    name="九莲宝灯",
    name_en="Nine Gates",
    value=64,
    description_zh="门清，和牌前手牌恰为同一花色的1112345678999（九面听）。",
    description_en=(
        "Concealed; before the winning tile the hand was exactly 1112345678999 of one "
        "suit (the nine-sided wait)."
    ),
    example=Example("11123455678999m", "5m", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    per_hand=True,
)
