"""Tiles, tile kinds and the mpsz notation (RULES.md A1, B1).

A *kind* is an int 0–33 (``1m`` = 0 … ``9s`` = 26, ``1z`` = 27 … ``7z`` = 33); a *physical
tile* is an int 0–135 whose kind is ``tile // 4``, so every one of the 136 tiles can be
tracked through a hand. Plain ints keep the hot paths (shanten, waits, scoring) fast; the
names below say which of the two a value is.

The 72-tile game adds eight unique flowers, ``1f``–``8f`` (春夏秋冬梅兰竹菊): kinds 34–41,
physical ids ``136 + 4·(i−1)``, so ``tile // 4`` is still the kind. A flower is never part
of a hand's shape, so the 34-long count lists below never see one.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

NUM_KINDS = 34
NUM_TILES = 136
COPIES = 4
FLOWER_SUIT = "f"
FLOWER_BASE = NUM_KINDS  # the kind of 1f
NUM_FLOWERS = 8
FLOWER_NAMES_ZH = ("春", "夏", "秋", "冬", "梅", "兰", "竹", "菊")

SUITS = "mpsz"
SUIT_NAMES_ZH = {"m": "万", "p": "筒", "s": "条", "z": "字"}
HONOUR_NAMES_ZH = ("东", "南", "西", "北", "白", "發", "中")

TERMINALS_AND_HONOURS = frozenset([0, 8, 9, 17, 18, 26, *range(27, 34)])
WINDS = frozenset(range(27, 31))
DRAGONS = frozenset(range(31, 34))
EAST, SOUTH, WEST, NORTH, WHITE, GREEN_DRAGON, RED_DRAGON = range(27, 34)
GREEN_KINDS = frozenset([19, 20, 21, 23, 25, GREEN_DRAGON])  # 2s 3s 4s 6s 8s 6z
RED_PEACOCK_KINDS = frozenset([18, 22, 24, 26, RED_DRAGON])  # 1s 5s 7s 9s 7z


class NotationError(ValueError):
    """A tile string that is not valid mpsz notation; the message says where and why."""


def kind_of(tile: int) -> int:
    """The kind (0–33) of a physical tile (0–135)."""
    return tile // COPIES


def suit_of(kind: int) -> str:
    """``m``, ``p``, ``s`` or ``z`` (``f`` for a flower)."""
    return FLOWER_SUIT if kind >= FLOWER_BASE else SUITS[kind // 9]


def number_of(kind: int) -> int:
    """1–9 for suited kinds, 1–7 for honours, 1–8 for flowers (the digit in the notation)."""
    return kind - FLOWER_BASE + 1 if kind >= FLOWER_BASE else kind % 9 + 1


def is_flower(kind: int) -> bool:
    return kind >= FLOWER_BASE


def flower_tile(number: int) -> int:
    """The physical id of flower ``number`` (1–8): ``136 + 4·(number−1)``."""
    return (FLOWER_BASE + number - 1) * COPIES


def is_honour(kind: int) -> bool:
    return kind >= 27


def is_terminal(kind: int) -> bool:
    """1 or 9 of a suit (幺九 without the honours)."""
    return kind < 27 and kind % 9 in (0, 8)


def is_terminal_or_honour(kind: int) -> bool:
    return kind in TERMINALS_AND_HONOURS


def kind_name(kind: int) -> str:
    """The notation of one kind, e.g. ``5p`` or ``7z``."""
    return f"{number_of(kind)}{suit_of(kind)}"


def kind_name_zh(kind: int) -> str:
    """The Chinese name of a kind: 五万, 三筒, 七条, 东 … 春"""
    if is_flower(kind):
        return FLOWER_NAMES_ZH[kind - FLOWER_BASE]
    if is_honour(kind):
        return HONOUR_NAMES_ZH[kind - 27]
    return "一二三四五六七八九"[kind % 9] + SUIT_NAMES_ZH[suit_of(kind)]


def parse_kinds(text: str, flowers: bool = False) -> list[int]:
    """Parse mpsz notation (``"123m45p11z"``) into kinds, in the order written.

    Raises :class:`NotationError` naming the offending character for: characters other than
    digits and ``mpsz`` (and ``f`` when ``flowers``), digits with no suit letter after them, a
    suit letter with no digits before it, ``0`` (there are no red fives), ``8z``/``9z`` and
    ``9f``. Whitespace is not allowed, so a typo cannot silently split a hand.
    """
    letters = SUITS + FLOWER_SUIT if flowers else SUITS
    kinds: list[int] = []
    pending: list[tuple[int, int]] = []  # (digit, position)
    for pos, ch in enumerate(text):
        if ch.isdigit() and ch.isascii():
            pending.append((int(ch), pos))
            continue
        if ch not in letters:
            raise NotationError(f"{text!r}: unexpected character {ch!r} at position {pos}")
        if not pending:
            raise NotationError(f"{text!r}: suit letter {ch!r} at position {pos} has no digits")
        for digit, dpos in pending:
            kinds.append(_kind_from(digit, ch, text, dpos))
        pending.clear()
    if pending:
        raise NotationError(f"{text!r}: digits at the end have no suit letter (m, p, s or z)")
    return kinds


def _kind_from(digit: int, suit: str, text: str, pos: int) -> int:
    if digit == 0:
        raise NotationError(f"{text!r}: '0' at position {pos} is not a tile (no red fives)")
    if suit == "z" and digit > 7:
        raise NotationError(f"{text!r}: '{digit}z' at position {pos} is not a tile (1z–7z)")
    if suit == FLOWER_SUIT:
        if digit > NUM_FLOWERS:
            raise NotationError(f"{text!r}: '{digit}f' at position {pos} is not a tile (1f–8f)")
        return FLOWER_BASE + digit - 1
    return SUITS.index(suit) * 9 + digit - 1


def format_kinds(kinds: Iterable[int]) -> str:
    """Kinds as compact mpsz notation, sorted: ``[0, 1, 2, 27, 27]`` → ``"123m11z"``."""
    by_suit: dict[str, list[str]] = {s: [] for s in SUITS + FLOWER_SUIT}
    for kind in sorted(kinds):
        by_suit[suit_of(kind)].append(str(number_of(kind)))
    return "".join("".join(digits) + suit for suit, digits in by_suit.items() if digits)


def counts_of(kinds: Iterable[int]) -> list[int]:
    """A 34-long list of how many of each kind."""
    counts = [0] * NUM_KINDS
    for kind in kinds:
        counts[kind] += 1
    return counts


def kinds_from_counts(counts: Sequence[int]) -> list[int]:
    """The inverse of :func:`counts_of`: kinds in index order."""
    return [kind for kind, n in enumerate(counts) for _ in range(n)]


def check_copies(counts: Sequence[int], what: str = "hand") -> None:
    """Raise :class:`NotationError` if any kind appears more than four times."""
    for kind, n in enumerate(counts):
        if n > COPIES:
            raise NotationError(f"{what}: {n} copies of {kind_name(kind)} (at most 4 exist)")
