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
from operator import add

from mahjong2p.ai.hand_features import (
    GROUP_FEATURES,
    HONOURS,
    MAN,
    MELD_PROFILES,
    PIN,
    RUNS_HELD,
    SOU,
    SUIT_SIZE,
    most_in_one_run,
)
from mahjong2p.rules.melds import Meld

# Likelihood of completing a pattern that is 0, 1, 2, 3, 4 tiles short of ready.
LEAN = (1.0, 0.6, 0.35, 0.15, 0.05)

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


# Every term of the guess hangs on a small count or two, so each is a table built with
# lean() once instead of worked out for every option a decision weighs. lean() is flat
# from len(LEAN) tiles short on, so a count of tiles short is capped there.
CAP = len(LEAN)
SHORT = range(CAP + 1)
NUMBERS = range(SUIT_SIZE + 1)  # numbers of one suit, tiles of one sequence in 3 suits
FLUSH_BY_OFF = tuple(
    tuple(max(FLUSH_HALF * lean(off), FLUSH_FULL * lean(off_or_honour)) for off_or_honour in SHORT)
    for off in SHORT
)
# 七对子 (no melds at all): six pairs and a single are ready, so 7 pairs or more are sure.
PAIRS_CAP = 7
SEVEN_PAIRS_BY_PAIRS = tuple(SEVEN_PAIRS * lean(6 - pairs) for pairs in range(PAIRS_CAP + 1))
ALL_TRIPLETS_BY_SHORT = tuple(ALL_TRIPLETS * lean(short) for short in SHORT)
STRAIGHT_BY_REACH = tuple(STRAIGHT * lean(8 - reach) for reach in NUMBERS)
THREE_COLOUR_BY_REACH = tuple(THREE_COLOUR * lean(8 - reach) for reach in NUMBERS)
DRAGONS_BY_HELD = tuple(
    max(LITTLE_DRAGONS * lean(7 - held), BIG_DRAGONS * lean(8 - held)) for held in NUMBERS
)
ALL_SIMPLES_BY_OUTSIDE = tuple(ALL_SIMPLES * lean(outside) for outside in SHORT)


def pattern_fan(counts: Sequence[int], melds: Sequence[Meld], flowers: Sequence[int]) -> float:
    """Expected fan of a 13-equivalent hand that is not ready, from its leanings.

    The counts are read per suit (and honours) through
    :mod:`~mahjong2p.ai.hand_features`: the options of one decision share all but one
    suit, so most of them are looked up, not counted again."""
    key = counts if isinstance(counts, bytes) else bytes(counts)
    man = GROUP_FEATURES[key[MAN]]
    pin = GROUP_FEATURES[key[PIN]]
    sou = GROUP_FEATURES[key[SOU]]
    honours = GROUP_FEATURES[key[HONOURS]]
    # Tiles per suit and honours, terminals and honours, and dragons, melds included.
    tiles_man, tiles_pin, tiles_sou, tiles_honours = man.tiles, pin.tiles, sou.tiles, honours.tiles
    outside = man.outside + pin.outside + sou.outside + honours.outside
    dragons = honours.dragons
    flower_tiles = 0
    for kind in flowers:
        flower_tiles += key[kind]
    triplets = man.triplets + pin.triplets + sou.triplets + honours.triplets
    pairs = man.pairs + pin.pairs + sou.pairs + honours.pairs
    melds = tuple(melds)
    if melds:
        profile = MELD_PROFILES.profile(melds)
        # What sequences can use: concealed tiles and 吃 melds.
        run_man, run_pin, run_sou = profile.run_presence
        run_man |= man.presence
        run_pin |= pin.presence
        run_sou |= sou.presence
        straight = max(run_man.bit_count(), run_pin.bit_count(), run_sou.bit_count())
        runs = RUNS_HELD[run_man] + RUNS_HELD[run_pin] + RUNS_HELD[run_sou]
        extra_man, extra_pin, extra_sou, extra_honours = profile.group_tiles
        tiles_man += extra_man
        tiles_pin += extra_pin
        tiles_sou += extra_sou
        tiles_honours += extra_honours
        outside += profile.outside
        if profile.honours is not None:
            dragons = GROUP_FEATURES[bytes(map(add, key[HONOURS], profile.honours))].dragons
        for kind in flowers:
            flower_tiles += profile.tiles[kind]
        closed = profile.closed
        all_triplets = 0.0 if profile.sequences else _all_triplets(triplets + len(melds), pairs)
        seven_pairs = 0.0
    else:
        straight = max(man.numbers, pin.numbers, sou.numbers)
        runs = man.runs + pin.runs + sou.runs
        closed = True
        all_triplets = _all_triplets(triplets, pairs)
        half_pairs = man.half_pairs + pin.half_pairs + sou.half_pairs + honours.half_pairs
        seven_pairs = SEVEN_PAIRS_BY_PAIRS[half_pairs if half_pairs < PAIRS_CAP else PAIRS_CAP]
    off = tiles_man + tiles_pin + tiles_sou - max(tiles_man, tiles_pin, tiles_sou)
    off_or_honour = off + tiles_honours
    return (
        flower_tiles
        + CONCEALED * closed
        + FLUSH_BY_OFF[off if off < CAP else CAP][off_or_honour if off_or_honour < CAP else CAP]
        + seven_pairs
        + all_triplets
        + STRAIGHT_BY_REACH[straight]
        + THREE_COLOUR_BY_REACH[most_in_one_run(runs)]
        + DRAGONS_BY_HELD[dragons]
        + ALL_SIMPLES_BY_OUTSIDE[outside if outside < CAP else CAP]
    )


def _all_triplets(triplets: int, pairs: int) -> float:
    """碰碰胡: ready with four triplets and a single, or three triplets and two pairs."""
    missing = 0 if triplets >= 4 else max(0, 5 - triplets - pairs) + max(0, 3 - triplets)
    return ALL_TRIPLETS_BY_SHORT[missing if missing < CAP else CAP]
