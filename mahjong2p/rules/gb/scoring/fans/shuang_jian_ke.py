"""双箭刻 Two Dragons Pungs (6) — 两副箭刻（杠）。"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.example import GbExample
from mahjong2p.rules.gb.scoring.forms import SETS_FORMS
from mahjong2p.rules.gb.scoring.situation import GbSituation
from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: GbContext) -> int:
    return ctx.pung_fans.get("two_dragons_pungs", 0)


SPEC: FanSpec[GbContext] = FanSpec(
    id="two_dragons_pungs",
    name="双箭刻",
    name_en="Two Dragons Pungs",
    value=6,
    description_zh="两副箭刻（杠）。",
    description_en="Pungs or kongs of two dragons.",
    example=GbExample("123456m11555666z", "1z", situation=GbSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=SETS_FORMS,
    min_triplets=2,
)
