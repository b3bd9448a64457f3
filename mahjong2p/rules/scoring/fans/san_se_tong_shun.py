"""三色同顺 — the same sequence in all three suits."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.patterns import in_all_three_suits
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec


def applies(ctx: WinContext) -> int:
    return int(len(ctx.sequences) >= 3 and in_all_three_suits(ctx.sequences))


SPEC = FanSpec(
    id="san_se_tong_shun",
    name="三色同顺",
    name_en="Mixed Triple Chow",
    value=2,
    description_zh="万、筒、条三种花色各有一组数字相同的顺子。",
    description_en="The same chi in all three suits, e.g. 345m 345p 345s.",
    example=Example("345789m345p345s11z", "1z", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=STANDARD_ONLY,
    min_sequences=3,
)
