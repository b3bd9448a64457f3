"""Cheap guesses at the fans a hand that is not ready yet is heading for.

Scoring an unfinished hand exactly would mean scoring every way it could finish; instead
each pattern a human would steer for (清一色/混一色, 七对子, 碰碰胡, 一气通贯, 三色同顺,
小三元/大三元, 断幺九) is measured as "tiles missing before a hand of that pattern could be
ready", turned into a likelihood by :data:`LEAN`, and weighted by its fan. Fans the tiles
already earn for certain (门清 while closed, 花牌 tiles held) count in full. The sum is
rough on purpose: it only has to tell a hand that leans towards value from one that does not.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong2p.rules.melds import Meld
from mahjong2p.rules.tiles import DRAGONS, TERMINALS_AND_HONOURS

# Likelihood of completing a pattern that is 0, 1, 2, 3, 4 tiles short of ready.
LEAN = (1.0, 0.6, 0.35, 0.15, 0.05)
SUIT_STARTS = (0, 9, 18)
HONOURS = range(27, 34)
RUN = 0b111

# Fans of RULES.md A7 the heuristics aim at.
FLUSH_HALF, FLUSH_FULL = 3, 5
SEVEN_PAIRS = 3
ALL_TRIPLETS = 2
STRAIGHT = 2
THREE_COLOUR = 2
LITTLE_DRAGONS, BIG_DRAGONS = 4, 13
ALL_SIMPLES = 1
CONCEALED = 1


def lean(missing: int) -> float:
    return LEAN[missing] if 0 <= missing < len(LEAN) else (1.0 if missing < 0 else 0.0)


def pattern_fan(counts: Sequence[int], melds: Sequence[Meld], flowers: Sequence[int]) -> float:
    """Expected fan of a 13-equivalent hand that is not ready, from its leanings."""
    all_counts = list(counts)
    run_counts = list(counts)  # what sequences can use: concealed tiles and chi melds
    for meld in melds:
        for kind in meld.kinds:
            all_counts[kind] += 1
            run_counts[kind] += meld.is_sequence
    masks = [_presence(run_counts, start) for start in SUIT_STARTS]
    closed = not any(m.kind.is_open for m in melds)
    return (
        sum(all_counts[k] for k in flowers)
        + CONCEALED * closed
        + _flush(all_counts)
        + (_seven_pairs(counts) if not melds else 0.0)
        + (0.0 if any(m.is_sequence for m in melds) else _all_triplets(counts, len(melds)))
        + STRAIGHT * lean(8 - max(mask.bit_count() for mask in masks))
        + THREE_COLOUR * lean(8 - _three_colour(masks))
        + _dragons(all_counts)
        + ALL_SIMPLES * lean(sum(all_counts[k] for k in TERMINALS_AND_HONOURS))
    )


def _presence(counts: Sequence[int], start: int) -> int:
    """Bit ``n`` set when number ``n + 1`` of the suit starting at ``start`` is there."""
    return sum(1 << n for n in range(9) if counts[start + n])


def _flush(all_counts: Sequence[int]) -> float:
    """清一色/混一色: tiles outside the strongest suit (and outside the honours)."""
    per_suit = [sum(all_counts[s : s + 9]) for s in SUIT_STARTS]
    honours = sum(all_counts[k] for k in HONOURS)
    off = sum(per_suit) - max(per_suit)
    return max(FLUSH_HALF * lean(off), FLUSH_FULL * lean(off + honours))


def _seven_pairs(counts: Sequence[int]) -> float:
    """七对子 (no melds at all): six pairs and a single are ready."""
    return SEVEN_PAIRS * lean(6 - sum(n // 2 for n in counts))


def _all_triplets(counts: Sequence[int], meld_triplets: int) -> float:
    """碰碰胡: ready with four triplets and a single, or three triplets and two pairs."""
    triplets = sum(n >= 3 for n in counts) + meld_triplets
    pairs = sum(n == 2 for n in counts)
    missing = 0 if triplets >= 4 else max(0, 5 - triplets - pairs) + max(0, 3 - triplets)
    return ALL_TRIPLETS * lean(missing)


def _three_colour(masks: list[int]) -> int:
    """三色同顺: most of the nine tiles of one sequence in all three suits that are there."""
    return max(sum((mask >> n & RUN).bit_count() for mask in masks) for n in range(7))


def _dragons(all_counts: Sequence[int]) -> float:
    """小三元 (two dragon triplets and a dragon pair) and 大三元 (three triplets)."""
    held = sum(min(all_counts[k], 3) for k in DRAGONS)
    return max(LITTLE_DRAGONS * lean(7 - held), BIG_DRAGONS * lean(8 - held))
