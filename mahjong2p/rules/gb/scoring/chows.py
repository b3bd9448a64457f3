"""The fans that several sequences make together, under the official combination rules.

一般高, 连六, 老少副, 一色三步高, 清龙, 一色三同顺, 一色四步高 and 一色四同顺 are not
independent: 不得相同 (a set already combined may not form the same fan again with another
set) and 套算一次 (a set not yet combined may be combined once with one already used) decide
how many of them a reading scores. Those rules are about the sets, not about any one fan,
so they live here, in the order the oracle (``pymahjonggb``) applies them: a four-sequence
fan excludes every other; a three-sequence fan leaves the fourth sequence one two-sequence
fan at most; otherwise the two-sequence fans are counted and cut down to what the rules
allow, the rarer kept first.

Sequences are given by their middle kind (0–8 here: only 万 forms sequences in this set).
"""

from __future__ import annotations

PURE_DOUBLE_CHOW = "pure_double_chow"  # 一般高
SHORT_STRAIGHT = "short_straight"  # 连六
TWO_TERMINAL_CHOWS = "two_terminal_chows"  # 老少副
PURE_SHIFTED_CHOWS = "pure_shifted_chows"  # 一色三步高
PURE_STRAIGHT = "pure_straight"  # 清龙
PURE_TRIPLE_CHOW = "pure_triple_chow"  # 一色三同顺
FOUR_PURE_SHIFTED_CHOWS = "four_pure_shifted_chows"  # 一色四步高
QUADRUPLE_CHOW = "quadruple_chow"  # 一色四同顺

# cut from the end first (the oracle's table order of the two-sequence fans)
_PAIR_FANS = (PURE_DOUBLE_CHOW, "mixed_double_chow", SHORT_STRAIGHT, TWO_TERMINAL_CHOWS)
_LOW_MIDDLE, _HIGH_MIDDLE = 1, 7  # the middles of 123 and 789


def chow_fans(middles: tuple[int, ...]) -> dict[str, int]:
    """The combination fans of a reading's sequences (sorted middles), with counts."""
    if len(middles) == 4:
        return _four(middles)
    if len(middles) == 3:
        fan = _three(*middles)
        return {fan: 1} if fan else _cut([_pair(*p) for p in _pairs(middles)], 2)
    if len(middles) == 2:
        fan = _pair(*middles)
        return {fan: 1} if fan else {}
    return {}


def _four(m: tuple[int, ...]) -> dict[str, int]:
    a, b, c, d = m
    if (b - a == c - b == d - c) and b - a in (1, 2):
        return {FOUR_PURE_SHIFTED_CHOWS: 1}
    if a == d:
        return {QUADRUPLE_CHOW: 1}
    for three, extra in (((a, b, c), d), ((a, b, d), c), ((a, c, d), b), ((b, c, d), a)):
        fan = _three(*three)
        if fan:
            found = {fan: 1}
            extra_fan = _extra(three, extra)
            if extra_fan:
                found[extra_fan] = 1
            return found
    pairs = [_pair(*p) for p in _pairs(m)]
    allowed = 3
    for i in range(4):  # a sequence related to no other lowers the allowance
        if not any(fan for p, fan in zip(_pairs(range(4)), pairs, strict=True) if i in p):
            allowed -= 1
    return _cut(pairs, allowed) if allowed > 0 else {}


def _three(a: int, b: int, c: int) -> str | None:
    if a + 3 == b and b + 3 == c:
        return PURE_STRAIGHT
    if (a + 2 == b and b + 2 == c) or (a + 1 == b and b + 1 == c):
        return PURE_SHIFTED_CHOWS
    if a == b == c:
        return PURE_TRIPLE_CHOW
    return None


def _pair(a: int, b: int) -> str | None:
    if abs(a - b) == 3:
        return SHORT_STRAIGHT
    if {a, b} == {_LOW_MIDDLE, _HIGH_MIDDLE}:
        return TWO_TERMINAL_CHOWS
    if a == b:
        return PURE_DOUBLE_CHOW
    return None


def _extra(three: tuple[int, int, int], extra: int) -> str | None:
    """Beside a three-sequence fan, the fourth sequence combines once, the commoner fan
    first."""
    fans = {_pair(t, extra) for t in three}
    return next((fan for fan in _PAIR_FANS if fan in fans), None)


def _pairs(items: tuple[int, ...] | range) -> list[tuple[int, int]]:
    return [(items[i], items[j]) for i in range(len(items)) for j in range(i + 1, len(items))]


def _cut(pairs: list[str | None], allowed: int) -> dict[str, int]:
    """At most ``allowed`` two-sequence fans: cut repeats down to one, then to none,
    starting from 老少副 (the oracle's ``exclusionary_rule``)."""
    counts = {fan: 0 for fan in _PAIR_FANS}
    for fan in pairs:
        if fan:
            counts[fan] += 1
    total = sum(counts.values())
    for limit in (1, 0):
        for fan in reversed(_PAIR_FANS):
            while counts[fan] > limit and total > allowed:
                counts[fan] -= 1
                total -= 1
    return {fan: n for fan, n in counts.items() if n}
