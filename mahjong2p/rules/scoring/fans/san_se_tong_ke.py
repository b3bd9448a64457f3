"""三色同刻 — the same number as a triplet or kong in all three suits."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.patterns import in_all_three_suits
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec


def applies(ctx: WinContext) -> int:
    return int(len(ctx.triplets) >= 3 and in_all_three_suits(ctx.triplets))


SPEC = FanSpec(
    id="san_se_tong_ke",
    name="三色同刻",
    name_en="Triple Pung",
    value=3,
    description_zh="万、筒、条三种花色各有一组数字相同的刻子（或杠）。",
    description_en="The same number as a pon or kong in all three suits.",
    example=Example("333m333p333s789m11z", "1z", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=STANDARD_ONLY,
    min_triplets=3,
)
