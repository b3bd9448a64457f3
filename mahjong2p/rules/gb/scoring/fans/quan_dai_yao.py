"""全带幺 Outside Hand (4) — 每副面子和将牌都有幺九牌或字牌。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(ctx.outside)


SPEC: FanSpec[GbContext] = FanSpec(
    id="outside_hand",
    name="全带幺",
    name_en="Outside Hand",
    value=4,
    description_zh="每副面子和将牌都有幺九牌或字牌。",
    description_en="Every set and the pair hold a terminal or an honour.",
    example=GbExample("111123789999m11z", "2m", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SETS_FORMS,
)
