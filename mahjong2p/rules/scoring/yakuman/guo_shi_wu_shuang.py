"""国士无双 — one of each terminal and honour, plus a second of one of them."""

from __future__ import annotations

from mahjong2p.rules.decompose import Form
from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: WinContext) -> int:
    return int(ctx.form is Form.THIRTEEN_ORPHANS)


SPEC = FanSpec(
    id="guo_shi_wu_shuang",
    name="国士无双",
    name_en="Thirteen Orphans",
    value=64,
    description_zh="十三种幺九牌和字牌各一张，其中一种再多一张。",
    description_en=(
        "One of each of the thirteen terminals and honours, plus a second of one of them."
    ),
    example=Example("19m19p19s12345677z", "7z", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=frozenset([Form.THIRTEEN_ORPHANS]),
)
