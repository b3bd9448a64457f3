"""What a ready 72-tile hand's waits are worth in beans, by the real scorer.

Each wait is scored with ``score_gb`` twice, as 自摸 and as 点和 (the two can differ on
both sides of 起和: 不求人 4 against 门前清 2, or 自摸 1 on an open hand). A win below the
minimum is worth nothing; otherwise its points are min(fan with flowers, 13), times 3 for
自摸 and 1 for 点和 (RULES.md B6). The scores depend on the hand and the seat wind alone,
so they are memoised without the flowers, which add one point each afterwards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from mahjong2p.ai.gb.terms import TSUMO_SHARE, GbTerms
from mahjong2p.rules.gb.scoring import GbSituation, score_gb
from mahjong2p.rules.gb.scoring.result import POINTS_CAP
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tiles import EAST, kinds_from_counts

# A wait's worth per standing hand. Its hits are the same hand asked again within a
# decision and the next few: 2,048 entries compute 0.3 % more than 8,192 over 300 hands of
# the 72-tile model, and keep 3 MiB less all session (docs/memory.md).
CACHE_SIZE = 1 << 11


@dataclass(frozen=True, slots=True)
class WaitWorth:
    """The live copies of a ready hand's waits that may be won on (a copy that only wins
    by 自摸 counts for its 自摸 share) and the mean beans of such a win."""

    live: float
    beans: float


def beans(fan: int, total: int, flowers: int, rate: int, min_fan: int) -> int:
    """The beans of a win of ``fan`` (without flowers) and ``total`` fan, before the room."""
    if fan < min_fan:
        return 0
    return min(total + flowers, POINTS_CAP) * rate


def wait_worth(
    counts: list[int],
    melds: tuple[Meld, ...],
    waits: Sequence[int],
    unseen: Sequence[int],
    seat_wind: int,
    flowers: int,
    terms: GbTerms,
) -> WaitWorth:
    """The worth of the 13-equivalent ready hand ``counts`` with these ``waits``."""
    key = bytes(counts)
    live = value = 0.0
    for wait in waits:
        copies = unseen[wait]
        if not copies:
            continue
        (tsumo_fan, tsumo_total), (ron_fan, ron_total) = scored_wait(key, melds, wait, seat_wind)
        tsumo = beans(tsumo_fan, tsumo_total, flowers, terms.self_draw, terms.min_fan)
        ron = beans(ron_fan, ron_total, flowers, terms.discard, terms.min_fan)
        live += copies * (TSUMO_SHARE * (tsumo > 0) + (1 - TSUMO_SHARE) * (ron > 0))
        value += copies * (TSUMO_SHARE * tsumo + (1 - TSUMO_SHARE) * ron)
    return WaitWorth(live, value / live if live else 0.0)


@lru_cache(maxsize=CACHE_SIZE)
def scored_wait(
    key: bytes, melds: tuple[Meld, ...], wait: int, seat_wind: int
) -> tuple[tuple[int, int], tuple[int, int]]:
    """(fan without flowers, total fan) of the hand ``key`` won on ``wait`` by 自摸, then
    by 点和; (0, 0) when that is not a win at all."""
    counts = list(key)
    counts[wait] += 1
    kinds = kinds_from_counts(counts)
    found = []
    for win_by in (WinBy.TSUMO, WinBy.RON):
        situation = GbSituation(win_by=win_by, seat_wind=seat_wind, prevalent_wind=EAST)
        score = score_gb(kinds, melds, wait, situation)
        found.append((score.fan_without_flowers, score.total_fan) if score.win else (0, 0))
    return found[0], found[1]
