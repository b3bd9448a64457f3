"""百万石 — 清一色 of 万 whose numbers add up to 100 or more (a kong's four all count)."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import FanSpec

CHARACTERS_ONLY = frozenset([0])  # the suit index of 万
MIN_TOTAL = 100


def applies(ctx: WinContext) -> int:
    hand = ctx.hand
    if hand.has_honours or hand.suits != CHARACTERS_ONLY:
        return 0
    return int(sum((kind + 1) * n for kind, n in enumerate(hand.counts[:9])) >= MIN_TOTAL)


SPEC = FanSpec(
    id="bai_wan_shi",
    name="百万石",
    name_en="A Million Stones",
    value=32,
    description_zh="万子清一色，且所有牌的点数之和不少于100（杠计四张）。",
    description_en=(
        "A full flush of characters whose numbers add up to 100 or more (a kong's four all count)."
    ),
    example=Example("77778888999955m", "5m", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    per_hand=True,
)
