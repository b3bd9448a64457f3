"""What a 72-tile hand that is not ready yet is heading for: its points, and the chance
its win will reach 起和 8 at all.

Every hand of this tile set is 混一色 (6 fan) while it holds an honour, 清一色 (24) without
one and 字一色 (64) without a 万 tile, so the minimum only bites an open 混一色: closed,
门前清 (2, on a discard) or 不求人 (4, self-drawn) always brings it to 8. An open one needs
two fan more, and the sure ones are the visible pungs — 箭刻, 圈风刻 东, 门风刻 (东 for the
dealer, 西 for the other), 幺九刻 for the other winds and 1m/9m — then a valued pair that
may still become a pung, 碰碰和, and 自摸. :func:`plan_of` turns those into expected points
and a chance to meet the minimum; :mod:`.wins` scores the hand exactly once it is ready.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong2p.ai.gb.outlook import seat_wind
from mahjong2p.ai.gb.terms import TSUMO_SHARE
from mahjong2p.ai.patterns import lean
from mahjong2p.rules.gb.scoring.result import POINTS_CAP
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.tiles import DRAGONS, EAST
from mahjong2p.rules.view import PlayerView

SUITED = range(9)
HONOURS = range(27, 34)
TERMINALS = (0, 8)
HALF_FLUSH, ALL_PUNGS = 6, 6
DRAGON_PUNG, WIND_PUNG, TERMINAL_PUNG = 2, 2, 1
CONCEALED_RON, CONCEALED_TSUMO, SELF_DRAWN = 2, 4, 1
# The little fans a finished hand picks up on average (一般高, 连六, 老少副, 边嵌单, 暗刻…)
# beyond the ones counted here. They are why an open 混一色 reaches 8 far more often than
# its visible fans say (the greedy baseline's open hands did on 131 of 137 complete
# shapes), and why nearly every win pays the cap: 12.4–12.7 points on average at every
# level in self-play, so the plan's points must saturate too or the CPU trades speed for
# value that is not there.
SMALL_FANS = 3.0
# Chance that a held pair becomes a pung before the hand is won, per live copy.
PAIR_TO_PUNG = 0.2


@dataclass(frozen=True, slots=True)
class Plan:
    """``points``: expected points of the win (flowers included, capped); ``valid``: the
    chance that the win reaches the minimum, counting the little fans a hand picks up on
    the way; ``sure``: the same from the fans in sight alone (what a call must keep)."""

    points: float
    valid: float
    sure: float


def pung_fan(kind: int, seat_wind: int) -> int:
    """What a pung of ``kind`` adds to a 72-tile hand: 箭刻, 圈风刻 + 门风刻, 幺九刻."""
    if kind in DRAGONS:
        return DRAGON_PUNG
    if kind in HONOURS:
        valued = WIND_PUNG * ((kind == EAST) + (kind == seat_wind))
        return valued or TERMINAL_PUNG
    return TERMINAL_PUNG if kind in TERMINALS else 0


def plan_of(
    counts: Sequence[int],
    melds: Sequence[Meld],
    unseen: Sequence[int],
    seat_wind: int,
    flowers: int,
    min_fan: int,
) -> Plan:
    """The plan of a 13-equivalent hand that is not ready (see the module docstring)."""
    all_counts = list(counts)
    for meld in melds:
        for kind in meld.kinds:
            all_counts[kind] += 1
    if not any(all_counts[k] for k in HONOURS) or not any(all_counts[k] for k in SUITED):
        return Plan(POINTS_CAP, 1.0, 1.0)  # 清一色 or 字一色: 24 fan or more
    closed = not any(m.kind.is_open for m in melds)
    sure = sum(pung_fan(k, seat_wind) for k, n in enumerate(all_counts) if n >= 3)
    maybe = sum(
        pung_fan(k, seat_wind) * min(1.0, PAIR_TO_PUNG * unseen[k])
        for k, n in enumerate(counts)
        if n == 2
    )
    if not any(m.is_sequence for m in melds):
        maybe += ALL_PUNGS * lean(_all_pungs_missing(counts, len(melds)))
    if closed:
        sure += CONCEALED_RON
        maybe += TSUMO_SHARE * (CONCEALED_TSUMO - CONCEALED_RON)
    else:
        maybe += TSUMO_SHARE * SELF_DRAWN
    certain = HALF_FLUSH + sure
    missing = min_fan - certain
    if missing <= 0:
        return Plan(min(POINTS_CAP, certain + maybe + SMALL_FANS + flowers), 1.0, 1.0)
    valid = min(1.0, (maybe + SMALL_FANS) / missing)
    points = min(POINTS_CAP, certain + maybe + SMALL_FANS + flowers)
    return Plan(points, valid, min(1.0, maybe / missing))


@dataclass(frozen=True, slots=True)
class MinimumInSight:
    """Whether an open hand's wins will reach ``min_fan``: the fans in sight do
    (:attr:`Plan.sure`), as a call of the 72-tile model must keep them; the search's
    ``open_wins`` in this game."""

    min_fan: int

    def __call__(self, view: PlayerView, counts: list[int], melds: tuple[Meld, ...]) -> bool:
        wind, flowers = seat_wind(view), len(view.flowers[view.seat])
        return plan_of(counts, melds, view.unseen_counts(), wind, flowers, self.min_fan).sure >= 1


def _all_pungs_missing(counts: Sequence[int], meld_pungs: int) -> int:
    """Tiles 碰碰和 is short of ready: four pungs and a single, or three and two pairs."""
    pungs = sum(n >= 3 for n in counts) + meld_pungs
    pairs = sum(n == 2 for n in counts)
    return 0 if pungs >= 4 else max(0, 5 - pungs - pairs) + max(0, 3 - pungs)
