"""混幺九 All Terminals and Honors (32) — 全部由幺九牌和字牌组成。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import TILE_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return int(ctx.hand.terminals_and_honours)


SPEC: FanSpec[GbContext] = FanSpec(
    id="all_terminals_and_honors",
    name="混幺九",
    name_en="All Terminals and Honors",
    value=32,
    description_zh="全部由幺九牌和字牌组成。",
    description_en="Every tile a terminal or an honour, both present.",
    example=GbExample("111999m11122233z", "3z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    per_hand=True,
    forms=TILE_FORMS,
)
