"""The target hands of the rigged "大出血" deals (RULES.md A9).

Each pattern builds, from an RNG, one complete 14-tile hand it names, the kind that must
come last for the hand to score as named (龙七对 wins on the fourth tile, 九莲宝灯 on the
tile beyond 1112345678999, 四暗刻 on its pair so even a discard keeps four concealed
triplets), and the kinds a filler tile must avoid so that it cannot complete the hand
some other way. ``fans`` are the fan or 役满 ids the completed hand scores.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from mahjong2p.rules.tiles import (
    COPIES,
    DRAGONS,
    GREEN_KINDS,
    NUM_KINDS,
    TERMINALS_AND_HONOURS,
    WINDS,
    counts_of,
)

HAND = 14
HONOURS = frozenset(range(27, NUM_KINDS))
TERMINALS = frozenset(k for k in TERMINALS_AND_HONOURS if k < 27)
SUITS = (0, 9, 18)  # the first kind of 万, 筒, 条


@dataclass(frozen=True, slots=True)
class Target:
    """A complete hand (``kinds``, sorted), the kind that completes it last, and the kinds
    (besides its own) that filler tiles must avoid: those that could complete a hand of
    the same kind in another way (another 清一色 shape, another green tile …)."""

    kinds: tuple[int, ...]
    final: int
    avoid: frozenset[int]


Builder = Callable[[random.Random], list[int]]


@dataclass(frozen=True, slots=True)
class Pattern:
    id: str
    yakuman: bool
    fans: tuple[str, ...]
    build: Callable[[random.Random], Target]


# ---------------------------------------------------------------- set builders
def seq(first: int) -> list[int]:
    return [first, first + 1, first + 2]


def trip(kind: int) -> list[int]:
    return [kind] * 3


def pair(kind: int) -> list[int]:
    return [kind] * 2


def _suit_set(rng: random.Random, base: int) -> list[int]:
    """A random sequence or triplet in the suit starting at ``base``."""
    if rng.random() < 0.6:
        return seq(base + rng.randrange(7))
    return trip(base + rng.randrange(9))


def _fits(kinds: list[int]) -> bool:
    return len(kinds) == HAND and max(counts_of(kinds)) <= COPIES


def _target(
    rng: random.Random,
    builder: Builder,
    final: Callable[[list[int]], int] | None = None,
    avoid: Callable[[list[int]], frozenset[int]] | None = None,
) -> Target:
    """Build until the tiles exist (at most four of a kind), then fix the final kind."""
    kinds = builder(rng)
    while not _fits(kinds):
        kinds = builder(rng)
    last = rng.choice(kinds) if final is None else final(kinds)
    return Target(tuple(sorted(kinds)), last, frozenset() if avoid is None else avoid(kinds))


def _suit_of(kinds: list[int]) -> frozenset[int]:
    base = min(k for k in kinds if k < 27) // 9 * 9
    return frozenset(range(base, base + 9))


# ---------------------------------------------------------------- 平常番 (≥ 6 fan)
def qing_yi_se(rng: random.Random) -> Target:
    def hand(r: random.Random) -> list[int]:
        base = r.choice(SUITS)
        return [k for _ in range(4) for k in _suit_set(r, base)] + pair(base + r.randrange(9))

    return _target(rng, hand, avoid=_suit_of)


def qing_yi_se_yi_qi_tong_guan(rng: random.Random) -> Target:
    def hand(r: random.Random) -> list[int]:
        base = r.choice(SUITS)
        straight = seq(base) + seq(base + 3) + seq(base + 6)
        return straight + _suit_set(r, base) + pair(base + r.randrange(9))

    return _target(rng, hand, avoid=_suit_of)


def hun_yi_se_xiao_san_yuan(rng: random.Random) -> Target:
    def hand(r: random.Random) -> list[int]:
        base = r.choice(SUITS)
        dragons = r.sample(sorted(DRAGONS), 3)
        return (
            trip(dragons[0])
            + trip(dragons[1])
            + pair(dragons[2])
            + [k for _ in range(2) for k in _suit_set(r, base)]
        )

    return _target(rng, hand, avoid=lambda kinds: _suit_of(kinds) | HONOURS)


def long_qi_dui(rng: random.Random) -> Target:
    def hand(r: random.Random) -> list[int]:
        quad, *pairs = r.sample(range(NUM_KINDS), 6)
        return [quad] * 4 + [k for p in pairs for k in pair(p)]

    return _target(rng, hand, final=lambda kinds: max(set(kinds), key=kinds.count))


def chun_quan_dai_yao_san_se_tong_shun(rng: random.Random) -> Target:
    def hand(r: random.Random) -> list[int]:
        low = r.choice((0, 6))  # 123 or 789 in all three suits
        three = [k for base in SUITS for k in seq(base + low)]
        if r.random() < 0.5:
            fourth = seq(r.choice(SUITS) + r.choice((0, 6)))
        else:
            fourth = trip(r.choice(sorted(TERMINALS)))
        return three + fourth + pair(r.choice(sorted(TERMINALS)))

    return _target(rng, hand)


# ---------------------------------------------------------------- 役满
def guo_shi_wu_shuang(rng: random.Random) -> Target:
    orphans = sorted(TERMINALS_AND_HONOURS)
    return _target(rng, lambda r: [*orphans, r.choice(orphans)])


def da_san_yuan(rng: random.Random) -> Target:
    def hand(r: random.Random) -> list[int]:
        rest = [k for k in range(NUM_KINDS) if k not in DRAGONS]
        body = _suit_set(r, r.choice(SUITS))
        return [k for d in sorted(DRAGONS) for k in trip(d)] + body + pair(r.choice(rest))

    return _target(rng, hand)


def si_an_ke(rng: random.Random) -> Target:
    def hand(r: random.Random) -> list[int]:
        *triplets, single = r.sample(range(NUM_KINDS), 5)
        return [k for t in triplets for k in trip(t)] + pair(single)

    return _target(rng, hand, final=lambda kinds: min(set(kinds), key=kinds.count))


def zi_yi_se(rng: random.Random) -> Target:
    def hand(r: random.Random) -> list[int]:
        *triplets, single = r.sample(sorted(HONOURS), 5)
        return [k for t in triplets for k in trip(t)] + pair(single)

    return _target(rng, hand, avoid=lambda kinds: HONOURS)


def xiao_si_xi(rng: random.Random) -> Target:
    def hand(r: random.Random) -> list[int]:
        *triplets, single = r.sample(sorted(WINDS), 4)
        body = _suit_set(r, r.choice(SUITS))
        return [k for t in triplets for k in trip(t)] + pair(single) + body

    return _target(rng, hand)


def da_si_xi(rng: random.Random) -> Target:
    def hand(r: random.Random) -> list[int]:
        rest = [k for k in range(NUM_KINDS) if k not in WINDS]
        return [k for w in sorted(WINDS) for k in trip(w)] + pair(r.choice(rest))

    return _target(rng, hand)


def lv_yi_se(rng: random.Random) -> Target:
    greens = sorted(GREEN_KINDS)
    return _target(
        rng, lambda r: [r.choice(greens) for _ in range(HAND)], avoid=lambda k: GREEN_KINDS
    )


def jiu_lian_bao_deng(rng: random.Random) -> Target:
    def hand(r: random.Random) -> list[int]:
        base = r.choice(SUITS)
        core = [base] * 3 + list(range(base + 1, base + 8)) + [base + 8] * 3
        return [*core, base + r.randrange(9)]

    def extra(kinds: list[int]) -> int:
        base = min(kinds)
        core = [base] * 3 + list(range(base + 1, base + 8)) + [base + 8] * 3
        rest = list(kinds)
        for k in core:
            rest.remove(k)
        return rest[0]

    return _target(rng, hand, final=extra, avoid=_suit_of)


def qing_lao_tou(rng: random.Random) -> Target:
    def hand(r: random.Random) -> list[int]:
        *triplets, single = r.sample(sorted(TERMINALS), 5)
        return [k for t in triplets for k in trip(t)] + pair(single)

    return _target(rng, hand, avoid=lambda kinds: TERMINALS)


NORMAL_PATTERNS = (
    Pattern("qing_yi_se", False, ("qing_yi_se",), qing_yi_se),
    Pattern(
        "hun_yi_se_xiao_san_yuan", False, ("hun_yi_se", "xiao_san_yuan"), hun_yi_se_xiao_san_yuan
    ),
    Pattern(
        "qing_yi_se_yi_qi_tong_guan",
        False,
        ("qing_yi_se", "yi_qi_tong_guan"),
        qing_yi_se_yi_qi_tong_guan,
    ),
    Pattern("long_qi_dui", False, ("long_qi_dui",), long_qi_dui),
    Pattern(
        "chun_quan_dai_yao_san_se_tong_shun",
        False,
        ("chun_quan_dai_yao", "san_se_tong_shun"),
        chun_quan_dai_yao_san_se_tong_shun,
    ),
)
YAKUMAN_PATTERNS = tuple(
    Pattern(builder.__name__, True, (builder.__name__,), builder)
    for builder in (
        guo_shi_wu_shuang,
        da_san_yuan,
        si_an_ke,
        zi_yi_se,
        xiao_si_xi,
        da_si_xi,
        lv_yi_se,
        jiu_lian_bao_deng,
        qing_lao_tou,
    )
)
PATTERNS = {p.id: p for p in (*NORMAL_PATTERNS, *YAKUMAN_PATTERNS)}
