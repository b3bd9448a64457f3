"""The fans that triplets make together, and the kong / concealed-triplet fans.

As for sequences (:mod:`.chows`), the official rules count combinations of sets rather than
single sets: a four-triplet fan (一色四节高, 大四喜) excludes the rest; a three-triplet fan
(一色三节高, 三风刻, 大三元) leaves the fourth triplet one two-triplet fan at most; otherwise
every pair of triplets is asked (双箭刻). The kongs and concealed triplets are counted
together (三杠 with 双暗刻 …) as one table, in the oracle's (``pymahjonggb``) reading.

Kinds are ours (27–30 东南西北, 31 白, 32 發, 33 中); the combinations are tested in the
Chinese Official order of the honours (东南西北中發白), hence :func:`official_order`.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from mahjong2p.rules.tiles import DRAGONS, EAST, NORTH, RED_DRAGON, SOUTH, WEST, WHITE

FOUR_PURE_SHIFTED_PUNGS = "four_pure_shifted_pungs"  # 一色四节高
BIG_FOUR_WINDS = "big_four_winds"  # 大四喜
PURE_SHIFTED_PUNGS = "pure_shifted_pungs"  # 一色三节高
BIG_THREE_WINDS = "big_three_winds"  # 三风刻
BIG_THREE_DRAGONS = "big_three_dragons"  # 大三元
TWO_DRAGONS_PUNGS = "two_dragons_pungs"  # 双箭刻

_NUMBERED_LIMIT = 27
_THREE_WINDS = (
    (EAST, SOUTH, WEST),
    (EAST, SOUTH, NORTH),
    (EAST, WEST, NORTH),
    (SOUTH, WEST, NORTH),
)
_DRAGONS_OFFICIAL = (RED_DRAGON, RED_DRAGON - 1, WHITE)  # 中 發 白


def official_order(kind: int) -> int:
    """A sort key putting the dragons in the official order 中 發 白."""
    return WHITE + RED_DRAGON - kind if kind in DRAGONS else kind


def pung_fans(kinds: tuple[int, ...]) -> dict[str, int]:
    """The combination fans of a reading's triplets and kongs (any order), with counts."""
    t = tuple(sorted(kinds, key=official_order))
    if len(t) == 4:
        return _four(t)
    if len(t) == 3:
        fan = _three(*t)
        return {fan: 1} if fan else _count(_two(a, b) for a, b in _pairs(t))
    if len(t) == 2:
        fan = _two(*t)
        return {fan: 1} if fan else {}
    return {}


def _four(t: tuple[int, ...]) -> dict[str, int]:
    a, b, c, d = t
    if a < _NUMBERED_LIMIT and a + 1 == b and b + 1 == c and c + 1 == d and d < _NUMBERED_LIMIT:
        return {FOUR_PURE_SHIFTED_PUNGS: 1}
    if t == (EAST, SOUTH, WEST, NORTH):
        return {BIG_FOUR_WINDS: 1}
    for three, free in (((a, b, c), d), ((a, b, d), c), ((a, c, d), b), ((b, c, d), a)):
        fan = _three(*three)
        if fan:
            found = {fan: 1}
            extra = next((f for f in (_two(x, free) for x in t if x != free) if f), None)
            if extra:
                found[extra] = found.get(extra, 0) + 1
            return found
    return _count(_two(x, y) for x, y in _pairs(t))


def _three(a: int, b: int, c: int) -> str | None:
    if c < _NUMBERED_LIMIT:
        return PURE_SHIFTED_PUNGS if a + 1 == b and b + 1 == c else None
    if (a, b, c) in _THREE_WINDS:
        return BIG_THREE_WINDS
    if (a, b, c) == _DRAGONS_OFFICIAL:
        return BIG_THREE_DRAGONS
    return None


def _two(a: int, b: int) -> str | None:
    return TWO_DRAGONS_PUNGS if a in DRAGONS and b in DRAGONS else None


def _pairs(t: tuple[int, ...]) -> list[tuple[int, int]]:
    return [(t[i], t[j]) for i in range(len(t)) for j in range(i + 1, len(t))]


def _count(fans: Iterable[str | None]) -> dict[str, int]:
    found: dict[str, int] = {}
    for fan in fans:
        if fan:
            found[fan] = found.get(fan, 0) + 1
    return found


@lru_cache(maxsize=64)
def kong_fans(concealed_pungs: int, melded_kongs: int, concealed_kongs: int) -> dict[str, int]:
    """杠 and 暗刻 fans: ``concealed_pungs`` are the concealed triplets that are not kongs;
    a concealed kong is a concealed triplet too (双暗杠 replacing 双暗刻 is registry data).
    Memoised: the dict is shared, never changed."""
    kongs = melded_kongs + concealed_kongs
    found: dict[str, int] = {}
    if kongs == 1:
        found["melded_kong" if melded_kongs else "concealed_kong"] = 1
    elif kongs == 2:
        found[_TWO_KONGS[concealed_kongs]] = 1
    elif kongs == 3:
        found["three_kongs"] = 1
    elif kongs == 4:
        found["four_kongs"] = 1
    name = _CONCEALED.get(concealed_pungs + concealed_kongs)
    if name:
        found[name] = 1
    return found


_TWO_KONGS = ("two_melded_kongs", "concealed_kong_and_melded_kong", "two_concealed_kongs")
_CONCEALED = {
    2: "two_concealed_pungs",
    3: "three_concealed_pungs",
    4: "four_concealed_pungs",
}
