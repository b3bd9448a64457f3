"""One number per option: how good a hand is, and how good each discard of it is.

A 13-equivalent hand (about to draw) is worth its chance to win, raised by the fan it is
expected to score when the level cares about value, or, for the human's seat (a level that
plays for points), its chance times the points the win is expected to pay. A discard is
worth the hand it leaves, less the risk of dealing in with it, weighed by the level's
defence: for the CPU, losing the hand costs the opponent's win (weighed by what their hand
is visibly worth) and this hand's own chance; for the human's seat, only this hand's
expected points (a CPU win scores nothing in the arcade).
"""

from __future__ import annotations

from typing import NamedTuple

from mahjong2p.ai.efficiency import (
    NEIGHBOURS,
    Shape,
    discard_shanten,
    effective_tiles,
    expected_ready_waits,
)
from mahjong2p.ai.habits import honour_pair_factor, seen_waits
from mahjong2p.ai.levels import Level
from mahjong2p.ai.outlook import Outlook
from mahjong2p.ai.value import hand_fan, hand_points
from mahjong2p.ai.win_chance import win_chance
from mahjong2p.rules.melds import Meld

# Median live effective tiles at shanten 0, 1, 2, 3, 4+ in self-play: what a level that
# does not count tiles assumes.
TYPICAL_LIVE = (5, 12, 20, 43, 74)
# A hand that steps back from its fastest shanten is worth this much less per step than a
# hand that reached that shanten naturally (a broken set inflates its effective tiles).
RETREAT = 0.5
# Between discards of equal worth, the tile with the fewest held neighbours goes first (an
# isolated honour before a connected middle tile), as a person would throw it.
SUPPORT_WEIGHT = 1e-6
# Points are divided by this to keep a points utility near the scale of a chance.
POINTS_SCALE = 1000.0


class Assessment(NamedTuple):
    """``live``: live effective tiles (live winning tiles once ready); ``waits``: the live
    winning kinds of a ready hand; ``chance``: chance to win; ``utility``: what the level
    maximises.

    A named tuple, immutable like a frozen dataclass but several times cheaper to build:
    a decision builds one per discard it weighs."""

    shanten: int
    live: float
    waits: tuple[int, ...]
    chance: float
    utility: float


class Scored(NamedTuple):
    """A discard of one kind and what it is worth (a named tuple, like :class:`Assessment`)."""

    kind: int
    utility: float
    assessment: Assessment


def assess(
    counts: list[int],
    melds: tuple[Meld, ...],
    outlook: Outlook,
    level: Level,
    shanten: int | None = None,
    kong: bool = False,
    retreat: int = 0,
    thorough: bool = True,
    shape: Shape | None = None,
) -> Assessment:
    """The worth of a 13-equivalent hand; ``kong``: it has a replacement draw to come;
    ``retreat``: how many shanten it fell behind the fastest discard; ``thorough=False``
    takes the typical effective tiles instead of counting them (for discards weighed only
    for their safety); ``shape``: ``Shape.of(melds)`` when the caller has it already."""
    shape = Shape.of(melds) if shape is None else shape
    now = shape.shanten(counts) if shanten is None else shanten
    waits: tuple[int, ...] = ()
    next_live = None
    if thorough and (level.ukeire or now == 0):
        live, kinds = effective_tiles(counts, shape, outlook.unseen)
        if now == 0:
            if level.wait_sight:
                live, kinds = seen_waits(kinds, outlook.unseen, level)
            waits = tuple(kinds)
        elif level.lookahead and now == 1:
            next_live = expected_ready_waits(counts, shape, outlook.unseen, kinds)
    else:
        live = TYPICAL_LIVE[min(now, len(TYPICAL_LIVE) - 1)]
    chance = win_chance(now, live, outlook.live_wall, outlook.threat, next_live)
    if retreat:
        chance *= RETREAT**retreat
    if kong:
        chance = _with_extra_draw(chance, live, outlook, now)
    # Without the habit the factor is exactly 1.0: multiplying by it changes nothing.
    utility = chance * honour_pair_factor(counts, level) if level.honour_pair_keep else chance
    if level.plays_for_points:
        declared = outlook.declared or (now == 0 and live >= level.ready_min_live)
        points = hand_points(counts, melds, waits, outlook.unseen, outlook.flowers, declared)
        utility *= points / POINTS_SCALE
    elif level.value_weight:
        fan = hand_fan(counts, melds, waits, outlook.unseen, outlook.flowers)
        utility *= 1 + level.value_weight * fan
    return Assessment(now, live, waits, chance, utility)


def _with_extra_draw(chance: float, live: float, outlook: Outlook, shanten: int) -> float:
    """A kong's replacement is one more draw: a ready hand wins on it outright, any other
    hand may take a step with it (worth about what the hand is worth)."""
    step = live / max(sum(outlook.unseen), 1)
    return chance + (1 - chance) * step * (1.0 if shanten == 0 else chance)


def deal_in_cost(kind: int, found: Assessment, outlook: Outlook, level: Level) -> float:
    """Expected loss of discarding ``kind`` from the hand ``found`` leaves: this hand's
    chance (or, playing for points, its expected points) is gone, and for the CPU the
    opponent wins a hand they might not have won otherwise, a loss as large as that hand
    is visibly worth (``outlook.worth``). The win they would have had anyway is weighed
    by ``level.self_draw_premium``: it comes mostly by self-draw, which pays the human
    more than a win off a discard (门清自摸), so a deal-in early against a 报听 costs less
    than it seems.

    With ``level.points_prevented``, against a declared opponent, both sides are counted
    in their points, as units of what this hand's own win takes from them (their chance
    to finish anyway × the premium × their win's mean worth): the deal-in costs its
    kind's worth in those units, less the later win it replaces, plus this hand's chance.
    """
    if level.plays_for_points:
        return level.defence_weight * outlook.deal_in[kind] * found.utility
    if level.points_prevented and outlook.opponent_declared:
        prevented = outlook.opponent_finish * level.self_draw_premium * outlook.mean_worth
        loss, worth = outlook.worth[kind] / prevented - 1 + found.chance, 1.0
    else:
        loss = 1 + found.chance - outlook.opponent_finish * level.self_draw_premium
        worth = outlook.worth[kind]
    if loss <= 0.0:  # the win to come anyway costs more than this deal-in
        return 0.0
    return level.defence_weight * outlook.deal_in[kind] * loss * worth


def rank_discards(
    counts: list[int], melds: tuple[Meld, ...], outlook: Outlook, level: Level
) -> list[Scored]:
    """Every discard worth weighing of a 14-equivalent hand, best first.

    Discards that leave the hand further from ready than the fastest are weighed only when
    a tile's danger may make one of them the best choice (folding), and then roughly.
    """
    shape = Shape.of(melds)
    by_kind = discard_shanten(counts, shape)
    fastest = min(by_kind.values())
    threatened = outlook.threatened
    scored = []
    for kind, after in by_kind.items():
        fast = after == fastest
        if not fast and not threatened:
            continue
        counts[kind] -= 1
        found = assess(counts, melds, outlook, level, after, False, after - fastest, fast, shape)
        counts[kind] += 1
        utility = found.utility
        if threatened:  # otherwise every deal-in cost is exactly 0.0
            utility -= deal_in_cost(kind, found, outlook, level)
        support = sum(map(counts.__getitem__, NEIGHBOURS[kind]))
        scored.append(Scored(kind, utility - SUPPORT_WEIGHT * support, found))
    scored.sort(key=_by_worth)
    return scored


def _by_worth(scored: Scored) -> float:
    """Sort key: the highest utility first (a stable sort keeps kind order among equals)."""
    return -scored.utility
