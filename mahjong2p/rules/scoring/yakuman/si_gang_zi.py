"""四杠子 — four kongs (十八罗汉)."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec


def applies(ctx: WinContext) -> int:
    return int(ctx.kongs == 4)


SPEC = FanSpec(
    id="si_gang_zi",
    name="四杠子",
    name_en="Four Kongs",
    value=64,
    description_zh="四组杠（十八罗汉），明杠暗杠均可。",
    description_en="Four kongs of any kind (eighteen arhats).",
    example=Example(
        "55p",
        "5p",
        melds=("kong:1111m", "kong:2222p", "concealed_kong:3333s", "added_kong:4444s"),
        situation=WinSituation(win_by=WinBy.RON),
    ),
    applies=applies,
    forms=STANDARD_ONLY,
    min_triplets=4,
)
