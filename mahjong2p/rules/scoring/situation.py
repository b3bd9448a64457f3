"""How a hand was won: the facts the situation fans and 役满 depend on, beyond the tiles."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class WinBy(Enum):
    """The values are the names in the ``score`` input."""

    TSUMO = "tsumo"
    RON = "ron"
    ROB_KONG = "rob_kong"  # 抢杠: scored as a self-draw for every fan (RULES.md A4)


@dataclass(frozen=True, slots=True)
class WinSituation:
    """Everything about a win that the tiles do not say (DESIGN.md ``score`` input).

    ``first_turn`` with ``dealer`` and ``win_by`` selects 天和 / 地和 / 人和; ``last_tile``
    is 河底捞月 or 河底捞鱼 by ``win_by``; ``flower_indicators`` are the kinds of the 花牌
    indicators on the wall (one entry per indicator, repeats allowed).
    """

    win_by: WinBy = WinBy.TSUMO
    dealer: bool = False
    declared_ready: bool = False
    ready_first_turn: bool = False
    first_turn: bool = False
    after_kong: bool = False
    last_tile: bool = False
    haitei_round: bool = False
    flower_indicators: tuple[int, ...] = ()

    @property
    def self_draw(self) -> bool:
        """自摸 for scoring: a robbed kong counts as one (RULES.md A4)."""
        return self.win_by is not WinBy.RON
