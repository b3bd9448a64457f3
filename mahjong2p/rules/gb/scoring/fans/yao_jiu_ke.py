"""幺九刻 Pung of Terminals or Honors (1) — 幺九牌或风牌的刻子（杠）；箭刻、圈风刻、门风刻另计。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import GbForm
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.pung_of_terminals


SPEC: FanSpec[GbContext] = FanSpec(
    id="pung_of_terminals_or_honors",
    name="幺九刻",
    name_en="Pung of Terminals or Honors",
    value=1,
    description_zh="幺九牌或风牌的刻子（杠）；箭刻、圈风刻、门风刻另计。",
    description_en="A pung or kong of terminals or winds (dragons and own winds score apart).",
    example=GbExample("111m234567m11222z", "1z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=frozenset([GbForm.STANDARD, GbForm.NINE_GATES]),
)
