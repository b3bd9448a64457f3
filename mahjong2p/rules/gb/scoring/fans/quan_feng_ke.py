"""圈风刻 Prevalent Wind (2) — 与圈风相同的风刻（杠）。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(ctx.hand.situation.prevalent_wind in ctx.triplets)


SPEC: FanSpec[GbContext] = FanSpec(
    id="prevalent_wind",
    name="圈风刻",
    name_en="Prevalent Wind",
    value=2,
    description_zh="与圈风相同的风刻（杠）。",
    description_en="A pung or kong of the prevalent wind.",
    example=GbExample("123456789m11122z", "2z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=1,
)
