"""Random 国标 winning hands of the 72-tile set, biased toward the rare fans.

The differential test against the oracle (``pymahjonggb``) and the ``bench`` rate both
draw from here, so they see the same kind of hand. Uniformly random hands would almost
never make 大四喜, 九莲宝灯 or 一色四步高, so each hand first picks a theme — plain sets,
honour triplets, terminals, a sequence pattern (清龙, 步高, 同顺, 双龙会 …), a triplet
pattern (节高), a rank range, seven pairs, 连七对, 九莲宝灯 — and then melds, kongs and
every situation flag at random. Flags are drawn as the engine would set them (杠上开花
only on a self-draw with a kong, 抢杠和 on a discard …) with a small share of arbitrary
ones, which the scorer must read exactly as the oracle does.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from mahjong2p.rules.gb.scoring import GbSituation
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tiles import COPIES, EAST, NUM_KINDS, WEST

SUIT = tuple(range(9))
WINDS = tuple(range(27, 31))
DRAGONS = tuple(range(31, 34))
HONOURS = WINDS + DRAGONS
ALL_KINDS = SUIT + HONOURS
_KONGS = (MeldKind.KONG, MeldKind.CONCEALED_KONG, MeldKind.ADDED_KONG)
# sequence patterns by middle kind (1 = 123 … 7 = 789); None entries are drawn at random
_CHOW_PATTERNS: tuple[tuple[int, ...], ...] = (
    (1, 4, 7),
    (1, 2, 3),
    (2, 3, 4),
    (4, 5, 6),
    (1, 3, 5),
    (3, 5, 7),
    (2, 4, 6),
    (3, 3, 3),
    (5, 5, 5),
    (2, 2, 2, 2),
    (6, 6, 6, 6),
    (1, 2, 3, 4),
    (4, 5, 6, 7),
    (1, 3, 5, 7),
    (1, 1, 7, 7),
    (1, 7),
    (2, 5),
    (3, 3),
    (4, 4, 7),
    (1, 1, 4, 7),
)


@dataclass(frozen=True)
class GeneratedGbHand:
    """The arguments of ``score_gb``."""

    concealed: tuple[int, ...]
    melds: tuple[Meld, ...]
    win_tile: int
    situation: GbSituation


def random_gb_hand(rng: random.Random) -> GeneratedGbHand:
    """One winning hand of the 72-tile set (no fifth copy anywhere)."""
    roll = rng.random()
    if roll < 0.012:
        concealed, melds = [0, 0, 0, *range(1, 8), 8, 8, 8, rng.randrange(9)], ()
    elif roll < 0.03:
        start = rng.randrange(3)
        concealed, melds = [k for k in range(start, start + 7) for _ in (0, 1)], ()
    elif roll < 0.15:
        concealed, melds = _seven_pairs(rng), ()
    else:
        concealed, melds = _standard(rng)
    win_tile = rng.choice(concealed)
    return GeneratedGbHand(
        tuple(sorted(concealed)), melds, win_tile, _situation(rng, concealed, melds, win_tile)
    )


def _seven_pairs(rng: random.Random) -> list[int]:
    palette = rng.choice([SUIT, HONOURS, ALL_KINDS, ALL_KINDS, (0, 8, *HONOURS), SUIT[:4]])
    kinds: list[int] = []
    while len(kinds) < 14:
        kind = rng.choice(palette)
        if kinds.count(kind) <= 2:
            kinds += [kind, kind]
    return kinds


def _standard(rng: random.Random) -> tuple[list[int], tuple[Meld, ...]]:
    while True:
        sets, pair = _sets(rng)
        counts = [0] * NUM_KINDS
        for kind in [pair, pair] + [k for s in sets for k in s]:
            counts[kind] += 1
        if max(counts) <= COPIES:
            return _with_melds(rng, sets, pair, counts)


def _sets(rng: random.Random) -> tuple[list[list[int]], int]:
    """Four sets (lists of kinds) and the pair's kind, by theme."""
    theme = rng.randrange(7)
    if theme == 0:  # honour triplets: winds and dragons, big and little
        group = rng.choice([WINDS, DRAGONS, HONOURS, HONOURS])
        honours = rng.sample(group, k=rng.randint(2, len(group) if len(group) < 4 else 4))
        sets = [[k] * 3 for k in honours[:4]]
        pair = rng.choice(HONOURS + SUIT[:3])
    elif theme == 1:  # terminals and honours
        palette = (0, 8, *HONOURS)
        sets = [[k] * 3 for k in rng.sample(palette, 4)]
        pair = rng.choice(palette)
        if rng.random() < 0.5:
            sets[rng.randrange(4)] = rng.choice([[0, 1, 2], [6, 7, 8]])
    elif theme == 2:  # a sequence pattern
        middles = rng.choice(_CHOW_PATTERNS)
        sets = [[m - 1, m, m + 1] for m in middles]
        pair = 4 if middles == (1, 1, 7, 7) and rng.random() < 0.7 else rng.choice(ALL_KINDS)
    elif theme == 3:  # a triplet pattern
        length = rng.choice([3, 3, 4])
        start = rng.randrange(10 - length)
        sets = [[k] * 3 for k in range(start, start + length)]
        pair = rng.choice(ALL_KINDS)
    elif theme == 4:  # a rank range: 1–4 or 6–9
        palette = SUIT[:4] if rng.random() < 0.5 else SUIT[5:]
        sets = []
        pair = rng.choice(palette)
        return [_set_from(rng, palette) for _ in range(4)], pair
    else:  # plain sets from 万 and/or honours
        palette = rng.choice([SUIT, ALL_KINDS, ALL_KINDS, SUIT[1:8]])
        sets = []
        pair = rng.choice(palette)
    while len(sets) < 4:
        sets.append(_set_from(rng, rng.choice([SUIT, ALL_KINDS])))
    return sets[:4], pair


def _set_from(rng: random.Random, palette: tuple[int, ...]) -> list[int]:
    kind = rng.choice(palette)
    if kind < 7 and kind + 2 in palette and rng.random() < 0.6:
        return [kind, kind + 1, kind + 2]
    return [kind] * 3


def _with_melds(
    rng: random.Random, sets: list[list[int]], pair: int, counts: list[int]
) -> tuple[list[int], tuple[Meld, ...]]:
    concealed = [pair, pair]
    melds: list[Meld] = []
    used = [0] * NUM_KINDS
    share = rng.choice([0.0, 0.0, 0.3, 0.6, 1.0])
    kong_share = rng.choice([0.1, 0.5, 0.9])
    for kinds in sets:
        if rng.random() >= share:
            concealed += kinds
            continue
        kind = MeldKind.CHI if kinds[0] != kinds[1] else MeldKind.PON
        if kind is MeldKind.PON and counts[kinds[0]] == 3 and rng.random() < kong_share:
            kind = rng.choice(_KONGS)
            kinds = [kinds[0]] * 4
            counts[kinds[0]] = 4
        tiles = tuple(k * COPIES + _next(used, k) for k in kinds)
        melds.append(Meld(kind, tiles, None if kind is MeldKind.CONCEALED_KONG else tiles[0]))
    return concealed, tuple(melds)


def _next(used: list[int], kind: int) -> int:
    used[kind] += 1
    return used[kind] - 1


def _situation(
    rng: random.Random, concealed: list[int], melds: tuple[Meld, ...], win_tile: int
) -> GbSituation:
    arbitrary = rng.random() < 0.05
    single = concealed.count(win_tile) == 1
    kongs = any(m.kind.is_kong for m in melds)
    win_by = rng.choice([WinBy.TSUMO, WinBy.RON])
    if (single and rng.random() < 0.12) or (arbitrary and rng.random() < 0.3):
        win_by = WinBy.ROB_KONG
    after_kong = win_by is WinBy.TSUMO and kongs and rng.random() < 0.35
    return GbSituation(
        win_by=win_by,
        seat_wind=rng.choice([EAST, WEST] * 5 + list(WINDS)),
        prevalent_wind=EAST if rng.random() < 0.85 else rng.choice(WINDS),
        flowers=rng.randint(0, 8),
        after_kong=after_kong or (arbitrary and rng.random() < 0.3),
        last_tile=win_by is not WinBy.ROB_KONG and rng.random() < 0.12,
        last_of_kind=(single or arbitrary) and win_by is not WinBy.ROB_KONG and rng.random() < 0.2,
    )
