"""门风刻 Seat Wind (2) — 与本门风相同的风刻（杠）。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec
from mahjong2p.rules.tiles import WEST


def applies(ctx: GbContext) -> int:
    return int(ctx.hand.situation.seat_wind in ctx.triplets)


SPEC: FanSpec[GbContext] = FanSpec(
    id="seat_wind",
    name="门风刻",
    name_en="Seat Wind",
    value=2,
    description_zh="与本门风相同的风刻（杠）。",
    description_en="A pung or kong of the seat wind.",
    example=GbExample(
        "123456789m22333z", "2z", situation=GbSituation(win_by=WinBy.RON, seat_wind=WEST)
    ),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=1,
)
