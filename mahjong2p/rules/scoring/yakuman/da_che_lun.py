"""大车轮 — seven pairs that are 清一色 and 断幺九, in any suit."""

from __future__ import annotations

from mahjong2p.rules.decompose import Form
from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import SEVEN_PAIRS_ONLY, FanSpec
from mahjong2p.rules.tiles import TERMINALS_AND_HONOURS


def applies(ctx: WinContext) -> int:
    hand = ctx.hand
    return int(
        ctx.form is Form.SEVEN_PAIRS
        and len(hand.suits) == 1
        and hand.kinds.isdisjoint(TERMINALS_AND_HONOURS)
    )


SPEC = FanSpec(
    id="da_che_lun",
    name="大车轮",
    name_en="Big Wheels",
    value=32,
    description_zh="清一色且断幺九的七对子（任一花色），如 22334455667788 筒。",
    description_en="Seven pairs of one suit with no terminals, e.g. 22334455667788p (any suit).",
    example=Example("22334455667788p", "8p", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SEVEN_PAIRS_ONLY,
)
