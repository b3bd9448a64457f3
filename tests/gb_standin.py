"""A stand-in for the 国标 scorer with ``score_gb``'s signature (GB_INTERFACE.md), injected
through the rule set, so the 72-tile engine is tested on its own: a few flush and pung
fans, enough that some winning shapes reach the 8-fan minimum and some do not."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.gb.win import GbScoring
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tiles import DRAGONS, EAST, counts_of, is_honour


@dataclass(frozen=True, slots=True)
class StandInSituation:
    win_by: WinBy = WinBy.TSUMO
    seat_wind: int = EAST
    prevalent_wind: int = EAST
    flowers: int = 0
    after_kong: bool = False
    last_tile: bool = False
    last_of_kind: bool = False


@dataclass(frozen=True, slots=True)
class StandInFan:
    id: str
    fan: int
    count: int = 1


@dataclass(frozen=True, slots=True)
class StandInScore:
    fans: tuple[StandInFan, ...]
    situation: StandInSituation
    win: bool = True

    @property
    def fan_without_flowers(self) -> int:
        return sum(f.fan * f.count for f in self.fans if f.id != "flower_tiles")

    @property
    def total_fan(self) -> int:
        return sum(f.fan * f.count for f in self.fans)

    @property
    def points(self) -> int:
        return min(self.total_fan, 13)

    def meets(self, minimum: int) -> bool:
        return self.fan_without_flowers >= minimum


def stand_in_score(
    concealed: Sequence[int], melds: Sequence[Meld], win_tile: int, situation: StandInSituation
) -> StandInScore:
    kinds = [*concealed, *(k for m in melds for k in m.kinds)]
    if win_tile not in concealed:
        raise ValueError("the winning tile is not among the concealed tiles")
    honours = sum(is_honour(k) for k in kinds)
    flush = ("all_honors", 64) if honours == len(kinds) else ("full_flush", 24)
    fans = [StandInFan(*(flush if honours in (0, len(kinds)) else ("half_flush", 6)))]
    counts = counts_of(concealed)
    dragon_pungs = sum(counts[k] >= 3 for k in DRAGONS) + sum(
        m.kind is not MeldKind.CHI and m.kinds[0] in DRAGONS for m in melds
    )
    if dragon_pungs:
        fans.append(StandInFan("dragon_pung", 2, dragon_pungs))
    for flag, fan_id, fan in (
        (situation.win_by is WinBy.TSUMO, "self_drawn", 1),
        (situation.after_kong, "out_with_replacement_tile", 8),
        (situation.last_tile, "last_tile_draw_or_claim", 8),
        (situation.last_of_kind, "last_tile", 4),
        (situation.win_by is WinBy.ROB_KONG, "robbing_the_kong", 8),
    ):
        if flag:
            fans.append(StandInFan(fan_id, fan))
    if situation.flowers:
        fans.append(StandInFan("flower_tiles", 1, situation.flowers))
    return StandInScore(tuple(fans), situation)


GB_STANDIN = dataclasses.replace(
    GB, scoring=GbScoring(score_fn=stand_in_score, situation=StandInSituation)
)
