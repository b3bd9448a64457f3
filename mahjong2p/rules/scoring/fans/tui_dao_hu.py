"""推倒胡 — a plain win that no other fan rewards."""

from __future__ import annotations

from mahjong2p.rules.scoring.context import WinContext
from mahjong2p.rules.scoring.example import Example
from mahjong2p.rules.scoring.situation import WinBy, WinSituation
from mahjong2p.rules.scoring.spec import FanSpec


def applies(ctx: WinContext) -> int:
    """Every win qualifies; the registry keeps it only when no other fan (花牌 aside) applies."""
    del ctx
    return 1


SPEC = FanSpec(
    id="tui_dao_hu",
    name="推倒胡",
    name_en="Chicken Hand",
    value=1,
    description_zh="和牌时没有任何其他番种（花牌不算）。",
    description_en="A win that scores no other fan (flower tiles do not count as one).",
    example=Example(
        "456p345789s11z", "4p", melds=("chi:123m",), situation=WinSituation(win_by=WinBy.RON)
    ),
    applies=applies,
    per_hand=True,
)
