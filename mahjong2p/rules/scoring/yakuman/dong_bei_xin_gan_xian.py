"""东北新干线 — 一气通贯 with an 东 triplet and a 北 pair, or a 北 triplet and an 东 pair."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.patterns import has_pure_straight
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import STANDARD_ONLY, FanSpec
from mahjong2p.rules.tiles import EAST, NORTH


def applies(ctx: WinContext) -> int:
    pair, triplets = ctx.pair, ctx.triplets
    return int(
        has_pure_straight(ctx.sequences)
        and ((EAST in triplets and pair == NORTH) or (NORTH in triplets and pair == EAST))
    )


SPEC = FanSpec(
    id="dong_bei_xin_gan_xian",
    name="东北新干线",
    name_en="Northeast Bullet Train",
    value=64,
    description_zh="一气通贯加东刻（或杠）与北将，或北刻（或杠）与东将。",
    description_en=(
        "A pure straight plus an east pon and a north pair, or a north pon and an east pair."
    ),
    example=Example("123456789m11144z", "4z", situation=WinSituation(win_by=WinBy.RON)),
    applies=applies,
    forms=STANDARD_ONLY,
    min_triplets=1,
    min_sequences=3,
)
