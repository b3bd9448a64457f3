"""How a 国标 hand was won: the facts the situation fans depend on, beyond the tiles."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong2p.rules.scoring.situation import WinBy
from mahjong2p.rules.tiles import EAST


@dataclass(frozen=True, slots=True)
class GbSituation:
    """Everything about a 国标 win that the tiles do not say (GB_INTERFACE, DESIGN.md).

    ``win_by``: 自摸, 点和 or 抢杠和 (a robbed kong is a win on a discard here, unlike the
    arcade). ``after_kong``: 杠上开花, a self-draw of a kong replacement (a flower
    replacement is a plain self-draw). ``last_tile``: 妙手回春 on a self-draw, 海底捞月 on a
    discard. ``last_of_kind``: 和绝张, the three other copies already shown. ``flowers``:
    the 花牌 the winner holds, 1 fan each, not counted for 起和.
    """

    win_by: WinBy = WinBy.TSUMO
    seat_wind: int = EAST
    prevalent_wind: int = EAST
    flowers: int = 0
    after_kong: bool = False
    last_tile: bool = False
    last_of_kind: bool = False

    @property
    def self_draw(self) -> bool:
        """自摸: only a drawn winning tile (抢杠和 is a win on another player's tile)."""
        return self.win_by is WinBy.TSUMO
