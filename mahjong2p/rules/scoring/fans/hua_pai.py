"""花牌 — one fan for each tile of a 花牌 indicator's kind, per indicator (RULES.md A2)."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: WinContext) -> int:
    """A count, not a yes/no: each copy in the hand (a kong's four too) for each indicator."""
    return ctx.hand.flowers


SPEC = FanSpec(
    id="hua_pai",
    name="花牌",
    name_en="Flower Tiles",
    value=1,
    description_zh="牌墙上亮出的花牌，手牌（含副露，杠计四张）中每有一张同种牌计1番，每张花牌分别计算。",
    description_en=(
        "One fan per tile of a flower indicator's kind in the hand (melds included, a "
        "kong's four), counted for every indicator."
    ),
    example=Example(
        "123m456p789s345s11z", "3s", situation=WinSituation(win_by=WinBy.RON), flowers="1z"
    ),
    applies=applies,
    per_hand=True,
)
