"""全求人 Melded Hand (6) — 四副明的面子，和别人打出的牌单钓。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(ctx.hand.open_melds == 4 and not ctx.hand.self_draw)


SPEC: FanSpec[GbContext] = FanSpec(
    id="melded_hand",
    name="全求人",
    name_en="Melded Hand",
    value=6,
    description_zh="四副明的面子，和别人打出的牌单钓。",
    description_en="Four called sets, winning on a discard to the pair.",
    example=GbExample(
        "22z",
        "2z",
        melds=("chi:123m", "chi:456m", "chi:789m", "pon:111z"),
        situation=GbSituation(win_by=WinBy.RON),
    ),
    applies=applies,
    per_hand=True,
    forms=SETS_FORMS,
)
