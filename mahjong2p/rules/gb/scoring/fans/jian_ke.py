"""箭刻 Dragon Pung (2) — 中、發、白的刻子（杠）。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec
from mahjong2p.rules.tiles import DRAGONS


def applies(ctx: GbContext) -> int:
    return sum(k in DRAGONS for k in ctx.triplets)


SPEC: FanSpec[GbContext] = FanSpec(
    id="dragon_pung",
    name="箭刻",
    name_en="Dragon Pung",
    value=2,
    description_zh="中、發、白的刻子（杠）。",
    description_en="A pung or kong of a dragon.",
    example=GbExample("123456789m11555z", "1z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=1,
)
