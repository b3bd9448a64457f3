"""九莲宝灯 Nine Gates (88) — 门清，一种数牌1112345678999听任意一张。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import GbForm
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return 1  # the form itself is the fan


SPEC: FanSpec[GbContext] = FanSpec(
    id="nine_gates",
    name="九莲宝灯",
    name_en="Nine Gates",
    value=88,
    description_zh="门清，一种数牌1112345678999听任意一张。",
    description_en="Concealed 1112345678999 of one suit, winning on any tile of it.",
    example=GbExample("11123455678999m", "5m", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=frozenset([GbForm.NINE_GATES]),
)
