"""One number per option of the 72-tile CPU: a hand's expected beans.

A 13-equivalent hand is worth its chance to win (the arcade's fitted model,
:func:`~mahjong2p.ai.win_chance.win_chance`) times the beans of that win, counting only
wins that reach 起和:

- ready: each live wait scored exactly (:mod:`.wins`); only the copies that may be won on
  count towards the chance;
- one step from ready, at a level that looks ahead: every useful draw, the best ready hand
  it allows, scored the same way — the hand's likely completions by the real scorer;
- further away: the plan's points and its chance to meet the minimum (:mod:`.plan`).

Keeping an honour is weighed against 清一色 (13 points) by also valuing the hand with its
concealed honours as dead weight: they are the discards that plan makes anyway.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from mahjong2p.ai.assess import TYPICAL_LIVE
from mahjong2p.ai.efficiency import each_discard
from mahjong2p.ai.gb.levels import GbLevel
from mahjong2p.ai.gb.outlook import GbOutlook
from mahjong2p.ai.gb.plan import HONOURS, SUITED, plan_of
from mahjong2p.ai.gb.wins import wait_worth
from mahjong2p.ai.win_chance import win_chance
from mahjong2p.rules.gb.scoring.result import POINTS_CAP
from mahjong2p.rules.melds import Meld
from mahjong2p.rules.shape import shanten, shanten_after_draws, shape_waits, standard_shanten

# The 72-tile model's tables, filled by the review of every hand and by 托管: their hits
# are within a hand, so a hand or two's worth is enough (1,024 entries compute under 1 %
# more than 4,096 over 300 hands, and keep 3.5 MiB less all session: docs/memory.md).
CACHE_SIZE = 1 << 10
GB_KINDS = (*SUITED, *HONOURS)
# Looking ahead from one step away, the ready hands scored per useful draw (the widest).
SCORED_READY = 2


@dataclass(frozen=True, slots=True)
class Worth:
    """``shanten`` of the hand, ``chance`` to win it (a win that meets the minimum),
    ``beans``: what the seat expects from it, and ``sure``: how sure it is that its win,
    if it comes, reaches the minimum, from the fans in sight (exact once ready)."""

    shanten: int
    chance: float
    beans: float
    sure: float


def hand_worth(
    counts: list[int],
    melds: tuple[Meld, ...],
    outlook: GbOutlook,
    level: GbLevel,
    deep: bool = False,
) -> Worth:
    """The worth of a 13-equivalent hand (see the module docstring); ``deep``: look ahead
    from one step away when the level does (the caller picks the few options worth it)."""
    meld_count = len(melds)
    now = shanten(counts, meld_count, False)
    if now == 0:
        chance, beans = _ready(counts, melds, _waits(bytes(counts), meld_count), outlook)
        sure = float(beans > 0)
    elif now == 1 and deep and level.lookahead:
        chance, beans = _one_away(counts, melds, outlook)
        sure = float(beans > 0)
    else:
        live = _live(counts, meld_count, now, outlook, level, GB_KINDS)
        terms = outlook.terms
        plan = plan_of(
            counts, melds, outlook.unseen, outlook.seat_wind, outlook.flowers, terms.min_fan
        )
        sure = plan.sure
        chance = plan.valid * win_chance(now, live, outlook.live_wall, outlook.threat)
        beans = plan.points * terms.mean_rate
    best = Worth(now, chance, chance * beans, sure)
    flush = _flush_worth(counts, melds, outlook, level)
    if flush is not None and flush.beans > best.beans:
        # The hand is as far from ready as it is, whichever plan it follows.
        return Worth(now, flush.chance, flush.beans, flush.sure)
    return best


def _ready(
    counts: list[int], melds: tuple[Meld, ...], waits: tuple[int, ...], outlook: GbOutlook
) -> tuple[float, float]:
    """(chance, beans of a win) of a ready hand with these waits."""
    found = wait_worth(
        counts, melds, waits, outlook.unseen, outlook.seat_wind, outlook.flowers, outlook.terms
    )
    if not found.live:
        return 0.0, 0.0
    return win_chance(0, found.live, outlook.live_wall, outlook.threat), found.beans


def _one_away(
    counts: list[int], melds: tuple[Meld, ...], outlook: GbOutlook
) -> tuple[float, float]:
    """(chance, beans of a win) of a 1-shanten hand: over its useful draws, weighted by
    their live copies, the best ready hand each allows and what its waits are worth."""
    unseen = outlook.unseen
    useful = [d for d in _useful(bytes(counts), len(melds), 1, GB_KINDS) if unseen[d]]
    weight = live_waits = value = 0.0
    for draw in useful:
        copies = unseen[draw]
        counts[draw] += 1
        unseen[draw] -= 1
        best_live = best_beans = 0.0
        for kind, waits in _widest(_ready_discards(bytes(counts), len(melds)), unseen):
            counts[kind] -= 1
            found = wait_worth(
                counts, melds, waits, unseen, outlook.seat_wind, outlook.flowers, outlook.terms
            )
            counts[kind] += 1
            if found.live * found.beans > best_live * best_beans:
                best_live, best_beans = found.live, found.beans
        unseen[draw] += 1
        counts[draw] -= 1
        weight += copies
        live_waits += copies * best_live
        value += copies * best_live * best_beans
    if not live_waits:
        return 0.0, 0.0
    live = sum(unseen[d] for d in useful)
    next_live = live_waits / weight
    chance = win_chance(1, live, outlook.live_wall, outlook.threat, next_live)
    return chance, value / live_waits


def _flush_worth(
    counts: list[int], melds: tuple[Meld, ...], outlook: GbOutlook, level: GbLevel
) -> Worth | None:
    """The 清一色 plan: the concealed honours become isolated dead tiles (one of each
    kind, so none can pair), only 万 draws help; ``None`` when an honour is melded or none
    is held."""
    held = sum(counts[k] for k in HONOURS)
    if not held or held > len(HONOURS) or any(k in HONOURS for m in melds for k in m.kinds):
        return None
    dead = list(counts)
    for i, kind in enumerate(HONOURS):
        dead[kind] = 1 if i < held else 0
    now = standard_shanten(dead)
    live = _live(dead, len(melds), now, outlook, level, SUITED)
    chance = win_chance(now, live, outlook.live_wall, outlook.threat)
    return Worth(now, chance, chance * POINTS_CAP * outlook.terms.mean_rate, 1.0)


def _live(
    counts: list[int],
    meld_count: int,
    now: int,
    outlook: GbOutlook,
    level: GbLevel,
    kinds: tuple[int, ...] | range,
) -> float:
    """Live copies of the draws among ``kinds`` that take the hand a step closer (the
    typical number for a level that does not count)."""
    if not level.ukeire:
        return TYPICAL_LIVE[min(now, len(TYPICAL_LIVE) - 1)]
    return sum(outlook.unseen[d] for d in _useful(bytes(counts), meld_count, now, tuple(kinds)))


def _widest(
    ready: tuple[tuple[int, tuple[int, ...]], ...], unseen: list[int]
) -> list[tuple[int, tuple[int, ...]]]:
    """The few ready discards with the most live waits: the ones worth scoring."""
    ranked = sorted(ready, key=lambda found: -sum(unseen[w] for w in found[1]))
    return ranked[:SCORED_READY]


@lru_cache(maxsize=CACHE_SIZE)
def _waits(key: bytes, meld_count: int) -> tuple[int, ...]:
    return tuple(shape_waits(list(key), meld_count, False))


@lru_cache(maxsize=CACHE_SIZE)
def _useful(key: bytes, meld_count: int, now: int, kinds: tuple[int, ...]) -> tuple[int, ...]:
    """The kinds among ``kinds`` whose draw lowers the shanten ``now`` of the hand ``key``."""
    if now == 0:
        return tuple(k for k in _waits(key, meld_count) if k in kinds)
    after = shanten_after_draws(key, list(kinds), meld_count, False)
    return tuple(k for k, value in zip(kinds, after, strict=True) if value < now)


@lru_cache(maxsize=CACHE_SIZE)
def _ready_discards(key: bytes, meld_count: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """(discard, waits) for every discard that leaves the 14-equivalent hand ``key`` ready."""
    counts = list(key)
    found = []
    for kind in each_discard(counts):
        waits = _waits(bytes(counts), meld_count)
        if waits:
            found.append((kind, waits))
    return tuple(found)
