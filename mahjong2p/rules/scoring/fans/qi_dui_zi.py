"""七对子 — seven pairs, fully concealed; four identical tiles are two pairs."""

from __future__ import annotations

from mahjong2p.rules.decompose import Form
from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import SEVEN_PAIRS_ONLY, FanSpec


def applies(ctx: WinContext) -> int:
    return int(ctx.form is Form.SEVEN_PAIRS)


SPEC = FanSpec(
    id="qi_dui_zi",
    name="七对子",
    name_en="Seven Pairs",
    value=3,
    description_zh="七个对子（门清），四张相同的牌算两对。",
    description_en="Seven pairs, concealed; four identical tiles count as two pairs.",
    example=Example("1133m5577p99s1122z", "2z", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SEVEN_PAIRS_ONLY,
)
