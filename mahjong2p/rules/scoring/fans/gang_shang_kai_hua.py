"""杠上开花 — won by self-draw on a kong's replacement tile."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: WinContext) -> int:
    return int(ctx.situation.after_kong and ctx.hand.self_draw)


SPEC = FanSpec(
    id="gang_shang_kai_hua",
    name="杠上开花",
    name_en="Out on a Kong",
    value=2,
    description_zh="开杠后摸到的补牌自摸和牌。",
    description_en="Self-drawn win on the replacement tile drawn after a kong.",
    example=Example(
        "123m456m789s11z", "1z", melds=("kong:1111p",), situation=WinSituation(after_kong=True)
    ),
    applies=applies,
    per_hand=True,
)
